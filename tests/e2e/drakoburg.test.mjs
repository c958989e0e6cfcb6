// Drakoburg in a real browser, with real mouse drags and clicks and touch taps: a reinforcement
// chosen after the drop, a promotion, and a mate that removes one of two Těžkooděnci.
import { test, assert, equal, at, drag, click, position, history, shot, open, openHelp, switchLanguage } from './harness.mjs';

const START = 'zsstaau.pp1p1pp.7.7.7.PP1P1PP.ZSSTAAU_w_0';
// Black has two Těžkooděnci (g7, g6); White's e5-e6 promotes to a Panoš that checks g7 and
// leaves Black no legal move: mate removes g7 and Black plays on with g6 (found natively with
// the engine; tests/drakoburg_view.rs plays it too).
const MATE = '4S1t.3p2t.P2pP1p.1P1p3.P1P1ppP.T3SP1.3z3_w_0';

const announced = page => page.textContent('#announce');

/// Imports a game through the app's Export / import dialog.
async function load(page, start, moves = []) {
  await page.click('#export');
  await page.fill('#io-text', `deskovna drakoburg\nstart ${start}\nmoves ${moves.join(' ')}\n`);
  await page.click('#io-import');
  await page.waitForTimeout(100);
}

async function theme(page, name) {
  await page.click('#settings');
  await page.selectOption('#set-theme', name);
  await page.click('#settings-close');
  await page.waitForTimeout(100);
}

/// The colour of the canvas at the centre of a square.
async function pixel(page, name, dx = 0, dy = 0) {
  const box = await page.locator('#board').boundingBox();
  const p = await at(page, name);
  return page.$eval('#board', (c, [x, y]) => {
    const d = c.getContext('2d').getImageData(Math.round(x * devicePixelRatio), Math.round(y * devicePixelRatio), 1, 1).data;
    return [d[0], d[1], d[2]].join(',');
  }, [p.x - box.x + dx, p.y - box.y + dy]);
}

test('drakoburg: a reinforcement chosen by click after the drop, then a promotion, by mouse', async ({ page, url }) => {
  await open(page, `${url}#/drakoburg`);
  equal(await position(page), START, 'a fresh game');
  await shot(page, 'drakoburg-start');
  // An illegal drop changes nothing: a Kopiník cannot go back.
  await drag(page, 'b2', 'b1');
  equal(await history(page), [], 'nothing played');
  await drag(page, 'a2', 'b3');
  await drag(page, 'g6', 'g5');
  await drag(page, 'a1', 'a6');
  await drag(page, 'g5', 'g4');
  // The Zbrojnoš takes Black's Zbrojnoš on its castle a7: the move waits for the new Kopiník's square.
  const before = await position(page);
  // While the Zbrojnoš is dragged, free squares show dots and capturable pieces rings.
  const [a6, a4, a7] = [await at(page, 'a6'), await at(page, 'a4'), await at(page, 'a7')];
  await page.mouse.move(a6.x, a6.y);
  await page.mouse.down();
  await page.mouse.move(a4.x + 20, a4.y + 10, { steps: 6 });
  await shot(page, 'drakoburg-dragging');
  const targetDot = await pixel(page, 'a5');
  assert(targetDot !== await pixel(page, 'c5'), `a5 is lit (${targetDot})`);
  await page.mouse.move(a7.x, a7.y, { steps: 8 });
  await page.mouse.up();
  equal((await history(page)).length, 4, 'the move is not played yet');
  assert(/choose a lit square on rank 2 for the new Kopiník/.test(await announced(page)), `the prompt: ${await announced(page)}`);
  await page.waitForTimeout(50);
  await shot(page, 'drakoburg-reinforcement-choose');
  // The free squares of rank 2 are lit (a ghost Kopiník), the others not.
  const lit = await pixel(page, 'c2', 0, -0.44 * ((await at(page, 'c3')).y - (await at(page, 'c2')).y));
  const plain = await pixel(page, 'c3', 0, -0.44 * ((await at(page, 'c3')).y - (await at(page, 'c2')).y));
  assert(lit !== plain, `c2 is lit (${lit} vs ${plain})`);
  // Esc takes the whole move back; then again, and a click on c2 finishes it.
  await page.keyboard.press('Escape');
  await page.waitForTimeout(50);
  equal(await position(page), before, 'nothing changed');
  equal((await history(page)).length, 4, 'nothing played');
  await drag(page, 'a6', 'a7');
  await click(page, 'c2');
  equal((await history(page)).slice(-1), ['a6xa7+c2'], 'the reinforcement on c2');
  assert((await position(page)).includes('.1PPP1PP.'), `a new Kopiník on c2: ${await position(page)}`);
  await page.waitForTimeout(300);
  await shot(page, 'drakoburg-reinforced');
  for (const [from, to] of [['f6', 'f5'], ['b3', 'b4'], ['f5', 'f4'], ['b4', 'b5'], ['g4', 'g3']]) await drag(page, from, to);
  // The Kopiník reaches rank 6 on the c file and becomes a Lukostřelec by itself.
  await drag(page, 'b5', 'c6');
  equal((await history(page)).slice(-1), ['b5-c6=S'], 'promoted');
  assert(/becomes Lukostřelec, check/.test(await announced(page)), `said: ${await announced(page)}`);
  await page.waitForTimeout(400);
  await shot(page, 'drakoburg-promoted');
  equal(await position(page), 'Zsstaau.1pSp3.7.5p1.6p.1PPP1PP.1SSTAAU_b_0', 'the position after the promotion');
});

