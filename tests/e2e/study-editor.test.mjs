// The position editor (issue 20, item 4) in a real browser: pieces dragged from the palette by
// mouse and by touch, tapped into place, moved off the board, refusals in words, the keyboard,
// then Play from here (and a move) and Share (opened in a fresh context).
import { test, assert, equal, drag, position, history, shot, open } from './harness.mjs';
import { PHONE, spot, centre, piece, edited, message, mouseDrag, touchDrag, openEditor, fits, playFromHere } from './editor-input.mjs';

test('study editor: Drakoburg by mouse drag, refusals, play from here and a move', async ({ page, url }) => {
  await openEditor(page, url, 'drakoburg', 'a1');
  equal(await edited(page), 'zsstaau.pp1p1pp.7.7.7.PP1P1PP.ZSSTAAU_w_0', 'starts from the position on the board');
  await page.click('.editor-empty');
  equal(await edited(page), '3t3.7.7.7.7.7.3T3_w_0', 'an empty board keeps the Těžkooděnci');
  await mouseDrag(page, await centre(page, piece('Z')), await spot(page, 'a1'));
  await mouseDrag(page, await centre(page, piece('p')), await spot(page, 'e5'));
  await mouseDrag(page, await centre(page, piece('s')), await spot(page, 'b6'));
  equal(await edited(page), '3t3.1s5.4p2.7.7.7.Z2T3_w_0', 'three pieces dragged from the palette');
  // A Kopiník where it would have been promoted: refused in words, nothing changes.
  await mouseDrag(page, await centre(page, piece('P')), await spot(page, 'c7'));
  assert((await message(page)).includes('would have been promoted'), `refused: ${await message(page)}`);
  equal(await edited(page), '3t3.1s5.4p2.7.7.7.Z2T3_w_0', 'the refused piece is not there');
  await shot(page, 'study-editor-refused');
  // A piece dragged off the board goes away; moved on the board, it moves.
  await mouseDrag(page, await spot(page, 'b6'), { x: 5, y: 5 });
  await mouseDrag(page, await spot(page, 'e5'), await spot(page, 'e4'));
  equal(await edited(page), '3t3.7.7.4p2.7.7.Z2T3_w_0', 'removed by dragging off, moved by dragging');
  // Without its Těžkooděnec Black has lost: Play is refused with the reason.
  await mouseDrag(page, await spot(page, 'd7'), { x: 5, y: 5 });
  await page.click('.editor-play');
  assert((await message(page)).includes('Black has no Těžkooděnec'), `play refused: ${await message(page)}`);
  await mouseDrag(page, await centre(page, piece('t')), await spot(page, 'd7'));
  equal(await edited(page), '3t3.7.7.4p2.7.7.Z2T3_w_0', 'the T is back');
  await page.selectOption('.editor-turn-select', '1');
  equal(await edited(page), '3t3.7.7.4p2.7.7.Z2T3_b_0', 'Black to move');
  await page.selectOption('.editor-turn-select', '0');
  await shot(page, 'study-editor-drakoburg');
  // Play from here: the position opens as a game; the New game dialog goes on from it.
  await playFromHere(page);
  equal(await position(page), '3t3.7.7.4p2.7.7.Z2T3_w_0', 'the game starts from the edited position');
  await drag(page, 'a1', 'a2');
  equal((await history(page)).length, 1, 'a move was played from the edited position');
});

