// Benchmarks in one place: perft natively and in wasm (headless Chromium) with their ratio,
// criterion's numbers (if `cargo bench -p deskovna-bench` ran), the render time of a whole
// frame of each board the app shows, the frame rate of a real mouse drag, and the gzipped
// size of the site. Prints the tables and rewrites the section of PERFORMANCE.md between the
// bench markers. Run through scripts/bench.sh (which builds first).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { rewriteSection } from './markers.mjs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { serve } from '../tests/e2e/server.mjs';
import { ARGS, CHROMIUM, open, SPOT, watchLongTasks, longestTask } from '../tests/e2e/harness.mjs';

// Perft depths: each game's sum over depths 1..d takes a fraction of a second natively.
const GAMES = JSON.parse(process.env.BENCH_GAMES || '[["drake", 11], ["camelot", 3], ["drakoburg", 4], ["shamrock", 4]]');
const RUNS = Number(process.env.BENCH_RUNS || 5);
const FRAMES = Number(process.env.BENCH_FRAMES || 200);
// Mid-game positions for the render benchmark: plies from the start, per game.
const PLIES = { drake: 14, camelot: 20, drakoburg: 20, shamrock: 12 };
// A long drag per game: spot names (as `locate` knows them) the pointer passes through; the
// last is where the piece is dropped. Games missing here are not dragged.
const DRAGS = {
  drake: ['Blue stack', 'd4', 'a4', 'a1', 'd1', 'b1'],
  camelot: ['F7', 'A10', 'L10', 'H5', 'J7'],
  drakoburg: ['a2', 'g6', 'a6', 'b3'],
  shamrock: ['Display 1', 'Display 3', '+1+0'],
};
const DRAG_STEPS = 60;

const ms = x => `${x.toFixed(2)} ms`;
const quantile = (xs, q) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))];
};

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
      for (let d = 1; d <= depth; d++) nodes += window.deskovnaTools.perft(game, d);
      const ms = performance.now() - t0;
      best = Math.max(best, nodes / (ms / 1000));
    }
    return best;
  }, [game, depth, RUNS]);
}

// The same perft in the computer's worker wasm (opt-level 3), loaded into the page from the
// names www/computer.js was given at build time.
async function wasmWorker(page, game, depth) {
  const worker = fs.readFileSync('dist/computer.js', 'utf8');
  const js = worker.match(/from '(\.\/[^']+\.js)'/)[1];
  const wasm = worker.match(/new URL\('(\.\/[^']+\.wasm)'/)[1];
  return page.evaluate(async ([js, wasm, game, depth, runs]) => {
    const m = await import(js);
    await m.default({ module_or_path: new URL(wasm, location.href) });
    let best = 0;
    for (let r = 0; r < runs; r++) {
      let nodes = 0;
      const t0 = performance.now();
      for (let d = 1; d <= depth; d++) nodes += m.perft(game, d);
      best = Math.max(best, nodes / ((performance.now() - t0) / 1000));
    }
    return best;
  }, [js, wasm, game, depth, RUNS]);
}

// Criterion's estimates (target/criterion/<group>/<id>/new), if the benches ran.
function criterion() {
  const root = 'target/criterion';
  const rows = [];
  for (const group of ['perft', 'search']) {
    const dir = path.join(root, group);
    if (!fs.existsSync(dir)) continue;
    for (const id of fs.readdirSync(dir).sort()) {
      const base = path.join(dir, id, 'new');
      if (!fs.existsSync(path.join(base, 'estimates.json'))) continue;
      const est = JSON.parse(fs.readFileSync(path.join(base, 'estimates.json'), 'utf8'));
      const info = JSON.parse(fs.readFileSync(path.join(base, 'benchmark.json'), 'utf8'));
      const ns = est.mean.point_estimate;
      const elements = info.throughput && info.throughput.Elements;
      const perSecond = elements / (ns / 1e9);
      const name = info.function_id || id;
      const rate = !elements ? '–' : /mcts/.test(name) ? `${(perSecond / 1e3).toFixed(1)} k playouts/s`
        : `${(perSecond / 1e6).toFixed(1)} M nodes/s`;
      rows.push(`| ${group} | ${name} | ${ms(ns / 1e6)} | ${rate} |`);
    }
  }
  return rows;
}

