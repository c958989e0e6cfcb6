// The play screen says what it should and keeps its shape: a refused move's reason in words on
// the screen, the Camelot family's board and Anti-Camelot's goal in the title and the status,
// Shamrock for two without a Blue seat, the hint's tile played as shown by taps, the move list
// whole on a phone and never squeezed by the review, the result beside the board and the
// finished Shamrock board large.
import { test, assert, equal, at, drag, history, shot, open, SPOT } from './harness.mjs';

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 };
const DESKTOP = { viewport: { width: 1280, height: 800 } };
const CAMELOT = '2.8.10.12.12.2kmmmmmmk2.3kmmmmk3.12.12.3KMMMMK3.2KMMMMMMK2.12.12.10.8.2_w_00_-_0';
const DRAKE = '4_4.4.4.4_b_L_DCCMSWA_DCCMSWA_0';

const notice = page => page.evaluate(() => { const n = document.getElementById('notice'); return n.hidden ? '' : n.textContent; });

/// The move list's box and the viewport: what of the list is on the screen.
const listBox = page => page.evaluate(() => {
  const l = document.getElementById('moves').getBoundingClientRect();
  const c = document.querySelector('#moves .current');
  const r = c && c.getBoundingClientRect();
  return { top: l.top, bottom: l.bottom, height: l.height, view: innerHeight,
    current: r && { top: r.top, bottom: r.bottom } };
});

test('play details: a plain move when a capture is compulsory is refused in words on the screen', async ({ page, url }) => {
  await open(page, `${url}#/camelot`, SPOT.camelot);
  for (const [from, ...to] of [['F7', 'H5', 'J7'], ['F11', 'F9'], ['D6', 'F8']]) await drag(page, from, ...to);
  await drag(page, 'E10', 'E9');
  const said = await notice(page);
  assert(/Black must capture: a jump is available \(F9xF7\)/.test(said), `shown, not only announced: ${said}`);
  assert(await page.isVisible('#notice'), 'visible');
  await shot(page, 'play-details-compulsory');
});

for (const [name, options] of [['phone', PHONE], ['desktop', DESKTOP]]) {
  test(`play details: Cam with Anti-Camelot is named with its goal (${name})`, async ({ page, url }) => {
    await open(page, `${url}#/camelot`, SPOT.camelot);
    await page.click('#new-game');
    await page.waitForSelector('#new-dialog[open]');
    await page.selectOption('#opt-variant', 'cam');
    await page.check('#opt-anti');
    await page.click('#new-start');
    await page.waitForFunction(() => /Anti-Camelot/.test(document.getElementById('game-title').textContent));
    equal(await page.textContent('#game-title'), 'Cam · Anti-Camelot', 'the board and Anti in the title');
    assert(/^White to move\. Anti-Camelot: you win when the opponent enters your castle$/.test(await page.textContent('#status')),
      `the reversed goal in the status: ${await page.textContent('#status')}`);
    const fits = await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth);
    assert(fits, 'nothing sideways');
    await shot(page, `play-details-anti-${name}`);
  }, options);
}

test('play details: Shamrock for two has no Blue seat in New game, and two seats in play', async ({ page, url }) => {
  await open(page, `${url}#/shamrock`, SPOT.shamrock);
  await page.click('#new-game');
  await page.waitForSelector('#new-dialog[open]');
  await page.selectOption('#opt-players', '3');
  assert(await page.isVisible('#opt-seat2'), 'three players: a Blue seat');
  await page.selectOption('#opt-players', '2');
  assert(await page.isHidden('#opt-seat2'), 'two players: no Blue seat');
  const labels = await page.$$eval('#new-fields .field:not([hidden]) label[for^="opt-seat"]', ls => ls.map(l => l.textContent));
  equal(labels, ['Red', 'Yellow'], 'the seats named by their colours');
  await page.selectOption('#opt-seat1', 'computer1');
  await page.click('#new-start');
  await page.waitForTimeout(200);
  equal(await page.evaluate(() => window.wasmBindings.positionText().split('_').length > 0), true, 'a game');
  assert(!/Blue/.test(await page.textContent('#status')), `no Blue in play: ${await page.textContent('#status')}`);
});

