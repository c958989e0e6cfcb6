// The variation tree in the move list, on a phone and a desktop: going back and playing another
// move makes a variation (the game untouched), the keyboard walks the line and the variations,
// a glyph and a comment are set, the tree survives a reload, the export/import and a shared
// link, and a variation is promoted and deleted.
import { test, assert, equal, drag, history, shot, open } from './harness.mjs';

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 };
const DESKTOP = { viewport: { width: 1280, height: 800 } };
const START = '4_4.4.4.4_b_L_DCCMSWA_DCCMSWA_0';
const GAME = ['@b1', '@c4', '@b2', '@c3'];

const variations = page => page.$$eval('#moves .vmove', els => els.map(e => e.textContent));
const current = page => page.$eval('#moves .current', e => ({ text: e.textContent, main: e.classList.contains('move'), label: e.getAttribute('aria-label'), glyph: e.getAttribute('data-glyph') }));

/// The list scrolls inside itself, nothing spills sideways, the current move is in view.
async function checkLayout(page, where) {
  const m = await page.evaluate(() => {
    const list = document.getElementById('moves');
    const l = list.getBoundingClientRect();
    const c = list.querySelector('.current');
    const r = c && c.getBoundingClientRect();
    const head = document.querySelector('.moves-head').getBoundingClientRect();
    return {
      pageSideways: document.documentElement.scrollWidth > innerWidth,
      listSideways: list.scrollWidth > list.clientWidth + 1,
      inView: !r || (r.top >= l.top - 1 && r.bottom <= l.bottom + 1),
      headFits: head.right <= innerWidth + 0.5,
      listHeight: l.height,
    };
  });
  assert(!m.pageSideways && !m.listSideways && m.headFits, `${where}: nothing overflows sideways ${JSON.stringify(m)}`);
  assert(m.inView, `${where}: the current move is in view`);
  assert(m.listHeight > 60, `${where}: the list keeps its height (${m.listHeight} px)`);
}

for (const [name, options] of [['phone', PHONE], ['desktop', DESKTOP]]) {
  test(`study tree: a variation made, walked by keyboard, annotated, kept and edited (${name})`, async ({ page, context, url }) => {
    const press = name === 'phone' ? (sel => page.tap(sel)) : (sel => page.click(sel));
    await open(page, `${url}#/drake`);
    await page.click('#export');
    await page.fill('#io-text', `deskovna drake\nstart ${START}\nmoves ${GAME.join(' ')}\n`);
    await page.click('#io-import');
    equal(await history(page), GAME, 'the game loaded');

    // Back to move 2 and another move there: a variation; the game is untouched.
    await press('#moves .move[data-ply="2"]');
    assert(/Viewing move 2/.test(await page.textContent('#status')), 'at move 2');
    await drag(page, 'Blue stack', 'a1');
    equal(await history(page), GAME, 'the game keeps its moves');
    equal(await variations(page), ['@a1'], 'the new move is a variation');
    const here = await current(page);
    assert(here.text === '@a1' && !here.main && /variation/.test(here.label), `the variation's move is current: ${JSON.stringify(here)}`);
    assert(/Variation, move 3/.test(await page.textContent('#status')), 'the status says so');
    assert(await page.isVisible('#live'), 'a way back to the game');

    // The keyboard: ↑ ↓ between the variations of a move, ← → along the line.
    await page.focus('#moves');
    await page.keyboard.press('ArrowUp');
    let c = await current(page);
    assert(c.main && c.text === '@b2', `↑: the game's move 3 (${JSON.stringify(c)})`);
    await page.keyboard.press('ArrowDown');
    equal((await current(page)).text, '@a1', '↓: back to the variation');
    await page.keyboard.press('ArrowLeft');
    equal((await current(page)).text, '@c4', '←: one move back');
    await page.keyboard.press('ArrowRight');
    equal((await current(page)).text, '@a1', '→: on along the line it came from');
    // On the board the arrows move its cursor; with Shift they step through the moves.
    await page.focus('#board');
    await page.keyboard.press('Shift+ArrowLeft');
    equal((await current(page)).text, '@c4', 'Shift+← on the board: one move back');
    await page.keyboard.press('Shift+ArrowRight');
    equal((await current(page)).text, '@a1', 'Shift+→ on the board: on again');

    // A glyph and a comment on the variation's move.
    await page.selectOption('#glyph', '?!');
    c = await current(page);
    assert(c.glyph === '?!' && /dubious move/.test(c.label), `the glyph shows and is said: ${JSON.stringify(c)}`);
    // The comment dialog: its label names the move; Cancel keeps the comment as it was.
    await press('#comment');
    await page.waitForSelector('#comment-dialog[open]');
    assert(/Comment on move 3/.test(await page.textContent('#comment-label')), 'the dialog names the move');
    equal(await page.evaluate(() => document.activeElement.id), 'comment-text', 'the field has the focus');
    await page.fill('#comment-text', 'not this');
    await press('#comment-cancel');
    equal(await page.$$eval('#moves .note', ns => ns.length), 0, 'cancelled: no comment');
    await press('#comment');
    await page.fill('#comment-text', 'too slow');
    if (name === 'phone') await press('#comment-form [type=submit]');
    else await page.keyboard.press('Enter');
    await page.waitForSelector('#comment-dialog', { state: 'hidden' });
    await page.waitForFunction(() => [...document.querySelectorAll('#moves .note')].some(n => n.textContent === 'too slow'));
    // Opened again, it holds the comment; Escape leaves it.
    await press('#comment');
    equal(await page.inputValue('#comment-text'), 'too slow', 'the comment to edit');
    await shot(page, `study-tree-${name}-comment`);
    await page.keyboard.press('Escape');
    await page.waitForSelector('#comment-dialog', { state: 'hidden' });
    equal(await page.$$eval('#moves .note', ns => ns.map(n => n.textContent)), ['too slow'], 'kept');
    await checkLayout(page, 'with a variation');
    await shot(page, `study-tree-${name}-variation`);

    // Reloaded: the tree is saved with the game.
    await page.reload();
    await page.waitForFunction(() => window.wasmBindings && window.wasmBindings.locate('a1').length === 2);
    equal(await history(page), GAME, 'the game after a reload');
    equal(await variations(page), ['@a1'], 'the variation after a reload');
    equal(await page.$eval('#moves .vmove', e => e.getAttribute('data-glyph')), '?!', 'its glyph after a reload');

    // Exported, the text carries the tree; imported back, the same tree.
    await page.click('#export');
    const text = await page.inputValue('#io-text');
    assert(text.includes('\ntree 1. @b1 @c4 2. @b2 (2. @a1 ?! {too slow}) 2... @c3\n'), `the exported tree: ${text}`);
    await page.click('#io-import');
    equal(await variations(page), ['@a1'], 'imported back');

    // Shared: the link carries the tree.
    await page.click('#share');
    await page.waitForSelector('#share-dialog[open]');
    const link = await page.inputValue('#share-link');
    assert(link.includes("m=@b1~@c4~@b2~(~@a1~?!~'too%20slow~)~@c3"), `the link carries the tree: ${link}`);
    await page.keyboard.press('Escape');
    const friend = await context.browser().newContext(options);
    const other = await friend.newPage();
    await other.goto(link);
    await other.waitForFunction(() => window.wasmBindings && window.wasmBindings.locate('a1').length === 2);
    equal(await history(other), GAME, 'the friend sees the game');
    equal(await variations(other), ['@a1'], 'and the variation');
    assert(await other.$eval('#moves .note', e => e.textContent === 'too slow'), 'and the comment');
    await friend.close();

    // Promoted, the variation is the game; the old line is a variation, then deleted.
    await press('#moves .vmove');
    await press('#promote');
    equal(await history(page), ['@b1', '@c4', '@a1'], 'the variation promoted to the game');
    equal(await variations(page), ['@b2', '@c3'], 'the old line kept as a variation');
    await press('#moves .vmove');
    equal((await current(page)).text, '@b2');
    await press('#delete-move');
    equal(await variations(page), [], 'the variation deleted');
    equal(await history(page), ['@b1', '@c4', '@a1'], 'the game kept');
    await checkLayout(page, 'after editing');
    await shot(page, `study-tree-${name}-edited`);
  }, options);
}

