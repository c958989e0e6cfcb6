// A small end-to-end test harness over playwright-core and Debian's Chromium: each test gets a
// fresh browser context on the built site; failures and screenshots go to test-results/.
import { chromium } from 'playwright-core';
import fs from 'node:fs';
import path from 'node:path';
import { serve } from './server.mjs';

export const OUT = path.resolve('test-results/e2e');
export const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium';
export const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync'];

const tests = [];
export function test(name, fn, options = {}) { tests.push({ name, fn, options }); }

export function assert(cond, message) { if (!cond) throw new Error(`assertion failed: ${message}`); }
export function equal(a, b, message) {
  if (JSON.stringify(a) !== JSON.stringify(b)) throw new Error(`${message}: expected ${JSON.stringify(b)}, got ${JSON.stringify(a)}`);
}

/// The centre of a spot ("b2", "Blue stack") of the app's board, in page coordinates.
export async function at(page, name) {
  const box = await page.locator('#board').boundingBox();
  const p = await page.evaluate(n => window.wasmBindings.locate(n), name);
  if (!p || p.length !== 2) throw new Error(`no spot ${name}`);
  return { x: box.x + p[0], y: box.y + p[1] };
}

/// A real mouse drag from one spot over others to the last, in small steps.
export async function drag(page, from, ...to) {
  const a = await at(page, from);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  let prev = a;
  for (const name of to) {
    const b = await at(page, name);
    await page.mouse.move(b.x, b.y, { steps: 8 });
    prev = b;
  }
  await page.mouse.up();
  await page.waitForTimeout(50);
}

export async function click(page, name) {
  const a = await at(page, name);
  await page.mouse.click(a.x, a.y);
}

export const position = page => page.evaluate(() => window.wasmBindings.positionText());
export const history = page => page.$$eval('#moves .move', els => els.map(e => e.textContent));

export async function shot(page, name) {
  fs.mkdirSync(OUT, { recursive: true });
  await page.screenshot({ path: path.join(OUT, `${name}.png`) });
}

/// Starts recording the page's longest main-thread task (PerformanceObserver `longtask`);
/// `longestTask(page)` reads it (0: none of 50 ms or more).
export const watchLongTasks = page => page.evaluate(() => {
  window.__longest = 0;
  new PerformanceObserver(list => { for (const e of list.getEntries()) window.__longest = Math.max(window.__longest, e.duration); })
    .observe({ type: 'longtask' });
});
export const longestTask = page => page.evaluate(() => window.__longest);

/// A spot every board of each game has, to know that the board is drawn.
export const SPOT = { drake: 'a1', camelot: 'L13', drakoburg: 'a1', shamrock: 'Pile' };

/// Opens the app at `url` and waits until the wasm runs and the board has `spot`.
/// Opens the rules help and waits for its sections: they arrive with the tools wasm, loaded on
/// demand, after the dialog has opened saying "Loading".
/// Switches the page's language by its button (a tap with `tap`), and waits until the page is in
/// the other one: its words may come from a file first (src/game/words.rs).
export async function switchLanguage(page, { tap = false } = {}) {
  const before = await page.getAttribute('html', 'lang');
  await (tap ? page.tap('#lang') : page.click('#lang'));
  await page.waitForFunction(l => document.documentElement.lang !== l, before);
}

export async function openHelp(page) {
  await page.click('#help');
  await page.waitForSelector('#help-body h3');
}

/// The notice's text once it matches `pattern`: a save or link that does not read is said once
/// the page's rare words are here (src/game/words.rs), a moment after the board.
export async function noticeSaying(page, pattern) {
  await page.waitForFunction(p => new RegExp(p).test(document.querySelector('#notice').textContent), pattern.source);
  return page.textContent('#notice');
}

