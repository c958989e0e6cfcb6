// The position editor on Shamrock (issue 20, item 4) in a real browser: tiles dragged from the
// palette by mouse and by touch, turned by a tap, the Turn tool and the keyboard, a tile used
// twice refused in words, flakes, three players and leprechauns, a tile dragged off the board,
// the display chosen, then Play from here and a move.
import { test, assert, equal, position, history, shot, click } from './harness.mjs';
import { PHONE, spot, centre, piece, edited, message, mouseDrag, touchDrag, openEditor, fits, playFromHere } from './editor-input.mjs';

const START = '2b_r0_0_G0.0.0_APB_DHOCEKIMFNLJ_-_-_-_g454021de755d453c';
const board = async page => (await edited(page)).split('_')[3];

/// The tile entries of the board field by tile letter: { A: '1.0.2y', … }.
async function tiles(page) {
  return Object.fromEntries((await board(page)).split('~').map(e => [e[0], e.slice(1)]));
}

test('study editor: Shamrock tiles by mouse, turned, a tile twice refused, leprechauns, play from here', async ({ page, url }) => {
  await openEditor(page, url, 'shamrock', 'Pile');
  await page.click('.editor-start');
  equal(await edited(page), START, 'the start of the usual game');
  equal(await page.locator('.editor-piece:visible').count(), 18, '16 tiles and the flakes of two players');
  await mouseDrag(page, await centre(page, piece('A')), await spot(page, '+1+0'));
  await mouseDrag(page, await centre(page, piece('C')), await spot(page, '+1-1'));
  equal(await tiles(page), { A: '1.0.0', C: '1.-1.0', G: '0.0.0' }, 'two tiles dragged from the palette');
  equal((await edited(page)).split('_').slice(4, 6), ['DPB', 'HOEKIMFNLJ'], 'the display refilled from the pile');
  // C is the chosen piece: clicking it where it lies turns it; the Turn tool turns A.
  await page.mouse.click((await spot(page, '+1-1')).x, (await spot(page, '+1-1')).y);
  await page.click('.editor-rotate');
  const a = await spot(page, '+1+0');
  await page.mouse.click(a.x, a.y);
  await page.mouse.click(a.x, a.y);
  // The keyboard turns the tile under the cursor (the last one clicked): R on, Shift+R back.
  await page.focus('.editor-board');
  await page.keyboard.press('r');
  await page.keyboard.press('Shift+R');
  await page.keyboard.press('Shift+R');
  equal(await tiles(page), { A: '1.0.1', C: '1.-1.1', G: '0.0.0' }, 'turned by a click, the Turn tool and keys');
  // A tile used twice: the engine refuses it in words and nothing changes.
  const before = await edited(page);
  await mouseDrag(page, await centre(page, piece('A')), await spot(page, '+0+1'));
  assert((await message(page)).includes('is on the board already'), `a tile twice refused: ${await message(page)}`);
  equal(await edited(page), before, 'the refused tile is not there');
  assert((await page.getAttribute(piece('A'), 'aria-label')).includes('on the board'), 'the palette says A is laid');
  await shot(page, 'study-editor-shamrock-refused');
  // A yellow flake on A; three players, the expert game, the blue leprechaun dragged onto A.
  await mouseDrag(page, await centre(page, piece('fy')), await spot(page, '+1+0'));
  equal((await tiles(page)).A, '1.0.1y', 'a yellow flake on A');
  await page.selectOption('.editor-players-select', '3');
  await page.check('.editor-expert-check');
  assert((await edited(page)).startsWith('3x_r0.0_'), `three players, expert: ${await edited(page)}`);
  equal((await edited(page)).split('_')[8], '0.0.0~0.0.2~0.0.4', 'the leprechauns on the start tile');
  await mouseDrag(page, await centre(page, piece('lb')), await spot(page, '+1+0/3'));
  equal((await edited(page)).split('_')[8], '0.0.0~0.0.2~1.0.3', 'the blue leprechaun on A');
  // Dragged across the board it moves; off the board it stays (refused).
  await mouseDrag(page, await spot(page, '+0+0/2'), await spot(page, '+1-1/4'));
  equal((await edited(page)).split('_')[8], '0.0.0~1.-1.4~1.0.3', 'the yellow leprechaun moved onto C');
  await mouseDrag(page, await spot(page, '+0+0/0'), { x: 5, y: 5 });
  assert((await message(page)).includes('leprechaun on the board'), `a leprechaun stays: ${await message(page)}`);
  await page.selectOption('.editor-turn-select', '2');
  assert((await edited(page)).startsWith('3x_b0.0_'), `Blue to move: ${await edited(page)}`);
  await shot(page, 'study-editor-shamrock-expert');
  // C carries the yellow leprechaun: it cannot go. In the basic game it can, back to the pile.
  await mouseDrag(page, await spot(page, '+1-1'), { x: 5, y: 5 });
  assert((await message(page)).startsWith('Leprechauns:'), `refused: ${await message(page)}`);
  equal((await tiles(page)).C, '1.-1.1', 'C is still there');
  await page.uncheck('.editor-expert-check');
  await mouseDrag(page, await spot(page, '+1-1'), { x: 5, y: 5 });
  equal(await tiles(page), { A: '1.0.1y', G: '0.0.0' }, 'C dragged off the board');
  await page.selectOption('.editor-players-select', '2');
  // The display: K dragged from the palette into slot 2, then from there onto the board.
  await mouseDrag(page, await centre(page, piece('K')), await spot(page, 'Display 2'));
  equal((await edited(page)).split('_')[4][1], 'K', 'K offered in display slot 2');
  await mouseDrag(page, await spot(page, 'Display 2'), await spot(page, '+0+1'));
  equal((await tiles(page)).K, '0.1.0', 'K laid from the display');
  assert(!(await edited(page)).split('_')[4].includes('K'), 'and its slot refilled');
  const text = await edited(page);
  assert(text.startsWith('2b_r0_0_A1.0.1y~G0.0.0~K0.1.0_'), `two players, basic, Red to move: ${text}`);
  await fits(page, 1280);
  // Play from here: the position opens as a game; a move is played in it.
  await playFromHere(page);
  equal(await position(page), text, 'the game starts from the edited position');
  await click(page, 'End turn');
  equal((await history(page)).length, 1, 'a move was played from the edited position');
  assert((await position(page)).startsWith('2b_y0_'), `Yellow to move: ${await position(page)}`);
}, { viewport: { width: 1280, height: 900 } });

