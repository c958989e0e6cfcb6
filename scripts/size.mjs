// Gzipped sizes of the site. The budget (250 KB) holds for the app bundle: everything the
// browser downloads to start playing (the page, its CSS, the loader, the wasm-bindgen glue and
// the wasm). The whole site (icons for installing, the embedding docs and pages) is reported too.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const BUDGET = 250 * 1024;
const root = process.argv[2] || 'dist';
const files = [];
(function walk(dir) {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) { if (!e.name.startsWith('.')) walk(p); } else files.push(p);
  }
})(root);
const isBundle = f => /^(index\.html|boot-[0-9a-f]+\.js|page-[0-9a-f]+(_bg\.wasm|\.js)|style-[0-9a-f]+\.css)$/.test(f);
const total = { raw: 0, gz: 0 }, bundle = { raw: 0, gz: 0 };
const rows = files.map(f => {
  const data = fs.readFileSync(f);
  const z = zlib.gzipSync(data, { level: 9 }).length;
  const rel = path.relative(root, f);
  total.raw += data.length; total.gz += z;
  if (isBundle(rel)) { bundle.raw += data.length; bundle.gz += z; }
  return [rel, data.length, z];
}).sort((a, b) => b[2] - a[2]);
const json = process.argv.includes('--json');
if (!json) for (const [f, r, z] of rows) console.log(`${String(z).padStart(8)} gz ${String(r).padStart(8)} raw  ${isBundle(f) ? '*' : ' '} ${f}`);
const kb = n => (n / 1024).toFixed(1);
if (json) console.log(JSON.stringify({ bundle, total }));
else {
  console.log(`app bundle (*): ${kb(bundle.gz)} KB gzipped (${kb(bundle.raw)} KB raw); budget ${BUDGET / 1024} KB`);
  console.log(`whole site: ${kb(total.gz)} KB gzipped (${kb(total.raw)} KB raw)`);
}
if (bundle.gz > BUDGET && !json) { console.error('the app bundle is over the size budget'); process.exit(1); }