/// Loads the tools wasm's exports (`tools-loader.js`'s `ready`) into `window.__tools`, so that a
/// `waitForFunction` can poll them: its predicate must not be async (a promise counts as true
/// at once, and the wait waits for nothing).
export async function loadTools(page) {
  await page.evaluate(async () => {
    window.__tools ??= await import(new URL('tools-loader.js', document.baseURI).href).then(m => m.ready);
  });
}

/// Calls the tools wasm's export `name` with `args`; a typed array comes back as an array.
export async function callTools(page, name, ...args) {
  await loadTools(page);
  return page.evaluate(([name, args]) => {
    const out = window.__tools[name](...args);
    return ArrayBuffer.isView(out) ? Array.from(out) : out;
  }, [name, args]);
}

export async function open(page, url, spot = 'a1') {
  await page.goto(url);
  await page.waitForFunction(s => window.wasmBindings && window.wasmBindings.locate(s).length === 2, spot);
  await allWords(page);
}

/// Waits for the page's rare words in both languages, which it fetches once idle: what a test
/// imports or opens that does not read is then said at once (`noticeSaying` for the moment
/// before).
export async function allWords(page) {
  await page.waitForFunction(() => !window.deskovnaWords || (window.deskovnaWords['rare-en'] && window.deskovnaWords['rare-cs']));
}

/// The page, recording each call on it (and on its mouse, keyboard and touchscreen) so that a
/// test which hangs says where.
function traced(target, steps, name = 'page') {
  return new Proxy(target, {
    get(t, key) {
      const v = Reflect.get(t, key);
      if (['mouse', 'keyboard', 'touchscreen'].includes(key)) return traced(v, steps, `${name}.${key}`);
      if (typeof v !== 'function') return v;
      return (...args) => {
        steps.push(`${name}.${String(key)}(${args.map(a => typeof a === 'function' ? 'fn' : JSON.stringify(a)).join(', ').slice(0, 120)})`);
        return v.apply(t, args);
      };
    },
  });
}

export async function run({ dist = 'dist', only = process.env.E2E_ONLY } = {}) {
  // Screenshots of this run only (a full run starts from an empty folder).
  if (!only) fs.rmSync(OUT, { recursive: true, force: true });
  const site = await serve({ root: dist });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  let failed = 0;
  for (const t of tests) {
    if (only && !t.name.includes(only)) continue;
    // `limit`: a test's own time limit in ms (default two minutes); the rest are context options.
    const { limit = 120000, ...contextOptions } = t.options;
    const context = await browser.newContext({ viewport: { width: 1200, height: 800 }, ...contextOptions });
    const steps = [];
    const raw = await context.newPage();
    const page = traced(raw, steps);
    const errors = [];
    raw.on('pageerror', e => errors.push(String(e)));
    raw.on('console', m => { if (m.type() === 'error') errors.push(m.text()); });
    const started = Date.now();
    try {
      // A test that hangs fails after its limit instead of holding up the whole run.
      let timer;
      const timeout = new Promise((_, reject) => { timer = setTimeout(() => reject(new Error(`timed out after ${limit / 1000} s`)), limit); });
      await Promise.race([t.fn({ page, context, browser, url: site.url, errors }), timeout]).finally(() => clearTimeout(timer));
      if (errors.length) throw new Error(`errors in the page: ${errors.join(' | ')}`);
      console.log(`ok   ${t.name} (${Date.now() - started} ms)`);
    } catch (e) {
      failed++;
      console.log(`FAIL ${t.name}\n     ${e.stack || e}\n     last steps: ${steps.slice(-4).join(' → ')}`);
      await shot(page, `FAIL-${t.name.replace(/\W+/g, '-')}`).catch(() => {});
    }
    await Promise.race([context.close(), new Promise(r => setTimeout(r, 10000))]);
  }
  await browser.close();
  await site.close();
  console.log(failed ? `${failed} end-to-end test(s) failed` : 'all end-to-end tests passed');
  process.exit(failed ? 1 : 0);
}