// Frames painted while the mouse drags a piece along `names` (requestAnimationFrame in the
// page): the frame rate and longest frame while dragging, and the frame of the drop (which
// plays the move: move list, autosave, sound).
async function drag(page, names) {
  const box = await page.locator('#board').boundingBox();
  const at = async n => {
    const p = await page.evaluate(n => window.wasmBindings.locate(n), n);
    if (!p || p.length !== 2) throw new Error(`no spot ${n}`);
    return { x: box.x + p[0], y: box.y + p[1] };
  };
  const points = [];
  for (const n of names) points.push(await at(n));
  await page.evaluate(() => {
    window.__frames = [];
    window.__recording = true;
    const loop = t => { window.__frames.push(t); if (window.__recording) requestAnimationFrame(loop); };
    requestAnimationFrame(loop);
  });
  const now = () => page.evaluate(() => performance.now());
  await page.mouse.move(points[0].x, points[0].y);
  await page.mouse.down();
  const down = await now();
  for (const p of points.slice(1)) await page.mouse.move(p.x, p.y, { steps: DRAG_STEPS });
  const up = await now();
  await page.mouse.up();
  await page.waitForTimeout(300);
  const frames = await page.evaluate(() => { window.__recording = false; return window.__frames; });
  const gap = i => frames[i] - frames[i - 1];
  const during = frames.map((t, i) => i).filter(i => i > 0 && frames[i - 1] >= down && frames[i] <= up);
  const after = frames.map((t, i) => i).filter(i => i > 0 && frames[i] > up);
  const played = (await page.$$eval('#moves .move', els => els.length)) > 0;
  return {
    events: DRAG_STEPS * (points.length - 1),
    frames: during.length,
    fps: during.length / ((up - down) / 1000),
    longest: Math.max(...during.map(gap)),
    drop: Math.max(...after.slice(0, 3).map(gap)),
    played,
  };
}

// The computer player in wasm (its worker, as the app runs it) and natively on the same
// positions: the default start after AI_PLIES moves of level 1 (chosen in the worker, seeded).
const AI_PLIES = [0, 8, 16];
const AI_LEVELS = JSON.parse(process.env.BENCH_AI_LEVELS || '[1, 2, 3, 4, 5]');
const DEMO_SECONDS = Number(process.env.BENCH_DEMO_SECONDS || 20);
const cli = (...argv) => execFileSync('target/release/deskovna', argv, { encoding: 'utf8' });

/// Asks the page's worker for moves: `requests` is a list of { game, start, moves, level,
/// timeMs }; answers { move, ms, nodes, wall } each.
function askWorker(page, requests) {
  return page.evaluate(async requests => {
    const w = new Worker('./computer.js', { type: 'module' });
    const out = [];
    for (const [i, r] of requests.entries()) {
      const t0 = performance.now();
      const reply = await new Promise(resolve => {
        w.onmessage = e => resolve(e.data);
        // The wire's think (src/ai/wire).
        const at = { game: r.game, start: r.start, moves: r.moves };
        w.postMessage({ id: i, ask: { think: { at, level: r.level, hint: false, seed: r.seed ?? 1000 + i, timeMs: r.timeMs } } });
      });
      // As the rest of this script reads it: ok, move, ms, nodes.
      const moved = reply.answer.move;
      out.push({ ok: !reply.answer.failed, move: moved?.notation ?? null, ms: moved?.ms, nodes: moved?.nodes, wall: performance.now() - t0 });
    }
    w.terminate();
    return out;
  }, requests);
}

