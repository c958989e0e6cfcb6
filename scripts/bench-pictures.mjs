// How long a GIF of a 60-ply game takes, per game, in headless Chromium on dist/: an embedded
// board (the app's dialog runs the same code) plays 60 legal moves, then toGif at 480 and 720
// pixels, one frame per position and with sliding pieces; the first call includes loading the
// tools wasm, so each is timed after one warm-up. Also the PNG. Prints a Markdown table.
// Usage: node scripts/bench-pictures.mjs [dist]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { serve } from '../tests/e2e/server.mjs';
import { ARGS, CHROMIUM } from '../tests/e2e/harness.mjs';

const DIST = process.argv[2] || 'dist';
const PLIES = 60;
const RUNS = Number(process.env.BENCH_RUNS || 3);

const site = await serve({ root: DIST, headers: { 'Access-Control-Allow-Origin': '*' } });
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'deskovna-bench-pictures-'));
fs.writeFileSync(path.join(dir, 'index.html'), `<!doctype html><html><head><meta charset="utf-8"><title>bench</title>
<link rel="icon" href="data:,"></head><body><script src="${site.url}embed.js"></script>
<div style="width:480px;height:480px"><deskovna-board id="b"></deskovna-board></div></body></html>`);
const host = await serve({ root: dir });
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
const page = await browser.newPage({ viewport: { width: 1000, height: 800 } });
await page.goto(host.url);
await page.waitForFunction(() => document.getElementById('b').board);
console.log('| game | plies | PNG | GIF 480 px | GIF 720 px | GIF 480 px, sliding | size (480 px) |');
console.log('|---|---|---|---|---|---|---|');
for (const game of ['drake', 'camelot', 'drakoburg', 'shamrock']) {
  const row = await page.evaluate(async ([game, plies, runs]) => {
    const board = document.getElementById('b').board;
    board.set({ game, position: '', moves: '' });
    for (let i = 0; i < plies; i++) {
      const moves = board.legalMoves();
      if (!moves.length || !board.play(moves[(i * 7) % moves.length]).ok) break;
    }
    const best = async make => {
      await make();
      let t = Infinity, out;
      for (let r = 0; r < runs; r++) {
        const t0 = performance.now();
        out = await make();
        t = Math.min(t, performance.now() - t0);
      }
      return [t, out.size];
    };
    const png = await best(() => board.toPng());
    const g480 = await best(() => board.toGif({ size: 480 }));
    const g720 = await best(() => board.toGif({ size: 720 }));
    const slide = await best(() => board.toGif({ size: 480, animate: true }));
    return { plies: board.history().length, png, g480, g720, slide };
  }, [game, PLIES, RUNS]);
  const s = ([ms]) => `${(ms / 1000).toFixed(2)} s`;
  console.log(`| ${game} | ${row.plies} | ${(row.png[0]).toFixed(0)} ms | ${s(row.g480)} | ${s(row.g720)} | ${s(row.slide)} | ${(row.g480[1] / 1024).toFixed(0)} KB |`);
}
await browser.close();
await site.close();
await host.close();
