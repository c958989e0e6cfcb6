// Trunk post-build hook, run on the staging folder before it becomes dist/:
// 1. No inline script is left in a page but the boot script (a strict Content-Security-Policy
//    allows it by its hash alone): Trunk's loader goes, www/boot.js loads the page (3.).
// 2. The wasms loaded apart (the computer's worker, the tools, the embedded board) and
// 3. the page's wasms (one per game, one with none for the home page): each named by its
//    content, the names written into its loader (www/boot.js picks the page's by the address).
//    Each page's words go beside it, a file per language, and its rare words (what is said of
//    a text that does not read) in a second one, fetched once idle (scripts/words.mjs).
// 4. The home page's card pictures, drawn by each game's own view (src/bin/cards.rs).
//    Every wasm's glue is minified (esbuild) and its imports get short names in both files
//    (scripts/wasm-names.mjs) before it is named.
//    The style sheet, minified (esbuild), goes into index.html beside the boot script.
// 5. The pages' integrity attributes are recomputed;
// 6. every page's CSP (the site's, with the boot script's and the style sheet's hashes) is
//    checked; 7. sw.js gets its list of files and version.
import crypto from 'node:crypto';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { inlineHash, inlineScripts, inlineStyles, metaPolicy, policy } from './csp.mjs';
import { filesOf, precache } from './precache.mjs';
import { transformSync } from 'esbuild';
import { shortenImports } from './wasm-names.mjs';
import { pageWords, splitRare, usedTexts } from './words.mjs';

const dir = process.env.TRUNK_STAGING_DIR || process.argv[2];
if (!dir) throw new Error('TRUNK_STAGING_DIR is not set');
const hash = data => crypto.createHash('sha256').update(data).digest('hex').slice(0, 16);

const GAMES = ['drake', 'camelot', 'drakoburg', 'shamrock'];

const minify = (file, loader) => {
  const format = loader === 'js' ? { format: 'esm' } : {};
  fs.writeFileSync(file, transformSync(fs.readFileSync(file, 'utf8'), { loader, minify: true, ...format }).code);
};

/// A wasm and its glue made small: wasm-bindgen's glue is mostly JSDoc and indentation (the home
/// page's 8.6 → 7.6 KB gzipped, measured), and its imports' long names are in both files.
function slim(glue, wasm) {
  minify(glue, 'js');
  shortenImports(wasm, glue);
}

/// Names `bin`'s glue and wasm by their content, once slimmed; returns the new names.
function named(bin) {
  const glue = path.join(dir, `${bin}.js`);
  const wasm = path.join(dir, `${bin}_bg.wasm`);
  if (!fs.existsSync(glue) || !fs.existsSync(wasm)) throw new Error(`the wasm-bindgen output of ${bin} is missing`);
  slim(glue, wasm);
  const h = hash(Buffer.concat([fs.readFileSync(glue), fs.readFileSync(wasm)]));
  fs.renameSync(glue, path.join(dir, `${bin}-${h}.js`));
  fs.renameSync(wasm, path.join(dir, `${bin}-${h}_bg.wasm`));
  return [`./${bin}-${h}.js`, `./${bin}-${h}_bg.wasm`];
}

// 2. The wasms loaded apart, each named in its loader.
if (!fs.existsSync(path.join(dir, 'board.js'))) throw new Error('the embedded board\'s wasm is missing');
const apart = {};
for (const [bin, loader, js, wasmKey] of [['ai-worker', 'computer.js', '__AI_JS__', '__AI_WASM__'],
  ['tools', 'tools-loader.js', '__TOOLS_JS__', '__TOOLS_WASM__'], ['board', 'embed.js', '__BOARD_JS__', '__BOARD_WASM__']]) {
  const [glue, wasm] = apart[bin] = named(bin);
  const file = path.join(dir, loader);
  fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(js, glue).replace(wasmKey, wasm));
}