async function computer(page, game) {
  const start = cli('replay', ...game.split(' ')).split('\n')[0];
  const id = game.split(' ')[0];
  // The positions: level 1 with 20 ms a move plays the openings.
  const moves = [];
  const positions = [];
  for (let ply = 0; ply <= Math.max(...AI_PLIES); ply++) {
    if (AI_PLIES.includes(ply)) positions.push([...moves]);
    const [r] = await askWorker(page, [{ game: id, start, moves, level: 1, timeMs: 20, seed: ply }]);
    if (!r.ok || !r.move) break;
    moves.push(r.move);
  }
  const rows = [];
  for (const level of AI_LEVELS) {
    const asked = positions.map(m => ({ game: id, start, moves: m, level }));
    const replies = await askWorker(page, asked);
    const ok = replies.filter(r => r.ok && r.move);
    const wasmMs = ok.map(r => r.ms), wall = ok.map(r => r.wall);
    const wasmNodes = ok.reduce((a, r) => a + r.nodes, 0);
    // The same searches natively (the position text loses the repetition history, which
    // changes nothing this early in a game).
    let nativeNodes = 0, nativeMs = 0;
    for (const m of positions) {
      const text = cli('replay', id, '--position', start, ...m).split('\n')[0];
      const out = cli('think', id, '--level', String(level), '--position', text, '--seed', '1');
      const [, nodes, ms] = out.match(/nodes (\d+) time ([\d.]+) ms/);
      nativeNodes += +nodes; nativeMs += +ms;
    }
    const sum = xs => xs.reduce((a, b) => a + b, 0);
    const wasmRate = wasmNodes / (sum(wasmMs) / 1000), nativeRate = nativeNodes / (nativeMs / 1000);
    const unit = 'nodes';
    const rate = x => x >= 1e6 ? `${(x / 1e6).toFixed(2)} M` : `${(x / 1e3).toFixed(0)} k`;
    rows.push(`| ${id} | ${level} | ${ok.length}/${positions.length} | ${ms(sum(wasmMs) / ok.length)} | ${ms(Math.max(...wall))} | ${rate(wasmRate)} ${unit}/s | ${rate(nativeRate)} ${unit}/s | ${(nativeRate / wasmRate).toFixed(2)}× |`);
  }
  return rows;
}

/// The longest main-thread task while the demo (the computer against itself) plays `game` for
/// `seconds`, and how many moves it made.
async function demoLongTask(browser, url, game, seconds) {
  const p = await browser.newPage({ viewport: { width: 1000, height: 800 } });
  await open(p, `${url}#/${game}`, SPOT[game]);
  await watchLongTasks(p);
  await p.click('#demo');
  // The demo stops when the page closes (a game that ends shows its result over the button).
  await p.waitForTimeout(seconds * 1000);
  const result = [await longestTask(p), (await p.$$('#moves .move')).length];
  await p.close();
  return result;
}

const site = await serve({ root: 'dist' });
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
const page = await browser.newPage({ viewport: { width: 1000, height: 800 } });
await open(page, site.url);
// perft and the render hooks live in the tools wasm (the page's profile, not its first bundle).
await page.evaluate(async () => {
  window.deskovnaTools = await import(new URL('tools-loader.js', location.href).href).then(m => m.ready);
});

const perft = [];
for (const [game, depth] of GAMES) {
  const n = native(game, depth);
  const w = await wasm(page, game, depth);
  const o = await wasmWorker(page, game, depth);
  const M = x => `${(x / 1e6).toFixed(1)} M`;
  perft.push(`| ${game} | 1–${depth} | ${M(n)} | ${M(w)} | ${(n / w).toFixed(2)}× | ${M(o)} | ${(n / o).toFixed(2)}× |`);
}

const render = [];
const kinds = (await page.evaluate(() => window.deskovnaTools.benchKinds())).split(' ').filter(Boolean);
for (const game of kinds) {
  const times = await page.evaluate(([g, f, p]) => Array.from(window.deskovnaTools.benchRender(g, f, p, 640)), [game, FRAMES, PLIES[game] || 10]);
  render.push(`| ${game} | ${times.length} | ${ms(quantile(times, 0.5))} | ${ms(quantile(times, 0.95))} | ${ms(Math.max(...times))} |`);
}

