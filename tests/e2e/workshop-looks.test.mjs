// The Drake's workshop in every theme and by hand: every word of it legible in the light, dark
// and high-contrast themes (WCAG contrast of the computed colours, at a phone's and a desktop's
// size, screenshots of each), and its stacks put in order by real drags — a finger that holds a
// tile and drags it, a swipe that scrolls instead, a tile taken from the palette, a mouse.
import { test, assert, equal, shot, open, SPOT } from './harness.mjs';

const PHONE = { hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 }, deviceScaleFactor: 3 };
const DESKTOP = { viewport: { width: 1280, height: 900 } };

/// A variant with a troop of its own that has every kind of action and token on its face.
const EVERY = 'v1-5-sDCCMSWAB-tB.Every.Sc4Ld4Xb3Jc5Va3Ce5Pb2De1.Sc2';

async function openWorkshop(page, url, tail = '') {
  await page.goto(`${url}#/drake/workshop${tail}`);
  await page.waitForSelector('#ws-name', { timeout: 30000 });
}

/// Every text of the workshop that is too faint on what is under it: its computed colour (with
/// the opacity of it and its ancestors) over the backgrounds composited from the page's root
/// down, measured by WCAG's contrast ratio — 4.5:1, or 3:1 for large text. Disabled controls
/// are left out (WCAG does not ask it of them); what was measured is counted.
const faintTexts = page => page.evaluate(() => {
  const parse = s => {
    let m = /^rgba?\(([^)]*)\)/.exec(s);
    if (m) {
      const p = m[1].split(/[\s,/]+/).filter(Boolean).map(Number);
      return [p[0], p[1], p[2], p.length > 3 ? p[3] : 1];
    }
    m = /^color\(srgb ([^)]*)\)/.exec(s);
    if (m) {
      const p = m[1].split(/[\s/]+/).filter(Boolean).map(Number);
      return [p[0] * 255, p[1] * 255, p[2] * 255, p.length > 3 ? p[3] : 1];
    }
    throw new Error(`a colour not read: ${s}`);
  };
  const over = (top, under) => [0, 1, 2].map(i => top[i] * top[3] + under[i] * (1 - top[3])).concat(1);
  const lum = c => {
    const ch = v => { v /= 255; return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; };
    return 0.2126 * ch(c[0]) + 0.7152 * ch(c[1]) + 0.0722 * ch(c[2]);
  };
  const ratio = (a, b) => { const [x, y] = [lum(a), lum(b)]; return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05); };
  const chain = el => { const out = []; for (let e = el; e; e = e.parentElement) out.unshift(e); return out; };
  const under = el => {
    let c = [255, 255, 255, 1];
    for (const e of chain(el)) {
      const b = parse(getComputedStyle(e).backgroundColor);
      if (b[3] > 0) c = over(b, c);
    }
    return c;
  };
  const opacity = el => chain(el).reduce((o, e) => o * Number(getComputedStyle(e).opacity), 1);
  const faint = [];
  let measured = 0;
  const all = [...document.querySelectorAll('.workshop *')];
  for (const el of all) {
    const own = [...el.childNodes].some(n => n.nodeType === 3 && n.textContent.trim());
    const field = (el.tagName === 'INPUT' && el.type === 'text') || el.tagName === 'SELECT';
    if (!own && !field) continue;
    if (el.tagName === 'OPTION' || el.tagName === 'OPTGROUP') continue;
    if (el.closest(':disabled, [disabled]')) continue;
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) continue;
    const style = getComputedStyle(el);
    const bg = under(el);
    const ink = parse(style.color);
    ink[3] *= opacity(el);
    const c = ratio(over(ink, bg), bg);
    const size = parseFloat(style.fontSize);
    const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
    measured++;
    if (c < (large ? 3 : 4.5)) {
      faint.push(`${el.tagName.toLowerCase()}${el.id ? '#' + el.id : ''}.${el.className} "${(el.textContent || el.value || '').trim().slice(0, 30)}" ${c.toFixed(2)}`);
    }
  }
  return { faint, measured };
});