// 3. The page's wasms, and the boot script that picks one. Trunk builds the home page's as its
//    main wasm (it must have one): its loader and preloads, which every game's page would run
//    and fetch, are taken out of the page.
const files = fs.readdirSync(dir);
const home = ['.js', '_bg.wasm'].map(end => files.find(f => new RegExp(`^page-[0-9a-f]+${end.replace('.', '\\.')}$`).test(f)));
if (!home[0] || !home[1]) throw new Error('the home page\'s wasm is missing');
slim(path.join(dir, home[0]), path.join(dir, home[1]));
const pages = { home: home.map(f => `./${f}`) };
for (const game of GAMES) pages[game] = named(`page-${game}`);
// Each page's words in each language, beside its wasm (scripts/words.mjs): every text's from
// the command line (the same build as the cards', step 4), the page's kept.
const words = Object.fromEntries(['en', 'cs'].map(lang => [lang, execFileSync('cargo',
  ['run', '--quiet', '--release', '--bin', 'deskovna', '--', 'words', lang], { encoding: 'utf8', maxBuffer: 1 << 26 }).split('\n')]));
const count = words.en.length;
if (count < 100 || words.cs.length !== count) throw new Error(`the texts' words do not read: ${count} English, ${words.cs.length} Czech`);
// The rare texts' (`rare_text!`) go into a second file, which the page fetches once idle.
const rare = new Set(execFileSync('cargo', ['run', '--quiet', '--release', '--bin', 'deskovna', '--', 'words', 'rare'],
  { encoding: 'utf8' }).split('\n').filter(Boolean).map(Number));
if (rare.size < 50) throw new Error(`only ${rare.size} rare texts`);
for (const [page, [, wasm]] of Object.entries(pages)) {
  const used = usedTexts(fs.readFileSync(path.join(dir, wasm)), count);
  if (used.size < 50) throw new Error(`${page}: only ${used.size} texts found in its wasm`);
  // One hash names both languages' files (the boot script writes the names from it).
  const [first, later] = splitRare(used, rare);
  for (const [kept, part] of [[first, ''], [later, 'rare-']]) {
    const texts = Object.fromEntries(['en', 'cs'].map(lang => [lang, pageWords(words[lang], kept)]));
    const h = hash(`${texts.en}\0${texts.cs}`);
    for (const lang of ['en', 'cs']) fs.writeFileSync(path.join(dir, `words-${page}-${part}${lang}-${h}.txt`), texts[lang]);
    pages[page].push(h);
  }
}
// What the boot script needs of each page: the hash of its wasm and glue, of its words, of its
// rare words (it writes the names: www/boot.js).
const hashOf = name => /-([0-9a-f]+)\.js$/.exec(name)[1];
const boot = Object.fromEntries(Object.entries(pages).map(([page, [js, , said, rare]]) => [page, [hashOf(js), said, rare]]));
const bootFile = path.join(dir, 'boot.js');
// What a game's page fetches once its board is drawn: the computer's worker.
const later = ['./computer.js', ...apart['ai-worker']];
// The boot script goes into index.html itself, minified: the page's wasm is asked for as soon
// as the page is read, not a round trip later (measured on the throttled phone: ~0.25 s sooner).
// The site's policy allows it by its hash (scripts/csp.mjs).
const bootScript = transformSync(fs.readFileSync(bootFile, 'utf8').replace('__PAGES__', JSON.stringify(boot))
  .replace('__LATER__', JSON.stringify(later)), { loader: 'js', minify: true }).code.trim();
