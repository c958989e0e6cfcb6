// The position editor's Play from here and its dialog (issue 26, items 4, 5 and 14): The
// Drake's Start position is the game's real start and its opening is played from there by real
// drags; a middle game set up and played; the notice after Play from here says what happened
// and does not follow into another game; Camelot's unchanged start opens at once; the dialog
// fits a 1280×760 desktop window (Play from here in sight without scrolling) and a 390×844
// phone; Analyse opens the position beside its analysis.
import { test, assert, equal, drag, position, history, shot, open } from './harness.mjs';
import { PHONE, spot, centre, piece, edited, mouseDrag, openEditor } from './editor-input.mjs';

const DESKTOP = { viewport: { width: 1280, height: 760 } };
const DRAKE_START = '4_4.4.4.4_b_L_DCCMSWA_DCCMSWA_0';

/// The notice over the page's edge: its words, or '' when it is not shown.
const notice = page => page.evaluate(() => {
  const n = document.getElementById('notice');
  return n && !n.hidden ? n.textContent : '';
});

/// The editor's dialog fits the viewport and Play from here is in sight: inside the viewport,
/// inside the dialog's visible box and not covered by anything. `scrolls`: whether the dialog
/// may scroll inside (a phone) or must show everything at once (a desktop window).
async function fitsWithPlayInSight(page, { width, height }, scrolls) {
  const dialog = await page.locator('#editor-dialog').boundingBox();
  assert(dialog.x >= 0 && dialog.y >= 0 && dialog.x + dialog.width <= width + 0.5 && dialog.y + dialog.height <= height + 0.5,
    `the dialog inside the ${width}×${height} window: ${JSON.stringify(dialog)}`);
  const play = await page.locator('.editor-play').boundingBox();
  assert(play.y >= dialog.y && play.y + play.height <= dialog.y + dialog.height && play.y + play.height <= height,
    `Play from here inside the dialog and the window: ${JSON.stringify(play)} in ${JSON.stringify(dialog)}`);
  const hit = await page.evaluate(([x, y]) => document.elementFromPoint(x, y)?.closest('.editor-play') !== null,
    [play.x + play.width / 2, play.y + play.height / 2]);
  assert(hit, 'nothing covers Play from here');
  const { scrollHeight, clientHeight, scrollTop } = await page.evaluate(() => {
    const d = document.getElementById('editor-dialog');
    return { scrollHeight: d.scrollHeight, clientHeight: d.clientHeight, scrollTop: d.scrollTop };
  });
  equal(scrollTop, 0, 'Play from here in sight without scrolling');
  if (!scrolls) assert(scrollHeight <= clientHeight + 1, `everything shows at once (${scrollHeight} > ${clientHeight})`);
  const board = await page.locator('.editor-board').boundingBox();
  assert(board.y >= dialog.y && board.y + board.height <= Math.min(height, dialog.y + dialog.height) + 0.5,
    `the board inside the dialog: ${JSON.stringify(board)}`);
  return { dialog, play, board };
}

/// Play from here and people in both seats; the notice it leaves. (The New game dialog offers
/// to go on from the position when it is not the game's usual start.)
async function playFromHereAsPeople(page) {
  await page.click('.editor-play');
  await page.waitForSelector('#new-dialog[open]', { timeout: 3000 });
  if (await page.locator('#opt-from').count()) {
    equal(await page.inputValue('#opt-from'), 'here', 'the New game dialog goes on from the set-up position');
  }
  const said = await notice(page);
  await page.selectOption('#opt-seat1', 'human');
  await page.click('#new-start');
  await page.waitForTimeout(150);
  return said;
}

