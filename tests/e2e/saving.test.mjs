// Nothing lost on saving: a game that would pass the saved game's limit is refused before
// anything is replaced (an import, a comment), what is saved reads back after a reload, saves
// set aside as unreadable can be seen, exported, restored and deleted from the page, and two
// tabs on the same game follow each other instead of silently undoing each other's moves.
import { test, assert, equal, history, shot, open, watchLongTasks, longestTask } from './harness.mjs';

const CAMELOT = 'L13';
const LIMIT = 128 * 1024;

/// Plays `plies` random legal moves on the page's board (seeded, so every run plays the same)
/// and the other legal moves at each ply, for variations.
async function randomGame(page, plies, seed = 7) {
  return page.evaluate(([plies, seed]) => {
    let s = seed;
    const next = n => { s = (s * 1103515245 + 12345) % 2147483648; return s % n; };
    const line = [];
    for (let i = 0; i < plies && !window.wasmBindings.ended(); i++) {
      const moves = window.wasmBindings.legalMoves();
      const mv = moves[next(moves.length)];
      line.push({ mv, others: moves.filter(m => m !== mv) });
      window.wasmBindings.play(mv);
    }
    return line;
  }, [plies, seed]);
}

const savedGame = (page, key = 'deskovna.game.camelot') => page.evaluate(k => localStorage.getItem(k), key);

async function importText(page, text) {
  await page.click('#export');
  await page.evaluate(t => { document.getElementById('io-text').value = t; }, text);
  await page.click('#io-import');
}

test('saving: an import whose saved game would pass 128 KB is refused before anything is replaced', async ({ page, url }) => {
  await open(page, `${url}#/camelot`, CAMELOT);
  const line = await randomGame(page, 12);
  const before = await savedGame(page);
  const moves = line.map(p => p.mv);
  // Each move and five other moves there as variations, each with a comment of 500 control
  // characters: read as they are, written escaped (\u{1}), so the saved text is about five times
  // the imported one.
  const tabs = '\u0001'.repeat(500);
  const tree = line.map(p => `${p.mv} {${tabs}} ${p.others.slice(0, 5).map(o => `(${o} {${tabs}})`).join(' ')}`).join(' ');
  const start = before.split('\n')[1].slice('start '.length);
  const imported = `deskovna camelot\nstart ${start}\nmoves ${moves.join(' ')}\ntree ${tree}\n`;
  assert(imported.length < LIMIT && imported.length > LIMIT / 5, `an import under the limit: ${imported.length} bytes`);
  await importText(page, imported);
  const error = await page.textContent('#io-error');
  assert(/a saved game is at most 128 KB/.test(error), `refused with the limit in words: ${error}`);
  equal(await savedGame(page), before, 'the saved game is untouched');
  equal(await page.evaluate(() => Object.keys(localStorage).filter(k => k.startsWith('deskovna.game.camelot')).length), 1, 'no new slot');
  equal(await history(page), moves, 'the game on the board is the same');
  await shot(page, 'saving-import-refused');
});

test('saving: a comment that would pass 128 KB is refused in words; the game reads back after a reload', async ({ page, url }) => {
  await open(page, `${url}#/camelot`, CAMELOT);
  const line = await randomGame(page, 40);
  const moves = line.map(p => p.mv);
  const start = (await savedGame(page)).split('\n')[1].slice('start '.length);
  // Variations with comments of 500 letters, up to a saved text of about 123 KB.
  const comment = 'w'.repeat(500);
  const parts = [];
  let size = 0;
  for (const p of line) {
    const others = [];
    for (const o of p.others) {
      if (size > 123 * 1024) break;
      others.push(`(${o} {${comment}})`);
      size += comment.length + 20;
    }
    parts.push(`${p.mv} ${others.join(' ')}`);
  }
  await importText(page, `deskovna camelot\nstart ${start}\nmoves ${moves.join(' ')}\ntree ${parts.join(' ')}\n`);
  equal(await page.textContent('#io-error'), '', 'imported');
  const slotKey = await page.evaluate(() => Object.keys(localStorage).filter(k => k.startsWith('deskovna.game.camelot')).sort().pop());
  let saved = await savedGame(page, slotKey);
  assert(saved.length < LIMIT && saved.length > 120 * 1024, `a big game, saved: ${saved.length} bytes`);
  // Comments of 500 two-byte letters on the game's moves, one after another, until refused.
  let refused = '';
  for (let ply = 1; ply <= moves.length && !refused; ply++) {
    await page.click(`#moves .move[data-ply="${ply}"]`);
    await page.click('#comment');
    await page.fill('#comment-text', 'Ž'.repeat(500));
    await page.press('#comment-text', 'Enter');
    await page.waitForTimeout(50);
    const notice = await page.evaluate(() => { const n = document.getElementById('notice'); return n.hidden ? '' : n.textContent; });
    if (/at most 128 KB/.test(notice)) refused = notice;
    else saved = await savedGame(page, slotKey);
  }
  assert(refused, 'a comment too many is refused');
  assert(/nothing was changed/.test(refused), `it says nothing changed: ${refused}`);
  equal(await savedGame(page, slotKey), saved, 'the last save stands');
  assert(saved.length <= LIMIT, `within the limit: ${saved.length}`);
  await shot(page, 'saving-comment-refused');
  await page.reload();
  await open(page, `${url}#/camelot`, CAMELOT);
  const notice = await page.evaluate(() => { const n = document.getElementById('notice'); return n.hidden ? '' : n.textContent; });
  assert(!/could not be read/.test(notice), `no unreadable save after the reload: ${notice}`);
  equal(await history(page), moves, 'the game reads back');
  equal(await page.evaluate(() => Object.keys(localStorage).filter(k => k.startsWith('deskovna.unreadable')).length), 0, 'nothing set aside');
});

