// A static file server for the built site: serves a folder under a URL prefix, optionally
// with a Content-Security-Policy header. Used by the end-to-end tests.
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.mjs': 'text/javascript',
  '.css': 'text/css', '.wasm': 'application/wasm', '.svg': 'image/svg+xml', '.png': 'image/png',
  '.json': 'application/json', '.webmanifest': 'application/manifest+json', '.ts': 'text/plain',
  '.txt': 'text/plain; charset=utf-8',
};

export function serve({ root, port = 0, prefix = '/', csp = null, headers = {} }) {
  root = path.resolve(root);
  const server = http.createServer((req, res) => {
    const url = new URL(req.url, 'http://x');
    let p = decodeURIComponent(url.pathname);
    if (!p.startsWith(prefix)) { res.writeHead(404); res.end('not found'); return; }
    p = p.slice(prefix.length);
    if (p === '' || p.endsWith('/')) p += 'index.html';
    const file = path.join(root, path.normalize(p).replace(/^(\.\.[/\\])+/, ''));
    if (!file.startsWith(root)) { res.writeHead(403); res.end(); return; }
    fs.readFile(file, (err, data) => {
      if (err) { res.writeHead(404); res.end('not found'); return; }
      const h = { 'Content-Type': TYPES[path.extname(file)] || 'application/octet-stream', 'Cache-Control': 'no-cache', ...headers };
      if (csp) h['Content-Security-Policy'] = csp;
      res.writeHead(200, h);
      res.end(data);
    });
  });
  // `close` also drops the connections a still-open page keeps alive (or has opened and not
  // yet used): `server.close` alone waits for them, which once held a test past its limit.
  const close = () => new Promise(r => { server.close(r); server.closeAllConnections(); });
  return new Promise(resolve => server.listen(port, '127.0.0.1', () => {
    resolve({ server, url: `http://127.0.0.1:${server.address().port}${prefix}`, close });
  }));
}

// `node server.mjs <dir> <port>`: serve a folder (the README's serve command).
if (import.meta.url === `file://${process.argv[1]}`) {
  const [root = 'dist', port = '8080'] = process.argv.slice(2);
  serve({ root, port: Number(port) }).then(s => console.log(`Deskovna is served at ${s.url}`));
}
