// The site's own server (scripts/site-server.mjs, what scripts/serve.sh runs): types, brotli and gzip,
// validators and 304, caching suited to the service worker, the CSP header, HEAD, 404 and 405,
// and no way out of the folder.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { test, assert, equal } from './harness.mjs';
import { serveSite, HASHED, IMMUTABLE } from '../../scripts/site-server.mjs';
import { sitePolicy } from '../../scripts/csp.mjs';
import { filesOf } from '../../scripts/precache.mjs';

const DIST = process.env.DIST || 'dist';

/// A raw request (the path is sent exactly as given): { status, headers, body }.
function get(url, pathname, { method = 'GET', headers = {} } = {}) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const req = http.request({ hostname, port, path: pathname, method, headers }, res => {
      const chunks = [];
      res.on('data', c => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

async function withSite(fn, root = DIST) {
  const site = await serveSite({ root, port: 0 });
  try { await fn(site.url, site.warm); } finally { await site.close(); }
}

test('site server: every file with its type, the policy, and caching suited to the service worker', async () => {
  await withSite(async url => {
    const files = filesOf(DIST);
    const types = { html: 'text/html; charset=utf-8', js: 'text/javascript; charset=utf-8', wasm: 'application/wasm',
      css: 'text/css; charset=utf-8', svg: 'image/svg+xml', png: 'image/png', webmanifest: 'application/manifest+json',
      ts: 'text/plain; charset=utf-8', txt: 'text/plain; charset=utf-8' };
    const seen = new Set();
    for (const f of files) {
      const r = await get(url, `/${f}`);
      const ext = f.split('.').pop();
      seen.add(ext);
      equal([f, r.status, r.headers['content-type']], [f, 200, types[ext]], 'status and type');
      equal(r.body, fs.readFileSync(path.join(DIST, f)), `${f}: the file itself`);
      equal(r.headers['content-security-policy'], sitePolicy(DIST), `${f}: the policy`);
      equal(r.headers['x-content-type-options'], 'nosniff', `${f}: nosniff`);
      const hashed = HASHED.test(path.basename(f));
      equal([f, r.headers['cache-control']], [f, hashed ? IMMUTABLE : 'no-cache'], 'caching');
    }
    equal([...seen].sort(), Object.keys(types).sort(), 'every kind of file of the site was seen');
    // What must never be kept stale, by name; what Trunk and the build name by hash.
    for (const f of ['sw.js', 'index.html', 'docs.html', 'embed.html', 'embed.js', 'computer.js', 'deskovna.d.ts', 'manifest.webmanifest']) {
      equal((await get(url, `/${f}`)).headers['cache-control'], 'no-cache', f);
    }
    for (const re of [/^page-[0-9a-f]{12,16}_bg\.wasm$/, /^page-[0-9a-f]{12,16}\.js$/, /^ai-worker-[0-9a-f]{12,16}_bg\.wasm$/, /^words-drake-en-[0-9a-f]{12,16}\.txt$/]) {
      const f = files.find(x => re.test(x));
      assert(f, `a file like ${re}`);
      equal((await get(url, `/${f}`)).headers['cache-control'], IMMUTABLE, f);
    }
    const root = await get(url, '/');
    equal([root.status, root.body], [200, fs.readFileSync(path.join(DIST, 'index.html'))], '/ is index.html');
    equal((await get(url, '/embed.html?game=drake&moves=@b1')).status, 200, 'a query is ignored');
  });
});

test('site server: brotli or gzip for those who accept it, validators and 304', async () => {
  await withSite(async (url, warm) => {
    // Every file's brotli made now (the serve command starts on them as it starts).
    await warm();
    const wasm = filesOf(DIST).find(f => /^page-[0-9a-f]{12,16}_bg\.wasm$/.test(f));
    for (const f of [wasm, 'index.html', 'embed.js', 'deskovna.d.ts']) {
      const plain = await get(url, `/${f}`);
      const br = await get(url, `/${f}`, { headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' } });
      equal([f, br.headers['content-encoding'], br.headers.vary], [f, 'br', 'Accept-Encoding'], 'brotli first');
      equal(zlib.brotliDecompressSync(br.body), plain.body, `${f}: the same content in brotli`);
      equal(Number(br.headers['content-length']), br.body.length, `${f}: its brotli's length`);
      const z = await get(url, `/${f}`, { headers: { 'Accept-Encoding': 'br;q=0, gzip' } });
      equal([f, z.headers['content-encoding'], z.headers.vary], [f, 'gzip', 'Accept-Encoding'], 'gzipped (br;q=0 is a refusal)');
      assert(br.body.length < z.body.length, `${f}: brotli smaller than gzip (${br.body.length} < ${z.body.length})`);
      assert(new Set([plain, br, z].map(r => r.headers.etag)).size === 3, `${f}: each encoding has its own ETag`);
      equal(zlib.gunzipSync(z.body), plain.body, `${f}: the same content`);
      assert(z.body.length < plain.body.length, `${f}: smaller (${z.body.length} < ${plain.body.length})`);
      equal(Number(z.headers['content-length']), z.body.length, `${f}: its length`);
      assert(plain.headers['content-encoding'] === undefined, `${f}: plain without Accept-Encoding`);
      const refused = await get(url, `/${f}`, { headers: { 'Accept-Encoding': 'gzip;q=0' } });
      assert(refused.headers['content-encoding'] === undefined, `${f}: gzip;q=0 is a refusal`);
      // The browser's copy is current: 304 with no body, by ETag and by date.
      const again = await get(url, `/${f}`, { headers: { 'Accept-Encoding': 'gzip', 'If-None-Match': `"x", ${z.headers.etag}` } });
      equal([again.status, again.body.length, again.headers.etag], [304, 0, z.headers.etag], `${f}: If-None-Match`);
      const since = await get(url, `/${f}`, { headers: { 'If-Modified-Since': plain.headers['last-modified'] } });
      equal([since.status, since.body.length], [304, 0], `${f}: If-Modified-Since`);
      const stale = await get(url, `/${f}`, { headers: { 'If-None-Match': '"old"', 'If-Modified-Since': plain.headers['last-modified'] } });
      equal(stale.status, 200, `${f}: an old ETag wins over the date`);
    }
    const png = await get(url, '/icons/icon-512.png', { headers: { 'Accept-Encoding': 'gzip' } });
    assert(png.headers['content-encoding'] === undefined, 'a PNG is not compressed again');
  });
  // A changed file gets a new ETag at once (the server keeps no stale copy).
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'deskovna-site-'));
  fs.cpSync(DIST, dir, { recursive: true });
  try {
    await withSite(async url => {
      const before = await get(url, '/docs.html', { headers: { 'Accept-Encoding': 'gzip' } });
      fs.appendFileSync(path.join(dir, 'docs.html'), '<!-- changed -->\n');
      const after = await get(url, '/docs.html', { headers: { 'Accept-Encoding': 'br, gzip', 'If-None-Match': before.headers.etag } });
      equal(after.status, 200, 'the changed page is sent again');
      assert(after.headers.etag !== before.headers.etag, 'with a new ETag');
      // Gzip until its brotli is made, in the background; then brotli.
      equal(after.headers['content-encoding'], 'gzip', 'gzip while the new brotli is made');
      assert(zlib.gunzipSync(after.body).toString().endsWith('<!-- changed -->\n'), 'the new content');
      let br = after;
      for (let i = 0; i < 100 && br.headers['content-encoding'] !== 'br'; i++) {
        await new Promise(r => setTimeout(r, 50));
        br = await get(url, '/docs.html', { headers: { 'Accept-Encoding': 'br, gzip' } });
      }
      equal(br.headers['content-encoding'], 'br', 'then brotli');
      assert(zlib.brotliDecompressSync(br.body).toString().endsWith('<!-- changed -->\n'), 'the new content in brotli');
    }, dir);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('site server: HEAD, 404, 405, directories, and no way out of the folder', async () => {
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'deskovna-jail-'));
  const root = path.join(parent, 'site');
  fs.cpSync(DIST, root, { recursive: true });
  fs.writeFileSync(path.join(parent, 'secret.txt'), 'SECRET');
  fs.writeFileSync(path.join(root, '.env'), 'SECRET');
  fs.symlinkSync(path.join(parent, 'secret.txt'), path.join(root, 'link.txt'));
  fs.mkdirSync(path.join(parent, 'site-other'));
  fs.writeFileSync(path.join(parent, 'site-other', 'x.txt'), 'SECRET');
  try {
    await withSite(async url => {
      const full = await get(url, '/embed.js', { headers: { 'Accept-Encoding': 'gzip' } });
      const head = await get(url, '/embed.js', { method: 'HEAD', headers: { 'Accept-Encoding': 'gzip' } });
      equal([head.status, head.body.length], [200, 0], 'HEAD: no body');
      for (const h of ['content-type', 'content-length', 'etag', 'cache-control', 'content-encoding', 'content-security-policy']) {
        equal(head.headers[h], full.headers[h], `HEAD: the same ${h}`);
      }
      const missing = await get(url, '/no-such-page');
      equal([missing.status, missing.headers['content-type']], [404, 'text/html; charset=utf-8'], '404');
      assert(/Not found/.test(missing.body.toString()), 'a 404 page');
      equal(missing.headers['content-security-policy'], sitePolicy(DIST), 'the 404 page has the policy too');
      const post = await get(url, '/index.html', { method: 'POST' });
      equal([post.status, post.headers.allow], [405, 'GET, HEAD'], 'POST');
      const dir = await get(url, '/embed?x=1');
      equal([dir.status, dir.headers.location], [301, '/embed/?x=1'], 'a folder without its slash');
      equal((await get(url, '/embed/')).status, 404, 'a folder without index.html');
      const attempts = ['/../secret.txt', '/%2e%2e/secret.txt', '/..%2fsecret.txt', '/%2e%2e%2fsecret.txt',
        '/embed/../../secret.txt', '/embed/%2e%2e/%2e%2e/secret.txt', '/%252e%252e/secret.txt', '/..\\secret.txt',
        '/%5c..%5csecret.txt', '/.env', '/link.txt', '/../site-other/x.txt', '/%00', '/index.html%00.png', '/%E0%A4%A',
        '//etc/passwd', '/' + encodeURIComponent('/etc/passwd')];
      for (const a of attempts) {
        const r = await get(url, a);
        assert(!r.body.toString().includes('SECRET') && !r.body.toString().includes('root:'), `${a}: leaked ${r.status}`);
        assert([400, 404].includes(r.status), `${a}: ${r.status}`);
      }
    }, root);
  } finally {
    fs.rmSync(parent, { recursive: true, force: true });
  }
});
