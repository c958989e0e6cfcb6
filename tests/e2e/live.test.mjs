// Live play with a friend, two browsers on this machine connected through WebRTC with no STUN
// server (the host candidates of this machine's own network): "Play live" on Camelot's page
// makes an invitation (a link and its QR code); the friend (a phone-sized context) opens the
// link and gets an answer code and its QR code; the first enters the code and the boards
// connect. Then moves by real mouse drags on both boards (each played on the other), a move
// dragged out of turn refused, a forged message refused with words and nothing changed, a quick
// message, a takeback, a resignation, a rematch with the colours swapped, a draw offered and
// accepted. Then the other games, clocks and their flag, a reload reconnected with new codes.
import { test, assert, equal, shot, open, SPOT, drag as boardDrag, history } from './harness.mjs';
import { PHONE, tools, livePosition, drag, said, seats, clocks, status, inStep, connect, invite, invitation, answer } from './live-kit.mjs';

test('live: invite, answer, connect; drags on both boards; a forged message refused; resign, rematch, draw', async ({ page, browser, url }) => {
  const host = page;
  const friend = await browser.newContext(PHONE);
  const guest = await friend.newPage();
  const guestErrors = [];
  guest.on('pageerror', e => guestErrors.push(String(e)));
  try {
    await connect(host, guest, url);
    const start = await inStep(host, guest);
    equal(await seats(host), ['White (you)', 'Black (your friend)'], 'the host plays White');
    equal(await seats(guest), ['White (your friend)', 'Black (you)'], 'the friend plays Black');

    // The friend drags first: not their turn, so the board takes nothing.
    await guest.waitForTimeout(300);
    await drag(guest, 'F10', 'F9');
    equal(await livePosition(guest), start, 'the board did not move out of turn');

    // A canter chain dragged on the host's board is played on the friend's.
    await drag(host, 'F7', 'H5', 'J7');
    const one = await inStep(host, guest);
    assert(one !== start, 'a move was played');
    await drag(guest, 'F11', 'F9');
    const two = await inStep(host, guest);
    await drag(host, 'D6', 'F8');
    await inStep(host, guest);
    // The friend's compulsory jump chain, dragged along its landings.
    await drag(guest, 'F9', 'F7', 'F5');
    const four = await inStep(host, guest);
    await shot(guest, 'live-playing-phone');
    await shot(host, 'live-playing-desktop');
    // On both screens the board and the game's buttons are in view together, with no sideways
    // scrolling.
    for (const p of [host, guest]) {
      const r = await p.evaluate(() => {
        const box = e => e.getBoundingClientRect();
        const board = box(document.getElementById('lv-board'));
        const buttons = box(document.getElementById('lv-buttons'));
        return { board, buttons, height: innerHeight, width: innerWidth, scroll: document.documentElement.scrollWidth };
      });
      assert(r.buttons.bottom <= r.height && r.board.top >= 0, `board and buttons in view: ${JSON.stringify(r)}`);
      assert(r.board.height >= 240 && r.scroll <= r.width, `a large board, nothing wider than the screen: ${JSON.stringify(r)}`);
    }

    // A forged message (a move the rules forbid, with a wrong hash) is refused in words.
    await tools(guest, 'liveInject', '{"v":1,"seq":999,"msg":{"move":{"ply":5,"notation":"A1-A2","hash":"0000000000000001","think_ms":0}}}');
    await guest.waitForFunction(() => /A message from your opponent was refused/.test(document.querySelector('#lv-said').textContent));
    equal(await livePosition(guest), four, 'the forged message changed nothing');
    // Another version of the protocol, refused whole.
    await tools(guest, 'liveInject', '{"v":9,"seq":1000,"msg":{"resign":{"ply":4}}}');
    await guest.waitForFunction(() => /version 9/.test(document.querySelector('#lv-said').textContent));
    assert(!(await guest.isHidden('#lv-resign')), 'the game goes on');

    // A quick message, said in the other's language.
    await guest.selectOption('#lv-quick', '7');
    await guest.click('#lv-say');
    await host.waitForFunction(() => document.querySelector('#lv-said').textContent === 'Your opponent: Good game!');
    // The host asks to take back its last move; the friend allows it: both boards go back.
    await host.click('#lv-takeback');
    await guest.waitForSelector('#lv-takeback-yes:not([hidden])');
    await guest.click('#lv-takeback-yes');
    equal(await inStep(host, guest), two, 'back to before the host\'s last move, on both boards');
    await drag(host, 'D6', 'F8');
    await inStep(host, guest);

    // The friend resigns; both are told; a rematch with the colours swapped.
    await guest.click('#lv-resign');
    await host.waitForFunction(() => document.querySelector('#lv-said').textContent === 'Your opponent resigned.');
    await guest.waitForFunction(() => document.querySelector('#lv-status').textContent === 'You resigned.');
    await host.click('#lv-rematch');
    await guest.waitForFunction(() => document.querySelector('#lv-rematch').textContent === 'Accept the rematch');
    await guest.click('#lv-rematch');
    await host.waitForFunction(() => document.querySelector('#lv-seats .live-seat-name')?.textContent === 'White (your friend)');
    equal(await seats(guest), ['White (you)', 'Black (your friend)'], 'the friend plays White now');
    const rematch = await inStep(host, guest);
    equal(rematch, start, 'the rematch starts from the same position');
    await drag(guest, 'F7', 'H5', 'J7');
    await inStep(host, guest);
    assert(await livePosition(host) !== start, 'the friend moved first, as White');

    // A draw offered by the host and accepted by the friend.
    await host.click('#lv-draw');
    await guest.waitForSelector('#lv-draw-yes:not([hidden])');
    assert(/offers a draw/.test(await said(guest)), 'the offer is said');
    await guest.click('#lv-draw-yes');
    for (const p of [host, guest]) await p.waitForFunction(() => document.querySelector('#lv-status').textContent === 'Draw agreed.');
    await shot(guest, 'live-draw-phone');
    equal(guestErrors, [], 'no errors in the friend\'s page');
  } finally {
    await friend.close();
  }
}, { limit: 180000 });

