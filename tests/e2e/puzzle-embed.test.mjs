// Embedded puzzles (<deskovna-board puzzle="game:id">) on a host page of another origin, at a
// desktop viewport with the mouse and on a 390×844 phone with a finger: one solved by drags
// (the opponent's reply played between), one failed (the refutation on the board and in words,
// Retry, Show the solution), the events the host page hears, Czech, a bad id or game said in
// the element and in an error event; one solved by keyboard alone, the cursor's square said to
// screen readers; the element keeps its size and nothing overflows.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test, assert, equal, shot } from './harness.mjs';
import { serve } from './server.mjs';
import { touchDrag } from './editor-input.mjs';
import { cursor } from './cursor.mjs';

const DIST = process.env.DIST || 'dist';
const DESKTOP = { viewport: { width: 1280, height: 800 } };
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 };
const EVENTS = ['puzzleready', 'puzzlesolved', 'puzzlefailed', 'error', 'move'];

/// The site on one origin (with CORS) and a host page with `body` on another.
async function hostPage(body) {
  const site = await serve({ root: DIST, headers: { 'Access-Control-Allow-Origin': '*' } });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'deskovna-puzzle-host-'));
  fs.writeFileSync(path.join(dir, 'index.html'), `<!doctype html><html><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>host</title><link rel="icon" href="data:,"></head>
<body><script>window.events = []; for (const n of ${JSON.stringify(EVENTS)}) document.addEventListener('deskovna:' + n, e => window.events.push([n, e.target.id, e.detail]));</script>
<script src="${site.url}embed.js"></script>${body}</body></html>`);
  const host = await serve({ root: dir });
  return { site, url: host.url, close: async () => { await site.close(); await host.close(); } };
}

const shadow = (page, id, selector, f) => page.evaluate(([id, selector, f]) => {
  const e = document.getElementById(id).shadowRoot.querySelector(selector);
  return new Function('e', `return (${f})(e)`)(e);
}, [id, selector, f.toString()]);
const status = (page, id) => shadow(page, id, '[role=status]', e => ({ text: e.textContent, tone: e.getAttribute('data-tone') }));
const waitStatus = (page, id, re, timeout = 30000) => page.waitForFunction(([id, re]) =>
  new RegExp(re).test(document.getElementById(id).shadowRoot?.querySelector('[role=status]')?.textContent || ''), [id, re.source], { timeout });
const acts = (page, id) => shadow(page, id, '.deskovna-puzzle-acts', e => [...e.children].map(c => c.getAttribute('data-act') || c.getAttribute('href')));
const events = (page, name) => page.evaluate(n => window.events.filter(e => e[0] === n).map(e => [e[1], e[2]]), name);
const boardPosition = (page, id) => page.evaluate(i => document.getElementById(i).board.position(), id);
const waitPosition = (page, id, p, same, timeout = 30000) =>
  page.waitForFunction(([id, p, same]) => (document.getElementById(id).board.position() === p) === same, [id, p, same], { timeout });

/// The centre of a spot of an element's board, in page coordinates.
async function at(page, id, name) {
  return page.evaluate(([id, name]) => {
    const el = document.getElementById(id);
    const r = el.shadowRoot.querySelector('canvas').getBoundingClientRect();
    const p = el.board.locate(name);
    if (!p || p.length !== 2) throw new Error(`no spot ${name}`);
    return { x: r.left + p[0], y: r.top + p[1] };
  }, [id, name]);
}

/// A real drag: the mouse, or a finger on a touch screen.
async function drag(page, context, touch, id, from, to) {
  const a = await at(page, id, from);
  const b = await at(page, id, to);
  if (touch) return touchDrag(page, context, a, b);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(b.x, b.y, { steps: 8 });
  await page.mouse.up();
}

async function tap(page, touch, id, act) {
  const r = await shadow(page, id, `[data-act="${act}"]`, e => { const r = e.getBoundingClientRect(); return { x: r.left + r.width / 2, y: r.top + r.height / 2 }; });
  if (touch) await page.touchscreen.tap(r.x, r.y);
  else await page.mouse.click(r.x, r.y);
}

