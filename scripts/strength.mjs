// The computer player's strength, measured: matches between levels and against the random and
// the greedy player (`deskovna selfplay`), per game, played in chunks of games so that a run can
// stop and go on later (each chunk's report is kept in target/strength/) and run two at a time.
// Prints the table and rewrites the section of PERFORMANCE.md between the strength markers.
//
//   node scripts/strength.mjs [--jobs 2] [--only drake,camelot,camelot-cam] [--report]
//
// --report only tallies the chunks already played. Needs `cargo build --release` first.
// Camelot's variants are matches of their own (`--only camelot-chivalry,camelot-cam,
// camelot-camette,camelot-river,camelot-anti`), tabled in the section "strength-variants".
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { rewriteSection } from './markers.mjs';
import path from 'node:path';

// [game, first player, other player, games, games a chunk]: the levels' own limits apply.
// Every match aims at 100 games; the deep levels take seconds a move (a game of Camelot at
// level 5 takes minutes), so chunks of the matches are played in turn and a run cut short has
// measured every match a little; the table says how many games each row has.
const GAMES = ['drake', 'camelot', 'drakoburg', 'shamrock'];
const MATCHES = GAMES.flatMap(game => [
  [game, 'level3', 'random', 100, 10],
  [game, 'level2', 'level1', 100, 2],
  [game, 'level3', 'greedy', 100, 2],
  [game, 'level3', 'level2', 100, 2],
  [game, 'level4', 'level3', 100, 2],
  [game, 'level5', 'level4', 100, 2],
]);
// The Drake's default 4×4 board is small enough for level 3 to see nearly everything that
// matters; the deep levels show their worth on a bigger board too.
MATCHES.push(['drake', 'level4', 'level3', 20, 2, ['--size', '5']], ['drake', 'level5', 'level4', 20, 2, ['--size', '5']]);
// Camelot's variants: level 3 against the yardsticks on every board (and Anti-Camelot), and
// every level against the one below on Cam and Chivalry; fewer games than above so far.
const VARIANT_MATCHES = [];
for (const v of ['chivalry', 'cam', 'camette', 'river']) {
  VARIANT_MATCHES.push(['camelot', 'level3', 'random', 100, 10, ['--variant', v]], ['camelot', 'level3', 'greedy', 40, 2, ['--variant', v]]);
}
for (const v of ['cam', 'chivalry']) {
  for (const [a, b, games] of [['level2', 'level1', 40], ['level3', 'level2', 40], ['level4', 'level3', 20], ['level5', 'level4', 20]]) {
    VARIANT_MATCHES.push(['camelot', a, b, games, 2, ['--variant', v]]);
  }
}
VARIANT_MATCHES.push(['camelot', 'level3', 'random', 40, 10, ['--anti']], ['camelot', 'level3', 'greedy', 20, 2, ['--anti']]);
MATCHES.push(...VARIANT_MATCHES);
/// The name `--only` picks a match by: the game, or `camelot-<variant>` / `camelot-anti`.
const key = m => m[5]?.[0] === '--variant' ? `camelot-${m[5][1]}` : m[5]?.[0] === '--anti' ? 'camelot-anti' : m[0];
// Long games of Camelot and Drakoburg end when both searches have agreed for 8 plies that
// one side is this many points ahead (selfplay --adjudicate): played out, such games ended
// as agreed (see PERFORMANCE.md), and the rest of a won endgame costs most of a deep match.
// Shamrock's luck and The Drake's short games are played to the end.
const ADJUDICATED = { camelot: 600, drakoburg: 600 };
const label = m => `${m[0]}${m[5] ? ` ${m[5].join(' ')}` : ''}`;
const DIR = 'target/strength';

const args = process.argv.slice(2);
const option = name => { const i = args.indexOf(name); return i >= 0 ? args[i + 1] : undefined; };
const jobs = Number(option('--jobs') || 2);
const only = option('--only')?.split(',');
const reportOnly = args.includes('--report');
fs.mkdirSync(DIR, { recursive: true });

const chunkFile = (m, seed) => path.join(DIR, `${label(m).replace(/ --/g, '-').replace(/ /g, '')}-${m[1]}-${m[2]}-${m[4] === 10 ? '' : `${m[4]}x`}${seed}.txt`);

