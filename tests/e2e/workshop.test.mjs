// The Drake's workshop in a real browser: a troop designed by clicking its grid, named, put among
// the guards by a mouse drag, saved, played with real drags, shared by a link that opens in a
// fresh browser context; the same on a phone by taps, its sizes measured; a bomb's capture and
// a flag carried home dragged on the board; the embed's variant for The Drake and Camelot.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test, assert, equal, at, drag, position, history, shot, open } from './harness.mjs';
import { serve } from './server.mjs';

// Play goes from the workshop to the game of its variant; the board of the game shown before
// answers `locate` too, so wait for the variant's own position (its text starts with `v`).
const variantOnBoard = page =>
  page.waitForFunction(() => window.wasmBindings && /^v\d/.test(window.wasmBindings.positionText()));

const PHONE = { hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 }, deviceScaleFactor: 3 };

/// Opens the workshop and waits until the tools wasm has drawn it.
async function openWorkshop(page, url, tail = '') {
  await page.goto(`${url}#/drake/workshop${tail}`);
  await page.waitForSelector('#ws-name', { timeout: 30000 });
}

const label = (page, id) => page.getAttribute(`#${id}`, 'aria-label');

/// Presses a cell of a troop's grid (`press`: a click or a tap) until it holds `kind`; how many
/// presses that took.
async function cycleTo(page, id, kind, press) {
  for (let n = 1; n <= 9; n++) {
    await press(`#${id}`);
    if (new RegExp(`: ${kind}$`, 'i').test(await label(page, id))) return n;
  }
  throw new Error(`${id} never became ${kind}: ${await label(page, id)}`);
}

/// Nothing wider than the viewport, on the page or in the workshop.
async function noOverflow(page, what) {
  const m = await page.evaluate(() => {
    const tool = document.getElementById('tool');
    return { page: document.documentElement.scrollWidth, view: window.innerWidth, tool: tool.scrollWidth, box: tool.clientWidth };
  });
  assert(m.page <= m.view && m.tool <= m.box, `${what}: no horizontal overflow ${JSON.stringify(m)}`);
}

/// Nothing wider than the viewport on the game page.
async function noOverflowPage(page) {
  const m = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  assert(m[0] <= m[1], `no horizontal overflow: ${m}`);
}

/// Every control of the workshop is at least 40 px each way (a checkbox or radio: its row, which
/// its label makes tappable).
async function tapTargets(page) {
  const small = await page.$$eval('.workshop button, .workshop select, .workshop input, .workshop a', els => els
    .map(e => {
      const target = e.type === 'checkbox' || e.type === 'radio' ? e.closest('.field') : e;
      const r = target.getBoundingClientRect();
      return { id: e.id || e.textContent.trim().slice(0, 20), w: Math.round(r.width), h: Math.round(r.height) };
    })
    .filter(r => r.w > 0 && (r.w < 40 || r.h < 40)));
  equal(small, [], 'controls smaller than 40 px');
}

/// The variant text of the draft the workshop keeps in localStorage.
const draftText = page => page.evaluate(() => {
  for (let i = 0; i < localStorage.length; i++) {
    const k = localStorage.key(i);
    if (/draft/.test(k)) return localStorage.getItem(k);
  }
  return '';
});

