// Trunk post-build hook, run on the staging folder before it becomes dist/:
// 1. Trunk writes its wasm loader as an inline <script type="module">, which a strict
//    Content-Security-Policy (script-src 'self') forbids: move it into a file named by its hash.
// 2. embed.js loads the hashed wasm-bindgen glue and wasm: write their names in.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const dir = process.env.TRUNK_STAGING_DIR || process.argv[2];
if (!dir) throw new Error('TRUNK_STAGING_DIR is not set');
const hash = data => crypto.createHash('sha256').update(data).digest('hex').slice(0, 16);

for (const name of fs.readdirSync(dir).filter(f => f.endsWith('.html'))) {
  const file = path.join(dir, name);
  const html = fs.readFileSync(file, 'utf8');
  const out = html.replace(/<script type="module">([\s\S]*?)<\/script>/g, (_, code) => {
    const loader = `boot-${hash(code)}.js`;
    fs.writeFileSync(path.join(dir, loader), code.trim() + '\n');
    return `<script type="module" src="./${loader}"></script>`;
  });
  if (/<script(?![^>]*\bsrc=)[^>]*>/.test(out)) throw new Error(`${name}: an inline script is left`);
  fs.writeFileSync(file, out);
}

const files = fs.readdirSync(dir);
const glue = files.find(f => /^deskovna-[0-9a-f]+\.js$/.test(f));
const wasm = files.find(f => /^deskovna-[0-9a-f]+_bg\.wasm$/.test(f));
if (!glue || !wasm) throw new Error('the wasm-bindgen output is missing');
// The wasms loaded on demand (built by Trunk without a hash: the computer player's worker and
// the tools): name each by its content too, and point its loader at it.
for (const [bin, loader, js, wasmKey] of [['ai-worker', 'computer.js', '__AI_JS__', '__AI_WASM__'],
  ['tools', 'tools-loader.js', '__TOOLS_JS__', '__TOOLS_WASM__']]) {
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

for (const name of ['embed.js']) {
  const file = path.join(dir, name);
  if (!fs.existsSync(file)) continue;
  const text = fs.readFileSync(file, 'utf8').replace('__DESKOVNA_JS__', `./${glue}`).replace('__DESKOVNA_WASM__', `./${wasm}`);
  fs.writeFileSync(file, text);
}

// 3. The service worker precaches every file of this build; its version is their hash.
const sw = path.join(dir, 'sw.js');
if (fs.existsSync(sw)) {
  const list = [];
  (function walk(sub) {
    for (const e of fs.readdirSync(path.join(dir, sub), { withFileTypes: true })) {
      const rel = sub ? `${sub}/${e.name}` : e.name;
      if (e.isDirectory()) walk(rel);
      else if (rel !== 'sw.js' && !rel.endsWith('.d.ts')) list.push(rel);
    }
  })('');
  list.sort();
  const digest = crypto.createHash('sha256');
  for (const f of list) digest.update(f).update(fs.readFileSync(path.join(dir, f)));
  const version = digest.digest('hex').slice(0, 16);
  const files = ['./', ...list.map(f => `./${f}`)];
  const text = fs.readFileSync(sw, 'utf8').replace('__VERSION__', version).replace('__FILES__', JSON.stringify(files));
  fs.writeFileSync(sw, text);
}