test('saving: set-aside saves can be seen, exported, restored and deleted from the page', async ({ page, url }) => {
  await page.goto(url);
  const good = 'deskovna drake\nstart 4_4.4.4.4_b_L_DCCMSWA_DCCMSWA_0\nmoves @b1 @c4 @b2\n';
  const bad = 'deskovna drake\nstart 4_4.4.4.4_b_L_DCCMSWA_DCCMSWA_0\nmoves @b1 @z9\n';
  await page.evaluate(([good, bad]) => {
    localStorage.setItem('deskovna.unreadable.drake.1', good);
    localStorage.setItem('deskovna.unreadable.drake.2', bad);
    localStorage.setItem('deskovna.game.drake', 'deskovna drake\nstart 4_4.4.4.4_b_L_DCCMSWA_DCCMSWA_0\nmoves @a1\n');
  }, [good, bad]);
  await open(page, `${url}#/drake`);
  assert(await page.isVisible('#aside'), 'the page says there are set-aside saves');
  assert(/: 2/.test(await page.textContent('#aside-text')), await page.textContent('#aside-text'));
  await page.click('#aside-open');
  await page.waitForSelector('#aside-dialog[open]');
  const items = await page.$$eval('#aside-list li', els => els.map(e => e.textContent));
  equal(items.length, 2, 'both listed');
  assert(/reads now/.test(items[0]) && /Move 2/.test(items[1]), `each says whether and why it does not read: ${items}`);
  await shot(page, 'saving-aside');
  // The unreadable one cannot be restored; export gives its text.
  equal(await page.$$eval('#aside-list li:nth-child(2) [data-aside="restore"]', b => b.length), 0, 'no Restore for what does not read');
  await page.click('#aside-list li:nth-child(2) [data-aside="export"]');
  equal(await page.inputValue('#io-text'), bad, 'its text in the export dialog');
  await page.click('#io-close');
  // The readable one goes back into a slot of its own.
  await page.click('#aside-open');
  await page.waitForSelector('#aside-dialog[open]');
  await page.click('#aside-list li:nth-child(1) [data-aside="restore"]');
  equal(await history(page), ['@b1', '@c4', '@b2'], 'restored and shown');
  assert(/Restored as game 2/.test(await page.textContent('#notice')), await page.textContent('#notice'));
  equal(await page.evaluate(() => localStorage.getItem('deskovna.game.drake')).then(t => t.includes('@a1')), true, 'the saved game stays');
  // Delete asks once more in place.
  await page.click('#aside-open');
  await page.waitForSelector('#aside-dialog[open]');
  await page.click('#aside-list li:nth-child(1) [data-aside="delete"]');
  assert(await page.evaluate(() => localStorage.getItem('deskovna.unreadable.drake.2') !== null), 'not yet');
  await page.click('#aside-list li:nth-child(1) [data-aside="delete-for-good"]');
  equal(await page.evaluate(() => Object.keys(localStorage).filter(k => k.startsWith('deskovna.unreadable')).length), 0, 'deleted');
  assert(await page.isHidden('#aside'), 'the line goes');
});

