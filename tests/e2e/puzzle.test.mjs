// The puzzle screen (#/<game>/puzzle…): a puzzle solved by real drags (the mouse at 1280×800,
// a finger at 390×844) with the opponent's reply on the board, a wrong move refuted on the
// board and in words then tried again, the rating moving and surviving a reload, the puzzle
// of the day the same in two fresh browsers, themes, the streak and Czech, a puzzle solved by
// keyboard alone with the cursor said to screen readers; nothing overflows.
import { test, assert, callTools, equal, loadTools, shot, switchLanguage } from './harness.mjs';
import { touchDrag } from './editor-input.mjs';
import { cursor } from './cursor.mjs';

const DESKTOP = { viewport: { width: 1280, height: 800 } };
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 };

/// Opens a puzzle link and waits for the board and the player's turn.
async function openPuzzle(page, url, hash) {
  await page.goto(`${url}${hash}`);
  await page.waitForFunction(h => window.wasmBindings && location.hash === h && document.querySelector('#puzzle-board')
    && /move as/.test(document.querySelector('#puzzle-say').textContent), hash);
}

/// Calls the tools wasm's export `name` (the puzzle screen is the tools').
const tools = callTools;

/// The centre of a spot of the puzzle's board, in page coordinates.
async function at(page, name) {
  const box = await page.locator('#puzzle-board').boundingBox();
  const p = await tools(page, 'puzzleLocate', name);
  if (!p || p.length !== 2) throw new Error(`no spot ${name}`);
  return { x: box.x + p[0], y: box.y + p[1] };
}

async function mouseDrag(page, from, to) {
  const a = await at(page, from);
  const b = await at(page, to);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(b.x, b.y, { steps: 8 });
  await page.mouse.up();
}

const say = page => page.evaluate(() => {
  const e = document.querySelector('#puzzle-say');
  return { text: e.textContent, tone: e.getAttribute('data-tone') };
});
const waitTone = (page, tone) => page.waitForFunction(t => document.querySelector('#puzzle-say').getAttribute('data-tone') === t, tone);
const position = page => tools(page, 'puzzlePosition');
const pagePosition = page => page.evaluate(() => window.wasmBindings.positionText());
/// Waits until the puzzle's board shows (`same`) or no longer shows (`!same`) the position `p`.
const waitPosition = async (page, p, same, timeout = 30000) => {
  await loadTools(page);
  await page.waitForFunction(([p, same]) => (window.__tools.puzzlePosition() === p) === same, [p, same], { timeout });
};
const rating = page => page.evaluate(() => document.querySelector('#puzzle-rating').textContent);
const acts = page => page.$$eval('#puzzle-acts button', bs => bs.map(b => b.getAttribute('data-act')));

/// Nothing scrolls sideways, the board is inside the viewport and large, every control is
/// inside the viewport's width.
async function fits(page, width, height) {
  const r = await page.evaluate(() => {
    const box = e => { const r = e.getBoundingClientRect(); return { left: r.left, right: r.right, top: r.top, bottom: r.bottom, w: r.width, h: r.height }; };
    return {
      scroll: document.documentElement.scrollWidth,
      board: box(document.querySelector('#puzzle-board')),
      say: box(document.querySelector('#puzzle-say')),
      wide: [...document.querySelectorAll('#puzzle button, #puzzle a, #puzzle input')]
        .filter(e => e.offsetParent !== null).map(e => [e.textContent || e.getAttribute('data-theme'), box(e)])
        .filter(([, b]) => b.left < 0 || b.right > document.documentElement.clientWidth + 0.5).map(([n]) => n),
    };
  });
  assert(r.scroll <= width, `no sideways scrolling (${r.scroll} > ${width})`);
  equal(r.wide, [], 'every control within the width');
  assert(r.board.left >= 0 && r.board.right <= width && r.board.top >= 0 && r.board.bottom <= height, `the board is in view: ${JSON.stringify(r.board)}`);
  assert(Math.min(r.board.w, r.board.h) >= Math.min(width, height) * 0.55, `the board is large: ${JSON.stringify(r.board)}`);
  assert(r.say.bottom <= height, `what the screen says is in view without scrolling: ${JSON.stringify(r.say)}`);
}

