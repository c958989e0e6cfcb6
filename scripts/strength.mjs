// The computer player's strength, measured: matches between levels and against the random and
// the greedy player (`deskovna selfplay`), per game, played in chunks of games so that a run can
// stop and go on later (each chunk's report is kept in target/strength/) and run two at a time.
// Prints the table and rewrites the section of PERFORMANCE.md between the strength markers.
//
//   node scripts/strength.mjs [--jobs 2] [--only drake,camelot] [--report]
//
// --report only tallies the chunks already played. Needs `cargo build --release` first.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

// [game, first player, other player, games]: the levels' own limits apply. Cheap matches come
// first, for every game, so that a run cut short has measured the most.
const GAMES = ['drake', 'camelot', 'drakoburg', 'shamrock'];
const PAIRS = [['level3', 'random'], ['level2', 'level1'], ['level3', 'greedy'], ['level3', 'level2'],
  ['level4', 'level3'], ['level5', 'level4']];
const MATCHES = PAIRS.flatMap(([a, b]) => GAMES.map(game => [game, a, b, 100]));
const CHUNK = 10;
const DIR = 'target/strength';

const args = process.argv.slice(2);
const option = name => { const i = args.indexOf(name); return i >= 0 ? args[i + 1] : undefined; };
const jobs = Number(option('--jobs') || 2);
const only = option('--only')?.split(',');
const reportOnly = args.includes('--report');
fs.mkdirSync(DIR, { recursive: true });

const chunkFile = (m, seed) => path.join(DIR, `${m[0]}-${m[1]}-${m[2]}-${seed}.txt`);

/// Every chunk still to play, in the order of MATCHES (cheap matches first per game).
function pending() {
  const out = [];
  for (const m of MATCHES) {
    if (only && !only.includes(m[0])) continue;
    for (let seed = 1; seed <= m[3] / CHUNK; seed++) if (!fs.existsSync(chunkFile(m, seed))) out.push([m, seed]);
  }
  return out;
}

function play([m, seed]) {
  const [game, a, b] = m;
  const argv = ['selfplay', game, '--white', a, '--black', b, '--games', String(CHUNK), '--seed', String(seed * 1000 + 7)];
  return new Promise(resolve => {
    execFile(process.env.DESKOVNA || 'target/release/deskovna', argv, { maxBuffer: 1 << 20 }, (err, stdout) => {
      if (!err) fs.writeFileSync(chunkFile(m, seed), stdout);
      else console.error(`${argv.join(' ')}: ${err.message}`);
      console.log(`${game} ${a} v ${b} chunk ${seed}${err ? ' failed' : ''}`);
      resolve();
    });
  });
}

if (!reportOnly) {
  const queue = pending();
  await Promise.all(Array.from({ length: jobs }, async () => {
    while (queue.length) await play(queue.shift());
  }));
}

/// The tally of one match over the chunks played so far.
function tally(m) {
  const t = { games: 0, wins: 0, draws: 0, losses: 0, plies: 0, think: {}, capped: 0 };
  for (let seed = 1; seed <= m[3] / CHUNK; seed++) {
    const file = chunkFile(m, seed);
    if (!fs.existsSync(file)) continue;
    const text = fs.readFileSync(file, 'utf8');
    const first = text.match(/^first \S+: wins (\d+) draws (\d+) losses (\d+)/m);
    if (!first) continue;
    t.wins += +first[1]; t.draws += +first[2]; t.losses += +first[3];
    const n = +first[1] + +first[2] + +first[3];
    t.games += n;
    t.plies += n * +text.match(/^average length ([\d.]+)/m)[1];
    t.capped += +text.match(/^draws at the ply cap: (\d+)/m)[1];
    for (const [, who, avg, max, moves] of text.matchAll(/^think (\S+): average ([\d.]+) ms max ([\d.]+) ms over (\d+) moves/mg)) {
      const k = t.think[who] ||= { total: 0, max: 0, moves: 0 };
      k.total += avg * moves; k.max = Math.max(k.max, +max); k.moves += +moves;
    }
  }
  return t;
}

const think = (t, who) => {
  const k = t.think[who];
  return k && k.moves ? `${(k.total / k.moves).toFixed(0)} / ${k.max.toFixed(0)} ms` : '–';
};
const rows = ['| game | match | games | wins–draws–losses | score | goal | average plies | think avg / max (first) | think avg / max (other) |',
  '|---|---|---|---|---|---|---|---|---|'];
for (const m of MATCHES) {
  if (only && !only.includes(m[0])) continue;
  const t = tally(m);
  if (!t.games) continue;
  const score = (100 * (t.wins + t.draws / 2)) / t.games;
  const goal = m[2] === 'random' ? 99 : m[2] === 'greedy' ? 90 : 65;
  const mark = score >= goal ? '✓' : '✗';
  rows.push(`| ${m[0]} | ${m[1]} v ${m[2]} | ${t.games} | ${t.wins}–${t.draws}–${t.losses} | ${score.toFixed(1)} % | ≥ ${goal} % ${mark} | ${(t.plies / t.games).toFixed(0)} | ${think(t, m[1])} | ${think(t, m[2])} |`);
}
const table = rows.join('\n');
console.log(table);

const file = 'PERFORMANCE.md';
const begin = '<!-- strength:begin -->', end = '<!-- strength:end -->';
const text = fs.readFileSync(file, 'utf8');
const i = text.indexOf(begin), j = text.indexOf(end);
if (i >= 0 && j > i) fs.writeFileSync(file, text.slice(0, i + begin.length) + '\n' + table + '\n' + text.slice(j));
