// The site's Content-Security-Policy, in one place: the site server sends it as a header, and
// the build checks that every page carries the same policy in its <meta> tag (so a copy of
// dist/ on any static host keeps it). Nothing inline but the app's boot script and its style
// sheet, each allowed by its hash alone (scripts/postbuild.mjs writes them into the page: a
// round trip less before the page's wasm is asked for, and before its first paint); no style
// attribute in the HTML (scripts may still set element styles, which CSP allows).
// 'wasm-unsafe-eval' compiles the wasm; blob: workers are how a board embedded on another
// origin starts the computer player (see docs.html, "A strict Content-Security-Policy").
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/// The policy, allowing the inline scripts and style sheets of these hashes (from `inlineHash`).
export function policy(scripts = [], styles = []) {
  return [
    "default-src 'self'",
    ["script-src 'self' 'wasm-unsafe-eval'", ...scripts].join(' '),
    "worker-src 'self' blob:",
    ["style-src 'self'", ...styles].join(' '),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/// The policy with nothing inline: what the source pages carry before the build.
export const CSP = policy();

/// The CSP source that allows the inline script or style sheet `code` (exactly its text).
export function inlineHash(code) {
  return `'sha256-${crypto.createHash('sha256').update(code, 'utf8').digest('base64')}'`;
}

/// The policy of a page's <meta http-equiv="Content-Security-Policy">, or null.
export function metaPolicy(html) {
  const tag = html.match(/<meta\s+http-equiv="Content-Security-Policy"\s+content="([^"]*)"\s*\/?>/i);
  return tag ? tag[1] : null;
}

/// A build's policy: the one its index.html carries (the build checks that every page carries
/// it); the base policy for a folder without one.
export function sitePolicy(dir) {
  const index = path.join(dir, 'index.html');
  return (fs.existsSync(index) && metaPolicy(fs.readFileSync(index, 'utf8'))) || CSP;
}

/// The inline scripts of a page, as written (what their hashes are taken of).
export function inlineScripts(html) {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(m => m[1]);
}

/// The inline style sheets of a page, as written.
export function inlineStyles(html) {
  return [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map(m => m[1]);
}
