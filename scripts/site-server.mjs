// Deskovna's own static server for dist/ (node, no dependencies), used by scripts/serve.sh:
//   node scripts/site-server.mjs [dist] [port]      (HOST=0.0.0.0 to listen beyond this machine)
// - the right Content-Type for every file of the site, and X-Content-Type-Options: nosniff;
// - brotli or gzip when the browser accepts it (compressed once per file version, kept in
//   memory). Brotli at its best quality is 12–19 % smaller than gzip on the wasms (the
//   first load of a game's page 130 KB against 151), but takes 0.5–2 s a file: the server makes
//   it in the background (for every file as the command starts, else when a file is first
//   asked for or has changed) and sends gzip until it is made;
// - ETag and Last-Modified, answered with 304 when the browser's copy is current;
// - caching suited to the service worker: files whose names carry their content hash (Trunk's
//   and the build's `name-<16 hex>`) are immutable for a year; everything else (sw.js, the
//   pages, embed.js, computer.js, deskovna.d.ts, the manifest, icons) is `no-cache`, i.e.
//   revalidated each time, so a deploy is seen at once and the service worker updates;
// - the site's Content-Security-Policy (scripts/csp.mjs) on every response;
// - Access-Control-Allow-Origin: * so that pages of other origins can embed boards;
// - GET and HEAD only; no path outside the folder, no dot-files; a small 404 page.
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { sitePolicy } from './csp.mjs';
import { filesOf } from './precache.mjs';

export const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.ts': 'text/plain; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.wasm', '.svg', '.json', '.webmanifest', '.ts', '.txt']);
/// A name that changes whenever the content does: `page-0123456789abcdef_bg.wasm` (Trunk
/// writes its 64-bit hash without leading zeros, so it may be shorter; a name it makes too short
/// to tell is merely revalidated).
export const HASHED = /-[0-9a-f]{12,16}(_bg)?\.[a-z]+$/;
export const IMMUTABLE = 'public, max-age=31536000, immutable';

const notFound = csp => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Not found — Deskovna</title>
<meta http-equiv="Content-Security-Policy" content="${csp}"></head>
<body><h1>Not found</h1><p>There is no such page. <a href="/">Deskovna's games</a></p></body></html>\n`;

/// What is known of one version of a file (by size and modification time).
function entry(cache, file, stat) {
  const known = cache.get(file);
  if (known && known.mtimeMs === stat.mtimeMs && known.size === stat.size) return known;
  const body = fs.readFileSync(file);
  const tag = crypto.createHash('sha256').update(body).digest('base64url').slice(0, 22);
  const e = { mtimeMs: stat.mtimeMs, size: stat.size, body, tag, gzip: null, br: null, brMaking: null };
  cache.set(file, e);
  return e;
}

/// The file gzipped, or null when that is no smaller.
function gzipped(e) {
  if (!e.gzip) {
    const z = zlib.gzipSync(e.body, { level: 9 });
    e.gzip = z.length < e.body.length ? z : e.body;
  }
  return e.gzip === e.body ? null : e.gzip;
}

/// Starts making the file's brotli (once); resolves when it is made.
function makeBrotli(e) {
  e.brMaking ??= new Promise(resolve => {
    const params = { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: e.body.length };
    zlib.brotliCompress(e.body, { params }, (err, z) => {
      e.br = !err && z.length < e.body.length ? z : e.body;
      resolve();
    });
  });
  return e.brMaking;
}

/// The file's brotli if it is made and smaller, else null (and it is being made).
function brotli(e) {
  if (!e.br) makeBrotli(e);
  return e.br && e.br !== e.body ? e.br : null;
}

/// Each encoding's copy of a file, or null (not smaller, or not made yet).
const COMPRESSED = { br: brotli, gzip: gzipped };

/// Whether an Accept-Encoding header takes `encoding` (`*` takes any; `q=0` refuses).
const accepts = (header, encoding) => (header || '').split(',').some(part => {
  const [name, ...params] = part.trim().split(';').map(s => s.trim());
  const q = params.find(p => p.startsWith('q='));
  return (name === encoding || name === '*') && !(q && Number(q.slice(2)) === 0);
});

