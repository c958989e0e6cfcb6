// The study tools in wasm, as the app runs them (www/computer.js in headless Chromium, dist/
// built first): the time from asking for an analysis to its first report (a fresh worker,
// wasm start included, then a warm one), and the review of 60-ply games (level-2 self-play,
// `deskovna selfplay … --seed 3 --max-plies 60 --moves`). Prints a table for PERFORMANCE.md
// ("Study tools"). Run: node scripts/bench-study.mjs
import { chromium } from 'playwright-core';
import { serve } from '../tests/e2e/server.mjs';
import { ARGS, CHROMIUM, open, SPOT } from '../tests/e2e/harness.mjs';

const GAMES = {
  drake: [],
  camelot: 'E6-E8 I10-I12 F7-H5-J7 J11-J12 J6-K5 D10-B12 C6-B5 F11-F12 G6-I8 E10-E12 I7-K7 H10-H9 F6-H8 J12-H10 G7-I9-I7-G5 E11-G9 G5-I7 F10-H12 H8xF10 H10-H8xJ6xJ8xL6xJ4 F10xH10xH8 E12-E13 H7-J5 J4xJ6 I6xK6 I12-G12-E12-C10-C12 E8-C6-E6-C8 C12-C10-E12-G12 H8-G7 E13-D12 G7-F8 I11-G13-E11-C13 D7-D8 G11-F10 F8-G9 F10xH8xJ8 E7-E6 H12-I12 B5-C6 C11-E13-G11 E6-F6 I12-H13 D6-C7 H11-F11-F13 C7-B7 C13-E11-C11-A13 C8-B8 D11-D13 D8-D9 F13-F11 B8-A7 G12-E10xC8xA6xA8 H6-G7 A8-A9 C6-D7 A9-B10 G7-H8 A13-C11-A9 F6-G6 F12-E11'.split(' '),
  drakoburg: 'c1-c2 b6-a5 f1-e3 g6-g5 c2-c3 b7-b6 e3-f3 a5-a4 f2-e3 f7-e6 b2-a3 c7-c6 b1-e4 g5-g4 e4xc6 e7xc6 f3xg4 a4xa3 c3xf6 e6xa1+e6 f6xa1 d6-e5 g1-e2 c6-d5 a1xe5 a3xa2=Z e5xg7+c2 a2-a1+f6 d1-f1 a1xe1 g4xe1 f6-f5 g7-d4 b6xd4 e3xd4 d5-d6 d4-c5 d6-d5 e2xd5 d7xd5 c5-d6=T e6-e5 d6-c5 a7-f7 e1xa6 f7-g6 a6-a7+f2 d5-d4 a7-d3 d4-d5 c5-a5 g6-e6 g2-f3 e6-g6 d3-c3 d5-b7 a5-c7 g6-g7 c3-f7 g7xf7'.split(' '),
  shamrock: [],
};

const site = await serve({ root: 'dist' });
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
const page = await browser.newPage();

/// Runs one study request in a worker (a new one unless `worker` is kept): ms to the first
/// message that is a report, and to the last (done).
const study = (request) => page.evaluate(async ({ request }) => {
  const w = window.__studyWorker || (window.__studyWorker = new Worker('./computer.js', { type: 'module' }));
  const t0 = performance.now();
  let first = null;
  const last = await new Promise(resolve => {
    // The wire's study replies (src/ai/wire): { analysis } reports, { review } progress.
    w.onmessage = e => {
      const { failed, analysis, review } = e.data.answer;
      if (failed) resolve({ error: failed });
      if (first === null && (analysis || review)) first = performance.now() - t0;
      if (analysis?.done) resolve({ ms: performance.now() - t0, worker: analysis.ms, marks: 0 });
      if (review?.review) resolve({ ms: performance.now() - t0, worker: review.ms, marks: review.review.moves.filter(m => m.mark).length });
    };
    w.postMessage({ id: 1, ask: request });
  });
  if (request.analyse) w.postMessage({ id: 1, ask: 'stop' });
  return { first, ...last };
}, { request });

const rows = [];
for (const game of Object.keys(GAMES)) {
  await open(page, `${site.url}#/${game}`, SPOT[game]);
  const start = await page.evaluate(() => window.wasmBindings.positionText());
  await page.evaluate(() => { window.__studyWorker?.terminate(); window.__studyWorker = null; });
  const analyse = { analyse: { game, start, moves: [] } };
  // The first report only: the analysis stops after it (`done` never comes for a deep one).
  const firstOf = () => page.evaluate(async request => {
    const w = window.__studyWorker || (window.__studyWorker = new Worker('./computer.js', { type: 'module' }));
    const t0 = performance.now();
    const ms = await new Promise(resolve => {
      w.onmessage = e => { if (e.data.answer.analysis || e.data.answer.failed) resolve(performance.now() - t0); };
      w.postMessage({ id: 1, ask: request });
    });
    w.postMessage({ id: 1, ask: 'stop' });
    return ms;
  }, analyse);
  const cold = await firstOf();
  const warm = [];
  for (let i = 0; i < 5; i++) warm.push(await firstOf());
  let review = null;
  if (GAMES[game].length) review = await study({ review: { game, start, moves: GAMES[game] } });
  rows.push({ game, cold, warm: Math.max(...warm), review });
  console.log(game, JSON.stringify(rows.at(-1)));
}
console.log('\n| game | first line, new worker (wasm start included) | first line, warm (worst of 5) | review of a 60-ply game |');
console.log('|---|---|---|---|');
for (const r of rows) {
  const review = r.review ? `${(r.review.ms / 1000).toFixed(1)} s (${r.review.marks} marks)` : '—';
  console.log(`| ${r.game} | ${r.cold.toFixed(0)} ms | ${r.warm.toFixed(0)} ms | ${review} |`);
}
await browser.close();
await site.close();
