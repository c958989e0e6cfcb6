// Trunk post-build hook: Trunk writes its wasm loader as an inline <script type="module">,
// which a strict Content-Security-Policy (script-src 'self') forbids. Move it into a file of its
// own, named by its content hash, and load that instead.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const dir = process.env.TRUNK_STAGING_DIR || process.argv[2];
if (!dir) throw new Error('TRUNK_STAGING_DIR is not set');
for (const name of fs.readdirSync(dir).filter(f => f.endsWith('.html'))) {
  const file = path.join(dir, name);
  const html = fs.readFileSync(file, 'utf8');
  const out = html.replace(/<script type="module">([\s\S]*?)<\/script>/g, (_, code) => {
    const hash = crypto.createHash('sha256').update(code).digest('hex').slice(0, 16);
    const loader = `boot-${hash}.js`;
    fs.writeFileSync(path.join(dir, loader), code.trim() + '\n');
    return `<script type="module" src="./${loader}"></script>`;
  });
  if (/<script(?![^>]*\bsrc=)[^>]*>/.test(out)) throw new Error(`${name}: an inline script is left`);
  fs.writeFileSync(file, out);
}
