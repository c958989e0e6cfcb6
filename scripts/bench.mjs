// Benchmarks in one place: perft natively and in wasm (headless Chromium) with their ratio,
// and the gzipped size of the site. Prints a table and rewrites the matching section of
// PERFORMANCE.md. Run through scripts/bench.sh (which builds first).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { chromium } from 'playwright-core';
import { serve } from '../tests/e2e/server.mjs';

const GAMES = JSON.parse(process.env.BENCH_GAMES || '[["drake", 11]]');
const RUNS = Number(process.env.BENCH_RUNS || 5);

function native(game, depth) {
  let best = 0;
  for (let i = 0; i < RUNS; i++) {
    const out = execFileSync('target/release/deskovna', ['perft', game, String(depth)], { encoding: 'utf8' });
    best = Math.max(best, Number(out.match(/nodes\/s (\d+)/)[1]));
  }
  return best;
}

async function wasm(page, game, depth) {
  return page.evaluate(([game, depth, runs]) => {
    let best = 0;
    for (let r = 0; r < runs; r++) {
      let nodes = 0;
      const t0 = performance.now();
      for (let d = 1; d <= depth; d++) nodes += window.wasmBindings.perft(game, d);
      const ms = performance.now() - t0;
      best = Math.max(best, nodes / (ms / 1000));
    }
    return best;
  }, [game, depth, RUNS]);
}

const site = await serve({ root: 'dist' });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
const page = await browser.newPage();
await page.goto(site.url);
await page.waitForFunction(() => window.wasmBindings && window.wasmBindings.perft);
const rows = [];
for (const [game, depth] of GAMES) {
  const n = native(game, depth);
  const w = await wasm(page, game, depth);
  rows.push(`| ${game} | 1–${depth} | ${(n / 1e6).toFixed(1)} M | ${(w / 1e6).toFixed(1)} M | ${(n / w).toFixed(2)}× |`);
}
await browser.close();
await site.close();
const size = JSON.parse(execFileSync('node', ['scripts/size.mjs', 'dist', '--json'], { encoding: 'utf8' }).trim().split('\n').pop());
const table = [
  '| game | perft depths | native nodes/s | wasm nodes/s (Chromium) | native/wasm |',
  '|---|---|---|---|---|',
  ...rows,
  '',
  `App bundle (page, CSS, loader, glue, wasm): **${(size.bundle.gz / 1024).toFixed(1)} KB gzipped** (${(size.bundle.raw / 1024).toFixed(1)} KB raw), budget 250 KB; whole site with icons, docs and embed pages: ${(size.total.gz / 1024).toFixed(1)} KB gzipped.`,
].join('\n');
console.log(table);
const file = 'PERFORMANCE.md';
const begin = '<!-- bench:begin -->', end = '<!-- bench:end -->';
const text = fs.readFileSync(file, 'utf8');
const i = text.indexOf(begin), j = text.indexOf(end);
if (i >= 0 && j > i) fs.writeFileSync(file, text.slice(0, i + begin.length) + '\n' + table + '\n' + text.slice(j));
