// What the live tests share: the live board's spots and drags (a mouse on the desktop, a finger
// on the phone), two boards kept in step, and the exchange of codes between two pages.
import { assert, callTools, equal, shot, open, SPOT } from './harness.mjs';

export const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

/// The tools' exports (the live screen's test hooks).
export const tools = callTools;

export const livePosition = page => tools(page, 'livePosition');

/// The centre of a spot of the live board, in page coordinates.
export async function spot(page, name) {
  const box = await page.locator('#lv-board').boundingBox();
  const p = Array.from(await tools(page, 'liveLocate', name));
  if (p.length !== 2) throw new Error(`no live spot ${name}`);
  return { x: box.x + p[0], y: box.y + p[1] };
}

/// A real mouse drag on the live board, along its landings.
export async function drag(page, from, ...to) {
  const a = await spot(page, from);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  for (const name of to) {
    const b = await spot(page, name);
    await page.mouse.move(b.x, b.y, { steps: 8 });
  }
  await page.mouse.up();
}

/// A real finger drag on the live board (touch events through the DevTools protocol), along
/// its landings at a finger's pace, resting on the last before it lifts (a lift at full speed
/// is a fling).
export async function touchDrag(page, from, ...to) {
  const cdp = await page.context().newCDPSession(page);
  const point = p => [{ x: Math.round(p.x), y: Math.round(p.y), id: 1 }];
  let a = await spot(page, from);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(a) });
  for (const name of to) {
    const b = await spot(page, name);
    for (let i = 1; i <= 10; i++) {
      const p = { x: a.x + (b.x - a.x) * i / 10, y: a.y + (b.y - a.y) * i / 10 };
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(p) });
      await page.waitForTimeout(16);
    }
    a = b;
  }
  for (let i = 0; i < 3; i++) {
    await page.waitForTimeout(40);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(a) });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

export const said = page => page.textContent('#lv-said');
export const seats = page => page.$$eval('#lv-seats .live-seat-name', els => els.map(e => e.textContent));
export const clocks = page => page.$$eval('#lv-seats .live-clock', els => els.map(e => e.textContent));
export const status = page => page.textContent('#lv-status');

/// Waits until both boards show the same position, and returns it.
export async function inStep(host, guest) {
  let a, b;
  for (let i = 0; i < 100; i++) {
    [a, b] = [await livePosition(host), await livePosition(guest)];
    if (a && a === b) return a;
    await host.waitForTimeout(100);
  }
  throw new Error(`the boards differ: ${a} / ${b}`);
}

/// Invites from `host` (on the page of `game`, with the clock `clock`: '' for none) and answers
/// from `guest`: returns the invitation link.
export async function connect(host, guest, url, game = 'camelot', clock = '') {
  await open(host, `${url}#/${game}`, SPOT[game]);
  await invite(host, '0', clock);
  const link = await invitation(host);
  await shot(host, `live-invitation-${game}-desktop`);
  await answer(host, guest, link);
  return link;
}

/// On a game's page: "Play live", the seat and the clock chosen, "Make the invitation".
export async function invite(host, seat = '0', clock = '') {
  await host.click('#live-link');
  await host.waitForSelector('#lv-make');
  await host.selectOption('#lv-seat', seat);
  await host.selectOption('#lv-clock', clock);
  await host.click('#lv-make');
}

/// The invitation link, once made, with its QR code.
export async function invitation(host) {
  await host.waitForFunction(() => document.querySelector('#lv-link')?.value.includes('#/live?o='), null, { timeout: 20000 });
  assert(await host.$('#lv-qr svg path'), 'the invitation has its QR code');
  return host.inputValue('#lv-link');
}

/// The friend opens `link` and makes its answer code: returns it.
export async function answerCode(guest, link) {
  await guest.goto(link);
  await guest.waitForFunction(() => document.querySelector('#lv-code')?.value.length > 20, null, { timeout: 20000 });
  const code = await guest.inputValue('#lv-code');
  assert(code.length < 400, `the answer code is short: ${code.length} characters`);
  assert(await guest.$('#lv-answer-qr svg path'), 'the answer has its QR code');
  equal(await guest.evaluate(() => location.hash), '#/live', 'the address no longer holds the offer');
  assert(/Send your answer code back/.test(await guest.textContent('#lv-state')), 'the friend is told what to do');
  return code;
}

/// Both pages say they are connected, the game shown.
export async function connected(...pages) {
  for (const page of pages) {
    await page.waitForFunction(() => document.querySelector('#lv-state')?.textContent === 'Connected.', null, { timeout: 30000 });
    await page.waitForFunction(() => !document.querySelector('#lv-game').hidden);
  }
}

/// The friend opens `link`; its answer code goes back to the host (pasted: this Chromium has no
/// `BarcodeDetector`, so no scan button is offered); both are connected.
export async function answer(host, guest, link) {
  equal(await host.evaluate(() => 'BarcodeDetector' in window), false, 'no BarcodeDetector here');
  assert(await host.isHidden('#lv-scan'), 'no camera scan without BarcodeDetector');
  const code = await answerCode(guest, link);
  await shot(guest, 'live-answer-phone');
  await host.fill('#lv-answer-in', code);
  await host.click('#lv-connect-btn');
  await connected(host, guest);
}

/// The page fits its width (no sideways scrolling, nothing wider than the screen) and shows
/// the board large with the game's buttons in view.
export async function fits(page) {
  const r = await page.evaluate(() => {
    const box = e => e.getBoundingClientRect();
    const board = box(document.getElementById('lv-board'));
    const buttons = box(document.getElementById('lv-buttons'));
    const wide = [...document.querySelectorAll('#play-live *')].filter(e => e.getClientRects().length)
      .map(e => ({ id: e.id || e.className || e.tagName, right: box(e).right })).filter(e => e.right > innerWidth + 0.5);
    return { board, buttons, height: innerHeight, width: innerWidth, scroll: document.documentElement.scrollWidth, wide };
  });
  assert(r.scroll <= r.width && r.wide.length === 0, `nothing wider than the screen: ${JSON.stringify(r)}`);
  assert(r.board.height >= 240 && r.board.width >= 240, `a large board: ${JSON.stringify(r.board)}`);
  assert(r.buttons.bottom <= r.height && r.board.top >= 0, `board and buttons in view: ${JSON.stringify(r)}`);
  return r;
}
