// How soon a visitor sees each page, in headless Chromium with an empty cache: the first
// contentful paint and the board drawn (a game's canvas no longer blank; the home page's four
// card pictures shown), median of RUNS fresh visits, on a throttled phone (Lighthouse's "Slow
// 4G": 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up; the CPU slowed 4×; 390×844, touch)
// and unthrottled (1280×800); and, on each game's page, the first line of Analyse after the
// board is drawn and the page has gone idle (the tools and the worker are fetched then). Files
// are served by the site's own server (scripts/site-server.mjs, what the serve command runs),
// in brotli as it sends them, and on the throttled phone in gzip too (what the size budgets
// count, and what a host without brotli sends). The
// build in dist/ and an older one (`--old <dir>`, e.g. the commit before the page per game)
// are measured side by side in the same run; the table goes into PERFORMANCE.md between
// `<!-- load:begin -->` and `<!-- load:end -->`.
// Run: node scripts/bench-load.mjs --old /path/to/old/dist [--runs 5] [--no-write]
import { chromium } from 'playwright-core';
import { serveSite } from './site-server.mjs';
import { ARGS, CHROMIUM } from '../tests/e2e/harness.mjs';
import { rewriteSection } from './markers.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i < 0 ? fallback : process.argv[i + 1];
};
const RUNS = Number(arg('--runs', 5));
const BUILDS = [['this build', arg('--new', 'dist')], ...(arg('--old') ? [['before', arg('--old')]] : [])];
const PAGES = ['home', 'drake', 'camelot', 'drakoburg', 'shamrock'];
const PHONE = {
  context: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 3 },
  network: { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 },
  cpu: 4,
};
// `encodings`: what the server sends (best first, of those the browser takes).
const PROFILES = {
  'phone, Slow 4G, CPU 4×, brotli': { ...PHONE, encodings: ['br', 'gzip'] },
  'phone, Slow 4G, CPU 4×, gzip': { ...PHONE, encodings: ['gzip'] },
  'desktop, unthrottled, brotli': { context: { viewport: { width: 1280, height: 800 } }, network: null, cpu: 1, encodings: ['br', 'gzip'] },
};

// Watches, from the page's first script on, for the moment what the page is for is drawn: a
// game's board canvas not blank, or the home page's four cards' pictures (a canvas each in
// older builds) shown; the time is `performance.now()`, from the navigation's start.
const WATCH = () => {
  const blank = canvas => {
    if (!canvas.width || !canvas.height) return true;
    const probe = document.createElement('canvas');
    probe.width = probe.height = 16;
    const ctx = probe.getContext('2d', { willReadFrequently: true });
    ctx.drawImage(canvas, 0, 0, 16, 16);
    return !ctx.getImageData(0, 0, 16, 16).data.some((v, i) => i % 4 === 3 && v > 0);
  };
  const drawn = () => {
    const play = document.querySelector('#play');
    // (The play screen may be laid out unseen before the page starts: seen, and drawn.)
    if (play && !play.hidden) return getComputedStyle(play).visibility === 'visible' && !blank(document.querySelector('#board'));
    const cards = [...document.querySelectorAll('.card .preview')];
    return cards.length === 4 && cards.every(c => (c.tagName === 'IMG' ? c.complete && c.naturalWidth > 0 : !blank(c)));
  };
  const tick = () => {
    if (window.__drawn === undefined && document.readyState !== 'loading' && drawn()) window.__drawn = performance.now();
    if (window.__drawn === undefined) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
};

async function visit(browser, url, profile, page, analyse) {
  const context = await browser.newContext(profile.context);
  const tab = await context.newPage();
  await tab.addInitScript(WATCH);
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
  if (profile.network) await cdp.send('Network.emulateNetworkConditions', profile.network);
  if (profile.cpu > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpu });
  await tab.goto(`${url}#/${page === 'home' ? '' : page}`);
  await tab.waitForFunction(() => window.__drawn !== undefined, null, { timeout: 60000, polling: 50 });
  const fcp = await tab.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null);
  const drawn = await tab.evaluate(() => window.__drawn);
  let line = null;
  if (analyse && page !== 'home') {
    // The page gone idle after the board: what it fetches then has arrived.
    await tab.waitForLoadState('networkidle');
    await tab.waitForTimeout(500);
    await tab.evaluate(() => new Promise(r => (self.requestIdleCallback || setTimeout)(r)));
    const t0 = Date.now();
    await tab.click('#analyse');
    await tab.waitForSelector('#analysis-lines li', { timeout: 60000 });
    line = Date.now() - t0;
  }
  await context.close();
  return { fcp, drawn, line };
}

const median = xs => {
  const s = xs.filter(x => x !== null).sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)] : null;
};
const ms = x => (x === null ? '–' : `${Math.round(x)} ms`);

const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
const results = {};
for (const [build, dir] of BUILDS) {
  for (const [name, profile] of Object.entries(PROFILES)) {
    const site = await serveSite({ root: dir, port: 0, encodings: profile.encodings });
    await site.warm();
    for (const page of PAGES) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await visit(browser, site.url, profile, page, true));
      const r = { fcp: median(runs.map(x => x.fcp)), drawn: median(runs.map(x => x.drawn)), line: median(runs.map(x => x.line)) };
      results[`${build}|${name}|${page}`] = r;
      console.log(`${build.padEnd(10)} ${name.padEnd(31)} ${page.padEnd(9)} FCP ${ms(r.fcp).padStart(8)}  drawn ${ms(r.drawn).padStart(8)}  Analyse ${ms(r.line).padStart(8)}`);
    }
    await site.close();
  }
}
await browser.close();

const names = BUILDS.map(([b]) => b);
const head = ['profile', 'page', ...names.flatMap(b => [`FCP (${b})`, `board drawn (${b})`, `Analyse's first line (${b})`])];
const table = [
  `Median of ${RUNS} visits with an empty cache (\`node scripts/bench-load.mjs\`, headless Chromium, files served by the site's server in brotli, or in gzip where the profile says so; "board drawn": the game's canvas not blank, or the home page's four cards shown; Analyse: from the click to its first line, after the board is drawn and the page idle):`,
  '',
  `| ${head.join(' | ')} |`,
  `|${head.map(() => '---').join('|')}|`,
  ...Object.keys(PROFILES).flatMap(p => PAGES.map(page => `| ${p} | ${page} | ${names.flatMap(b => {
    const r = results[`${b}|${p}|${page}`];
    return [ms(r.fcp), ms(r.drawn), page === 'home' ? '' : ms(r.line)];
  }).join(' | ')} |`)),
].join('\n');
console.log(`\n${table}`);
if (!process.argv.includes('--no-write')) rewriteSection('PERFORMANCE.md', 'load', table);
