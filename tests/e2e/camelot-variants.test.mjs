// Camelot's variants in a real browser: River Camelot's trees planted by taps and Plant, and
// a game from the planting to a capture across a bridge; Chivalry's board dragged on, and its
// squares big enough to tap on a phone; Cam and Camette played by drags; a new game of
// Anti-Cam from the New game dialog.
import { test, assert, equal, at, drag, click, position, history, shot, open, SPOT, switchLanguage } from './harness.mjs';

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
  await page.waitForSelector('#new-dialog[open]');
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

test('camelot variants: River Camelot from the planting to a capture across a bridge, by drags', async ({ page, url }) => {
  await openCamelot(page, url);
  await load(page, RIVER);
  for (const name of ['C3', 'F7', 'K8', 'Plant', 'B11', 'E14', 'J15', 'Plant']) await click(page, name);
  equal(await history(page), ['T:C3,F7,K8', 'T:B11,E14,J15'], 'both sides planted');
  // A Black Man walks down the D file to the bridge at D7, next to a White Man on D6.
  const line = [['E5', 'D6'], ['E12', 'D11'], ['H5', 'H6'], ['D11', 'D10'], ['G5', 'G6'], ['D10', 'D9'],
    ['H6', 'H7'], ['D9', 'D8'], ['G6', 'G7'], ['D8', 'D7']];
  for (const [from, to] of line) await drag(page, from, to);
  equal((await history(page)).length, 12, `every drag played: ${await history(page)}`);
  // A tree is no landing: a drag onto one changes nothing.
  await drag(page, 'H7', 'F7');
  equal((await history(page)).length, 12, 'a Man may not land on a tree');
  // The capture is compulsory: White leaps the Man on the bridge D7 and lands on the bridge D8.
  await drag(page, 'D6', 'D8');
  equal((await history(page)).at(-1), 'D6xD8', 'captured across the bridge');
  assert(!(await position(page)).includes('3m'), 'the Black Man is gone');
  await page.waitForTimeout(400);
  await shot(page, 'camelot-river-bridge');
});

test('camelot variants: Cam and Camette played by drags', async ({ page, url }) => {
  await openCamelot(page, url);
  for (const [variant, moves] of [['cam', [['C4', 'C6', 'A4'], ['B9', 'B8']]], ['camette', [['D3', 'D4'], ['D5', 'D3']]]]) {
    await page.click('#new-game');
    await page.waitForSelector('#new-dialog[open]');
    await page.selectOption('#opt-variant', variant);
    await page.click('#new-start');
    await page.waitForTimeout(100);
    assert((await position(page)).startsWith(`${variant}_`), `a game of ${variant}`);
    for (const route of moves) await drag(page, ...route);
    // Camette's Black answers with a compulsory jump.
    const played = moves.map(r => r.join('-')).map(m => m === 'D5-D3' ? 'D5xD3' : m);
    equal(await history(page), played, `${variant}: played by drags`);
    await shot(page, `camelot-${variant}`);
  }
});

test('camelot variants: Chivalry on a phone, every square big enough to tap', async ({ page, url }) => {
  await openCamelot(page, url);
  await load(page, CHIVALRY);
  const a = await at(page, 'G7');
  const b = await at(page, 'H7');
  const c = await at(page, 'G8');
  const pitch = Math.min(Math.abs(b.x - a.x), Math.abs(c.y - a.y));
  assert(pitch >= 24, `a square is ${pitch.toFixed(1)} CSS px wide`);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
  equal(overflow, 0, 'no sideways scrolling');
  await page.touchscreen.tap(a.x, a.y);
  await page.touchscreen.tap(c.x, c.y);
  equal(await history(page), ['G7-G8'], 'played by two taps');
  await shot(page, 'camelot-chivalry-phone');
}, { hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 }, deviceScaleFactor: 3 });

test('camelot variants: the home page\'s Camelot card names the family, in both languages on a phone', async ({ page, url }) => {
  await page.goto(url);
  await page.waitForSelector('.card img.preview');
  const card = async () => page.$$eval('.card', cards => cards.map(c => ({
    title: c.querySelector('h2').textContent,
    family: c.querySelector('p.hint')?.textContent ?? null,
    width: c.getBoundingClientRect().width,
    overflow: c.scrollWidth - c.clientWidth,
  })));
  const cards = await card();
  const camelot = cards.find(c => c.title === 'Camelot');
  assert(camelot, `a Camelot card: ${JSON.stringify(cards)}`);
  for (const name of ['Chivalry', 'Cam,', 'Camette', 'River Camelot', 'Anti-Camelot']) {
    assert(camelot.family?.includes(name), `the card names ${name}: ${camelot.family}`);
  }
  equal(cards.filter(c => c.family !== null).length, 1, 'only Camelot has a family line');
  equal(camelot.overflow, 0, 'the line wraps inside the card');
  assert(camelot.width <= 390, `the card fits the phone: ${camelot.width}`);
  await switchLanguage(page, { tap: true });
  await page.waitForFunction(() => document.querySelector('.card p.hint')?.textContent.includes('Camelot s řekou'));
  await shot(page, 'camelot-family-card-cs');
}, { hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });
