// Nothing a player made is lost: a shared link, a pasted link or text, junk links, an import,
// full storage and an unreadable save never replace or drop a saved game; the computer takes
// its turn again after a reload or a switch of games.
import { test, assert, equal, drag, history, shot, open, noticeSaying } from './harness.mjs';

const START = '4_4.4.4.4_b_L_DCCMSWA_DCCMSWA_0';
const MINE = ['@b1', '@c4', '@b2', '@c3', '@a1'];
const saved = (moves, kind = 'drake', start = START) => `deskovna ${kind}\nstart ${start}\nmoves ${moves.join(' ')}\n`;

/// The saved games in storage, by key.
const games = page => page.evaluate(() => Object.fromEntries(Object.keys(localStorage)
  .filter(k => k.startsWith('deskovna.game.')).map(k => [k, localStorage.getItem(k)])));

/// Fills localStorage to the brim (chunks of `first` characters, halved until none fits).
const fillStorage = (page, first = 1 << 20) => page.evaluate(first => {
  let chunk = 'x'.repeat(first);
  for (let i = 0; ; i++) {
    try { localStorage.setItem(`filler.${i}`, chunk); } catch (e) {
      if (chunk.length < 64) break;
      chunk = chunk.slice(chunk.length / 2);
    }
  }
}, first);

async function withMyGame(page, url) {
  await page.goto(url);
  await page.evaluate(text => localStorage.setItem('deskovna.game.drake', text), saved(MINE));
}

test('keep: a shared link opens as its own saved game; mine stays, and I can switch back', async ({ page, url }) => {
  await withMyGame(page, url);
  await open(page, `${url}#/drake?m=@a1~@d4`);
  equal(await history(page), ['@a1', '@d4'], 'the shared game is shown');
  const g = await games(page);
  equal(g['deskovna.game.drake'], saved(MINE), 'my game is untouched');
  equal(g['deskovna.game.drake.2'], saved(['@a1', '@d4']), 'the shared game is saved beside it');
  assert(/game 2/.test(await page.textContent('#notice')), `the notice says where it went: ${await page.textContent('#notice')}`);
  assert(await page.isVisible('#slot'), 'a switcher between the two games');
  await page.selectOption('#slot', '1');
  equal(await history(page), MINE, 'switched back to my game');
  await page.reload();
  await open(page, `${url}#/drake`);
  equal(await history(page), MINE, 'and it is the one shown after a reload');
});

test('keep: a reply by link continues my game instead of copying it', async ({ page, url }) => {
  await withMyGame(page, url);
  await open(page, `${url}#/drake?m=${[...MINE, '@d4'].join('~')}`);
  equal(await history(page), [...MINE, '@d4'], 'the reply is shown');
  const g = await games(page);
  equal(g['deskovna.game.drake'], saved([...MINE, '@d4']), 'my game goes on with the reply');
  equal(Object.keys(g).length, 1, 'no copy');
});

test('keep: a reply by link to a game with variations and comments keeps them', async ({ page, url }) => {
  await page.goto(url);
  const mine = `${saved(MINE)}tree {my plan} @b1 @c4 (@d4 {a thought}) @b2 ! @c3 @a1\n`;
  await page.evaluate(text => localStorage.setItem('deskovna.game.drake', text), mine);
  await open(page, `${url}#/drake?m=${[...MINE, '@d4'].join('~')}`);
  equal(await history(page), [...MINE, '@d4'], 'the reply is shown');
  const g = await games(page);
  equal(Object.keys(g), ['deskovna.game.drake'], 'no copy: my game goes on with the reply');
  const kept = g['deskovna.game.drake'];
  assert(kept.startsWith(saved([...MINE, '@d4'])) && /\{my plan\}/.test(kept) && /\(1\.\.\. @d4 \{a thought\}\)/.test(kept) && / @b2 ! /.test(kept),
    `the variation, the comments and the glyph are kept: ${kept}`);
  // And shown: the variation in the list, the comments beside their moves.
  const list = await page.textContent('#moves');
  assert(/my plan/.test(list) && /a thought/.test(list), `the list shows them: ${list}`);
  equal(await page.evaluate(() => document.querySelectorAll('#moves .aside button[data-node]').length), 1, 'the variation in the list');
  assert(/continues/.test(await page.textContent('#notice')), `the notice says it continues my game: ${await page.textContent('#notice')}`);
  await page.reload();
  await open(page, `${url}#/drake`);
  equal(await history(page), [...MINE, '@d4'], 'after a reload too');
});