test('study editor: The Drake\'s Start position is the real start and Play from here plays the opening', async ({ page, url }) => {
  // A game in progress, so that the start differs from the current position.
  await open(page, `${url}#/drake`, 'a1');
  await drag(page, 'Blue stack', 'a1');
  await page.click('#edit-position');
  await page.waitForSelector('.editor-board');
  await page.click('.editor-start');
  equal(await edited(page), DRAKE_START, 'the real start: the leaders to place, full stacks, Blue first');
  equal(await page.inputValue('.editor-phase-select'), 'opening', 'in the opening');
  assert(await page.isDisabled('.editor-turn-select'), 'the board says who is to move');
  equal(await page.textContent('.editor-step'), 'Blue places its leader next.', 'who places what, in words');
  await fitsWithPlayInSight(page, DESKTOP.viewport, false);
  await shot(page, 'study-editor-drake-start');
  const said = await playFromHereAsPeople(page);
  assert(said.includes('Your position is set up') && !said.includes('Share'), `the notice says what happened: ${said}`);
  equal(await position(page), DRAKE_START, 'the game starts at the opening');
  for (const [from, to] of [['Blue stack', 'b1'], ['Orange stack', 'c4'], ['Blue stack', 'b2'], ['Orange stack', 'c3'], ['Blue stack', 'a1'], ['Orange stack', 'd4']]) {
    await drag(page, from, to);
  }
  equal(await history(page), ['@b1', '@c4', '@b2', '@c3', '@a1', '@d4'], 'the leaders, then the guards, dragged from the stacks');
  await shot(page, 'study-editor-drake-opening-played');
}, DESKTOP);

test('study editor: The Drake\'s opening set up guard by guard, then a middle game set up and played', async ({ page, url }) => {
  await openEditor(page, url, 'drake', 'a1');
  await page.click('.editor-start');
  // The opening in the editor: each leader, then a guard; the board says whose turn it is.
  await mouseDrag(page, await centre(page, piece('bD')), await spot(page, 'b1'));
  equal(await page.inputValue('.editor-turn-select'), '1', 'Orange places its leader next');
  await mouseDrag(page, await centre(page, piece('oD')), await spot(page, 'c4'));
  await mouseDrag(page, await centre(page, piece('bC')), await spot(page, 'b2'));
  equal(await edited(page), '4_2oD1.4.1bC2.1bD2_o_G1_CMSWA_CCMSWA_0', 'the guards\' phase, Orange\'s first guard next');
  // A Monk does not belong in the opening: refused in the engine's words.
  await mouseDrag(page, await centre(page, piece('bM')), await spot(page, 'a2'));
  assert((await page.textContent('.editor-message')).includes('In the opening the board holds only'), 'refused in words');
  // In the middle game it does; Orange to move.
  await page.selectOption('.editor-phase-select', 'middle');
  assert(!(await page.isDisabled('.editor-turn-select')), 'the turn is the player\'s to choose');
  await mouseDrag(page, await centre(page, piece('bM')), await spot(page, 'a2'));
  await page.selectOption('.editor-turn-select', '1');
  const text = await edited(page);
  equal(text, '4_2oD1.4.bMbC2.1bD2_o_M_CSWA_CCMSWA_0', 'a middle game, Orange to move');
  await shot(page, 'study-editor-drake-middle');
  await playFromHereAsPeople(page);
  equal(await position(page), text, 'the game starts from the set-up middle game');
  await drag(page, 'c4', 'd4');
  equal(await history(page), ['c4-d4'], 'Orange\'s Drake slides');
}, DESKTOP);