/// Controls whose state is shown by a colour (a pressed chip, a picked stack item, the focus
/// ring) that does not stand out by 3:1 from what is round them.
const faintStates = page => page.evaluate(() => {
  const parse = s => {
    const m = /\(([^)]*)\)/.exec(s);
    const p = m[1].replace(/^srgb /, '').split(/[\s,/]+/).filter(Boolean).map(Number);
    const scale = s.startsWith('color(') ? 255 : 1;
    return [p[0] * scale, p[1] * scale, p[2] * scale, p.length > 3 ? p[3] : 1];
  };
  const over = (top, under) => [0, 1, 2].map(i => top[i] * top[3] + under[i] * (1 - top[3])).concat(1);
  const lum = c => {
    const ch = v => { v /= 255; return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; };
    return 0.2126 * ch(c[0]) + 0.7152 * ch(c[1]) + 0.0722 * ch(c[2]);
  };
  const ratio = (a, b) => { const [x, y] = [lum(a), lum(b)]; return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05); };
  const under = el => {
    const chain = []; for (let e = el; e; e = e.parentElement) chain.unshift(e);
    let c = [255, 255, 255, 1];
    for (const e of chain) { const b = parse(getComputedStyle(e).backgroundColor); if (b[3] > 0) c = over(b, c); }
    return c;
  };
  const out = [];
  for (const el of document.querySelectorAll('.workshop [aria-pressed="true"]')) {
    const c = ratio(over(parse(getComputedStyle(el).borderTopColor), under(el.parentElement)), under(el.parentElement));
    if (c < 3) out.push(`${el.id} border ${c.toFixed(2)}`);
  }
  return out;
});

const THEMES = ['light', 'dark', 'contrast'];

for (const [device, options] of [['phone', PHONE], ['desktop', DESKTOP]]) {
  test(`workshop looks: every word legible in every theme, ${device}`, async ({ page, url }) => {
    const counts = [];
    // The variant by its link (kept as the workshop's draft), then each theme as the settings
    // keep it, the page loaded anew.
    await openWorkshop(page, url, `?v=${EVERY}`);
    // Words of the check to measure: a new troop whose face has no move (a hint; its shift
    // cycled away), a bomb as the leader (an error; added from the palette, moved up by Up).
    await page.click('#ws-new-troop');
    for (let i = 0; i < 9 && !/: empty$/.test(await page.getAttribute('#ws-face-c4', 'aria-label')); i++) {
      await page.click('#ws-face-c4');
    }
    await page.click('#ws-troop-0');
    await page.click('#ws-pal-bomb');
    const items = await page.$$eval('.ws-stack[data-p="0"] .ws-item', l => l.length);
    await page.click(`#ws-item-0-${items - 1}`);
    for (let i = 1; i < items; i++) await page.click('#ws-earlier');
    for (const theme of THEMES) {
      await page.evaluate(t => localStorage.setItem('deskovna.prefs', `theme=${t}`), theme);
      await page.reload();
      await page.waitForSelector('#ws-name', { timeout: 30000 });
      equal(await page.getAttribute('html', 'data-theme'), theme, 'the theme is set');
      equal(await page.inputValue('#ws-troop-name'), 'Every', 'the troop with every action is shown');
      assert(await page.$$eval('#ws-problems li.error', l => l.length) === 1, 'an error is shown');
      assert(await page.$$eval('#ws-problems li.hint', l => l.length) >= 1, 'a hint is shown');
      const cells = await page.$$eval('.ws-cells .ws-cell', l => l.map(b => b.getAttribute('aria-label')).filter(t => !/: empty$|^c3/.test(t)));
      equal(cells.length, 9, `its actions on the face and back grids: ${cells}`);
      // A stack item picked, so its pressed look is measured too; flags on, so the board's
      // tools are all enabled.
      await page.locator('#ws-item-0-1').scrollIntoViewIfNeeded();
      await page.click('#ws-item-0-1');
      if (!(await page.isChecked('#ws-flags'))) await page.click('label[for="ws-flags"]');
      const { faint, measured } = await faintTexts(page);
      equal(faint, [], `${theme}: texts too faint`);
      assert(measured > 40, `${theme}: the workshop's texts were measured (${measured})`);
      equal(await faintStates(page), [], `${theme}: states too faint`);
      counts.push(measured);
      for (const section of ['ws-variant-title', 'ws-troops-title', 'ws-stacks-title', 'ws-board-title', 'ws-check-title']) {
        await page.evaluate(id => document.getElementById(id).scrollIntoView({ block: 'start' }), section);
        await shot(page, `workshop-${theme}-${device}-${section.replace(/^ws-|-title$/g, '')}`);
      }
    }
    equal(new Set(counts).size, 1, `the same texts in each theme: ${counts}`);
  }, options);
}

