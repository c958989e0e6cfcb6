// The app around the boards: home, routes, move list, undo/redo, autosave, corrupt storage,
// export/import, share links, languages, help, settings, keyboard-only play, result panel.
import { test, assert, equal, at, drag, history, position, shot, open, openHelp, switchLanguage, noticeSaying } from './harness.mjs';

const WIN = ['@b1', '@c4', '@b2', '@c3', '@a1', '@d4', 'b1-d1', 'c3-b3', '@c1', 'b3-a2', '@d2', 'a2-a3', 'd2*c4'];

/// Plays moves through the export/import dialog (fast set-up for tests about other things).
async function load(page, moves, kind = 'drake', start = '4_4.4.4.4_b_L_DCCMSWA_DCCMSWA_0') {
  await page.click('#export');
  await page.fill('#io-text', `deskovna ${kind}\nstart ${start}\nmoves ${moves.join(' ')}\n`);
  await page.click('#io-import');
}

test('app: home lists the games with previews and the back button returns', async ({ page, url }) => {
  await page.goto(url);
  await page.waitForSelector('.card img.preview');
  const titles = await page.$$eval('.card h2', els => els.map(e => e.textContent));
  assert(titles.includes('The Drake'), `cards: ${titles}`);
  await shot(page, 'app-home');
  await page.click('.card a.button');
  await page.waitForFunction(() => location.hash === '#/drake');
  // The game follows with the hashchange, a moment after the hash.
  await page.waitForSelector('.game-link[data-kind="drake"][aria-current="page"]');
  assert(await page.isVisible('#board'), 'the game is shown');
  await page.goBack();
  await page.waitForFunction(() => !document.querySelector('#home').hidden);
  assert(await page.isHidden('#play'), 'back on the home page');
});

test('app: the move list shows earlier positions read-only, with keys', async ({ page, url }) => {
  await open(page, `${url}#/drake`);
  await load(page, WIN.slice(0, 8));
  equal((await history(page)).length, 8, 'loaded');
  const live = await position(page);
  await page.click('#moves .move[data-ply="2"]');
  assert(/Viewing move 2/.test(await page.textContent('#status')), 'viewing move 2');
  assert(await page.isVisible('#live'), 'a way back to the live game');
  await drag(page, 'Blue stack', 'b3');
  equal((await history(page)).length, 8, 'the board is read-only while viewing');
  await page.focus('#moves');
  await page.keyboard.press('ArrowRight');
  assert(/Viewing move 3/.test(await page.textContent('#status')), 'arrow right steps forward');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  assert(/Viewing move 1/.test(await page.textContent('#status')), 'arrow left steps back');
  await page.click('#live');
  equal(await position(page), live, 'back to the live position');
  assert(await page.isHidden('#live'), 'live again');
});

test('app: undo and redo any number of moves', async ({ page, url }) => {
  await open(page, `${url}#/drake`);
  await load(page, WIN.slice(0, 10));
  for (let i = 0; i < 6; i++) await page.click('#undo');
  equal(await history(page), WIN.slice(0, 4), 'six moves taken back');
  for (let i = 0; i < 4; i++) await page.click('#redo');
  equal(await history(page), WIN.slice(0, 8), 'four redone');
  await drag(page, 'Blue stack', 'c2');
  equal((await history(page)).at(-1), '@c2', 'a different move');
  assert(await page.isDisabled('#redo'), 'a different move clears the redo list');
});

test('app: a corrupt saved game is reported, set aside, and nothing else is lost', async ({ page, url }) => {
  await page.goto(url);
  await page.evaluate(() => {
    localStorage.setItem('deskovna.game.drake', 'deskovna drake\nstart 4_4.4.4.4_b_L_DCCMSWA_DCCMSWA_0\nmoves @b1 @z9');
    localStorage.setItem('deskovna.game.other', 'keep me');
    localStorage.setItem('deskovna.prefs', 'theme=dark');
  });
  await open(page, `${url}#/drake`);
  const notice = await noticeSaying(page, /could not be read/);
  assert(/Move 2/.test(notice), `the notice explains: ${notice}`);
  equal(await history(page), [], 'a fresh game');
  const kept = await page.evaluate(() => [localStorage.getItem('deskovna.game.other'), localStorage.getItem('deskovna.prefs'), localStorage.getItem('deskovna.unreadable.drake.1')]);
  equal(kept[0], 'keep me', 'other saved data untouched');
  equal(kept[1], 'theme=dark', 'settings untouched');
  assert(kept[2].includes('@z9'), 'the unreadable game is set aside, not lost');
  await shot(page, 'app-corrupt');
});

