// Gzipped sizes of the site, and its budgets. Each page's first load is everything the browser
// downloads to show it: the HTML (with the boot script and the style sheet in it), the page wasm with its glue and
// its words in the player's language (English here; the Czech first load is reported beside it
// and held to the same budget) that the boot script picks for the address — a game's own (budget below), or the home page's,
// which carries no game (budget 60 KB); its four card pictures (made at build time, the default
// theme's and language's) are images, reported beside it. The whole site (the tools, the
// worker, icons for installing, the embedding docs and pages) is reported too.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const KB = 1024;
// The goal for a game's page is 150 KB (issue 28), in either language. Moving what a first
// board does not need to the tools wasm (New game, the set-aside saves, the share link), short
// import names (scripts/wasm-names.mjs), the words kept apart (src/game/words.rs), the boot
// script inside the page, the dialogs' words left to the page, the rare words fetched once
// idle and no string cut by index in the library (so no slicing panic message in any page,
// 4 KB) bring every game under it (PERFORMANCE.md, "A page per game").
const BUDGET = { home: 60 * KB, game: 150 * KB };
const GAMES = ['drake', 'camelot', 'drakoburg', 'shamrock'];
const root = process.argv[2] || 'dist';
const files = [];
(function walk(dir) {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) { if (!e.name.startsWith('.')) walk(p); } else files.push(p);
  }
})(root);
// What every page loads, and each page's own wasm and glue (page-<hash> is the home page's).
const shared = f => /^(index\.html|snippets\/.*)$/.test(f);
const words = (p, lang) => f => new RegExp(`^words-${p}-${lang}-[0-9a-f]+\\.txt$`).test(f);
const own = { home: f => /^page-[0-9a-f]+(_bg\.wasm|\.js)$/.test(f) || words('home', 'en')(f) };
const pictures = f => /^cards\/[a-z]+-light-en\.svg$/.test(f);
for (const g of GAMES) own[g] = f => new RegExp(`^page-${g}-[0-9a-f]+(_bg\\.wasm|\\.js)$`).test(f) || words(g, 'en')(f);
const zero = () => ({ raw: 0, gz: 0 });
const total = zero(), cards = zero();
const pages = Object.fromEntries(Object.keys(own).map(p => [p, zero()]));
// The same first loads for a Czech player: the Czech words in place of the English.
const czech = Object.fromEntries(Object.keys(own).map(p => [p, zero()]));
const rows = files.map(f => {
  const data = fs.readFileSync(f);
  const z = zlib.gzipSync(data, { level: 9 }).length;
  const rel = path.relative(root, f).split(path.sep).join('/');
  total.raw += data.length; total.gz += z;
  if (pictures(rel)) { cards.raw += data.length; cards.gz += z; }
  const mark = shared(rel) ? '*' : Object.keys(own).find(p => own[p](rel)) || (pictures(rel) ? 'cards' : '');
  for (const p of Object.keys(own)) {
    if (shared(rel) || own[p](rel)) { pages[p].raw += data.length; pages[p].gz += z; }
    if (shared(rel) || (own[p](rel) && !words(p, 'en')(rel)) || words(p, 'cs')(rel)) { czech[p].raw += data.length; czech[p].gz += z; }
  }
  return [rel, data.length, z, mark];
}).sort((a, b) => b[2] - a[2]);
const budget = p => BUDGET[p] ?? BUDGET.game;
const over = Object.keys(pages).filter(p => Math.max(pages[p].gz, czech[p].gz) > budget(p));
// `bundle`: the largest game's first load (what the app's benchmark reports).
const bundle = GAMES.map(g => pages[g]).reduce((a, b) => (b.gz > a.gz ? b : a));
const kb = n => (n / KB).toFixed(1);
if (process.argv.includes('--json')) console.log(JSON.stringify({ pages, czech, cards, bundle, total }));
else {
  for (const [f, r, z, mark] of rows) console.log(`${String(z).padStart(8)} gz ${String(r).padStart(8)} raw  ${mark.padEnd(9)} ${f}`);
  console.log('first load of each page (* and its own files):');
  for (const p of Object.keys(pages)) {
    console.log(`  ${p.padEnd(9)} ${kb(pages[p].gz).padStart(6)} KB gzipped (${kb(pages[p].raw)} KB raw), in Czech ${kb(czech[p].gz)} KB; budget ${budget(p) / KB} KB`);
  }
  console.log(`  the home page's card pictures: ${kb(cards.gz)} KB gzipped (${kb(cards.raw)} KB raw)`);
  console.log(`whole site: ${kb(total.gz)} KB gzipped (${kb(total.raw)} KB raw)`);
  if (over.length) { console.error(`over the size budget: ${over.join(', ')}`); process.exit(1); }
}
