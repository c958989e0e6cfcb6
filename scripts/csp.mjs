// The site's Content-Security-Policy, in one place: the site server sends it as a header, and
// the build checks that every page carries the same policy in its <meta> tag (so a copy of
// dist/ on any static host keeps it). Nothing inline: no inline script or <style>, no style
// attribute in the HTML (scripts may still set element styles, which CSP allows).
// 'wasm-unsafe-eval' compiles the wasm; blob: workers are how a board embedded on another
// origin starts the computer player (see docs.html, "A strict Content-Security-Policy").
export const CSP = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "worker-src 'self' blob:",
  "style-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

/// The policy of a page's <meta http-equiv="Content-Security-Policy">, or null.
export function metaPolicy(html) {
  const tag = html.match(/<meta\s+http-equiv="Content-Security-Policy"\s+content="([^"]*)"\s*\/?>/i);
  return tag ? tag[1] : null;
}