/// Every chunk still to play: the quick matches (levels up to 3) whole, then the deep ones a
/// chunk of each match at a time.
function pending() {
  const deep = m => /level[45]/.test(m[1] + m[2]);
  const out = [];
  for (const quick of [true, false]) {
    for (let seed = 1; seed <= 50; seed++) {
      for (const m of MATCHES) {
        if ((only && !only.includes(key(m))) || deep(m) === quick) continue;
        if (seed <= m[3] / m[4] && !fs.existsSync(chunkFile(m, seed))) out.push([m, seed]);
      }
    }
  }
  return out;
}

function play([m, seed]) {
  const [game, a, b] = m;
  const argv = ['selfplay', game, '--white', a, '--black', b, '--games', String(m[4]), '--seed', String(seed * 1000 + 7), ...(m[5] || [])];
  if (ADJUDICATED[game]) argv.push('--adjudicate', String(ADJUDICATED[game]));
  return new Promise(resolve => {
    execFile(process.env.DESKOVNA || 'target/release/deskovna', argv, { maxBuffer: 1 << 20 }, (err, stdout) => {
      if (!err) fs.writeFileSync(chunkFile(m, seed), stdout);
      else console.error(`${argv.join(' ')}: ${err.message}`);
      console.log(`${label(m)} ${a} v ${b} chunk ${seed}${err ? ' failed' : ''}`);
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
  const t = { games: 0, wins: 0, draws: 0, losses: 0, plies: 0, think: {}, capped: 0, adjudicated: 0, openings: new Set() };
  for (let seed = 1; seed <= m[3] / m[4]; seed++) {
    const file = chunkFile(m, seed);
    if (!fs.existsSync(file)) continue;
    const text = fs.readFileSync(file, 'utf8');
    const first = text.match(/^first \S+: wins (\d+) draws (\d+) losses (\d+)/m);
    if (!first) continue;
    t.wins += +first[1]; t.draws += +first[2]; t.losses += +first[3];
    const n = +first[1] + +first[2] + +first[3];
    t.games += n;
    t.openings.add(text.match(/^selfplay: .*, (\w+) opening plies/m)?.[1] ?? 'random');
    t.plies += n * +text.match(/^average length ([\d.]+)/m)[1];
    t.capped += +text.match(/^draws at the ply cap: (\d+)/m)[1];
    t.adjudicated += +(text.match(/^adjudicated at \d+ points over \d+ plies: (\d+)/m)?.[1] ?? 0);
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
// Openings: `balanced` (4 plies drawn among the moves a shallow search finds even, what
// selfplay does now) or `random` (uniformly random plies, chunks played before that).
const header = ['| game | match | games | wins–draws–losses | score | goal | average plies | think avg / max (first) | think avg / max (other) | openings | adjudicated |',
  '|---|---|---|---|---|---|---|---|---|---|---|'];
const rows = { strength: [], 'strength-variants': [] };
for (const m of MATCHES) {
  const t = tally(m);
  if (!t.games) continue;
  const score = (100 * (t.wins + t.draws / 2)) / t.games;
  const goal = m[2] === 'random' ? 99 : m[2] === 'greedy' ? 90 : 65;
  const mark = score >= goal ? '✓' : '✗';
  const section = VARIANT_MATCHES.includes(m) ? 'strength-variants' : 'strength';
  rows[section].push(`| ${label(m)} | ${m[1]} v ${m[2]} | ${t.games} | ${t.wins}–${t.draws}–${t.losses} | ${score.toFixed(1)} % | ≥ ${goal} % ${mark} | ${(t.plies / t.games).toFixed(0)} | ${think(t, m[1])} | ${think(t, m[2])} | ${[...t.openings].sort().join(' + ')} | ${t.adjudicated || '–'} |`);
}
// A section is rewritten only when chunks of its matches were played here.
for (const [section, lines] of Object.entries(rows)) {
  if (!lines.length) continue;
  const table = [...header, ...lines].join('\n');
  console.log(table);
  rewriteSection('PERFORMANCE.md', section, table);
}