/// The element keeps the size it was given, its board and bar inside it, the page not wider
/// than the viewport.
async function fits(page, id, width, height, viewport) {
  const r = await page.evaluate(id => {
    const el = document.getElementById(id);
    const box = e => e.getBoundingClientRect().toJSON();
    const root = el.shadowRoot;
    return {
      el: box(el), canvas: box(root.querySelector('canvas')), bar: box(root.querySelector('.deskovna-puzzle-bar')),
      over: [...root.querySelectorAll('.deskovna-puzzle-bar *')].filter(e => {
        const b = e.getBoundingClientRect(); const o = el.getBoundingClientRect();
        return b.left < o.left - 0.5 || b.right > o.right + 0.5 || b.bottom > o.bottom + 0.5;
      }).map(e => e.textContent),
      scroll: document.documentElement.scrollWidth,
    };
  }, id);
  assert(Math.abs(r.el.width - width) < 1 && Math.abs(r.el.height - height) < 1, `the element is ${width}×${height}: ${r.el.width}×${r.el.height}`);
  assert(r.canvas.top >= r.el.top - 0.5 && r.canvas.bottom <= r.bar.top + 0.5, 'the board above the bar');
  assert(r.bar.bottom <= r.el.bottom + 0.5, `the bar inside the element: ${JSON.stringify(r.bar)} in ${JSON.stringify(r.el)}`);
  assert(r.canvas.height >= height * 0.6, `the board takes most of the element: ${r.canvas.height}`);
  equal(r.over, [], 'nothing in the bar overflows the element');
  assert(r.scroll <= viewport, `no sideways scrolling (${r.scroll} > ${viewport})`);
}