test('drakoburg: a mate removes one of two Těžkooděnci and the game goes on', async ({ page, url }) => {
  await open(page, `${url}#/drakoburg`);
  await load(page, MATE);
  equal(await position(page), MATE, 'imported');
  await shot(page, 'drakoburg-before-mate');
  await drag(page, 'e5', 'e6');
  equal(await history(page), ['e5-e6=A#'], 'a promotion that mates');
  assert(/mate: Těžkooděnec g7 removed/.test(await announced(page)), `said: ${await announced(page)}`);
  await page.waitForTimeout(400);
  await shot(page, 'drakoburg-mate');
  const text = await position(page);
  assert(text.startsWith('4S2.3pA1t.'), `g7 is empty, the Panoš on e6, g6 still there: ${text}`);
  assert(/Black to move/.test(await page.textContent('#status')), 'Black plays on');
  // Black goes on: the other Těžkooděnec leaps.
  await drag(page, 'g6', 'e4');
  equal((await history(page)).length, 2, 'Black moved');
  await theme(page, 'dark');
  await shot(page, 'drakoburg-dark');
  await theme(page, 'contrast');
  await shot(page, 'drakoburg-contrast');
});

test('drakoburg: the rules help shows every piece with a diagram, in both languages', async ({ page, url }) => {
  await open(page, `${url}#/drakoburg`);
  await openHelp(page);
  const headings = await page.$$eval('#help-body h3', els => els.map(e => e.textContent));
  for (const name of ['Kopiník', 'Lukostřelec', 'Zbrojnoš', 'Panoš', 'Turkopol', 'Těžkooděnec', 'Promotion', 'Reinforcement']) {
    assert(headings.some(h => h.startsWith(name)), `a section for ${name}: ${headings}`);
  }
  equal(await page.$$eval('#help-body canvas', els => els.length), 8, 'six pieces, promotion, reinforcement');
  await page.locator('#help-body canvas').nth(3).scrollIntoViewIfNeeded();
  await shot(page, 'drakoburg-help');
  await page.click('#help-close');
  await switchLanguage(page);
  await openHelp(page);
  const cs = await page.$$eval('#help-body h3', els => els.map(e => e.textContent));
  assert(cs.includes('Povýšení') && cs.some(h => h.startsWith('Těžkooděnec — T, král')), `Czech: ${cs}`);
});

test('drakoburg: on a phone, taps play and choose the reinforcement square', async ({ page, url }) => {
  await open(page, `${url}#/drakoburg`);
  const tap = async name => {
    const p = await at(page, name);
    await page.touchscreen.tap(p.x, p.y);
    await page.waitForTimeout(40);
  };
  for (const name of ['a2', 'b3', 'g6', 'g5', 'a1', 'a6', 'g5', 'g4', 'a6', 'a7']) await tap(name);
  equal(await history(page), ['a2-b3', 'g6-g5', 'a1xa6', 'g5-g4'], 'four moves by taps, the fifth waits');
  await shot(page, 'drakoburg-phone-choose');
  await tap('e2');
  equal((await history(page)).slice(-1), ['a6xa7+e2'], 'the reinforcement on e2');
  await page.waitForTimeout(300);
  await shot(page, 'drakoburg-phone');
  await page.click('#flip');
  const a1 = await at(page, 'a1');
  const g7 = await at(page, 'g7');
  assert(a1.y < g7.y && a1.x > g7.x, 'flipped: a1 top right');
  await page.waitForTimeout(100);
  await shot(page, 'drakoburg-phone-flipped');
  await openHelp(page);
  await page.locator('#help-body canvas').nth(4).scrollIntoViewIfNeeded();
  const width = await page.$eval('#help-body canvas', c => c.getBoundingClientRect().right);
  assert(width <= 390, `the diagrams fit the phone (${width})`);
  await shot(page, 'drakoburg-phone-help');
}, { hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 }, deviceScaleFactor: 3 });
