// The study tools: the analysis board (its first line, the best move's arrow on the board,
// Stop, following the position shown) and the game review (its marks in the move list, "best
// was …" with its arrow, the evaluation graph that jumps to a move), on a phone and a desktop,
// with nothing overflowing and the board keeping its size.
import { test, assert, equal, history, open, shot } from './harness.mjs';

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 };
const DESKTOP = { viewport: { width: 1280, height: 800 } };

// A Drake game on 4×4 that ends with Orange's leader struck (as in app.test.mjs).
const WIN = ['@b1', '@c4', '@b2', '@c3', '@a1', '@d4', 'b1-d1', 'c3-b3', '@c1', 'b3-a2', '@d2', 'a2-a3', 'd2*c4'];
const DRAKE_START = '4_4.4.4.4_b_L_DCCMSWA_DCCMSWA_0';

async function load(page, kind, start, moves) {
  await page.click('#export');
  await page.fill('#io-text', `deskovna ${kind}\nstart ${start}\nmoves ${moves.join(' ')}\n`);
  await page.click('#io-import');
}

const tags = page => page.evaluate(() => window.wasmBindings.sceneTags());
const hints = async page => (await tags(page)).filter(t => t.startsWith('hint '));
const boardSize = page => page.evaluate(() => {
  const r = document.getElementById('board').getBoundingClientRect();
  return [Math.round(r.width), Math.round(r.height)];
});

/// Nothing on the page sticks out sideways, and the page does not scroll sideways.
async function noOverflow(page, where) {
  const out = await page.evaluate(() => {
    const W = innerWidth;
    const sideways = [...document.querySelectorAll('body *')].filter(e => {
      if (e.closest('[hidden]') || e.closest('dialog:not([open])')) return false;
      const r = e.getBoundingClientRect();
      return r.width > 0 && (r.right > W + 0.5 || r.left < -0.5);
    }).map(e => `${e.tagName}#${e.id}.${e.className}`);
    const side = document.querySelector('.side');
    return { sideways, page: document.documentElement.scrollWidth > W, side: side.scrollWidth > side.clientWidth + 1 };
  });
  assert(!out.page && !out.side && out.sideways.length === 0, `${where}: nothing overflows sideways: ${out.sideways.slice(0, 5)}`);
}

/// A tap on a phone, a click on a desktop.
const press = (page, phone, selector) => phone ? page.tap(selector) : page.click(selector);