test('study editor: Shamrock by touch on a phone', async ({ page, url, context }) => {
  await openEditor(page, url, 'shamrock', 'Pile');
  await fits(page, 390);
  await page.tap('.editor-start');
  equal(await edited(page), START, 'the start of the usual game');
  const B = await centre(page, piece('B'));
  await touchDrag(page, context, B, await spot(page, '+0+1'));
  await touchDrag(page, context, await centre(page, piece('D')), await spot(page, '-1+1'));
  equal(await tiles(page), { B: '0.1.0', D: '-1.1.0', G: '0.0.0' }, 'two tiles dragged by touch');
  // D is chosen: a tap on it turns it; a tap on the Turn tool, then on B, turns B.
  const d = await spot(page, '-1+1');
  await page.touchscreen.tap(d.x, d.y);
  await page.touchscreen.tap(d.x, d.y);
  await page.tap('.editor-rotate');
  await page.touchscreen.tap((await spot(page, '+0+1')).x, (await spot(page, '+0+1')).y);
  equal(await tiles(page), { B: '0.1.1', D: '-1.1.2', G: '0.0.0' }, 'turned by taps');
  // B again, elsewhere: refused in words.
  const before = await edited(page);
  await touchDrag(page, context, await centre(page, piece('B')), await spot(page, '+1+0'));
  assert((await message(page)).includes('is on the board already'), `a tile twice refused: ${await message(page)}`);
  equal(await edited(page), before, 'nothing changed');
  await fits(page, 390);
  await shot(page, 'study-editor-shamrock-phone');
  // Dragged off the board by touch, D goes back to the pile.
  await touchDrag(page, context, await spot(page, '-1+1'), { x: 380, y: 20 });
  equal(await tiles(page), { B: '0.1.1', G: '0.0.0' }, 'D dragged off the board');
  // The pictures in the dark and the high-contrast themes.
  for (const theme of ['dark', 'contrast']) {
    await page.click('#editor-close');
    await page.click('#settings');
    await page.selectOption('#set-theme', theme);
    await page.click('#settings-close');
    await page.click('#edit-position');
    await page.waitForSelector('.editor-picture');
    await fits(page, 390);
    await shot(page, `study-editor-shamrock-${theme}`);
  }
}, PHONE);
