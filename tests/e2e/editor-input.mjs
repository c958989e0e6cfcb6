// The position editor's input in a real browser, shared by its tests: where a square of the
// editor's board is, real mouse and touch drags, opening the editor, and the viewport check.
import { assert, callTools, equal, open } from './harness.mjs';

export const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

/// Where a square of the editor's board is, in page coordinates.
export async function spot(page, name) {
  const box = await page.locator('.editor-board').boundingBox();
  const p = await callTools(page, 'editorLocate', name);
  if (p.length !== 2) throw new Error(`no editor square ${name}`);
  return { x: box.x + p[0], y: box.y + p[1] };
}

export async function centre(page, selector) {
  const b = await page.locator(selector).boundingBox();
  return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
}

export const piece = token => `.editor-piece[data-token="${token}"]`;
export const edited = page => page.getAttribute('.editor-board', 'data-position');
export const message = page => page.textContent('.editor-message');

/// A real mouse drag between two page points, in small steps.
export async function mouseDrag(page, a, b) {
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(b.x, b.y, { steps: 10 });
  await page.mouse.up();
  await page.waitForTimeout(50);
}

/// A real touch drag (touchStart, touchMoves, touchEnd through the browser's input pipeline),
/// at a finger's pace and resting on the target before lifting (a lift at full speed is a
/// fling, and Chromium then gives the next tap no click: seen with the lift at full speed).
export async function touchDrag(page, context, a, b) {
  const cdp = await context.newCDPSession(page);
  const point = p => [{ x: Math.round(p.x), y: Math.round(p.y), id: 1 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(a) });
  for (let i = 1; i <= 10; i++) {
    const p = { x: a.x + (b.x - a.x) * i / 10, y: a.y + (b.y - a.y) * i / 10 };
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(p) });
    await page.waitForTimeout(16);
  }
  for (let i = 0; i < 3; i++) {
    await page.waitForTimeout(40);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(b) });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
  await page.waitForTimeout(60);
}

export async function openEditor(page, url, game, spotName) {
  await open(page, `${url}#/${game}`, spotName);
  await page.click('#edit-position');
  await page.waitForSelector('.editor-board');
  await page.waitForFunction(() => document.querySelector('.editor-board').getAttribute('data-position'));
}

/// The editor fits the viewport: no sideways scrolling, the board and palette inside.
export async function fits(page, width) {
  const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
  assert(scroll <= width, `no sideways scroll (${scroll} > ${width})`);
  for (const sel of ['.editor-board', '.editor-palette', '.editor-play']) {
    const b = await page.locator(sel).boundingBox();
    assert(b.x >= 0 && b.x + b.width <= width + 0.5, `${sel} inside the width: ${JSON.stringify(b)}`);
  }
}

/// Play from here: the New game dialog opens going on from the set-up position; started with
/// people in both seats.
export async function playFromHere(page) {
  await page.click('.editor-play');
  await page.waitForSelector('#new-dialog[open]');
  equal(await page.inputValue('#opt-from'), 'here', 'the New game dialog goes on from the set-up position');
  await page.selectOption('#opt-seat1', 'human');
  await page.click('#new-start');
  await page.waitForTimeout(150);
}
