// The service worker's list of files and its version, written into sw.js by the build
// (scripts/postbuild.mjs): every file of the built site (sw.js itself aside) is kept offline,
// and the version is a hash of all their names and contents, so that a change to any of them
// (a page, deskovna.d.ts, an icon) makes a new sw.js, which browsers see as an update.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/// Every file under `dir`, as sorted relative paths with `/`.
export function filesOf(dir) {
  const list = [];
  (function walk(sub) {
    for (const e of fs.readdirSync(path.join(dir, sub), { withFileTypes: true })) {
      const rel = sub ? `${sub}/${e.name}` : e.name;
      if (e.isDirectory()) walk(rel);
      else list.push(rel);
    }
  })('');
  return list.sort();
}

/// Writes `dir`/sw.js from `template` (www/sw.js, with __VERSION__ and __FILES__); returns the
/// version.
export function precache(dir, template) {
  const list = filesOf(dir).filter(f => f !== 'sw.js');
  const digest = crypto.createHash('sha256');
  for (const f of list) digest.update(f).update('\0').update(fs.readFileSync(path.join(dir, f)));
  const version = digest.digest('hex').slice(0, 16);
  const files = ['./', ...list.map(f => `./${f}`)];
  const text = template.replace('__VERSION__', version).replace('__FILES__', JSON.stringify(files));
  fs.writeFileSync(path.join(dir, 'sw.js'), text);
  return version;
}