test('live: Drakoburg with clocks beside each seat; a reload reconnects with new codes; the flag falls', async ({ page, browser, url }) => {
  const host = page;
  // The host's clock can be moved on (the flag), and runs as usual until then.
  await host.clock.install();
  const friend = await browser.newContext(PHONE);
  const guest = await friend.newPage();
  try {
    await connect(host, guest, url, 'drakoburg', '3+2');
    const start = await inStep(host, guest);
    for (const p of [host, guest]) {
      await p.waitForFunction(() => [...document.querySelectorAll('#lv-seats .live-clock')].every(c => /^[23]:[0-5][0-9]$/.test(c.textContent)));
    }
    await drag(host, 'a2', 'b3');
    await inStep(host, guest);
    await drag(guest, 'g6', 'g5');
    const two = await inStep(host, guest);
    assert(two !== start, 'two moves played');
    equal((await clocks(guest)).length, 2, 'a clock by each seat');
    await shot(guest, 'live-clocks-phone');

    // The friend reloads: the match is kept; the connection is down on both sides.
    await guest.reload();
    await guest.waitForFunction(() => /open the new invitation link/.test(document.querySelector('#lv-said')?.textContent ?? ''));
    equal(await livePosition(guest), two, 'the game came back after the reload');
    await host.waitForSelector('#lv-reconnect:not([hidden])', { timeout: 30000 });
    assert(/connection dropped/.test(await host.textContent('#lv-state')), 'the host is told the connection dropped');
    // New codes: a new invitation, answered by the same friend, and the game goes on.
    await host.click('#lv-reconnect');
    const again = await invitation(host);
    await answer(host, guest, again);
    equal(await inStep(host, guest), two, 'both boards as they were');
    await drag(host, 'a1', 'a6');
    const three = await inStep(host, guest);
    assert(three !== two, 'a move after the reconnection');
    await drag(guest, 'g5', 'g4');
    await inStep(host, guest);

    // The host's time runs out while it is to move: both see the flag fall.
    await host.clock.fastForward('03:10');
    for (const p of [host, guest]) await p.waitForFunction(() => /time ran out/.test(document.querySelector('#lv-status').textContent), null, { timeout: 20000 });
    equal(await status(host), await status(guest), 'the same end on both sides');
    await shot(host, 'live-flag-desktop');
  } finally {
    await friend.close();
  }
}, { limit: 180000 });