/// Whether the browser's copy (If-None-Match, else If-Modified-Since) is current.
function fresh(req, etag, mtimeMs) {
  const match = req.headers['if-none-match'];
  if (match !== undefined) {
    return match.split(',').map(t => t.trim().replace(/^W\//, '')).some(t => t === '*' || t === etag);
  }
  const since = Date.parse(req.headers['if-modified-since'] || '');
  return !Number.isNaN(since) && Math.floor(mtimeMs / 1000) * 1000 <= since;
}

/// The file a URL path names inside `root`, or null (outside it, a dot-file, not decodable).
function fileOf(root, pathname) {
  let decoded;
  try { decoded = decodeURIComponent(pathname); } catch { return null; }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const parts = decoded.split('/');
  if (parts.some(p => p === '..' || (p.startsWith('.') && p !== ''))) return null;
  const file = path.join(root, ...parts);
  return file === root || file.startsWith(root + path.sep) ? file : null;
}

/// The server's handler, with `warm()`: makes every file's brotli now, in the background, and
/// resolves once they are made. `encodings`: those it sends, best first (the load benchmark
/// measures each).
export function handler(root, { encodings = ['br', 'gzip'] } = {}) {
  root = fs.realpathSync(path.resolve(root));
  const cache = new Map();
  const warm = () => !encodings.includes('br') ? Promise.resolve() : Promise.all(filesOf(root)
    .filter(f => COMPRESSIBLE.has(path.extname(f)) && !f.split('/').some(part => part.startsWith('.')))
    .map(f => path.join(root, f))
    .map(f => {
      // A file gone since the folder was read (a build replacing dist/) is made when asked for.
      // A link to outside the folder is never sent, so not read either.
      try {
        return fs.realpathSync(f).startsWith(root + path.sep) ? makeBrotli(entry(cache, f, fs.statSync(f))) : undefined;
      } catch { return undefined; }
    }));
  // The build's policy, which allows its boot script by hash (scripts/csp.mjs).
  const csp = sitePolicy(root);
  const serve = (req, res) => {
    const common = { 'Content-Security-Policy': csp, 'X-Content-Type-Options': 'nosniff', 'Access-Control-Allow-Origin': '*' };
    const send = (status, headers, body) => {
      res.writeHead(status, { ...common, ...headers });
      res.end(req.method === 'HEAD' ? undefined : body);
    };
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      send(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' }, 'Only GET and HEAD.\n');
      return;
    }
    const url = new URL(req.url, 'http://site');
    let file = fileOf(root, url.pathname);
    let stat = null;
    try {
      if (file) {
        stat = fs.statSync(file);
        if (stat.isDirectory()) {
          if (!url.pathname.endsWith('/')) {
            send(301, { Location: `${url.pathname}/${url.search}`, 'Cache-Control': 'no-cache' }, '');
            return;
          }
          file = path.join(file, 'index.html');
          stat = fs.statSync(file);
        }
        // A link inside the folder may point outside it.
        const real = fs.realpathSync(file);
        if (!real.startsWith(root + path.sep) || !stat.isFile()) stat = null;
      }
    } catch {
      stat = null;
    }
    if (!stat) {
      send(404, { 'Content-Type': TYPES['.html'], 'Cache-Control': 'no-cache' }, notFound(csp));
      return;
    }
    const e = entry(cache, file, stat);
    const ext = path.extname(file);
    const headers = {
      'Content-Type': TYPES[ext] || 'application/octet-stream',
      'Cache-Control': HASHED.test(path.basename(file)) ? IMMUTABLE : 'no-cache',
      'Last-Modified': new Date(e.mtimeMs).toUTCString(),
    };
    let body = e.body;
    let etag = `"${e.tag}"`;
    if (COMPRESSIBLE.has(ext)) {
      headers.Vary = 'Accept-Encoding';
      const taken = req.headers['accept-encoding'];
      for (const encoding of encodings.filter(x => accepts(taken, x))) {
        const z = COMPRESSED[encoding](e);
        if (z) {
          body = z;
          etag = `"${e.tag}-${encoding === 'gzip' ? 'gz' : encoding}"`;
          headers['Content-Encoding'] = encoding;
          break;
        }
      }
    }
    headers.ETag = etag;
    if (fresh(req, etag, e.mtimeMs)) {
      send(304, headers, undefined);
      return;
    }
    headers['Content-Length'] = body.length;
    send(200, headers, body);
  };
  return Object.assign(serve, { warm });
}

/// Serves `root` on `host:port` (port 0: any free one); resolves to { url, close, warm }.
export function serveSite({ root = 'dist', port = 8080, host = '127.0.0.1', encodings } = {}) {
  const serve = handler(root, { encodings });
  const server = http.createServer(serve);
  const close = () => new Promise(r => { server.close(r); server.closeAllConnections(); });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const shown = host.includes(':') ? `[${host}]` : host;
      resolve({ server, url: `http://${shown}:${server.address().port}/`, close, warm: serve.warm });
    });
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [root = 'dist', port = process.env.PORT || '8080'] = process.argv.slice(2);
  if (!fs.existsSync(path.join(root, 'index.html'))) {
    console.error(`${root}/index.html is missing: build the site first (scripts/build.sh)`);
    process.exit(1);
  }
  serveSite({ root, port: Number(port), host: process.env.HOST || '127.0.0.1' })
    .then(s => {
      console.log(`Deskovna is served at ${s.url}`);
      s.warm();
    })
    .catch(e => { console.error(`cannot serve on port ${port}: ${e.message}`); process.exit(1); });
}
