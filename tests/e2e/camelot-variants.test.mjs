// Camelot's variants in a real browser: River Camelot's trees planted by taps and Plant, a
// move on Chivalry's board, and a new game of Anti-Cam from the New game dialog.
import { test, assert, equal, at, drag, click, position, history, shot, open, SPOT } from './harness.mjs';

const RIVER = 'river_2.8.10.2kmmmmmmk2.3kmmmmk3.12.12.12.12.12.12.3KMMMMK3.2KMMMMMMK2.10.8.2_w_00_-_0';
const CHIVALRY = 'chivalry_2.8.10.12.14.2kkmmmmmmkk2.2kkmmmmmmkk2.14.14.2KKMMMMMMKK2.2KKMMMMMMKK2.14.12.10.8.2_w_00_-_0';

const openCamelot = (page, url) => open(page, `${url}#/camelot`, SPOT.camelot);

/// Imports a game of `start` with `moves`, as a player pastes one.
async function load(page, start, moves = []) {
  await page.click('#export');
  await page.fill('#io-text', `deskovna camelot\nstart ${start}\nmoves ${moves.join(' ')}\n`);
  await page.click('#io-import');
  await page.waitForTimeout(50);
}

test('camelot variants: River Camelot\'s trees are planted by taps, on a phone', async ({ page, url }) => {
  await openCamelot(page, url);
  await load(page, RIVER);
  equal(await position(page), RIVER, 'River Camelot at its start');
  const tap = async name => { const p = await at(page, name); await page.touchscreen.tap(p.x, p.y); await page.waitForTimeout(40); };
  // Three lit squares in any order, one taken back on the way, then the button.
  for (const name of ['K8', 'C3', 'K8', 'F7', 'K8']) await tap(name);
  equal(await history(page), [], 'chosen, not planted yet');
  await shot(page, 'camelot-river-planting');
  await tap('Plant');
  equal(await history(page), ['T:C3,F7,K8'], 'planted');
  for (const name of ['B11', 'E14', 'J15', 'Plant']) await tap(name);
  equal(await history(page), ['T:C3,F7,K8', 'T:B11,E14,J15'], 'Black planted');
  await tap('F4');
  await tap('F6');
  equal((await history(page)).at(-1), 'F4-F6', 'a canter once the trees stand');
  await page.waitForTimeout(400);
  await shot(page, 'camelot-river-phone');
}, { hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 }, deviceScaleFactor: 3 });

test('camelot variants: Chivalry\'s 176 squares, dragged on', async ({ page, url }) => {
  await openCamelot(page, url);
  await load(page, CHIVALRY);
  assert(await at(page, 'N5'), 'file N is on the board');
  await drag(page, 'G7', 'G8');
  equal(await history(page), ['G7-G8'], 'a plain move');
  assert((await position(page)).startsWith('chivalry_'), 'the position names the variant');
  await shot(page, 'camelot-chivalry');
});

test('camelot variants: a new game of Anti-Cam from the dialog', async ({ page, url }) => {
  await openCamelot(page, url);
  await page.click('#new-game');
  await page.selectOption('#opt-variant', 'cam');
  await page.check('#opt-anti');
  await page.click('#new-start');
  await page.waitForTimeout(100);
  const text = await position(page);
  assert(text.startsWith('anti-cam_'), `a game of Anti-Cam: ${text}`);
  await click(page, 'C5');
  await click(page, 'C6');
  equal(await history(page), ['C5-C6'], 'played');
  await shot(page, 'camelot-anti-cam');
});
