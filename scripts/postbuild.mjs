// Trunk post-build hook, run on the staging folder before it becomes dist/:
// 1. Trunk writes its wasm loader as an inline <script type="module">, which a strict
//    Content-Security-Policy (script-src 'self') forbids: move it into a file named by its hash.
// 2. embed.js loads the hashed wasm-bindgen glue and wasm: write their names into it.
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
const embed = path.join(dir, 'embed.js');
if (fs.existsSync(embed)) {
  const text = fs.readFileSync(embed, 'utf8').replace('__DESKOVNA_JS__', `./${glue}`).replace('__DESKOVNA_WASM__', `./${wasm}`);
  fs.writeFileSync(embed, text);
}