const drags = [];
for (const game of kinds) {
  if (!DRAGS[game]) continue;
  const p = await browser.newPage({ viewport: { width: 1000, height: 800 } });
  await p.goto(`${site.url}#/${game}`);
  await p.waitForFunction(n => window.wasmBindings && window.wasmBindings.locate(n).length === 2, DRAGS[game][0]);
  const d = await drag(p, DRAGS[game]);
  drags.push(`| ${game} | ${DRAGS[game].join(' → ')} | ${d.events} | ${d.frames} | ${d.fps.toFixed(0)} | ${ms(d.longest)} | ${ms(d.drop)} | ${d.played ? 'yes' : 'no'} |`);
  await p.close();
}
const ai = [];
const demos = [];
for (const game of ['drake', 'camelot', 'drakoburg', 'shamrock --seed 1']) {
  ai.push(...await computer(page, game));
  const id = game.split(' ')[0];
  const [longest, moves] = await demoLongTask(browser, site.url, id, DEMO_SECONDS);
  demos.push(`| ${id} | ${moves} | ${longest ? ms(longest) : 'none (< 50 ms)'} |`);
}
await browser.close();
await site.close();

const size = JSON.parse(execFileSync('node', ['scripts/size.mjs', 'dist', '--json'], { encoding: 'utf8' }).trim().split('\n').pop());
const crit = criterion();
const table = [
  '| game | perft depths | native nodes/s | page wasm (opt z) nodes/s | native/page | worker wasm (opt 3) nodes/s | native/worker |',
  '|---|---|---|---|---|---|---|',
  ...perft,
  '',
  ...(crit.length ? [
    'Criterion (`cargo bench -p deskovna-bench`, native, mean of 10 samples):',
    '',
    '| group | benchmark | time per run | rate |',
    '|---|---|---|---|',
    ...crit,
    '',
  ] : []),
  `Render time of a whole frame (640×640 CSS px, device pixel ratio 1, mid-game position; scene built, painted, one pixel read back), ${FRAMES} frames in headless Chromium (software raster):`,
  '',
  '| game | frames | median | p95 | max |',
  '|---|---|---|---|---|',
  ...render,
  '',
  `Drag: a real mouse drag (Playwright, ${DRAG_STEPS} pointer moves between successive spots), frames counted with requestAnimationFrame in the page:`,
  '',
  '| game | route | pointer moves | frames while dragging | frames/s | longest frame while dragging | drop frame | move played |',
  '|---|---|---|---|---|---|---|---|',
  ...drags,
  '',
  `The computer player: its move from the start and after ${AI_PLIES.slice(1).join(' and ')} plies, per level, in wasm (the worker the app uses, opt-level 3) and natively on the same positions. Think time as the search measured it; the longest wall time from request to answer. Every game here has two seats and is searched by alpha-beta (nodes, quiescence included; Shamrock for three plays by Monte-Carlo tree search, measured by criterion above). The rates compare the same searches (same positions, seeds and table size); at levels 1–2 a search lasts a few milliseconds and setting up its table weighs on the rate:`,
  '',
  '| game | level | answered | wasm think avg | wasm longest (wall) | wasm rate | native rate | native/wasm |',
  '|---|---|---|---|---|---|---|---|',
  ...ai,
  '',
  `The longest main-thread task (PerformanceObserver \`longtask\`, ≥ 50 ms) while the demo plays each game for ${DEMO_SECONDS} s, computer against computer at the demo's level:`,
  '',
  '| game | moves played | longest task |',
  '|---|---|---|',
  ...demos,
  '',
  `Largest game page's first load (page with its boot script, CSS, glue, wasm, words): **${(size.bundle.gz / 1024).toFixed(1)} KB gzipped** (${(size.bundle.raw / 1024).toFixed(1)} KB raw), budget 150 KB; the home page's ${(size.pages.home.gz / 1024).toFixed(1)} KB, budget 60 KB; whole site with icons, docs and embed pages: ${(size.total.gz / 1024).toFixed(1)} KB gzipped.`,
].join('\n');
console.log(table);
rewriteSection('PERFORMANCE.md', 'bench', table);