test('keep: junk links are refused and change nothing', async ({ page, url }) => {
  await withMyGame(page, url);
  for (const junk of ['#/drake?m=', '#/drake?&&&', '#/drake?m=~~~', `#/drake?m=${'~'.repeat(1 << 20)}`, '#/drake?m=@z9']) {
    await page.goto(`${url}${junk}`);
    await page.waitForFunction(() => window.wasmBindings && !document.querySelector('#notice, #home-notice').hidden
      || [...document.querySelectorAll('#notice, #home-notice')].some(n => !n.hidden));
    const notice = await page.evaluate(() => [...document.querySelectorAll('#notice, #home-notice')].map(n => n.textContent).join(' '));
    assert(/could not be opened/.test(notice), `${junk.slice(0, 20)}: refused with a message: ${notice.slice(0, 120)}`);
    assert(notice.length < 400, `the message does not echo the link (${notice.length} characters)`);
    equal(await games(page), { 'deskovna.game.drake': saved(MINE) }, `${junk.slice(0, 20)}: my game is untouched`);
  }
});

test('keep: pasting a game link or a game on the home page replaces nothing', async ({ page, url }) => {
  await withMyGame(page, url);
  await page.evaluate(text => localStorage.setItem('deskovna.game.camelot', text),
    saved(['F7-H5-J7'], 'camelot', '2.8.10.12.12.2kmmmmmmk2.3kmmmmk3.12.12.3KMMMMK3.2KMMMMMMK2.12.12.10.8.2_w_00_-_0'));
  await page.goto(`${url}#/`);
  await page.waitForSelector('.card img.preview');
  const camelot = await page.evaluate(() => localStorage.getItem('deskovna.game.camelot'));
  await page.fill('#open-text', 'https://example.org/deskovna/#/camelot');
  await page.click('#open-form button');
  await page.waitForFunction(() => location.hash === '#/camelot');
  // The game follows with the hashchange, a moment after the hash: wait until it is shown.
  await page.waitForSelector('.game-link[data-kind="camelot"][aria-current="page"]');
  await page.waitForFunction(() => document.querySelectorAll('#moves .move').length === 1);
  equal(await page.evaluate(() => localStorage.getItem('deskovna.game.camelot')), camelot, 'a plain link only opens the game');
  await page.goto(`${url}#/`);
  await page.waitForSelector('.card img.preview');
  await page.fill('#open-text', saved(['@a1', '@d4']));
  await page.click('#open-form button');
  await page.waitForFunction(() => location.hash === '#/drake');
  await page.waitForFunction(() => [...document.querySelectorAll('#moves .move')].map(m => m.textContent).join(' ') === '@a1 @d4');
  const g = await games(page);
  equal(g['deskovna.game.drake'], saved(MINE), 'my Drake game is untouched');
  equal(g['deskovna.game.drake.2'], saved(['@a1', '@d4']), 'the pasted game is its own');
});