for (const [name, options] of [['desktop', DESKTOP], ['phone', PHONE]]) {
  const touch = name === 'phone';
  // At 390 wide the element is the body's width (390 less 8 px margins), 4 : 5.
  const [w, h] = touch ? [374, 467.5] : [480, 600];
  test(`embed puzzle (${name}): solved by ${touch ? 'a finger' : 'the mouse'} on a host page, the reply played between`, async ({ page, context }) => {
    const o = await hostPage(touch
      ? '<deskovna-board id="p" puzzle="drakoburg:drakoburg-2-15"></deskovna-board>'
      : '<div style="width:480px"><deskovna-board id="p" puzzle="drakoburg:drakoburg-2-15"></deskovna-board></div>');
    const sets = [];
    page.on('request', r => { if (/\/puzzles\//.test(r.url())) sets.push(new URL(r.url()).pathname); });
    try {
      await page.goto(o.url);
      await waitStatus(page, 'p', /^Your move as (white|black)/);
      const [[, ready]] = await events(page, 'puzzleready');
      equal([ready.game, ready.id], ['drakoburg', 'drakoburg-2-15'], 'puzzleready names the puzzle');
      assert(['white', 'black'].includes(ready.toMove) && ready.rating > 0 && Array.isArray(ready.themes), `puzzleready's detail: ${JSON.stringify(ready)}`);
      equal(sets, ['/puzzles/drakoburg.txt'], 'the puzzle\'s set, fetched when asked for');
      await fits(page, 'p', w, h, options.viewport.width);
      equal(await acts(page, 'p'), ['show-solution'], 'show the solution while playing');
      await shot(page, `puzzle-embed-${name}-start`);
      // Drakoburg's mate in 2: b3-b4, the reply e1-f1, then f5-d2.
      await drag(page, context, touch, 'p', 'b3', 'b4');
      await waitStatus(page, 'p', /^Right!/);
      equal((await status(page, 'p')).tone, 'right', 'right at once');
      const mine = await boardPosition(page, 'p');
      await waitPosition(page, 'p', mine, false);
      await page.waitForTimeout(400);
      // As a person would: a drag made while the reply was still coming to rest is made again.
      const replied = await boardPosition(page, 'p');
      for (let tries = 0; tries < 3; tries++) {
        await drag(page, context, touch, 'p', 'f5', 'd2');
        if (await waitPosition(page, 'p', replied, false, 3000).then(() => true, () => false)) break;
      }
      await waitStatus(page, 'p', /^Solved!$/);
      const solved = await events(page, 'puzzlesolved');
      equal(solved.length, 1, 'one puzzlesolved event');
      const [id, detail] = solved[0];
      equal([id, detail.game, detail.id, detail.firstTry, detail.moves.length, detail.moves[0]], ['p', 'drakoburg', 'drakoburg-2-15', true, 3, 'b3-b4'], 'its detail');
      equal(await events(page, 'puzzlefailed'), [], 'no failure');
      const link = (await acts(page, 'p'))[0];
      assert(link && link.endsWith('#/drakoburg/puzzle/drakoburg-2-15') && link.startsWith(o.site.url), `a link to the puzzle on the site: ${link}`);
      await fits(page, 'p', w, h, options.viewport.width);
      await shot(page, `puzzle-embed-${name}-solved`);
    } finally {
      await o.close();
    }
  }, options);

  test(`embed puzzle (${name}): a wrong move is refuted on the board and in words, tried again, then the solution shown`, async ({ page, context }) => {
    const lang = touch ? 'cs' : 'en';
    const o = await hostPage(`<div style="width:${touch ? 374 : 480}px"><deskovna-board id="f" lang="${lang}" puzzle="drakoburg:drakoburg-3-6"></deskovna-board></div>`);
    try {
      await page.goto(o.url);
      await waitStatus(page, 'f', touch ? /^Jste na tahu \(/ : /^Your move as (white|black)/);
      const start = await boardPosition(page, 'f');
      // Any other plain step: the set's puzzles have one winning move only.
      const moves = await page.evaluate(() => Array.from(document.getElementById('f').board.legalMoves(), m => typeof m === 'string' ? m : m.notation || m.move));
      const wrong = moves.find(mv => /^[a-h][1-8]-[a-h][1-8]$/.test(mv) && mv !== 'd3-c5');
      assert(wrong, `a wrong move among ${moves}`);
      const [from, to] = wrong.split('-');
      await drag(page, context, touch, 'f', from, to);
      // Wrong at once: the bar says so while the computer finds the refutation.
      await page.waitForFunction(() => {
        const e = document.getElementById('f').shadowRoot.querySelector('[role=status]');
        return /^(Tohle ne|Not that one)/.test(e.textContent) || e.getAttribute('data-tone') === 'wrong';
      }, null, { timeout: 3000 });
      await page.waitForFunction(() => document.getElementById('f').shadowRoot.querySelector('[role=status]').getAttribute('data-tone') === 'wrong');
      const words = (await status(page, 'f')).text;
      assert(touch ? /soupeř|vyhr/i.test(words) : /opponent|win/i.test(words), `why, in words: ${words}`);
      const failed = await events(page, 'puzzlefailed');
      equal(failed.length, 1, 'one puzzlefailed event');
      const [, detail] = failed[0];
      equal([detail.game, detail.id, detail.move, detail.message], ['drakoburg', 'drakoburg-3-6', wrong, words], 'its detail');
      equal(detail.refutation.length, 1, `the opponent's answer: ${detail.refutation}`);
      const history = await page.evaluate(() => document.getElementById('f').board.history());
      equal(history, [wrong, detail.refutation[0]], 'the wrong move and its refutation are on the board');
      equal(await acts(page, 'f'), ['retry', 'show-solution'], 'retry, show the solution');
      await fits(page, 'f', w, h, options.viewport.width);
      await shot(page, `puzzle-embed-${name}-wrong`);
      await tap(page, touch, 'f', 'retry');
      await waitPosition(page, 'f', start, true);
      await waitStatus(page, 'f', touch ? /^Jste na tahu/ : /^Your move/);
      await tap(page, touch, 'f', 'show-solution');
      await waitStatus(page, 'f', touch ? /^Řešení: d3-c5/ : /^The solution: d3-c5/);
      await waitPosition(page, 'f', start, false);
      equal((await events(page, 'puzzlefailed')).length, 1, 'the solution shown after a miss is no second failure');
      equal(await events(page, 'puzzlesolved'), [], 'not solved');
      await fits(page, 'f', w, h, options.viewport.width);
    } finally {
      await o.close();
    }
  }, options);
}

test('embed puzzle: a bad id or game is said in the element and in an error event, in its language', async ({ page }) => {
  const o = await hostPage(`<div style="width:300px">
    <deskovna-board id="id" puzzle="drakoburg:drakoburg-99-99"></deskovna-board>
    <deskovna-board id="game" puzzle="chess:chess-1-1"></deskovna-board>
    <deskovna-board id="shape" lang="cs" puzzle="drakoburg"></deskovna-board></div>`);
  try {
    await page.goto(o.url);
    await page.waitForFunction(() => window.events.filter(e => e[0] === 'error').length === 3);
    const errors = Object.fromEntries((await events(page, 'error')).map(([id, d]) => [id, d]));
    equal(errors.id, { code: 'unknown-puzzle', message: 'Drakoburg has no puzzle “drakoburg-99-99”.' }, 'an unknown id');
    equal(errors.game.code, 'unknown-game', 'an unknown game');
    equal(errors.shape.code, 'bad-puzzle', 'not game:id');
    // Where the board would be: the same words.
    await waitStatus(page, 'id', /^Drakoburg has no puzzle “drakoburg-99-99”\.$/);
    equal(await shadow(page, 'id', 'canvas', e => getComputedStyle(e).visibility), 'hidden', 'no board for a missing puzzle');
    const said = await page.evaluate(() => ['game', 'shape'].map(id => document.getElementById(id).shadowRoot.textContent.trim()));
    equal(said, [
      'There is no game “chess” with puzzles; the games are drake, camelot, drakoburg, shamrock.',
      '„drakoburg“ nepojmenovává žádnou úlohu: napište puzzle="hra:id", například puzzle="drakoburg:drakoburg-1-2".',
    ], 'said in the element, in its language');
    equal(await page.evaluate(() => document.getElementById('game').board.error.code), 'unknown-game', 'board.error');
    // Mended in place: a good puzzle replaces the message.
    await page.evaluate(() => document.getElementById('game').setAttribute('puzzle', 'drakoburg:drakoburg-1-3'));
    await page.waitForFunction(() => window.events.some(e => e[0] === 'puzzleready' && e[1] === 'game'));
    await page.evaluate(() => document.getElementById('id').setAttribute('puzzle', 'drakoburg:drakoburg-1-3'));
    await waitStatus(page, 'id', /^Your move as/);
    // A puzzle's board plays its puzzle: a game asked of it is refused, and nothing changes.
    const before = await boardPosition(page, 'id');
    const refused = await page.evaluate(() => document.getElementById('id').board.set({ game: 'drake' }));
    equal(refused, { ok: false, error: { code: 'bad-config', message: 'This board shows a puzzle: choose another with “puzzle”.' } }, 'a game refused');
    equal(await boardPosition(page, 'id'), before, 'the puzzle stays');
    await shot(page, 'puzzle-embed-errors');
  } finally {
    await o.close();
  }
}, DESKTOP);

test('embed puzzle: solved by keyboard alone, the cursor and the moves said to screen readers', async ({ page }) => {
  const o = await hostPage('<div style="width:420px"><deskovna-board id="k" puzzle="drakoburg:drakoburg-1-3"></deskovna-board></div>');
  try {
    await page.goto(o.url);
    await waitStatus(page, 'k', /^Your move as/);
    // Tab into the element like a keyboard user: its board takes the focus.
    await page.keyboard.press('Tab');
    equal(await page.evaluate(() => document.activeElement.id + ' ' + document.activeElement.shadowRoot.activeElement.tagName), 'k CANVAS', 'the board has the focus');
    const said = () => shadow(page, 'k', '.deskovna-puzzle-announce', e => e.textContent);
    equal(await shadow(page, 'k', '.deskovna-puzzle-announce', e => e.getAttribute('aria-live')), 'assertive', 'a live region');
    const steer = await cursor(page, said);
    // Drakoburg's mate in 1: f5-c3#.
    await steer('f5');
    await page.keyboard.press('Enter');
    await steer('c3');
    await page.keyboard.press('Enter');
    await waitStatus(page, 'k', /^Solved!$/);
    equal((await events(page, 'puzzlesolved')).map(e => e[1].moves), [['f5-c3#']], 'solved by keyboard');
    assert(/c3/.test(await said()), `the move is said: ${await said()}`);
  } finally {
    await o.close();
  }
}, DESKTOP);