test('workshop: a troop designed by clicking, saved, played with drags and shared to a fresh browser', async ({ page, url, browser }) => {
  await openWorkshop(page, url);
  const click = sel => page.click(sel);
  // The new troop: a jump two squares ahead on its face, beside the shift it starts with.
  const presses = await cycleTo(page, 'ws-face-c5', 'jump', click);
  assert(presses >= 1, 'the cell cycled');
  equal(await label(page, 'ws-face-c4'), 'c4: shift', 'the starting shift is still there');
  await page.fill('#ws-troop-name', 'Hopper');
  // Leaving the field draws the workshop anew (the troop's chip takes the name).
  await page.press('#ws-troop-name', 'Tab');
  equal(await page.textContent('#ws-troop-0'), `${await page.$eval('#ws-letter', s => s.value)} · Hopper`, 'the chip has the name');
  await page.fill('#ws-name', 'Hoppers');
  await page.press('#ws-name', 'Tab');
  const letter = await page.$eval('#ws-letter', s => s.value);
  assert(/^[A-Z]$/.test(letter), `a letter: ${letter}`);
  // The troop goes from the end of the stack to the first guard's place, by a real drag.
  await page.locator('.ws-stack[data-p="0"]').scrollIntoViewIfNeeded();
  const items = await page.$$('.ws-stack[data-p="0"] .ws-item');
  const last = await items[items.length - 1].boundingBox();
  const second = await page.locator('#ws-item-0-1').boundingBox();
  await page.mouse.move(last.x + last.width / 2, last.y + last.height / 2);
  await page.mouse.down();
  await page.mouse.move(second.x + 8, second.y + second.height / 2, { steps: 10 });
  await page.mouse.up();
  await page.waitForTimeout(100);
  assert(/Hopper/.test(await label(page, 'ws-item-0-1')), `the Hopper is the first guard: ${await label(page, 'ws-item-0-1')}`);
  equal(await page.$$eval('#ws-problems li.error', l => l.length), 0, 'nothing refused');
  await shot(page, 'workshop-desktop');
  await noOverflow(page, 'desktop');
  // Saved: the status says so, and the variant is in the Open list.
  await page.click('#ws-save');
  await page.waitForTimeout(100);
  assert(/Hoppers/.test(await page.textContent('#ws-status')), `saved: ${await page.textContent('#ws-status')}`);
  const listed = await page.$$eval('#ws-open option', o => o.map(x => x.textContent));
  assert(listed.some(t => /Hoppers/.test(t)), `in the Open list: ${listed}`);
  // Shared: the link opens the same variant in a fresh browser context, unsaved there.
  await page.click('#ws-share');
  const link = await page.inputValue('#ws-share-link');
  assert(link.includes('#/drake/workshop?v='), `a workshop link: ${link}`);
  const fresh = await browser.newContext({ viewport: { width: 1000, height: 800 } });
  const other = await fresh.newPage();
  const otherErrors = [];
  other.on('pageerror', e => otherErrors.push(String(e)));
  await other.goto(link);
  await other.waitForSelector('#ws-name', { timeout: 30000 });
  equal(await other.inputValue('#ws-name'), 'Hoppers', 'the variant\'s name came with the link');
  equal(await other.inputValue('#ws-troop-name'), 'Hopper', 'the troop\'s name came with it');
  equal(await label(other, 'ws-face-c5'), 'c5: jump', 'and its jump');
  assert(/not saved/i.test(await other.textContent('.workshop')), 'a shared copy says it is not saved');
  equal(otherErrors, [], 'no errors in the fresh context');
  await fresh.close();
  // Played by two people at this device: the setup, then the Hopper jumps by a drag.
  await page.selectOption('#ws-opponent', '0');
  await page.click('#ws-play');
  await variantOnBoard(page);
  assert((await position(page)).startsWith('v1-'), `a game of the variant: ${await position(page)}`);
  for (const [from, to] of [['Blue stack', 'c1'], ['Orange stack', 'c5'], ['Blue stack', 'b1'], ['Orange stack', 'b5'], ['Blue stack', 'd1'], ['Orange stack', 'd5']]) {
    await drag(page, from, to);
  }
  equal((await history(page)).length, 6, `leaders and guards placed: ${await history(page)}`);
  await drag(page, 'b1', 'b3');
  equal((await history(page)).at(-1), 'b1-b3', 'the Hopper jumped two squares');
  await page.waitForTimeout(300);
  await shot(page, 'workshop-played');
});

test('workshop: a troop by taps on a phone, its stack ordered by taps, sizes measured', async ({ page, url }) => {
  await openWorkshop(page, url);
  const tap = async sel => {
    await page.locator(sel).scrollIntoViewIfNeeded();
    const b = await page.locator(sel).boundingBox();
    await page.touchscreen.tap(b.x + b.width / 2, b.y + b.height / 2);
    await page.waitForTimeout(30);
  };
  await noOverflow(page, 'phone');
  await tapTargets(page);
  const cell = await page.locator('#ws-face-b4').boundingBox();
  assert(cell.width >= 40 && cell.height >= 40, `a grid cell is a tap target: ${JSON.stringify(cell)}`);
  await page.locator('#ws-face-b4').scrollIntoViewIfNeeded();
  await cycleTo(page, 'ws-face-b4', 'slide', tap);
  await cycleTo(page, 'ws-back-d2', 'strike', tap);
  const text = await draftText(page);
  assert(text.length > 0, 'the draft is kept as it is edited');
  // The last item moves up by a tap and Earlier.
  const count = await page.$$eval('.ws-stack[data-p="0"] .ws-item', l => l.length);
  const lastId = `#ws-item-0-${count - 1}`;
  const name = (await label(page, lastId.slice(1))).replace(/^\d+\. /, '');
  await page.locator(lastId).scrollIntoViewIfNeeded();
  await tap(lastId);
  await tap('#ws-earlier');
  assert((await label(page, `ws-item-0-${count - 2}`)).includes(name), 'moved one place up');
  // Flags: switched on, the board's squares say where they are.
  await page.locator('#ws-flags').scrollIntoViewIfNeeded();
  await tap('label[for="ws-flags"]');
  assert(await page.isChecked('#ws-flags'), 'flags on');
  const flagged = await page.$$eval('.ws-square', l => l.filter(b => /flag/i.test(b.getAttribute('aria-label'))).length);
  equal(flagged, 2, 'two flags on the board');
  await noOverflow(page, 'phone after edits');
  await tapTargets(page);
  await page.locator('#ws-troops-title').scrollIntoViewIfNeeded();
  await shot(page, 'workshop-phone');
  await page.locator('#ws-stacks-title').scrollIntoViewIfNeeded();
  await shot(page, 'workshop-phone-stacks');
  // Played against the computer: Blue's leader placed by two taps, and the computer answers.
  await page.selectOption('#ws-opponent', '1');
  await tap('#ws-play');
  await variantOnBoard(page);
  const place = (await page.evaluate(() => window.wasmBindings.legalMoves()))[0];
  assert(/^@[a-e]1$/.test(place), `Blue places its leader first: ${place}`);
  for (const name of ['Blue stack', place.slice(1)]) {
    const p = await at(page, name);
    await page.touchscreen.tap(p.x, p.y);
    await page.waitForTimeout(60);
  }
  await page.waitForFunction(() => document.querySelectorAll('#moves .move').length >= 2, null, { timeout: 30000 });
  equal((await history(page))[0], place, 'placed by taps, and the computer answered');
  await noOverflowPage(page);
  await shot(page, 'workshop-phone-vs-computer');
}, PHONE);