test('saving: two tabs on one game follow each other; moves made at once are both kept', async ({ context, url }) => {
  const a = await context.newPage();
  const b = await context.newPage();
  await open(a, `${url}#/drake`);
  await open(b, `${url}#/drake`);
  await a.evaluate(() => window.wasmBindings.play('@b1'));
  await b.waitForFunction(() => [...document.querySelectorAll('#moves .move')].length === 1);
  equal(await history(b), ['@b1'], 'B follows the move made in A');
  assert(/went on in another tab/.test(await b.textContent('#notice')), 'and says so');
  await b.evaluate(() => window.wasmBindings.play('@c4'));
  await a.waitForFunction(() => [...document.querySelectorAll('#moves .move')].length === 2);
  equal(await history(a), ['@b1', '@c4'], 'A follows B');
  // Both move before either hears of the other: A's move lands in storage after B has moved
  // on the board and before B saves (written from B's page, which hears no storage event of
  // its own writes, so that a busy machine cannot deliver it first). Neither move is lost.
  const ahead = 'deskovna drake\nstart 4_4.4.4.4_b_L_DCCMSWA_DCCMSWA_0\nmoves @b1 @c4 @b2\n';
  await b.evaluate(text => localStorage.setItem('deskovna.game.drake', text), ahead);
  await b.evaluate(() => window.wasmBindings.play('@a1'));
  // Each tab saves once its move has landed (a busy machine may take a while): both must come.
  const saved = page => page.evaluate(() => Object.keys(localStorage).filter(k => k.startsWith('deskovna.game.drake')).sort()
    .map(k => localStorage.getItem(k).split('\n')[2]));
  let games = await saved(a);
  for (let i = 0; i < 50 && !(games.includes('moves @b1 @c4 @b2') && games.includes('moves @b1 @c4 @a1')); i++) {
    await a.waitForTimeout(100);
    games = await saved(a);
  }
  assert(games.includes('moves @b1 @c4 @b2') && games.includes('moves @b1 @c4 @a1'), `both games are saved: ${JSON.stringify(games)}`);
  const notices = await Promise.all([a, b].map(p => p.textContent('#notice')));
  assert(notices.some(n => /changed in another tab/.test(n)), `the tab whose game moved says where it is: ${notices}`);
  const shown = await Promise.all([a, b].map(p => history(p)));
  assert(shown.some(h => h.join() === '@b1,@c4,@b2') && shown.some(h => h.join() === '@b1,@c4,@a1'), `each tab keeps its own move: ${JSON.stringify(shown)}`);
});

test('saving: a tree of 7,000 variations opens without freezing the page: its list is built in passes', async ({ page, url }) => {
  await open(page, `${url}#/camelot`, CAMELOT);
  // A game with each other legal move at every ply as a variation, up to 7,000 moves.
  const made = await page.evaluate(() => {
    const parts = [];
    const main = [];
    let count = 0;
    for (let ply = 0; ply < 400 && count <= 7000 && !window.wasmBindings.ended(); ply++) {
      const moves = window.wasmBindings.legalMoves();
      const mv = moves[(ply * 13 + 5) % moves.length];
      const others = moves.filter(m => m !== mv).slice(0, 60);
      count += others.length + 1;
      parts.push(`${mv} ${others.map(o => `(${o})`).join(' ')}`);
      main.push(mv);
      window.wasmBindings.play(mv);
    }
    return { main, tree: parts.join(' '), count };
  });
  const start = (await savedGame(page)).split('\n')[1].slice('start '.length);
  const text = `deskovna camelot\nstart ${start}\nmoves ${made.main.join(' ')}\ntree ${made.tree}\n`;
  assert(made.count > 6000 && text.length > 60 * 1024, `a large tree: ${made.count} moves, ${text.length} bytes`);
  await page.click('#export');
  await page.evaluate(t => { document.getElementById('io-text').value = t; }, text);
  await watchLongTasks(page);
  // A phone's CPU (4× slower): the list cannot be built within one slice on any machine. An
  // observer notes the blocks left for later passes, however quickly those passes come.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.evaluate(() => {
    window.__pending = 0;
    new MutationObserver(() => { window.__pending = Math.max(window.__pending, document.querySelectorAll('#moves .pending').length); })
      .observe(document.getElementById('moves'), { childList: true });
  });
  await page.click('#io-import');
  await page.waitForFunction(() => window.__pending > 0 && !document.querySelector('#moves .pending'), null, { timeout: 60000 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  equal(await page.evaluate(() => document.querySelectorAll('#moves button[data-node]').length), made.count, 'every move in the list');
  console.log(`     ${made.count} moves, ${(text.length / 1024).toFixed(0)} KB, at 4× CPU: up to ${await page.evaluate(() => window.__pending)} blocks left for later passes; longest task ${(await longestTask(page)).toFixed(0)} ms`);
  await page.click('#moves .move[data-ply="3"]');
  assert(/Viewing move 3/.test(await page.textContent('#status')), 'the list works');
});
