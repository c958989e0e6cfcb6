// Short import names for a wasm and its wasm-bindgen glue.
//
// wasm-bindgen names every import the glue hands the wasm `__wbg_<method>_<16 hex digits>`, and
// both files carry each name: The Drake's page has 218 of them, 11 KB of names in the wasm and
// as many in the glue, the hex digits incompressible. Renamed to one or two letters in both
// files they cost 5.9 KB gzipped less per page (PERFORMANCE.md, "Short import names").
// Binaryen's `--minify-imports` renames only the imports of the `env` module, so the wasm's
// import section is rewritten here; nothing else in a wasm refers to an import by its name.
import fs from 'node:fs';

/// The import section's entries: [module, name, descriptor bytes].
function imports(wasm, start, end) {
  let p = start;
  const leb = () => {
    let value = 0, shift = 0, byte;
    do { byte = wasm[p++]; value += (byte & 0x7f) * 2 ** shift; shift += 7; } while (byte & 0x80);
    return value;
  };
  const text = () => { const n = leb(); const s = wasm.subarray(p, p + n).toString('utf8'); p += n; return s; };
  const limits = () => { const flags = wasm[p++]; leb(); if (flags & 1) leb(); };
  const entries = [];
  for (let count = leb(); count > 0; count--) {
    const module = text(), name = text(), from = p, kind = wasm[p++];
    if (kind === 0) leb();                               // a function: its type
    else if (kind === 1) { p++; limits(); }              // a table: its element type, limits
    else if (kind === 2) limits();                       // a memory
    else if (kind === 3) p += 2;                         // a global: its type, mutability
    else if (kind === 4) { p++; leb(); }                 // a tag
    else throw new Error(`an import of unknown kind ${kind}`);
    entries.push([module, name, wasm.subarray(from, p)]);
  }
  if (p !== end) throw new Error('the import section does not read to its end');
  return entries;
}

function uleb(n) {
  const out = [];
  do { let byte = n & 0x7f; n = Math.floor(n / 128); if (n) byte |= 0x80; out.push(byte); } while (n);
  return Buffer.from(out);
}
const str = s => { const b = Buffer.from(s, 'utf8'); return Buffer.concat([uleb(b.length), b]); };

/// `a` … `Z`, then `aa` …: short, valid JavaScript names.
function short(i) {
  const letters = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
  let name = '';
  do { name = letters[i % 52] + name; i = Math.floor(i / 52) - 1; } while (i >= 0);
  return name;
}

/// Renames every import of `wasmFile` and the same keys of `glueFile`'s import object. Throws,
/// leaving both files as they were, unless each name occurs exactly once in the glue.
export function shortenImports(wasmFile, glueFile) {
  const wasm = fs.readFileSync(wasmFile);
  let glue = fs.readFileSync(glueFile, 'utf8');
  if (wasm.readUInt32LE(0) !== 0x6d736100) throw new Error(`${wasmFile} is not a wasm`);
  let p = 8;
  const sections = [];
  while (p < wasm.length) {
    const id = wasm[p], from = p;
    p++;
    let size = 0, shift = 0, byte;
    do { byte = wasm[p++]; size += (byte & 0x7f) * 2 ** shift; shift += 7; } while (byte & 0x80);
    sections.push({ id, from, body: p, end: p + size });
    p += size;
  }
  const section = sections.find(s => s.id === 2);
  if (!section) return { before: 0, after: 0 };
  const entries = imports(wasm, section.body, section.end);
  const modules = [...new Set(entries.map(e => e[0]))];
  const once = (what, pattern) => {
    const found = glue.match(pattern);
    if (!found || found.length !== 1) throw new Error(`${glueFile}: ${what} is there ${found ? found.length : 0} times, not once`);
  };
  const escape = s => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const moduleName = new Map(modules.map((m, i) => [m, `w${i || ''}`]));
  for (const [m, short] of moduleName) {
    const pattern = new RegExp(`(["'])${escape(m)}\\1`, 'g');
    once(`the module "${m}"`, pattern);
    glue = glue.replace(pattern, `"${short}"`);
  }
  const renamed = entries.map(([m, name, descriptor], i) => {
    const pattern = new RegExp(`(?<![\\w$])${escape(name)}(?![\\w$])`, 'g');
    once(`the import ${name}`, pattern);
    glue = glue.replace(pattern, short(i));
    return Buffer.concat([str(moduleName.get(m)), str(short(i)), descriptor]);
  });
  const body = Buffer.concat([uleb(entries.length), ...renamed]);
  const out = Buffer.concat([wasm.subarray(0, section.from), Buffer.from([2]), uleb(body.length), body, wasm.subarray(section.end)]);
  fs.writeFileSync(wasmFile, out);
  fs.writeFileSync(glueFile, glue);
  return { before: wasm.length, after: out.length, imports: entries.length };
}

// `node scripts/wasm-names.mjs <wasm> <glue>`: rename in place (for trying by hand).
if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop())) {
  console.log(shortenImports(process.argv[2], process.argv[3]));
}