test('puzzle: solved by mouse drags at 1280×800, the reply played, the rating moves and survives a reload', async ({ page, url }) => {
  // Drakoburg's mate in 2: b3-b4, the reply e1-f1, then f5-d2#.
  await openPuzzle(page, url, '#/drakoburg/puzzle/drakoburg-2-15');
  assert(/Your move as (white|black)/.test((await say(page)).text), `your move as …: ${(await say(page)).text}`);
  equal(await rating(page), 'Your rating: 1500 (±350)', 'a new player\'s rating');
  assert(/Puzzle rated \d+/.test(await page.textContent('#puzzle-facts')), 'the puzzle\'s rating is shown');
  await fits(page, 1280, 800);
  await shot(page, 'puzzle-desktop-start');
  await mouseDrag(page, 'b3', 'b4');
  await waitTone(page, 'right');
  assert(/^Right!/.test((await say(page)).text), 'right at once');
  // The opponent's reply comes by itself, after the player's move has been seen: then the
  // player's next move is legal and the board shows the reply: black to move at move 2 (f5-d2
  // is legal at the start too, and the board shows the player's own move only once it lands).
  await loadTools(page);
  await page.waitForFunction(() => window.__tools.puzzleMoves().includes('f5-d2#') && window.__tools.puzzlePosition().endsWith('_b_2'));
  await page.waitForTimeout(400);
  // As a person would: a drag made while the reply was still coming to rest on a loaded
  // machine is made again.
  const replied = await position(page);
  for (let tries = 0; tries < 3; tries++) {
    await mouseDrag(page, 'f5', 'd2');
    if (await waitPosition(page, replied, false, 3000).then(() => true, () => false)) break;
  }
  await page.waitForFunction(() => /^Solved!/.test(document.querySelector('#puzzle-say').textContent));
  const changed = await rating(page);
  const m = changed.match(/^Your rating: 1500 → (\d+) \(\+\d+\)$/);
  assert(m && Number(m[1]) > 1500, `the rating went up: ${changed}`);
  equal(await acts(page), ['next', 'analyse', 'play-here'], 'after solving: next, analyse, play from here');
  await shot(page, 'puzzle-desktop-solved');
  await page.reload();
  await page.waitForFunction(() => /Your rating/.test(document.querySelector('#puzzle-rating')?.textContent || ''));
  assert((await rating(page)).startsWith(`Your rating: ${m[1]} `), `the rating survives a reload: ${await rating(page)}`);
  // Play from here opens the position after the solution as a game of the page.
  await openPuzzle(page, url, '#/drakoburg/puzzle/drakoburg-1-3');
  await mouseDrag(page, 'f5', 'c3');
  await page.waitForFunction(() => /^Solved!/.test(document.querySelector('#puzzle-say').textContent));
  const solvedAt = await position(page);
  await page.click('#puzzle-acts [data-act="play-here"]');
  await page.waitForFunction(() => !document.querySelector('#play').hidden && document.querySelector('#puzzle').hidden);
  equal(await pagePosition(page), solvedAt, 'Play from here shows the solved position on the game page');
  // Analyse opens the position reached as a game of the page, its analysis beside it.
  await openPuzzle(page, url, '#/drakoburg/puzzle/drakoburg-1-3');
  await mouseDrag(page, 'f5', 'c3');
  await page.waitForFunction(() => /^Solved!/.test(document.querySelector('#puzzle-say').textContent));
  await page.click('#puzzle-acts [data-act="analyse"]');
  await page.waitForSelector('#analyse[aria-expanded="true"]', { timeout: 10000 });
  await page.waitForFunction(() => !document.querySelector('#play').hidden && document.querySelector('#puzzle').hidden);
  equal(await pagePosition(page), solvedAt, 'the analysed game is the position reached');
  const said = await page.evaluate(() => document.getElementById('notice').textContent);
  assert(said.includes('as a game of its own, with its analysis beside it'), `the notice says what happened: ${said}`);
  await shot(page, 'puzzle-desktop-analyse');
}, DESKTOP);

test('puzzle: solved by a finger at 390×844, and everything fits the phone', async ({ page, context, url }) => {
  await openPuzzle(page, url, '#/drakoburg/puzzle/drakoburg-1-3');
  await fits(page, 390, 844);
  await shot(page, 'puzzle-phone-start');
  await touchDrag(page, context, await at(page, 'f5'), await at(page, 'c3'));
  await page.waitForFunction(() => /^Solved!/.test(document.querySelector('#puzzle-say').textContent));
  assert(/→/.test(await rating(page)), 'rated');
  await fits(page, 390, 844);
  await shot(page, 'puzzle-phone-solved');
}, PHONE);