for (const [name, options] of [['phone', PHONE], ['desktop', DESKTOP]]) {
  const phone = name === 'phone';

  test(`study: analyse a position, see the best move's arrow, stop (${name})`, async ({ page, url }) => {
    await open(page, `${url}#/drakoburg`);
    for (const m of ['a2-b3', 'g6-g5']) assert(await page.evaluate(n => window.wasmBindings.play(n), m), `played ${m}`);
    const board = await boardSize(page);
    await press(page, phone, '#analyse');
    // The panel comes with the tools wasm (loaded on the first press): then the button says it is open.
    await page.waitForSelector('#analyse[aria-expanded="true"]');
    await page.waitForSelector('#analysis-lines li');
    const firstMs = Number(await page.getAttribute('#analysis', 'data-first-line-ms'));
    console.log(`     first line of the analysis shown ${firstMs.toFixed(0)} ms after asking (${name})`);
    // Deeper reports follow, each drawn as it comes.
    await page.waitForFunction(() => /depth ([3-9]|\d\d)/.test(document.getElementById('analysis-depth').textContent), null, { timeout: 30000 });
    const lines = await page.$$eval('#analysis-lines li', ls => ls.map(l => l.textContent));
    assert(lines.length >= 1 && lines.length <= 3, `one to three candidate moves: ${lines}`);
    assert(lines.every(l => /^\d+ % \(/.test(l)), `each with its score: ${lines}`);
    const best = await page.textContent('#analysis-lines li:first-child .line');
    const legal = await page.evaluate(() => window.wasmBindings.legalMoves());
    const first = best.split(' ')[0];
    assert(legal.includes(first), `the best move ${first} is legal here`);
    // The arrow on the board runs from the best move's first square to its second.
    const squares = first.match(/[a-g][1-7]/g);
    await page.waitForFunction(h => window.wasmBindings.sceneTags().some(t => t.startsWith(h)), `hint ${squares[0]}-${squares[1]}`);
    const bar = await page.$$eval('#eval-bar rect', rs => rs.map(r => Number(r.getAttribute('width'))));
    equal(bar.length, 2, 'a band per seat');
    // Widths in thousandths of the bar (whole numbers).
    assert(Math.abs(bar[0] + bar[1] - 1000) <= 1 && bar.every(w => w >= 0), `the bands fill the bar: ${bar}`);
    assert(/White \d+ % · Black \d+ %/.test(await page.textContent('#eval-text')), 'each seat\u2019s chances in words');
    // Said on request, for a screen reader.
    await press(page, phone, '#analysis-say');
    assert(/^Evaluation: White \d+ %.*Best move: .+\.$/.test(await page.textContent('#announce')), `said: ${await page.textContent('#announce')}`);
    await noOverflow(page, `${name} analysis`);
    equal(await boardSize(page), board, 'the board keeps its size');
    await shot(page, `study-analysis-${name}`);
    // Stop: no deeper report comes; Go on: they come again.
    await press(page, phone, '#analysis-stop');
    equal(await page.textContent('#analysis-stop'), 'Go on', 'the button now goes on');
    const stopped = await page.textContent('#analysis-depth');
    await page.waitForTimeout(1500);
    equal(await page.textContent('#analysis-depth'), stopped, 'no report after Stop');
    // The analysis follows the position shown: the start, where White moves.
    await press(page, phone, '#moves .move[data-ply="1"]');
    await page.waitForFunction(() => document.getElementById('analysis-stop').textContent === 'Stop');
    await page.waitForFunction(() => {
      const l = document.querySelector('#analysis-lines li:first-child .line');
      return l && window.wasmBindings.sceneTags().some(t => t.startsWith('hint '));
    });
    const viewed = (await page.textContent('#analysis-lines li:first-child .line')).split(' ')[0];
    assert(/^[a-g][67]/.test(viewed), `a Black move (from rank 6 or 7) after White's first: ${viewed}`);
    // Closing it takes the arrow away.
    await press(page, phone, '#analyse');
    // The tools answer the press (asynchronously, through the loaded module's promise).
    await page.waitForSelector('#analysis', { state: 'hidden' });
    equal(await hints(page), [], 'no arrow');
  }, options);

  test(`study: review a finished game, find a blunder, jump by the graph (${name})`, async ({ page, url }) => {
    await open(page, `${url}#/drake`);
    await load(page, 'drake', DRAKE_START, WIN.slice(0, -1));
    const board = await boardSize(page);
    // The last move ends the game: the result offers the review.
    assert(await page.evaluate(m => window.wasmBindings.play(m), WIN.at(-1)), 'the last move played');
    await page.waitForSelector('#result-dialog[open]');
    equal(await history(page), WIN, 'the game');
    const begun = Date.now();
    await press(page, phone, '#result-review');
    assert(await page.isHidden('#result-dialog'), 'the result closed');
    await page.waitForSelector('#review-progress:not([hidden])');
    await page.waitForSelector('#review-graph:not([hidden])', { timeout: 60000 });
    console.log(`     review of ${WIN.length} plies: ${Date.now() - begun} ms in the page (${name})`);
    equal(await page.textContent('#announce'), 'Review done.', 'the end is announced');
    const marks = await page.$$eval('#moves .move[data-mark]', ms => ms.map(m => [m.dataset.ply, m.dataset.mark, m.getAttribute('aria-label')]));
    const blunder = marks.find(m => m[1] === '??');
    assert(blunder, `a blunder is marked: ${JSON.stringify(marks)}`);
    assert(/, blunder$/.test(blunder[2]), `and said: ${blunder[2]}`);
    const summary = await page.$$eval('#review-summary li', ls => ls.map(l => l.textContent));
    equal(summary.length, 2, 'a summary per player');
    assert(summary.every(s => /^(Blue|Orange): \?! \d+, \? \d+, \?\? \d+, average loss \d+\.\d %$/.test(s)), `summaries: ${summary}`);
    const blunders = summary.map(s => Number(s.match(/\?\? (\d+)/)[1])).reduce((a, b) => a + b);
    equal(blunders, marks.filter(m => m[1] === '??').length, 'the summaries count the marks of the list');
    // The blunder chosen: best was … with its arrow.
    await press(page, phone, `#moves .move[data-ply="${blunder[0]}"]`);
    await page.waitForSelector('#review-best:not([hidden])');
    assert(/^Best was \S+/.test(await page.textContent('#review-best')), 'best was …');
    assert((await hints(page)).length === 1, `the best move's arrow: ${await tags(page)}`);
    await noOverflow(page, `${name} review`);
    equal(await boardSize(page), board, 'the board keeps its size');
    await shot(page, `study-review-${name}`);
    // The graph: a click a third of the way in shows that position.
    await page.locator('#review-graph').scrollIntoViewIfNeeded();
    const g = await page.locator('#review-graph').boundingBox();
    const points = Number(await page.getAttribute('#review-graph', 'data-points'));
    equal(points, WIN.length + 1, 'a point per position');
    const target = Math.round((points - 1) / 3);
    const x = g.x + g.width * target / (points - 1);
    if (phone) await page.touchscreen.tap(x, g.y + g.height / 2);
    else await page.mouse.click(x, g.y + g.height / 2);
    await page.waitForFunction(t => document.querySelector('#moves .move.current')?.dataset.ply === String(t), target);
    assert(/Viewing/.test(await page.textContent('#status')), 'the status says a past position is shown');
    await shot(page, `study-review-jump-${name}`);
  }, options);
}

test('study: a review can be stopped and goes on', async ({ page, url }) => {
  await open(page, `${url}#/drake`);
  await load(page, 'drake', DRAKE_START, WIN);
  await page.click('#review-game');
  await page.waitForFunction(() => Number(document.getElementById('review-progress')?.getAttribute('value')) >= 1);
  await page.click('#review-stop');
  equal(await page.textContent('#review-stop'), 'Go on', 'stopped');
  // The step the worker is in when Stop arrives still ends and is kept (at most one more).
  const pressed = Number(await page.getAttribute('#review-progress', 'value'));
  await page.waitForTimeout(1000);
  const at = await page.getAttribute('#review-progress', 'value');
  assert(Number(at) - pressed <= 1, `at most the step under way ends after Stop: ${pressed} → ${at}`);
  await page.waitForTimeout(1500);
  equal(await page.getAttribute('#review-progress', 'value'), at, 'no progress while stopped');
  assert(Number(at) < WIN.length + 1, 'not finished');
  await page.click('#review-stop');
  await page.waitForSelector('#review-graph:not([hidden])', { timeout: 60000 });
  assert(await page.isHidden('#review-stop'), 'nothing to stop when done');
});