test('play details: the hint\'s tile is placed turned as the hint shows it, by taps', async ({ page, url }) => {
  await open(page, `${url}#/shamrock`, SPOT.shamrock);
  await page.click('#new-game');
  await page.waitForSelector('#new-dialog[open]');
  await page.selectOption('#opt-players', '2');
  await page.fill('#opt-seed', '1');
  await page.click('#new-start');
  await page.waitForTimeout(200);
  await page.click('#hint');
  await page.waitForFunction(() => window.wasmBindings.sceneTags().some(t => t.startsWith('hint ')), null, { timeout: 30000 });
  const hint = await page.evaluate(() => window.wasmBindings.sceneTags().find(t => t.startsWith('hint ')));
  const said = await page.textContent('#announce');
  const move = (said.match(/Hint: (\S+)/) || [])[1];
  assert(move && /^P[123p]/.test(move), `a placing hint: ${said} (${hint})`);
  const slot = move[1] === 'p' ? 'Pile' : `Display ${move[1]}`;
  const cell = move.slice(2, move.lastIndexOf('r'));
  const tap = async name => { const p = await at(page, name); await page.mouse.click(p.x, p.y); };
  await tap(slot);
  await tap(cell);
  const played = (await history(page)).at(-1);
  equal(played, move, 'the hint\'s move, turned as shown');
});

for (const [name, options] of [['phone', PHONE], ['desktop', DESKTOP]]) {
  test(`play details: the move list is whole on the screen, also with the review open (${name})`, async ({ page, url }) => {
    await open(page, `${url}#/drake`);
    const start = await listBox(page);
    assert(start.bottom <= start.view + 0.5, `at the start the list is on the screen: ${JSON.stringify(start)}`);
    assert(start.height >= (name === 'phone' ? 100 : 200), `a list of some height: ${start.height}`);
    await page.click('#export');
    const moves = ['@b1', '@c4', '@b2', '@c3', '@a1', '@d4', 'b1-d1', 'c3-b3', '@c1', 'b3-a2', '@d2', 'a2-a3'];
    await page.fill('#io-text', `deskovna drake\nstart ${DRAKE}\nmoves ${moves.join(' ')}\n`);
    await page.click('#io-import');
    await page.click('#review-game');
    await page.waitForSelector('#review-graph:not([hidden])', { timeout: 60000 });
    await page.click('#moves .move[data-ply="5"]');
    await page.waitForTimeout(200);
    const m = await listBox(page);
    assert(m.height >= (name === 'phone' ? 100 : 200), `the review does not squeeze the list: ${m.height} px`);
    assert(m.current && m.current.top >= m.top - 1 && m.current.bottom <= m.bottom + 1, `the current move in the list's view ${JSON.stringify(m)}`);
    assert(m.current.top >= 0 && m.current.bottom <= m.view + 0.5, `and on the screen ${JSON.stringify(m)}`);
    equal(await page.evaluate(() => scrollY), 0, 'the page itself never scrolls');
    await shot(page, `play-details-review-${name}`);
  }, options);
}

test('play details: on a phone the finished Shamrock board fills its area', async ({ page, url }) => {
  await open(page, `${url}#/shamrock`, SPOT.shamrock);
  await page.evaluate(() => {
    for (let i = 0; i < 400 && !window.wasmBindings.ended(); i++) {
      const m = window.wasmBindings.legalMoves();
      window.wasmBindings.play(m[(i * 7919) % m.length]);
    }
  });
  assert(await page.evaluate(() => window.wasmBindings.ended()), 'a finished game');
  await page.waitForTimeout(400);
  await page.keyboard.press('Escape');
  // The side of a tile: the distance between two neighbouring cells' centres.
  const size = await page.evaluate(() => {
    const cells = [];
    for (let q = -6; q <= 6; q++) for (let r = -6; r <= 6; r++) {
      const n = `${q >= 0 ? '+' : ''}${q}${r >= 0 ? '+' : ''}${r}`;
      const p = window.wasmBindings.locate(n);
      if (p.length === 2 && window.wasmBindings.sceneTags().some(t => t.startsWith(`tile ${n} `))) cells.push(p);
    }
    let best = Infinity;
    for (const a of cells) for (const b of cells) { const d = Math.hypot(a[0] - b[0], a[1] - b[1]); if (d > 1) best = Math.min(best, d); }
    return { best, count: cells.length };
  });
  assert(size.count >= 4, `tiles found: ${size.count}`);
  assert(size.best >= 55, `tiles large enough to see: ${size.best.toFixed(1)} px between neighbours`);
  await shot(page, 'play-details-shamrock-end-phone');
}, PHONE);