test('app: export and import, with errors that point at the line', async ({ page, url }) => {
  await open(page, `${url}#/drake`);
  await load(page, WIN.slice(0, 4));
  await page.click('#export');
  const text = await page.inputValue('#io-text');
  equal(text, `deskovna drake\nstart 4_4.4.4.4_b_L_DCCMSWA_DCCMSWA_0\nmoves ${WIN.slice(0, 4).join(' ')}\n`, 'the exported text');
  await page.fill('#io-text', text.replace('@c3', '@d1'));
  await page.click('#io-import');
  const error = await page.textContent('#io-error');
  assert(/^Line 3: Move 4/.test(error), `the error points at the move: ${error}`);
  equal(await history(page), WIN.slice(0, 4), 'a failed import changes nothing');
  await page.fill('#io-text', 'deskovna chess\n');
  await page.click('#io-import');
  assert(/^Line 1/.test(await page.textContent('#io-error')), 'a bad header is line 1');
  await page.fill('#io-text', text.replace(' @c3', ' @c3 @a1'));
  await page.click('#io-import');
  equal(await history(page), [...WIN.slice(0, 4), '@a1'], 'imported');
});

test('app: a shared link opens the same game, and the reply gets a new link', async ({ page, context, url }) => {
  await open(page, `${url}#/drake`);
  await load(page, WIN.slice(0, 7));
  const pos = await position(page);
  await page.click('#share');
  await page.waitForSelector('#share-dialog[open]');
  const link = await page.inputValue('#share-link');
  assert(link.includes('#/drake?m=@b1~@c4'), `a compact link: ${link}`);
  const friend = await context.browser().newContext({ viewport: { width: 1000, height: 800 } });
  const other = await friend.newPage();
  await other.goto(link);
  await other.waitForFunction(() => window.wasmBindings && window.wasmBindings.locate('a1').length === 2);
  equal(await position(other), pos, 'the same position');
  equal(await history(other), WIN.slice(0, 7), 'the same moves');
  assert(/Play your move/.test(await other.textContent('#notice')), 'the friend is told what to do');
  await drag(other, 'c3', 'b3');
  await other.click('#share');
  await other.waitForSelector('#share-dialog[open]');
  const reply = await other.inputValue('#share-link');
  assert(reply.endsWith('~b1-d1~c3-b3'), `the reply link carries the new move: ${reply}`);
  await friend.close();
});

test('app: a broken link says so', async ({ page, url }) => {
  await page.goto(`${url}#/drake?m=@b1~@q7`);
  await page.waitForFunction(() => !document.querySelector('#notice').hidden);
  assert(/could not be opened/.test(await page.textContent('#notice')), 'the notice explains');
  equal(await history(page), [], 'nothing played');
});

test('app: Czech by browser default, switchable and remembered', async ({ page, url }) => {
  await open(page, `${url}#/drake`);
  equal(await page.getAttribute('html', 'lang'), 'cs', 'Czech from the browser language');
  equal(await page.textContent('#new-game'), 'Nová hra', 'buttons in Czech');
  assert(/Na tahu je Modrý/.test(await page.textContent('#status')), 'status in Czech');
  await switchLanguage(page);
  equal(await page.textContent('#new-game'), 'New game', 'switched to English');
  await page.reload();
  await open(page, `${url}#/drake`);
  equal(await page.textContent('#new-game'), 'New game', 'English remembered over the browser language');
}, { locale: 'cs-CZ' });

test('app: rules help in both languages with diagrams', async ({ page, url }) => {
  await open(page, `${url}#/drake`);
  await openHelp(page);
  const headings = await page.$$eval('#help-body h3', els => els.map(e => e.textContent));
  assert(headings.includes('Goal') && headings.includes('Monk'), `sections: ${headings}`);
  const diagrams = await page.$$eval('#help-body canvas', els => els.length);
  assert(diagrams >= 6, `a diagram per troop (${diagrams})`);
  await shot(page, 'app-help');
  await page.click('#help-close');
  await switchLanguage(page);
  await openHelp(page);
  const cs = await page.$$eval('#help-body h3', els => els.map(e => e.textContent));
  assert(cs.includes('Cíl hry') && cs.includes('Mnich'), `Czech sections: ${cs}`);
});