if (/<\/script|<!--/i.test(bootScript)) throw new Error('the boot script cannot be written into the page');
fs.rmSync(bootFile);
// The style sheet goes into the page too: its first paint then waits for no second request,
// which on the throttled phone also shared the line with the wasm (measured: first paint
// 0.33–0.42 s against 0.48–0.60, the board no later).
const styleFile = fs.readdirSync(dir).find(f => /^style-[0-9a-f]+\.css$/.test(f));
if (!styleFile) throw new Error('no style sheet from Trunk');
minify(path.join(dir, styleFile), 'css');
const style = fs.readFileSync(path.join(dir, styleFile), 'utf8').trim();
if (/<\/style|<!--/i.test(style)) throw new Error('the style sheet cannot be written into the page');
fs.rmSync(path.join(dir, styleFile));
const sitePolicy = policy([inlineHash(bootScript)], [inlineHash(style)]);
const BOOT_TAG = '<script src="./boot.js"></script>';
for (const name of filesOf(dir).filter(f => f.endsWith('.html'))) {
  const file = path.join(dir, name);
  let html = fs.readFileSync(file, 'utf8')
    .replace(/<script type="?module"?>[\s\S]*?<\/script>/g, loader => {
      if (!loader.includes(pages.home[0])) throw new Error(`${name}: an inline script that is not Trunk's loader`);
      return '';
    })
    .replace(/<link rel="(?:modulepreload|preload)" href="\.\/(?:page-[0-9a-f]+(?:\.js|_bg\.wasm)|snippets\/[^"]+)"[^>]*>/g, '');
  if (/<script(?![^>]*\bsrc=)[^>]*>/.test(html)) throw new Error(`${name}: an inline script is left`);
  if (html.includes(pages.home[1])) throw new Error(`${name}: the home page's wasm is still fetched by every page`);
  if (name === 'index.html') {
    // The dialogs' words: the page writes every `data-t` element's text in the player's
    // language when it starts (`apply_words`), before any dialog can open, so the English the
    // source carries there is never seen (−0.3 KB gzipped on every page).
    html = html.replace(/<dialog[\s\S]*?<\/dialog>/g, d => d.replace(/(<[^>]*\sdata-t="[^"]*"[^>]*>)[^<]*(<\/)/g, '$1$2'));
    if (!html.includes(BOOT_TAG)) throw new Error('index.html does not load the boot script');
    html = html.replace(BOOT_TAG, () => `<script>${bootScript}</script>`);
    const link = new RegExp(`<link rel="stylesheet" href="\\./${styleFile.replace('.', '\\.')}"[^>]*>`);
    if (!link.test(html)) throw new Error('index.html does not link the style sheet');
    html = html.replace(link, () => `<style>${style}</style>`);
  }
  // Every page carries the site's one policy (the server sends it with each file).
  html = html.replace(/(<meta\s+http-equiv="Content-Security-Policy"\s+content=")[^"]*"/i, (_, head) => `${head}${sitePolicy}"`);
  fs.writeFileSync(file, html);
}
// 4. The cards: the same build of the command line as the tests' (`cargo build --release`).
fs.mkdirSync(path.join(dir, 'cards'), { recursive: true });
execFileSync('cargo', ['run', '--quiet', '--release', '--bin', 'cards', '--', path.join(dir, 'cards')], { stdio: 'inherit' });

// 5. Every `integrity` attribute of the pages is recomputed from the files as they now are.
for (const name of fs.readdirSync(dir).filter(f => f.endsWith('.html'))) {
  const file = path.join(dir, name);
  const html = fs.readFileSync(file, 'utf8');
  if (/\bintegrity=(?!")/.test(html)) throw new Error(`${name}: an integrity attribute not in double quotes`);
  fs.writeFileSync(file, html.replace(/<(?:link|script)\b[^>]*>/g, tag => {
    const sri = tag.match(/\bintegrity="(sha\d+)-[^"]*"/);
    if (!sri) return tag;
    const ref = tag.match(/\b(?:href|src)="\.?\/?([^"]+)"/);
    if (!ref) throw new Error(`${name}: an integrity attribute without a file: ${tag}`);
    const digest = crypto.createHash(sri[1]).update(fs.readFileSync(path.join(dir, ref[1]))).digest('base64');
    return tag.replace(sri[0], `integrity="${sri[1]}-${digest}"`);
  }));
}

// 6. Every page carries the site's Content-Security-Policy (scripts/csp.mjs) and nothing it
//    would block.
for (const name of filesOf(dir).filter(f => f.endsWith('.html'))) {
  const html = fs.readFileSync(path.join(dir, name), 'utf8');
  if (metaPolicy(html) !== sitePolicy) throw new Error(`${name}: its <meta> Content-Security-Policy is not the site's: ${sitePolicy}`);
  for (const code of inlineScripts(html)) {
    if (!sitePolicy.includes(inlineHash(code))) throw new Error(`${name}: an inline script the policy does not allow`);
  }
  for (const css of inlineStyles(html)) {
    if (!sitePolicy.includes(inlineHash(css))) throw new Error(`${name}: an inline style sheet the policy does not allow`);
  }
  if (/\sstyle=/i.test(html)) throw new Error(`${name}: a style attribute, which the policy blocks`);
}

// 7. The service worker keeps every file of this build; its version is their hash.
const sw = path.join(dir, 'sw.js');
if (fs.existsSync(sw)) precache(dir, fs.readFileSync(sw, 'utf8'));