test('study editor: the notice after Play from here says what happened and does not follow into another game', async ({ page, url }) => {
  await openEditor(page, url, 'drakoburg', 'a1');
  await page.click('.editor-empty');
  await page.click('.editor-play');
  await page.waitForSelector('#new-dialog[open]', { timeout: 3000 });
  const said = await notice(page);
  await page.click('#new-cancel');
  await page.click('.game-link[data-kind="camelot"]');
  await page.waitForFunction(() => location.hash === '#/camelot');
  await page.waitForTimeout(100);
  const elsewhere = await notice(page);
  await page.click('.game-link[data-kind="drakoburg"]');
  await page.waitForTimeout(100);
  const back = await notice(page);
  // Every finding at once, so that a page that gets all of it wrong says so.
  const wrong = [];
  if (!said.includes('Your position is set up as a game of its own: choose the players.')) wrong.push(`not what happened: ${said}`);
  if (!/game \d+/.test(said) || said.includes('Share')) wrong.push(`not where it is kept, or a link to share: ${said}`);
  if (elsewhere) wrong.push(`the notice followed into Camelot: ${elsewhere}`);
  if (back) wrong.push(`and back: ${back}`);
  assert(!wrong.length, wrong.join(' | '));
}, DESKTOP);

test('study editor: Camelot\'s Play from here from the unchanged start opens at once', async ({ page, url }) => {
  await openEditor(page, url, 'camelot', 'L13');
  await page.click('.editor-start');
  const start = await edited(page);
  const before = Date.now();
  await page.click('.editor-play');
  await page.waitForSelector('#new-dialog[open]', { timeout: 2000 });
  assert(Date.now() - before < 2000, 'at once');
  assert((await notice(page)).includes('Your position is set up'), `said: ${await notice(page)}`);
  await page.selectOption('#opt-seat1', 'human');
  await page.click('#new-start');
  await page.waitForTimeout(150);
  equal(await position(page), start, 'the game starts at the usual start');
  await drag(page, 'F7', 'F8');
  equal((await history(page)).length, 1, 'and is played');
}, DESKTOP);

test('study editor: Analyse opens the set-up position as a game of its own beside its analysis, which stays open', async ({ page, url }) => {
  await openEditor(page, url, 'drake', 'a1');
  await page.click('.editor-start');
  const start = await edited(page);
  await page.click('.editor-analyse');
  await page.waitForSelector('#analyse[aria-expanded="true"]', { timeout: 10000 });
  await page.waitForSelector('#analysis-lines li', { timeout: 10000 });
  equal(await position(page), start, 'the board shows the set-up position');
  equal(await page.locator('#editor-dialog[open]').count(), 0, 'the editor closed');
  const said = await notice(page);
  assert(said.includes('Your position is set up as a game of its own, with its analysis'), `the notice says what happened: ${said}`);
  // Analyse again from the editor, on another position: the analysis stays open and follows it.
  await drag(page, 'Blue stack', 'b1');
  equal(await history(page), ['@b1'], 'a move on the board');
  await page.click('#edit-position');
  await page.waitForSelector('.editor-board');
  await page.waitForFunction(p => document.querySelector('.editor-board').getAttribute('data-position') !== p, start);
  const after = await edited(page);
  await page.click('.editor-analyse');
  await page.waitForFunction(p => window.wasmBindings.positionText() === p, after, { timeout: 5000 });
  await page.waitForSelector('#analysis-lines li', { timeout: 10000 });
  equal(await page.getAttribute('#analyse', 'aria-expanded'), 'true', 'the analysis stays open');
  assert(await page.isVisible('#analysis'), 'its panel shows');
  await shot(page, 'study-editor-analyse');
}, DESKTOP);

for (const [name, options, scrolls] of [['1280×760 desktop', DESKTOP, false], ['390×844 phone', PHONE, true]]) {
  test(`study editor: the dialog fits a ${name} with Play from here in sight`, async ({ page, url }) => {
    for (const [game, spotName] of [['drake', 'a1'], ['camelot', 'L13'], ['drakoburg', 'a1'], ['shamrock', 'Pile']]) {
      await openEditor(page, url, game, spotName);
      const { board } = await fitsWithPlayInSight(page, options.viewport, scrolls);
      assert(board.width >= 200 && board.height >= 200, `${game}: a board to work on: ${JSON.stringify(board)}`);
      await shot(page, `study-editor-fits-${game}-${scrolls ? 'phone' : 'desktop'}`);
      await page.click('#editor-close');
    }
  }, options);
}