test('app: settings change the board and are remembered', async ({ page, url }) => {
  await open(page, `${url}#/drake`);
  const pixel = async () => {
    const box = await page.locator('#board').boundingBox();
    const p = await at(page, 'a1');
    return page.$eval('#board', (c, [x, y]) => [...c.getContext('2d').getImageData(x * devicePixelRatio, y * devicePixelRatio, 1, 1).data].slice(0, 3), [p.x - box.x, p.y - box.y]);
  };
  const light = await pixel();
  await page.click('#settings');
  await page.selectOption('#set-theme', 'dark');
  await page.uncheck('#set-coordinates');
  await page.selectOption('#set-animation', 'off');
  await page.click('#settings-close');
  await page.waitForTimeout(100);
  equal(await page.getAttribute('html', 'data-theme'), 'dark', 'the page is dark');
  assert(JSON.stringify(await pixel()) !== JSON.stringify(light), 'the board is drawn in the dark theme');
  await shot(page, 'app-dark');
  await page.reload();
  await open(page, `${url}#/drake`);
  equal(await page.getAttribute('html', 'data-theme'), 'dark', 'remembered');
  await page.click('#settings');
  assert(!(await page.isChecked('#set-coordinates')), 'coordinates off remembered');
  equal(await page.inputValue('#set-animation'), 'off', 'animation off remembered');
  await page.selectOption('#set-theme', 'contrast');
  await page.click('#settings-close');
  await shot(page, 'app-contrast');
});

test('app: the whole game by keyboard alone, announced in words', async ({ page, url }) => {
  await open(page, `${url}#/drake`);
  // Tab to the board like a keyboard user.
  for (let i = 0; i < 20 && await page.evaluate(() => document.activeElement && document.activeElement.id) !== 'board'; i++) {
    await page.keyboard.press('Tab');
  }
  equal(await page.evaluate(() => document.activeElement.id), 'board', 'the board takes focus');
  const focusStyle = await page.$eval('#board', c => getComputedStyle(c).outlineStyle);
  assert(focusStyle !== 'none', 'focus is visible');
  // Place the leader: the cursor starts on the Blue stack; Enter picks it up; arrows walk to a lit square.
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  const startHistory = (await history(page)).length;
  for (let i = 0; i < 12 && (await history(page)).length === startHistory; i++) {
    await page.keyboard.press(i % 2 ? 'ArrowLeft' : 'ArrowDown');
    await page.keyboard.press('Enter');
    if ((await history(page)).length === startHistory) {
      // Enter on an unlit square puts the troop back; pick it up again.
      await page.keyboard.press('Escape');
    }
  }
  const moves = await history(page);
  assert(moves.length === 1 && /^@[a-d]1$/.test(moves[0]), `a leader placed by keyboard: ${moves}`);
  const said = await page.textContent('#announce');
  assert(/Blue: Drake placed on [a-d]1/.test(said), `announced: ${said}`);
  // The words for a whole position come with the tools wasm, loaded on demand.
  await page.click('#describe');
  await page.waitForFunction(() => /Orange to move/.test(document.getElementById('description').textContent));
});

test('app: the result panel with rematch', async ({ page, url }) => {
  await open(page, `${url}#/drake`);
  await load(page, WIN.slice(0, 12));
  await drag(page, 'd2', 'c4');
  await page.waitForSelector('#result-dialog[open]');
  equal(await page.textContent('#result-text'), 'Blue won: leader captured', 'who won and why');
  await shot(page, 'app-result');
  await page.click('#result-rematch');
  equal(await history(page), [], 'a rematch from the same start');
  assert(await page.isHidden('#result-dialog'), 'the panel closed');
});

test('app: several games in progress at once, each restored after a reload', async ({ page, url }) => {
  await open(page, `${url}#/drake`);
  await drag(page, 'Blue stack', 'b1');
  await page.click('.game-link[data-kind="drakoburg"]');
  await page.waitForFunction(() => location.hash === '#/drakoburg');
  // Another game's page: the page reloads with its wasm.
  await page.waitForFunction(() => window.wasmBindings?.legalMoves().includes('b2-b3'));
  await drag(page, 'b2', 'b3');
  equal(await history(page), ['b2-b3'], 'a Drakoburg move');
  await page.reload();
  await open(page, `${url}#/drakoburg`);
  equal(await history(page), ['b2-b3'], 'Drakoburg restored');
  await page.click('.game-link[data-kind="drake"]');
  await page.waitForFunction(() => location.hash === '#/drake');
  // The hash changes at the click, the game with the hashchange after it: wait until the move
  // list is no longer Drakoburg's.
  await page.waitForFunction(() => {
    const moves = [...document.querySelectorAll('#moves .move')];
    return moves.length > 0 && moves.every(m => m.textContent !== 'b2-b3');
  });
  equal(await history(page), ['@b1'], 'The Drake restored too');
});