/// The names in a stack, top first.
const order = (page, p) => page.$$eval(`.ws-stack[data-p="${p}"] .ws-item`, l => l.map(b => b.getAttribute('aria-label').replace(/^\d+\. /, '').replace(/ \(.*\)$/, '')));

const centre = b => ({ x: b.x + b.width / 2, y: b.y + b.height / 2 });

/// A real touch (through the browser's input pipeline) from `a` to `b`: held still for `hold`
/// ms first (0: a swipe), moved at a finger's pace, resting before it lifts; `name`: a
/// screenshot just before it lifts.
async function touchDrag(page, context, a, b, hold, name) {
  const cdp = await context.newCDPSession(page);
  const point = p => [{ x: Math.round(p.x), y: Math.round(p.y), id: 1 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(a) });
  if (hold) await page.waitForTimeout(hold);
  for (let i = 1; i <= 12; i++) {
    const p = { x: a.x + (b.x - a.x) * i / 12, y: a.y + (b.y - a.y) * i / 12 };
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(p) });
    await page.waitForTimeout(16);
  }
  for (let i = 0; i < 3; i++) {
    await page.waitForTimeout(40);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(b) });
  }
  if (name) await shot(page, name);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
  await page.waitForTimeout(100);
}

const box = (page, sel) => page.locator(sel).boundingBox();

test('workshop drags: a finger holds a tile and drags it into place; a swipe scrolls', async ({ page, url, context }) => {
  await openWorkshop(page, url);
  await page.locator('.ws-stack[data-p="0"]').scrollIntoViewIfNeeded();
  // The stacks in the middle of the screen, room to scroll both ways.
  await page.evaluate(() => document.querySelector('.ws-stack[data-p="0"]').scrollIntoView({ block: 'center' }));
  const before = await order(page, 0);
  assert(before.length >= 5, `a stack to order: ${before}`);
  const n = before.length;
  // A swipe that starts on a tile scrolls the workshop and moves nothing.
  const scroll = () => page.$eval('#tool', t => t.scrollTop);
  const top = await scroll();
  const from = centre(await box(page, `#ws-item-0-${n - 1}`));
  await touchDrag(page, context, from, { x: from.x, y: from.y - 250 }, 0);
  const swiped = await scroll();
  assert(swiped - top > 100, `the swipe scrolled the workshop: ${top} → ${swiped}`);
  equal(await order(page, 0), before, 'a swipe moves no tile');
  await page.evaluate(() => document.querySelector('.ws-stack[data-p="0"]').scrollIntoView({ block: 'center' }));
  // Held, the last tile lifts and goes before the first guard; the page does not scroll.
  const held = await scroll();
  const last = centre(await box(page, `#ws-item-0-${n - 1}`));
  const guard = await box(page, '#ws-item-0-1');
  await touchDrag(page, context, last, { x: guard.x + 6, y: guard.y + guard.height / 2 }, 400, 'workshop-touch-dragging');
  const expected = [before[0], before[n - 1], ...before.slice(1, n - 1)];
  equal(await order(page, 0), expected, 'the last tile is the first guard');
  equal(await scroll(), held, 'the page did not scroll under the drag');
  await shot(page, 'workshop-touch-dragged');
  // A bomb from the palette, held and dragged after the second guard.
  await page.evaluate(() => document.getElementById('ws-pal-bomb').scrollIntoView({ block: 'nearest' }));
  const bombAt = centre(await box(page, '#ws-pal-bomb'));
  const secondNow = await box(page, '#ws-item-0-2');
  assert(secondNow.y > 0 && bombAt.y < 844, 'the palette and the stack are both on the screen');
  await touchDrag(page, context, bombAt, { x: secondNow.x + secondNow.width - 6, y: secondNow.y + secondNow.height / 2 }, 400);
  const withBomb = await order(page, 0);
  equal(withBomb.length, n + 1, `one more item: ${withBomb}`);
  assert(/bomb/i.test(withBomb[3]), `the bomb after the second guard: ${withBomb}`);
  equal([...withBomb.slice(0, 3), ...withBomb.slice(4)], expected, 'the rest in its order');
  // Tap and Down still work: the bomb one place down.
  const tap = async sel => { const b = centre(await box(page, sel)); await page.touchscreen.tap(b.x, b.y); await page.waitForTimeout(60); };
  await tap('#ws-item-0-3');
  await tap('#ws-later');
  assert(/bomb/i.test((await order(page, 0))[4]), 'moved down by a tap on Down');
}, PHONE);

