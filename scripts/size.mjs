// Gzipped size of the site (everything the browser downloads), checked against the budget.
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
let raw = 0, gz = 0;
const rows = files.map(f => {
  const data = fs.readFileSync(f);
  const z = zlib.gzipSync(data, { level: 9 }).length;
  raw += data.length; gz += z;
  return [path.relative(root, f), data.length, z];
}).sort((a, b) => b[2] - a[2]);
for (const [f, r, z] of rows) console.log(`${String(z).padStart(8)} gz ${String(r).padStart(8)} raw  ${f}`);
console.log(`total: ${(gz / 1024).toFixed(1)} KB gzipped (${(raw / 1024).toFixed(1)} KB raw); budget ${BUDGET / 1024} KB`);
if (process.argv.includes('--json')) console.log(JSON.stringify({ raw, gz }));
if (gz > BUDGET) { console.error('over the size budget'); process.exit(1); }