for (const [name, options] of [['desktop', DESKTOP], ['phone', PHONE]]) {
  test(`puzzle: a wrong move on a ${name} is refuted on the board and in words, then tried again`, async ({ page, context, url }) => {
    await openPuzzle(page, url, '#/drakoburg/puzzle/drakoburg-3-6');
    const start = await position(page);
    // Any other plain step: the set's puzzles have one winning move only.
    const moves = await tools(page, 'puzzleMoves');
    const wrong = moves.find(mv => /^[a-h][1-8]-[a-h][1-8]$/.test(mv) && mv !== 'd3-c5');
    assert(wrong, `a wrong move among ${moves}`);
    const [from, to] = wrong.split('-');
    if (name === 'phone') await touchDrag(page, context, await at(page, from), await at(page, to));
    else await mouseDrag(page, from, to);
    await page.waitForFunction(() => /^Not that one/.test(document.querySelector('#puzzle-say').textContent));
    const afterWrong = await position(page);
    assert(afterWrong !== start, 'the wrong move is on the board');
    await waitTone(page, 'wrong');
    const words = (await say(page)).text;
    assert(/opponent|win/i.test(words), `why, in words: ${words}`);
    assert((await position(page)) !== afterWrong, 'the refutation is played on the board');
    assert(/→ \d+ \(-\d+\)/.test(await rating(page)), `the rating went down: ${await rating(page)}`);
    equal(await acts(page), ['retry', 'show-solution', 'next'], 'retry, show the solution, next');
    await fits(page, options.viewport.width, options.viewport.height);
    await shot(page, `puzzle-${name}-wrong`);
    await page.click('#puzzle-acts [data-act="retry"]');
    await waitPosition(page, start, true);
    assert(/^Your move/.test((await say(page)).text), 'back to the player\'s move');
    await page.click('#puzzle-acts [data-act="show-solution"]');
    await page.waitForFunction(() => /^The solution: d3-c5/.test(document.querySelector('#puzzle-say').textContent));
    await waitPosition(page, start, false);
  }, options);
}

test('puzzle: the puzzle of the day is the same in two fresh browsers, and its link opens it', async ({ page, browser, url }) => {
  await openPuzzle(page, url, '#/camelot/puzzle/daily');
  const first = await page.getAttribute('#puzzle-facts a', 'href');
  assert(/^#\/camelot\/puzzle\/camelot-\d+-\d+$/.test(first), `a link to the puzzle: ${first}`);
  equal(await page.textContent('#puzzle-title'), 'Camelot: puzzle of the day', 'the title');
  const other = await browser.newContext(PHONE);
  try {
    const p2 = await other.newPage();
    await openPuzzle(p2, url, '#/camelot/puzzle/daily');
    equal(await p2.getAttribute('#puzzle-facts a', 'href'), first, 'the same puzzle of the day');
    const daily = await position(p2);
    await openPuzzle(p2, url, first);
    equal(await position(p2), daily, 'the shared link opens the same position');
  } finally {
    await other.close();
  }
}, DESKTOP);

test('puzzle: themes choose the next puzzles, the streak counts, and every word is Czech too', async ({ page, url }) => {
  await openPuzzle(page, url, '#/camelot/puzzle/daily');
  await page.check('#puzzle-themes input[data-theme="capture-chain"]');
  await page.click('#puzzle-modes a[href="#/camelot/puzzle"]');
  await page.waitForFunction(() => /Capture chain/.test(document.querySelector('#puzzle-facts').textContent));
  assert(await page.isChecked('#puzzle-themes input[data-theme="capture-chain"]'), 'the theme stays chosen');
  await page.click('#puzzle-modes a[href="#/camelot/puzzle/streak"]');
  await page.waitForFunction(() => /^Streak: 0 \(best 0\)$/.test(document.querySelector('#puzzle-rating').textContent));
  await switchLanguage(page);
  await page.waitForFunction(() => document.querySelector('#puzzle-title').textContent === 'Camelot: série');
  assert(/^Jste na tahu \(/.test((await say(page)).text), `Czech: ${(await say(page)).text}`);
  equal(await page.textContent('#puzzle-themes legend'), 'Témata', 'the themes in Czech');
  await shot(page, 'puzzle-czech-streak');
  await page.click('#puzzle-modes a[href="#/camelot"]');
  await page.waitForFunction(() => !document.querySelector('#play').hidden && document.querySelector('#puzzle').hidden);
  // The game page's Puzzles button comes back to the game's puzzles.
  equal(await page.textContent('#puzzles-link'), 'Úlohy', 'the game page\'s Puzzles link, in Czech');
  await page.click('#puzzles-link');
  await page.waitForFunction(() => location.hash === '#/camelot/puzzle' && !document.querySelector('#puzzle').hidden);
}, DESKTOP);

test('puzzle: solved by keyboard alone, the cursor\'s square and the move said to screen readers', async ({ page, url }) => {
  await openPuzzle(page, url, '#/drakoburg/puzzle/drakoburg-1-3');
  await page.focus('#puzzle-board');
  const said = () => page.textContent('#puzzle-announce');
  equal(await page.getAttribute('#puzzle-announce', 'aria-live'), 'assertive', 'a live region');
  equal(await page.getAttribute('#puzzle-say', 'aria-live'), 'polite', 'what the screen says is live too');
  const steer = await cursor(page, said);
  // Drakoburg's mate in 1: f5-c3#.
  await steer('f5');
  await page.keyboard.press('Enter');
  await steer('c3');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => /^Solved!/.test(document.querySelector('#puzzle-say').textContent));
  assert(/c3/.test(await said()), `the move is said: ${await said()}`);
  // The buttons after solving are reached from the board with Tab, and work with Enter.
  for (let i = 0; i < 5 && await page.evaluate(() => document.activeElement.getAttribute('data-act')) !== 'next'; i++) {
    await page.keyboard.press('Tab');
  }
  equal(await page.evaluate(() => document.activeElement.getAttribute('data-act')), 'next', 'Next is reached by Tab');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => location.hash === '#/drakoburg/puzzle' && /move as/.test(document.querySelector('#puzzle-say').textContent));
}, DESKTOP);