test('workshop drags: a mouse drags a tile down, to the end, and back; the keyboard moves one', async ({ page, url }) => {
  await openWorkshop(page, url);
  // Each player a stack of their own.
  if (await page.isChecked('#ws-mirror')) await page.click('label[for="ws-mirror"]');
  await page.locator('.ws-stack[data-p="0"]').scrollIntoViewIfNeeded();
  const before = await order(page, 0);
  const n = before.length;
  const mouseDrag = async (a, b) => {
    await page.mouse.move(a.x, a.y);
    await page.mouse.down();
    await page.mouse.move(b.x, b.y, { steps: 10 });
    await page.mouse.up();
    await page.waitForTimeout(100);
  };
  // The first guard after the fourth item (dropped on that item's right half).
  const fourth = await box(page, '#ws-item-0-3');
  await mouseDrag(centre(await box(page, '#ws-item-0-1')), { x: fourth.x + fourth.width - 6, y: fourth.y + fourth.height / 2 });
  const down = [before[0], before[2], before[3], before[1], ...before.slice(4)];
  equal(await order(page, 0), down, 'the guard went down after the fourth item');
  // The leader to the end of the stack (past the last tile, on the list).
  const list = await box(page, '.ws-stack[data-p="0"]');
  const lastTile = await box(page, `#ws-item-0-${n - 1}`);
  const end = { x: Math.min(lastTile.x + lastTile.width + 30, list.x + list.width - 4), y: lastTile.y + lastTile.height / 2 };
  await mouseDrag(centre(await box(page, '#ws-item-0-0')), end);
  equal(await order(page, 0), [...down.slice(1), down[0]], 'the leader went to the bottom');
  // Into Orange's stack at its top.
  const orange = await order(page, 1);
  await page.locator('#ws-item-1-0').scrollIntoViewIfNeeded();
  const target = await box(page, '#ws-item-1-0');
  await mouseDrag(centre(await box(page, `#ws-item-0-${n - 1}`)), { x: target.x + 6, y: target.y + target.height / 2 });
  equal(await order(page, 1), [down[0], ...orange], 'the leader went to the top of Orange\'s stack');
  equal(await order(page, 0), down.slice(1), 'and left Blue\'s');
  // The keyboard: the picked item goes up by Enter on Up.
  await page.focus('#ws-item-0-2');
  await page.keyboard.press('Enter');
  await page.focus('#ws-earlier');
  await page.keyboard.press('Enter');
  const now = await order(page, 0);
  equal(now[1], down[3], `moved up by the keyboard: ${now}`);
  await shot(page, 'workshop-mouse-dragged');
}, DESKTOP);

test('workshop: the Drake\'s rules lead to it, the help closing behind', async ({ page, url }) => {
  await open(page, `${url}#/drake`, SPOT.drake);
  await page.click('#help');
  await page.waitForSelector('#help-workshop', { timeout: 30000 });
  await page.click('#help-workshop');
  await page.waitForSelector('#ws-name', { timeout: 30000 });
  equal(await page.evaluate(() => location.hash), '#/drake/workshop', 'the workshop\'s address');
  equal(await page.$eval('#help-dialog', d => d.open), false, 'the help closed');
  // Camelot's rules have no such link.
  await open(page, `${url}#/camelot`, SPOT.camelot);
  await page.click('#help');
  await page.waitForSelector('#help-dialog h3', { timeout: 30000 });
  equal(await page.$$eval('#help-workshop', l => l.length), 0, 'no workshop link for Camelot');
});
