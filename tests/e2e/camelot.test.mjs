// Camelot in a real browser: canter chains traced by dragging along their landings, a
// compulsory jump chain, a Knight's charge, refused moves explained, touch taps, help, themes.
import { test, assert, equal, at, drag, click, position, history, shot, open, SPOT, openHelp, switchLanguage } from './harness.mjs';

const START = '2.8.10.12.12.2kmmmmmmk2.3kmmmmk3.12.12.3KMMMMK3.2KMMMMMMK2.12.12.10.8.2_w_00_-_0';
// A canter chain, then White offers a Man: Black must capture two Men in a chain.
const LINE = ['F7-H5-J7', 'F11-F9', 'D6-F8'];

/// Opens Camelot and waits until its board answers (L13 exists on no other board).
const openCamelot = (page, url) => open(page, `${url}#/camelot`, SPOT.camelot);

async function load(page, moves) {
  await page.click('#export');
  await page.fill('#io-text', `deskovna camelot\nstart ${START}\nmoves ${moves.join(' ')}\n`);
  await page.click('#io-import');
  await page.waitForTimeout(50);
}

const announced = page => page.textContent('#announce');

/// The colour of the canvas at the centre of a square.
async function pixel(page, name) {
  const box = await page.locator('#board').boundingBox();
  const p = await at(page, name);
  return page.$eval('#board', (c, [x, y]) => {
    const d = c.getContext('2d').getImageData(Math.round(x * devicePixelRatio), Math.round(y * devicePixelRatio), 1, 1).data;
    return [d[0], d[1], d[2]].join(',');
  }, [p.x - box.x, p.y - box.y]);
}

test('camelot: canter chain, compulsory jump chain and a charge, with mouse drags', async ({ page, url }) => {
  await openCamelot(page, url);
  equal(await position(page), START, 'a fresh game');
  // A canter chain traced by dragging along its landings: F7 over G6 to H5, over I6 to J7.
  await drag(page, 'F7', 'H5', 'J7');
  equal(await history(page), ['F7-H5-J7'], 'the whole chain, as traced');
  await drag(page, 'F11', 'F9');
  await drag(page, 'D6', 'F8');
  equal(await history(page), LINE, 'three moves');
  await page.waitForTimeout(300);
  await shot(page, 'camelot-compulsory');
  // A plain move while a capture is compulsory: refused, with the reason, nothing changes.
  const before = await position(page);
  await drag(page, 'E10', 'E9');
  equal(await position(page), before, 'the plain move changed nothing');
  equal((await history(page)).length, 3, 'no move recorded');
  const reason = await announced(page);
  assert(/Black must capture: a jump is available \(F9xF7\)/.test(reason), `the reason is announced: ${reason}`);
  // The jump chain cannot stop after its first jump.
  await drag(page, 'F9', 'F7');
  assert(/This move is not finished/.test(await announced(page)), 'a chain that must go on says so');
  equal((await history(page)).length, 3, 'not played yet');
  await shot(page, 'camelot-must-go-on');
  await page.focus('#board');
  await page.keyboard.press('Escape');
  // Dragged along the whole chain: two Men taken.
  await drag(page, 'F9', 'F7', 'F5');
  equal((await history(page)).at(-1), 'F9xF7xF5', 'the jump chain');
  assert(/^Black: Man F9 via F7 to F5, taking Man F8, Man F6/.test(await announced(page)), 'said in words');
  // A Knight's charge: canter J6 over I7 to H8, over G7 to F6, then jump F5 to F4.
  await drag(page, 'J6', 'H8', 'F6', 'F4');
  equal(await history(page), [...LINE, 'F9xF7xF5', 'J6-H8-F6xF4'], 'the charge');
  assert(/K/.test(await position(page)), 'still a Knight');
  await page.waitForTimeout(400);
  await shot(page, 'camelot-charge');
});

test('camelot: legal landings light up while dragging, red where a leap captures', async ({ page, url }) => {
  await openCamelot(page, url);
  await load(page, LINE);
  const plain = await pixel(page, 'F5');
  const other = await pixel(page, 'D5');
  const a = await at(page, 'F9');
  const b = await at(page, 'F7');
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(b.x, b.y, { steps: 8 });
  // Over F7 (a jump landing), the next landings F5, D5 and H5 light up.
  const lit = await pixel(page, 'F5');
  assert(lit !== plain, `F5 is lit (${lit} vs ${plain})`);
  equal(await pixel(page, 'H5'), lit, 'every jump landing looks the same');
  assert((await pixel(page, 'D5')) !== other, 'D5 is lit too');
  await shot(page, 'camelot-dragging');
  await page.mouse.up();
  equal((await history(page)).length, 3, 'dropped mid-chain: nothing played');
});

test('camelot: a canter chain by touch taps on a phone', async ({ page, url }) => {
  await openCamelot(page, url);
  const tap = async name => { const p = await at(page, name); await page.touchscreen.tap(p.x, p.y); await page.waitForTimeout(40); };
  // Tap the Man, each landing, and the last landing again to stop there.
  for (const name of ['F7', 'H5', 'J7']) await tap(name);
  equal(await history(page), [], 'J7 could go on: waiting');
  await shot(page, 'camelot-phone-tapping');
  await tap('J7');
  equal(await history(page), ['F7-H5-J7'], 'played by taps');
  await tap('E10');
  await tap('E9');
  equal((await history(page)).at(-1), 'E10-E9', 'a plain move by taps');
  await page.waitForTimeout(400);
  await shot(page, 'camelot-phone');
}, { hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 }, deviceScaleFactor: 3 });

test('camelot: flipped, dark theme, on a phone', async ({ page, url }) => {
  await page.addInitScript(() => localStorage.setItem('deskovna.prefs', 'theme=dark'));
  await openCamelot(page, url);
  await load(page, LINE);
  // An imported game opens seen from the side to move (Black here): White's castle on top.
  const f1 = await at(page, 'F1');
  await page.click('#flip');
  const flipped = await at(page, 'F1');
  assert(f1.y < flipped.y, 'the flip turns White\'s castle to the bottom');
  await page.waitForTimeout(100);
  await shot(page, 'camelot-phone-dark-flipped');
  await drag(page, 'F9', 'F7', 'F5');
  equal((await history(page)).at(-1), 'F9xF7xF5', 'played on the turned board');
}, { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });

test('camelot: contrast theme, help with diagrams, new game with the board options', async ({ page, url }) => {
  await page.addInitScript(() => localStorage.setItem('deskovna.prefs', 'theme=contrast'));
  await openCamelot(page, url);
  await load(page, [...LINE, 'F9xF7xF5']);
  await shot(page, 'camelot-contrast');
  await openHelp(page);
  const titles = await page.$$eval('#help-body h3', els => els.map(e => e.textContent));
  assert(titles.includes('Knight\'s charge') && titles.includes('Castles'), `help sections: ${titles}`);
  equal(await page.$$eval('#help-body canvas.diagram', els => els.length), 11, 'six diagrams of Camelot, five of the variants');
  await page.$eval('#help-body h3:nth-of-type(5)', e => e.scrollIntoView());
  await shot(page, 'camelot-help');
  await page.click('#help-close');
  await page.click('#new-game');
  await page.waitForSelector('#new-dialog[open]');
  // A game under way also offers to go on from its position with other players, and to keep it.
  equal(await page.$$eval('#new-fields select', els => els.map(e => e.id)), ['opt-from', 'opt-variant', 'opt-seat0', 'opt-seat1', 'opt-clock'], 'how to start, the board, who plays each seat, and the clock');
  assert(await page.$('#opt-anti'), 'the Anti-Camelot switch');
  await page.uncheck('#opt-keep');
  await page.click('#new-start');
  await page.waitForTimeout(100);
  equal(await history(page), [], 'a new game');
  equal(await position(page), START, 'at the start');
  // In Czech, the refusal is in Czech too.
  await switchLanguage(page);
  await drag(page, 'F7', 'F4');
  assert(/není|nevede|nelze|obsazen/.test(await announced(page)), `in Czech: ${await announced(page)}`);
});