const boardSize = page => page.evaluate(() => {
  const r = document.getElementById('board').getBoundingClientRect();
  return [Math.round(r.width), Math.round(r.height)];
});

/// Plays up to `plies` moves picked from the legal ones by a seeded generator (stopping short
/// of an end); how many were played.
const playOn = (page, plies, seed) => page.evaluate(({ plies, seed }) => {
  let s = seed >>> 0;
  const next = n => { s = (Math.imul(s, 1664525) + 1013904223) >>> 0; return s % n; };
  const w = window.wasmBindings;
  let played = 0;
  while (played < plies && !w.ended()) {
    const moves = w.legalMoves();
    if (!moves.length || !w.play(moves[next(moves.length)])) break;
    played++;
  }
  return played;
}, { plies, seed });

for (const [name, options] of [['phone', PHONE], ['desktop', DESKTOP]]) {
  test(`study tree: a long game with a long variation keeps the list and the board in shape (${name})`, async ({ page, url }) => {
    const press = name === 'phone' ? (sel => page.tap(sel)) : (sel => page.click(sel));
    await open(page, `${url}#/camelot`, 'L13');
    const board = await boardSize(page);
    const plies = await playOn(page, 60, 11);
    assert(plies >= 40, `a long game (${plies} plies)`);
    const game = await history(page);

    // Back to move 10, and a variation of eight moves from there.
    await page.locator('#moves .move[data-ply="10"]').scrollIntoViewIfNeeded();
    await press('#moves .move[data-ply="10"]');
    assert(/Viewing move 10/.test(await page.textContent('#status')), 'at move 10');
    equal(await playOn(page, 8, 5), 8, 'eight moves played from there');
    equal(await history(page), game, 'the game keeps its moves');
    equal((await variations(page)).length, 8, 'the eight moves are one variation');
    equal((await current(page)).main, false, 'its last move is current');
    await checkLayout(page, 'in a long variation');
    equal(await boardSize(page), board, 'the board keeps its size');
    await shot(page, `study-tree-${name}-long-variation`);

    // Back to the game: its last move, in view.
    await press('#live');
    const c = await current(page);
    assert(c.main && c.text === game.at(-1), `the game's last move is current: ${JSON.stringify(c)}`);
    await checkLayout(page, 'back at the game');
    equal(await boardSize(page), board, 'the board keeps its size');
    await shot(page, `study-tree-${name}-long-game`);
  }, options);
}