test('live: the Drake and Shamrock (its pile dealt fairly) connect and play; a bad code says why; the help says how', async ({ page, browser, url }) => {
  const friend = await browser.newContext(PHONE);
  const guest = await friend.newPage();
  try {
    // A damaged invitation says why in words.
    await guest.goto(`${url}#/live?o=AAAA`);
    await guest.waitForFunction(() => /The code does not read/.test(document.querySelector('#lv-said')?.textContent ?? ''));

    await connect(page, guest, url, 'shamrock');
    const dealt = await inStep(page, guest);
    assert(dealt.length > 10, 'the same pile on both boards after the seeds');
    await drag(page, 'Pile', '+1+0');
    const turned = await inStep(page, guest);
    assert(turned !== dealt, 'the pile turned over by a drag, on both boards');
    await shot(guest, 'live-shamrock-phone');

    // A live game of the Drake while the Shamrock one is not over: asked first, then made.
    const other = await friend.newPage();
    await open(page, `${url}#/drake`, SPOT.drake);
    await invite(page);
    await page.waitForSelector('#lv-replace:not([hidden])');
    await page.click('#lv-replace-yes');
    await answer(page, other, await invitation(page));
    const before = await inStep(page, other);
    await drag(page, 'Blue stack', 'b1');
    const placed = await inStep(page, other);
    assert(placed !== before, 'the leader placed by a drag, on both boards');

    await page.click('#lv-back');
    await page.waitForSelector('#board');
    await page.click('#help');
    await page.waitForSelector('#help-live');
    assert(/answer code/.test(await page.textContent('#help-body')), 'the help says how to connect');
    // The steps in pictures: three, each drawn and captioned, the first two with a QR code.
    const steps = await page.$$eval('#help-live-steps figure', fs => fs.map(f => ({
      caption: f.querySelector('figcaption').textContent, width: f.querySelector('svg').getBoundingClientRect().width,
      qr: f.querySelectorAll('svg svg path').length,
    })));
    equal(steps.map(s => s.caption), ['1. You make the invitation', '2. Your friend\'s phone answers', '3. The answer back: connected'], 'the steps');
    assert(steps.every(s => s.width > 100) && steps[0].qr === 1 && steps[1].qr === 1, `drawn: ${JSON.stringify(steps)}`);
    await page.locator('#help-live-steps').scrollIntoViewIfNeeded();
    await shot(page, 'live-help-steps-desktop');
  } finally {
    await friend.close();
  }
}, { limit: 180000 });

test('live: a connection that cannot be made says why and goes on by links with the game', async ({ page, browser, url }) => {
  // A game in progress on Camelot's page is the one the friend is invited to.
  await open(page, `${url}#/camelot`, SPOT.camelot);
  await boardDrag(page, 'F7', 'H5', 'J7');
  await page.click('#live-link');
  await page.waitForSelector('#lv-make');
  await page.click('#lv-make');
  const link = await invitation(page);
  // The friend answers, then is gone before the code comes back: nothing can connect.
  const friend = await browser.newContext(PHONE);
  const guest = await friend.newPage();
  await guest.goto(link);
  await guest.waitForFunction(() => document.querySelector('#lv-code')?.value.length > 20, null, { timeout: 20000 });
  const code = await guest.inputValue('#lv-code');
  await friend.close();
  await page.fill('#lv-answer-in', code);
  await page.click('#lv-connect-btn');
  await page.waitForSelector('#lv-linkplay:not([hidden])', { timeout: 60000 });
  assert(/The game goes on by links/.test(await page.textContent('#lv-said')), `why, in words: ${await page.textContent('#lv-said')}`);
  const href = await page.getAttribute('#lv-linkplay-a', 'href');
  assert(href.includes('#/camelot?m=F7-H5-J7'), `the link carries the game: ${href}`);
  await shot(page, 'live-failed-desktop');
  await page.click('#lv-linkplay-a');
  await page.waitForFunction(() => !document.querySelector('#play').hidden);
  await page.waitForFunction(() => document.querySelectorAll('#moves .move').length === 1);
  equal(await history(page), ['F7-H5-J7'], 'the game goes on where it was');
}, { limit: 120000 });