test('keep: an import opens as its own game, with its players, and can go on against the computer', async ({ page, url }) => {
  await withMyGame(page, url);
  await open(page, `${url}#/drake`);
  await page.click('#export');
  await page.fill('#io-text', saved(['@a1', '@d4']));
  await page.click('#io-import');
  await page.waitForTimeout(100);
  equal(await history(page), ['@a1', '@d4'], 'imported');
  equal((await games(page))['deskovna.game.drake'], saved(MINE), 'my game is untouched');
  // Go on from here against the computer: the New game dialog keeps the position.
  await page.click('#new-game');
  await page.waitForSelector('#new-dialog[open]');
  await page.selectOption('#opt-from', 'here');
  await page.selectOption('#opt-seat1', 'computer1');
  await page.click('#new-start');
  await drag(page, 'Blue stack', 'a2');
  await page.waitForFunction(() => document.querySelectorAll('#moves .move').length === 4, null, { timeout: 15000 });
  equal((await history(page)).slice(0, 3), ['@a1', '@d4', '@a2'], 'the imported game goes on, and the computer answers');
});

test('keep: full storage is reported, the game stays and can be exported', async ({ page, url }) => {
  await open(page, `${url}#/drake`);
  // Fill localStorage to the brim.
  await fillStorage(page);
  for (const m of MINE) await page.evaluate(m => window.wasmBindings.play(m), m);
  assert(await page.isVisible('#unsaved'), 'the panel says the game is not saved');
  assert(/storage is full/.test(await page.textContent('#notice')), 'and a notice explains');
  equal(await history(page), MINE, 'the game is all there');
  await page.click('#unsaved-export');
  assert((await page.inputValue('#io-text')).includes(MINE.join(' ')), 'the export offers every move');
  await shot(page, 'keep-storage-full');
});

test('keep: a workshop game started with storage full says it is not saved, never that it is', async ({ page, url }) => {
  await page.goto(`${url}#/drake/workshop`);
  await page.waitForSelector('#ws-name', { timeout: 30000 });
  await fillStorage(page);
  await page.selectOption('#ws-opponent', '0');
  await page.click('#ws-play');
  await page.waitForFunction(() => window.wasmBindings && /^v\d/.test(window.wasmBindings.positionText()));
  const notice = await page.textContent('#notice');
  assert(!/saved as game/.test(notice), `no word of a save that did not happen: ${notice}`);
  assert(/storage is full/.test(notice), `it says why: ${notice}`);
  assert(await page.isVisible('#unsaved'), 'the panel says the game is not saved');
});

test('keep: an unreadable save too big to set aside stays where it is', async ({ page, url }) => {
  await page.goto(url);
  const big = 'deskovna drake\nstart ' + 'z'.repeat(2_700_000) + '\nmoves\n';
  await page.evaluate(big => localStorage.setItem('deskovna.game.drake', big), big);
  await fillStorage(page, 1 << 18);
  const stored = await page.evaluate(() => localStorage.getItem('deskovna.game.drake').length);
  equal(stored, big.length, 'the big save is in storage');
  await open(page, `${url}#/drake`);
  await noticeSaying(page, /could not be read/);
  equal(await page.evaluate(() => localStorage.getItem('deskovna.game.drake').length), big.length, 'not deleted');
  equal(await history(page), [], 'a new game is shown');
});

test('keep: the computer moves again after a reload and after switching games', async ({ page, url }) => {
  await open(page, `${url}#/drake`);
  await page.click('#new-game');
  await page.waitForSelector('#new-dialog[open]');
  await page.selectOption('#opt-seat1', 'computer1');
  await page.click('#new-start');
  await drag(page, 'Blue stack', 'b1');
  await page.reload();
  await open(page, `${url}#/drake`);
  await page.waitForFunction(() => document.querySelectorAll('#moves .move').length === 2, null, { timeout: 15000 });
  await drag(page, 'Blue stack', 'b2');
  await page.click('.game-link[data-kind="camelot"]');
  await page.waitForFunction(() => location.hash === '#/camelot');
  await page.click('.game-link[data-kind="drake"]');
  await page.waitForFunction(() => document.querySelectorAll('#moves .move').length === 4, null, { timeout: 15000 });
  equal((await history(page)).length, 4, 'the computer answered after coming back');
});