test('workshop: a bad variant link says why and opens a new variant', async ({ page, url }) => {
  await openWorkshop(page, url, '?v=v1-9-zz');
  assert(/link/i.test(await page.textContent('.workshop .notice')), 'the link is said to be broken');
  equal(await page.$$eval('#ws-problems li.error', l => l.length), 0, 'a sound new variant instead');
});

test('workshop: a name typed and Save clicked at once saves it, without a Tab first', async ({ page, url }) => {
  await openWorkshop(page, url);
  await page.click('#ws-name', { clickCount: 3 });
  await page.keyboard.type('Towers');
  await page.click('#ws-save');
  await page.waitForTimeout(100);
  assert(/Towers/.test(await page.textContent('#ws-status')), `saved: ${await page.textContent('#ws-status')}`);
  const saved = await page.evaluate(() => Object.keys(localStorage).filter(k => /^deskovna\.variant\.\d+$/.test(k)).length);
  equal(saved, 1, 'in storage');
  // Renamed again, the status and Save follow the typing, and Save asks before it writes over.
  await page.click('#ws-name', { clickCount: 3 });
  await page.keyboard.type('Towers two');
  assert(/changed/i.test(await page.textContent('#ws-status')), `changed since saved: ${await page.textContent('#ws-status')}`);
  await page.click('#ws-save');
  await page.waitForSelector('#ws-ask-yes');
  await page.click('#ws-ask-yes');
  await page.waitForTimeout(100);
  assert(/Towers two/.test(await page.textContent('#ws-status')), `saved over: ${await page.textContent('#ws-status')}`);
});

