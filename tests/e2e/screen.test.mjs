// The play screen as a person sees it, on a phone (390×844, touch) and a desktop (1280×800), at
// the start, after 80 moves and at the end of a game of each kind: the board keeps its size,
// the move list is one vertical list that scrolls and keeps the current move in view, nothing
// overflows sideways, the status stays in view. Screenshots of each moment go to test-results.
import { test, assert, equal, shot, open, SPOT } from './harness.mjs';

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 };
const DESKTOP = { viewport: { width: 1280, height: 800 } };
const GAMES = ['drake', 'camelot', 'drakoburg', 'shamrock'];

/// A small deterministic generator, so that every run plays the same games.
function generator(seed) {
  let s = seed >>> 0;
  return n => { s = (Math.imul(s, 1664525) + 1013904223) >>> 0; return s % n; };
}

/// Plays `plies` moves chosen by `pick` through the page's scripting interface (the same path
/// as a move by hand); with `keepGoing` a move that would end the game is taken back and another
/// one tried.
async function playOn(page, plies, pick, { keepGoing = false, captures = false } = {}) {
  return page.evaluate(async ({ plies, seed, keepGoing, captures }) => {
    let s = seed >>> 0;
    const next = n => { s = (Math.imul(s, 1664525) + 1013904223) >>> 0; return s % n; };
    const w = window.wasmBindings;
    const undo = () => document.getElementById('undo').click();
    let played = 0;
    let stuck = 0;
    for (let guard = 0; played < plies && guard < plies * 20 && !w.ended(); guard++) {
      const moves = w.legalMoves();
      if (!moves.length) break;
      // Towards the end: a mate if there is one, else a capture half of the time (always
      // capturing keeps Drakoburg's reinforcements coming back), else any move.
      const pools = captures ? [/#$/, next(2) ? /[x*]/ : /^$/].map(p => moves.filter(m => p.test(m))) : [];
      const pool = pools.find(p => p.length) || moves;
      const move = pool[next(pool.length)];
      if (!w.play(move)) throw new Error(`refused ${move}`);
      if (keepGoing && w.ended()) {
        undo();
        // Where every move ends the game, go back two moves and try another way.
        if (++stuck > 8 && played >= 2) { undo(); undo(); played -= 2; stuck = 0; }
        continue;
      }
      stuck = 0;
      played++;
      if (played % 20 === 0) await new Promise(r => setTimeout(r, 0));
    }
    return played;
  }, { plies, seed: pick(1 << 30), keepGoing, captures });
}

/// What the screen looks like now, measured in the page.
function measure(page) {
  return page.evaluate(() => {
    const rect = e => e.getBoundingClientRect();
    const board = rect(document.getElementById('board'));
    const list = document.getElementById('moves');
    const lr = rect(list);
    const rows = [...list.querySelectorAll('li')];
    const rowHeight = rows.length ? Math.min(...rows.map(r => r.getBoundingClientRect().height)) : 30;
    const current = list.querySelector('.move.current');
    const cr = current && rect(current);
    const W = innerWidth;
    const sideways = [...document.querySelectorAll('body *')].filter(e => {
      if (e.closest('[hidden]') || e.closest('dialog:not([open])')) return false;
      const r = rect(e);
      return r.width > 0 && (r.right > W + 0.5 || r.left < -0.5);
    }).map(e => `${e.tagName}#${e.id}.${e.className}`);
    const status = rect(document.getElementById('status'));
    return {
      board: [Math.round(board.width), Math.round(board.height)],
      listHeight: lr.height, rowHeight, rows: rows.length,
      firstRow: rows.length ? rows[0].textContent : '',
      currentInView: !cr || (cr.top >= lr.top - 1 && cr.bottom <= lr.bottom + 1),
      listSideways: list.scrollWidth > list.clientWidth + 1,
      pageSideways: document.documentElement.scrollWidth > W,
      sideways,
      statusInView: status.top >= 0 && status.bottom <= innerHeight && status.height > 0,
    };
  });
}

function checkScreen(m, where, phone) {
  assert(!m.pageSideways && m.sideways.length === 0, `${where}: nothing overflows sideways: ${m.sideways.slice(0, 5)}`);
  assert(!m.listSideways, `${where}: the move list does not scroll sideways`);
  assert(m.currentInView, `${where}: the current move is in view`);
  assert(m.statusInView, `${where}: whose turn it is stays in view`);
  if (phone) assert(m.listHeight >= 4 * m.rowHeight - 1, `${where}: at least four lines of moves are visible (${m.listHeight} px, rows of ${m.rowHeight} px)`);
}

for (const [name, options] of [['phone', PHONE], ['desktop', DESKTOP]]) {
  for (const game of GAMES) {
    test(`screen: ${game} on a ${name}, from the start through 80 moves to the end`, async ({ page, url }) => {
      const phone = name === 'phone';
      const pick = generator(game.length * 7919 + (phone ? 1 : 2));
      await open(page, `${url}#/${game}`, SPOT[game]);
      await page.waitForTimeout(100);
      const start = await measure(page);
      checkScreen(start, 'at the start', phone);
      await shot(page, `screen-${game}-${name}-start`);

      equal(await playOn(page, 80, pick, { keepGoing: true }), 80, 'eighty moves played');
      await page.waitForTimeout(150);
      // An ending met and taken back on the way showed the result dialog: close it.
      if (await page.isVisible('#result-dialog')) await page.click('#result-close');
      const mid = await measure(page);
      equal(mid.board, start.board, 'the board keeps its size after 80 moves');
      checkScreen(mid, 'after 80 moves', phone);
      assert(/^1\./.test(mid.firstRow.trim()), `the list starts at move 1: ${mid.firstRow}`);
      await shot(page, `screen-${game}-${name}-mid`);

      // Looking back at an early move keeps the list whole and that move in view.
      await page.evaluate(() => document.querySelector('#moves .move[data-ply="3"]').click());
      await page.waitForTimeout(100);
      const back = await measure(page);
      checkScreen(back, 'looking back at move 3', phone);
      await page.click('#live');

      await playOn(page, 4000, pick, { captures: true });
      await page.waitForTimeout(150);
      assert(await page.evaluate(() => window.wasmBindings.ended()), 'the game has ended');
      // The result dialog is shown over everything; once closed, the board is all there.
      if (await page.isVisible('#result-dialog')) await page.click('#result-close');
      const end = await measure(page);
      equal(end.board, start.board, 'the board keeps its size to the end');
      checkScreen(end, 'at the end', phone);
      await shot(page, `screen-${game}-${name}-end`);
    }, options);
  }
}

// The smallest phones (320 CSS px): the header's game links wrap instead of pushing the page
// sideways, on the home page and on every game's page.
test('screen: every page on a 320 px phone, nothing sideways', async ({ page, url }) => {
  await page.goto(url);
  await page.waitForSelector('.card img.preview');
  const home = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
  equal(home, 0, 'the home page does not scroll sideways');
  for (const game of GAMES) {
    await open(page, `${url}#/${game}`, SPOT[game]);
    await page.waitForTimeout(100);
    const m = await measure(page);
    assert(!m.pageSideways && m.sideways.length === 0, `${game}: nothing overflows sideways: ${m.sideways.slice(0, 5)}`);
    assert(m.statusInView, `${game}: whose turn it is stays in view`);
    assert(m.board[0] >= 280, `${game}: the board uses the width (${m.board})`);
  }
  await shot(page, 'screen-320-last-game');
}, { ...PHONE, viewport: { width: 320, height: 568 } });
