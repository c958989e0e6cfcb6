// Live play with a friend, two browsers on this machine connected through WebRTC with no STUN
// server (the host candidates of this machine's own network): "Play live" on Camelot's page
// makes an invitation (a link and its QR code); the friend (a phone-sized context) opens the
// link and gets an answer code and its QR code; the first enters the code and the boards
// connect. Then moves by real mouse drags on both boards (each played on the other), a move
// dragged out of turn refused, a forged message refused with words and nothing changed, a
// resignation, a rematch with the colours swapped, a draw offered and accepted.
import { test, assert, equal, shot, open, SPOT } from './harness.mjs';

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

/// The tools' exports (the live screen's test hooks).
const tools = (page, f, arg) => page.evaluate(async ([f, arg]) => {
  const t = await import(new URL('tools-loader.js', document.baseURI).href).then(m => m.ready);
  return t[f](arg);
}, [f, arg]);

const livePosition = page => tools(page, 'livePosition');

/// The centre of a spot of the live board, in page coordinates.
async function spot(page, name) {
  const box = await page.locator('#lv-board').boundingBox();
  const p = Array.from(await tools(page, 'liveLocate', name));
  if (p.length !== 2) throw new Error(`no live spot ${name}`);
  return { x: box.x + p[0], y: box.y + p[1] };
}

/// A real mouse drag on the live board, along its landings.
async function drag(page, from, ...to) {
  const a = await spot(page, from);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  for (const name of to) {
    const b = await spot(page, name);
    await page.mouse.move(b.x, b.y, { steps: 8 });
  }
  await page.mouse.up();
}

const said = page => page.textContent('#lv-said');
const seats = page => page.$$eval('#lv-seats .live-seat-name', els => els.map(e => e.textContent));

/// Waits until both boards show the same position, with `moves` moves played (the position
/// text counts them), and returns it.
async function inStep(host, guest) {
  let a, b;
  for (let i = 0; i < 100; i++) {
    [a, b] = [await livePosition(host), await livePosition(guest)];
    if (a && a === b) return a;
    await host.waitForTimeout(100);
  }
  throw new Error(`the boards differ: ${a} / ${b}`);
}

/// Invites from `host` (on Camelot's page) and answers from `guest`: returns the invitation link.
async function connect(host, guest, url) {
  await open(host, `${url}#/camelot`, SPOT.camelot);
  await host.click('#live-link');
  await host.waitForSelector('#lv-make');
  await host.selectOption('#lv-seat', '0');
  await host.click('#lv-make');
  await host.waitForFunction(() => document.querySelector('#lv-link')?.value.includes('#/live?o='), null, { timeout: 20000 });
  const link = await host.inputValue('#lv-link');
  assert(await host.$('#lv-qr svg path'), 'the invitation has its QR code');
  await shot(host, 'live-invitation-desktop');

  await guest.goto(link);
  await guest.waitForFunction(() => document.querySelector('#lv-code')?.value.length > 20, null, { timeout: 20000 });
  const code = await guest.inputValue('#lv-code');
  assert(code.length < 400, `the answer code is short: ${code.length} characters`);
  assert(await guest.$('#lv-answer-qr svg path'), 'the answer has its QR code');
  equal(await guest.evaluate(() => location.hash), '#/live', 'the address no longer holds the offer');
  await shot(guest, 'live-answer-phone');

  await host.fill('#lv-answer-in', code);
  await host.click('#lv-connect-btn');
  for (const page of [host, guest]) {
    await page.waitForFunction(() => document.querySelector('#lv-state')?.textContent === 'Connected.', null, { timeout: 30000 });
    await page.waitForFunction(() => !document.querySelector('#lv-game').hidden);
  }
  return link;
}

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
    await inStep(host, guest);
    await drag(host, 'D6', 'F8');
    await inStep(host, guest);
    // The friend's compulsory jump chain, dragged along its landings.
    await drag(guest, 'F9', 'F7', 'F5');
    const four = await inStep(host, guest);
    await shot(guest, 'live-playing-phone');
    await shot(host, 'live-playing-desktop');

    // A forged message (a move the rules forbid, with a wrong hash) is refused in words.
    await tools(guest, 'liveInject', '{"v":1,"seq":999,"msg":{"move":{"ply":5,"notation":"A1-A2","hash":"0000000000000001","think_ms":0}}}');
    await guest.waitForFunction(() => /A message from your opponent was refused/.test(document.querySelector('#lv-said').textContent));
    equal(await livePosition(guest), four, 'the forged message changed nothing');
    // Another version of the protocol, refused whole.
    await tools(guest, 'liveInject', '{"v":9,"seq":1000,"msg":{"resign":{"ply":4}}}');
    await guest.waitForFunction(() => /version 9/.test(document.querySelector('#lv-said').textContent));
    assert(!(await guest.isHidden('#lv-resign')), 'the game goes on');

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