/// Taps (a finger) or clicks (the mouse) a spot of the puzzle's board.
async function press(page, name, finger) {
  const p = await at(page, name);
  await (finger ? page.touchscreen.tap(p.x, p.y) : page.mouse.click(p.x, p.y));
}

test('puzzle: Shamrock, stopping a shamrock by a finger at 390×844: the wrong way turned is refuted, the right one holds', async ({ page, url }) => {
  // shamrock-601-1: one action left, and only turning +2-2 clockwise keeps Yellow from a second
  // shamrock (docs/PUZZLES.md, "Stopping a shamrock").
  await openPuzzle(page, url, '#/shamrock/puzzle/shamrock-601-1');
  equal((await say(page)).text, 'Your move as red: stop your opponent\'s second shamrock; only one action does.', 'asked to stop it');
  assert(/Stopping a shamrock/.test(await page.textContent('#puzzle-facts')), `the theme: ${await page.textContent('#puzzle-facts')}`);
  await fits(page, 390, 844);
  await shot(page, 'puzzle-shamrock-hold-start');
  const start = await position(page);
  // A tap on the tile shows its arrows; one turns it.
  await press(page, '+2-2', true);
  await press(page, 'Rotate +2-2 anticlockwise', true);
  await page.waitForFunction(() => /^Not that one/.test(document.querySelector('#puzzle-say').textContent));
  // The opponent's winning turn is played on the board, then said in words.
  await page.waitForSelector('#puzzle-acts button[data-act="retry"]');
  const words = (await say(page)).text;
  assert(/^This lets the opponent win: R\S+ /.test(words) || /^This does not stop your opponent's second shamrock: they answer R/.test(words), `why, in words, the opponent's turn: ${words}`);
  await shot(page, 'puzzle-shamrock-hold-refuted');
  await page.tap('#puzzle-acts button[data-act="retry"]');
  await waitPosition(page, start, true);
  await press(page, '+2-2', true);
  await press(page, 'Rotate +2-2 clockwise', true);
  await page.waitForFunction(() => /^Solved, though not at the first try/.test(document.querySelector('#puzzle-say').textContent));
  assert(/→ \d+ \(-\d+\)/.test(await rating(page)), `a miss first: the rating went down: ${await rating(page)}`);
  await fits(page, 390, 844);
  await shot(page, 'puzzle-shamrock-hold-solved');
}, PHONE);