test('study editor: The Drake by mouse, tap and keyboard', async ({ page, url }) => {
  await openEditor(page, url, 'drake', 'a1');
  await page.click('.editor-empty');
  equal(await edited(page), '4_4.4.4.4_b_M_DCCMSWA_DCCMSWA_0', 'an empty 4×4 board');
  await mouseDrag(page, await centre(page, piece('bD')), await spot(page, 'b1'));
  await mouseDrag(page, await centre(page, piece('oD')), await spot(page, 'c4'));
  // Choose a piece, then click squares.
  await page.click(piece('bc'));
  await page.mouse.click((await spot(page, 'a1')).x, (await spot(page, 'a1')).y);
  await page.click(piece('x'));
  await page.mouse.click((await spot(page, 'b3')).x, (await spot(page, 'b3')).y);
  equal(await edited(page), '4_2oD1.1x2.4.bcbD2_b_M_CMSWA_CCMSWA_0', 'troops from the stacks, a mountain');
  // A second Drake for Blue is refused.
  await mouseDrag(page, await centre(page, piece('bD')), await spot(page, 'd1'));
  assert((await message(page)).includes('more troops of kind D'), `two Drakes refused: ${await message(page)}`);
  // The keyboard: choose the Orange Archer with Enter, put it down with the cursor.
  await page.focus(piece('oA'));
  await page.keyboard.press('Enter');
  await page.focus('.editor-board');
  for (const key of ['ArrowUp', 'ArrowUp', 'ArrowUp', 'ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowDown']) await page.keyboard.press(key);
  await page.keyboard.press('Enter');
  const text = await edited(page);
  assert(text.split('_')[1].includes('oA'), `an Archer put down by keyboard: ${text}`);
  await page.keyboard.press('Delete');
  equal(await edited(page), '4_2oD1.1x2.4.bcbD2_b_M_CMSWA_CCMSWA_0', 'and taken off by keyboard');
  await shot(page, 'study-editor-drake');
});

test('study editor: Camelot by touch on a phone, shared and opened in a fresh context', async ({ page, url, browser, context }) => {
  await openEditor(page, url, 'camelot', 'L13');
  await fits(page, 390);
  await page.tap('.editor-empty');
  assert(/^2\.8\.10\.12(\.12)+\.10\.8\.2_w_00_-_0$/.test(await edited(page)), `an empty board: ${await edited(page)}`);
  await touchDrag(page, context, await centre(page, piece('K')), await spot(page, 'F6'));
  await touchDrag(page, context, await centre(page, piece('k')), await spot(page, 'F11'));
  // Tap a piece in the palette, then tap squares.
  await page.tap(piece('M'));
  await page.touchscreen.tap((await spot(page, 'G6')).x, (await spot(page, 'G6')).y);
  await page.tap(piece('m'));
  await page.touchscreen.tap((await spot(page, 'G11')).x, (await spot(page, 'G11')).y);
  await page.touchscreen.tap((await spot(page, 'H11')).x, (await spot(page, 'H11')).y);
  // A piece dragged off the board by touch goes away.
  await touchDrag(page, context, await spot(page, 'H11'), { x: 380, y: 20 });
  const text = await edited(page);
  equal(text.split('.').slice(5, 12).join('.'), '5km5.12.12.12.12.5KM5.12', 'ranks 11 to 5 after the touch edits');
  assert(text.includes('.5KM5.'), `White on F6 and G6: ${text}`);
  await fits(page, 390);
  await shot(page, 'study-editor-camelot-phone');
  await page.tap('.editor-share');
  const link = await page.inputValue('.editor-link');
  assert(link.includes("#/camelot?p="), `a share link: ${link} (${await message(page)})`);
  assert((await message(page)).includes(link), 'the link is said');
  // The link opens the position as a game of its own in a fresh browser.
  const fresh = await browser.newContext(PHONE);
  const other = await fresh.newPage();
  await open(other, link, 'L13');
  equal(await position(other), text, 'the shared position opens as a game');
  await shot(other, 'study-editor-camelot-shared');
  await fresh.close();
}, PHONE);

test('study editor: every theme on a phone', async ({ page, url }) => {
  for (const theme of ['dark', 'contrast']) {
    await open(page, `${url}#/drakoburg`, 'a1');
    await page.click('#settings');
    await page.selectOption('#set-theme', theme);
    await page.click('#settings-close');
    await page.click('#edit-position');
    await page.waitForSelector('.editor-board');
    await fits(page, 390);
    await shot(page, `study-editor-${theme}`);
    await page.click('#editor-close');
  }
}, PHONE);