test('workshop: a workshop link opened while a name field has the focus asks, and nothing breaks', async ({ page, url, errors }) => {
  await openWorkshop(page, url);
  await page.click('#ws-troop-name', { clickCount: 3 });
  await page.keyboard.type('Runner');
  const link = await page.evaluate(() => location.href.replace(/#.*/, '#/drake/workshop?v=v1-5-g'));
  // The field still has the focus when the link's question opens (and replaces the field).
  equal(await page.evaluate(() => document.activeElement.id), 'ws-troop-name', 'the field is focused');
  await page.goto(link);
  await page.waitForSelector('#ws-ask-yes');
  equal(errors, [], 'no error, no panic');
  await page.click('#ws-ask-yes');
  await page.waitForTimeout(100);
  assert(/not saved/i.test(await page.textContent('.workshop')), 'the link\'s variant opened, unsaved');
  await page.click('#ws-name', { clickCount: 3 });
  await page.keyboard.type('After');
  await page.click('#ws-save');
  await page.waitForTimeout(100);
  assert(/After/.test(await page.textContent('#ws-status')), `the workshop still works: ${await page.textContent('#ws-status')}`);
  equal(errors, [], 'still no error');
});

test('workshop: another variant chosen while a name field has the focus asks, and nothing breaks', async ({ page, url, errors }) => {
  await openWorkshop(page, url);
  await page.click('#ws-troop-name', { clickCount: 3 });
  await page.keyboard.type('Runner');
  equal(await page.evaluate(() => document.activeElement.id), 'ws-troop-name', 'the field is focused');
  // The list's change draws the question, which replaces the field: its own change event fires
  // from inside that redraw, inside the change handler.
  await page.selectOption('#ws-open', 'new');
  await page.waitForSelector('#ws-ask-yes');
  equal(errors, [], 'no error, no panic');
  await page.click('#ws-ask-yes');
  await page.waitForTimeout(100);
  equal(await page.inputValue('#ws-troop-name'), 'Troop B', 'a new variant opened');
  await page.click('#ws-name', { clickCount: 3 });
  await page.keyboard.type('Later');
  await page.click('#ws-save');
  await page.waitForTimeout(100);
  assert(/Later/.test(await page.textContent('#ws-status')), `the workshop still works: ${await page.textContent('#ws-status')}`);
  equal(errors, [], 'still no error');
});

/// Imports a Drake game of `start` with `moves`, as a player pastes one.
async function load(page, start, moves = []) {
  await page.click('#export');
  await page.fill('#io-text', `deskovna drake\nstart ${start}\nmoves ${moves.join(' ')}\n`);
  await page.click('#io-import');
  await page.waitForTimeout(100);
  equal(await history(page), moves, 'imported');
}

test('workshop: a bomb captures from the stack by a drag', async ({ page, url }) => {
  await open(page, `${url}#/drake`);
  await load(page, 'v1-bDCC*M-oDMA_3OD.1oMoA1.1bC2.BD3_b_M_*M_-_0_-');
  await drag(page, 'Blue stack', 'b3');
  equal(await history(page), ['!b3'], 'the bomb went off on b3');
  assert(!/\.1oM/.test(await position(page)), `the Monk is gone: ${await position(page)}`);
  await shot(page, 'workshop-bomb');
});

test('workshop: a flag carried home by a drag wins', async ({ page, url }) => {
  await open(page, `${url}#/drake`);
  await load(page, 'v1-gb1b4-bDCM-oDCM_3OD.1bC2.4.BD3_b_M_-_-_0_fb1b4', ['b3-b4', 'd4-c4', 'b4-a3', 'c4-c3', 'a3-a2', 'c3-d3']);
  await shot(page, 'workshop-flag-carried');
  await drag(page, 'a2', 'b1');
  equal((await history(page)).at(-1), 'a2-b1', 'carried home');
  const status = await page.textContent('#status');
  assert(/Blue won/.test(status) && /flag/i.test(status), `Blue won by the flag: ${status}`);
}, PHONE);

test('workshop: the embed takes a variant for The Drake and Camelot, and refuses a bad one', async ({ page }) => {
  const site = await serve({ root: process.env.DIST || 'dist', headers: { 'Access-Control-Allow-Origin': '*' } });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'deskovna-variant-host-'));
  fs.writeFileSync(path.join(dir, 'index.html'), `<!doctype html><html><head><meta charset="utf-8"><title>host</title>
<link rel="icon" href="data:,"></head><body><script src="${site.url}embed.js"></script>
<div style="width:400px;height:480px"><deskovna-board id="b" game="camelot" variant="anti-cam"></deskovna-board></div></body></html>`);
  const host = await serve({ root: dir });
  try {
    await page.goto(host.url);
    await page.waitForFunction(() => { const b = document.getElementById('b').board; return b && b.position().startsWith('anti-cam_'); }, null, { timeout: 30000 });
    const set = config => page.evaluate(c => document.getElementById('b').board.set(c), config);
    const now = () => page.evaluate(() => document.getElementById('b').board.position());
    equal((await set({ game: 'camelot', variant: 'river' })).ok, true, 'River Camelot');
    assert((await now()).startsWith('river_'), 'a river start');
    const bad = await set({ variant: 'anti-anti' });
    equal([bad.ok, bad.error && bad.error.code], [false, 'bad-variant'], 'a bad variant is refused');
    assert((await now()).startsWith('river_'), 'and changes nothing');
    equal((await set({ game: 'drake', variant: 'bombs' })).ok, true, 'The Drake\'s ready-made Bombs');
    assert((await now()).startsWith('v1-'), `a start of the variant: ${await now()}`);
    const none = await set({ game: 'shamrock', variant: 'cam' });
    equal(none.error && none.error.code, 'bad-variant', 'Shamrock has no variants');
    await page.evaluate(() => document.getElementById('b').setAttribute('variant', 'chivalry'));
    await page.evaluate(() => document.getElementById('b').setAttribute('game', 'camelot'));
    await page.waitForFunction(() => document.getElementById('b').board.position().startsWith('chivalry_'));
  } finally {
    await site.close();
    await host.close();
  }
});
