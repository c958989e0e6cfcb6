// scripts/csp.mjs: the site's policy allows inline scripts by their exact hash alone, and a
// build's policy is the one its index.html carries.
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import test from 'node:test';
import { CSP, inlineHash, inlineScripts, inlineStyles, metaPolicy, policy, sitePolicy } from '../../scripts/csp.mjs';

test('a script is allowed by the SHA-256 of exactly its text', () => {
  const code = 'console.log("ž")';
  const digest = crypto.createHash('sha256').update(Buffer.from(code, 'utf8')).digest('base64');
  assert.equal(inlineHash(code), `'sha256-${digest}'`);
  assert.notEqual(inlineHash(`${code} `), inlineHash(code), 'one space more is another script');
  const p = policy([inlineHash(code)]);
  assert.match(p, /^default-src 'self'; script-src 'self' 'wasm-unsafe-eval' 'sha256-[A-Za-z0-9+/]{43}='; worker-src/);
  assert.equal(CSP, policy(), 'the base policy allows no inline script');
  assert.ok(!/unsafe-inline/.test(p));
  // A style sheet likewise, in style-src alone.
  const both = policy([inlineHash(code)], [inlineHash('a{}')]);
  assert.match(both, new RegExp(`style-src 'self' ${inlineHash('a{}').replace(/[+/]/g, '\\$&')}; `));
  assert.ok(!both.split('; ').find(d => d.startsWith('script-src')).includes(inlineHash('a{}')), 'not a script');
});

test('inline style sheets are found, linked ones are not', () => {
  const html = '<link rel="stylesheet" href="a.css"><style>a{}</style><style media="print">\nb{}\n</style>';
  assert.deepEqual(inlineStyles(html), ['a{}', '\nb{}\n']);
});

test('inline scripts are found, scripts with a source are not', () => {
  const html = '<script src="a.js"></script><script type="module" async>x()</script><script>\ny()\n</script>';
  assert.deepEqual(inlineScripts(html), ['x()', '\ny()\n']);
});

test("a build's policy is its index.html's, else the base one", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'deskovna-csp-'));
  try {
    assert.equal(sitePolicy(dir), CSP, 'no page: the base policy');
    const built = policy([inlineHash('go()')]);
    fs.writeFileSync(path.join(dir, 'index.html'), `<meta http-equiv="Content-Security-Policy" content="${built}">`);
    assert.equal(metaPolicy(fs.readFileSync(path.join(dir, 'index.html'), 'utf8')), built);
    assert.equal(sitePolicy(dir), built);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
