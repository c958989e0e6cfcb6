// The play screen's rough edges: notices that cover nothing and go away, the board seen from
// the player's side (and remembered), the phone's header and New game dialog, the words.
import { test, assert, equal, drag, shot, open, switchLanguage } from './harness.mjs';

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 };

const overlaps = (a, b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/// Whether a1 is drawn in the upper half of the board (the board is turned).
const turned = page => page.evaluate(() => {
  const r = document.getElementById('board').getBoundingClientRect();
  return window.wasmBindings.locate('a1')[1] < r.height / 2;
});

for (const [name, options] of [['desktop', {}], ['phone', PHONE]]) {
  test(`play: a notice on a ${name} covers neither the board nor a control, and a tap closes it`, async ({ page, url }) => {
    await open(page, `${url}#/drake?m=@b1~@c4`);
    await page.waitForSelector('#notice:not([hidden])');
    const r = await page.evaluate(() => {
      const rect = e => { const r = e.getBoundingClientRect(); return { left: r.left, right: r.right, top: r.top, bottom: r.bottom }; };
      const notice = rect(document.getElementById('notice'));
      const board = rect(document.getElementById('board'));
      const controls = [...document.querySelectorAll('button, select, a, input, textarea')]
        .filter(e => e.offsetParent !== null && e.id !== 'notice').map(e => [e.id || e.textContent, rect(e)]);
      return { notice, board, controls };
    });
    assert(!overlaps(r.notice, r.board), 'the notice is not over the board');
    const covered = r.controls.filter(([, c]) => overlaps(r.notice, c)).map(([n]) => n);
    equal(covered, [], 'the notice is over no control');
    await shot(page, `play-notice-${name}`);
    await page.click('#notice');
    assert(await page.isHidden('#notice'), 'a tap closes it');
  }, options);
}

test('play: a notice closes by itself', async ({ page, url }) => {
  await page.clock.install();
  await open(page, `${url}#/drake?m=@b1~@c4`);
  await page.waitForSelector('#notice:not([hidden])');
  await page.clock.runFor(25000);
  assert(await page.isHidden('#notice'), 'gone after a while');
});

test('play: the board is seen from the player’s side, and each game remembers its turn', async ({ page, context, url }) => {
  await open(page, `${url}#/drake`);
  assert(!(await turned(page)), 'Blue at the bottom at first');
  await page.click('#new-game');
  await page.waitForSelector('#new-dialog[open]');
  await page.selectOption('#opt-seat0', 'computer1');
  await page.selectOption('#opt-seat1', 'human');
  await page.click('#new-start');
  assert(await turned(page), 'playing Orange against the computer, Orange is at the bottom');
  await page.waitForFunction(() => document.querySelectorAll('#moves .move').length === 1, null, { timeout: 15000 });
  await page.click('#flip');
  await page.reload();
  await open(page, `${url}#/drake`);
  assert(!(await turned(page)), 'the turn the player chose is kept after a reload');
  // A friend opening a link where Orange is to move sees Orange at the bottom.
  const friend = await context.browser().newContext();
  const other = await friend.newPage();
  await open(other, `${url}#/drake?m=@b1`);
  assert(await turned(other), 'the side to move is at the bottom');
  await friend.close();
});

test('play: on a phone the header shows every game whole', async ({ page, url }) => {
  await open(page, `${url}#/shamrock`, 'Pile');
  const links = await page.$$eval('.game-link', els => els.map(e => {
    const r = e.getBoundingClientRect();
    return { text: e.textContent, whole: e.scrollWidth <= e.clientWidth + 1, inside: r.left >= 0 && r.right <= innerWidth + 0.5 };
  }));
  equal(links.map(l => l.text), ['The Drake', 'Camelot', 'Drakoburg', 'Shamrock'], 'every game');
  assert(links.every(l => l.whole && l.inside), `shown whole: ${JSON.stringify(links)}`);
}, PHONE);

test('play: on a phone the New game dialog keeps Start in view and switches beside their labels', async ({ page, url }) => {
  await open(page, `${url}#/shamrock`, 'Pile');
  await page.click('#new-game');
  await page.waitForSelector('#new-dialog[open]');
  const r = await page.evaluate(() => {
    const start = document.getElementById('new-start').getBoundingClientRect();
    const switches = [...document.querySelectorAll('#new-fields .field.switch')].map(f => {
      const i = f.querySelector('input').getBoundingClientRect();
      const l = f.querySelector('label').getBoundingClientRect();
      return Math.abs((i.top + i.bottom) / 2 - (l.top + l.bottom) / 2);
    });
    return { startBottom: start.bottom, height: innerHeight, switches };
  });
  assert(r.startBottom <= r.height, `Start is in view (${r.startBottom} of ${r.height})`);
  assert(r.switches.length > 0 && r.switches.every(d => d < 8), `each switch beside its label: ${r.switches}`);
  await shot(page, 'play-phone-new-game');
}, PHONE);

test('play: in Czech the hint button asks for a move, not for help', async ({ page, url }) => {
  await open(page, `${url}#/drake`);
  await switchLanguage(page);
  equal(await page.textContent('#hint'), 'Poradit tah', 'the hint button');
  assert((await page.getAttribute('#help', 'aria-label')) === 'Pravidla', 'help is the rules');
});

test('play: a demo that has ended offers no "Stop the demo"', async ({ page, url }) => {
  await open(page, `${url}#/drake`);
  await page.click('#export');
  await page.fill('#io-text', 'deskovna drake\nstart 4_4.4.4.4_b_L_DCCMSWA_DCCMSWA_0\nmoves @b1 @c4 @b2 @c3 @a1 @d4 b1-d1 c3-b3 @c1 b3-a2 @d2 a2-a3\nseats computer3 computer3\n');
  await page.click('#io-import');
  await page.waitForFunction(() => window.wasmBindings.ended(), null, { timeout: 20000 });
  if (await page.isVisible('#result-dialog')) await page.click('#result-close');
  equal(await page.textContent('#demo'), 'Watch the computer', 'the demo button is back to its start');
});
