// Trunk post-build hook, run on the staging folder before it becomes dist/:
// 1. Trunk writes its wasm loader as an inline <script type="module">, which a strict
//    Content-Security-Policy (script-src 'self') forbids: move it into a file named by its hash.
// 2. The wasms loaded apart from the page's (the computer's worker, the tools, the embedded
//    board): name each by its content and write the names into its loader.
// 3. The page's glue and style sheet are minified (scripts/minify.mjs), their integrity
//    attributes recomputed; 4. every page's CSP is checked; 5. sw.js gets its list of files and version.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { CSP, metaPolicy } from './csp.mjs';
import { filesOf, precache } from './precache.mjs';
import { minify } from './minify.mjs';

const dir = process.env.TRUNK_STAGING_DIR || process.argv[2];
if (!dir) throw new Error('TRUNK_STAGING_DIR is not set');
const hash = data => crypto.createHash('sha256').update(data).digest('hex').slice(0, 16);

for (const name of fs.readdirSync(dir).filter(f => f.endsWith('.html'))) {
  const file = path.join(dir, name);
  const html = fs.readFileSync(file, 'utf8');
  const out = html.replace(/<script type="?module"?>([\s\S]*?)<\/script>/g, (_, code) => {
    const loader = `boot-${hash(code)}.js`;
    fs.writeFileSync(path.join(dir, loader), code.trim() + '\n');
    return `<script type="module" src="./${loader}"></script>`;
  });
  if (/<script(?![^>]*\bsrc=)[^>]*>/.test(out)) throw new Error(`${name}: an inline script is left`);
  fs.writeFileSync(file, out);
}

const files = fs.readdirSync(dir);
const glue = files.find(f => /^page-[0-9a-f]+\.js$/.test(f));
const wasm = files.find(f => /^page-[0-9a-f]+_bg\.wasm$/.test(f));
if (!glue || !wasm) throw new Error('the wasm-bindgen output is missing');
if (!files.includes('board.js')) throw new Error('the embedded board\'s wasm is missing');
for (const [bin, loader, js, wasmKey] of [['ai-worker', 'computer.js', '__AI_JS__', '__AI_WASM__'],
  ['tools', 'tools-loader.js', '__TOOLS_JS__', '__TOOLS_WASM__'], ['board', 'embed.js', '__BOARD_JS__', '__BOARD_WASM__']]) {
  const binGlue = path.join(dir, `${bin}.js`);
  const binWasm = path.join(dir, `${bin}_bg.wasm`);
  if (!fs.existsSync(binGlue) || !fs.existsSync(binWasm)) continue;
  const h = hash(Buffer.concat([fs.readFileSync(binGlue), fs.readFileSync(binWasm)]));
  fs.renameSync(binGlue, path.join(dir, `${bin}-${h}.js`));
  fs.renameSync(binWasm, path.join(dir, `${bin}-${h}_bg.wasm`));
  const file = path.join(dir, loader);
  const text = fs.readFileSync(file, 'utf8').replace(js, `./${bin}-${h}.js`).replace(wasmKey, `./${bin}-${h}_bg.wasm`);
  fs.writeFileSync(file, text);
}

minify(dir);

// 4. Every page carries the site's Content-Security-Policy (scripts/csp.mjs) and nothing it
//    would block.
for (const name of filesOf(dir).filter(f => f.endsWith('.html'))) {
  const html = fs.readFileSync(path.join(dir, name), 'utf8');
  if (metaPolicy(html) !== CSP) throw new Error(`${name}: its <meta> Content-Security-Policy is not the site's: ${CSP}`);
  if (/<style[\s>]|\sstyle=/i.test(html)) throw new Error(`${name}: an inline style, which the policy blocks`);
}

// 5. The service worker keeps every file of this build; its version is their hash.
const sw = path.join(dir, 'sw.js');
if (fs.existsSync(sw)) precache(dir, fs.readFileSync(sw, 'utf8'));
