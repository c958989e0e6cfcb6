// Shrinks the text files of the page's first load, run by scripts/postbuild.mjs before the
// service worker's list is made. Trunk's own minifier cannot take wasm-bindgen's glue (it stops
// at `export default`), and the glue is mostly JSDoc and indentation; the style sheet and the
// page carry comments and indentation too. Each step only drops what has no meaning (comments,
// indentation), and refuses any text where that would not hold; then every `integrity`
// attribute of the site's pages is recomputed from the files as they now are.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/// wasm-bindgen's glue without its comment-only lines and indentation. A multi-line template
/// literal would make a line's indentation part of a string, so any is refused.
export function minifyGlue(js) {
  const out = [];
  let inComment = false;
  for (const line of js.split('\n')) {
    const text = line.trim();
    if (inComment) {
      if (text.includes('*/')) {
        if (!text.endsWith('*/')) throw new Error(`glue: code after a block comment: ${text}`);
        inComment = false;
      }
      continue;
    }
    if (text.startsWith('/*')) {
      if (!text.includes('*/')) inComment = true;
      else if (!text.endsWith('*/') || text.indexOf('*/') !== text.length - 2) throw new Error(`glue: code after a block comment: ${text}`);
      continue;
    }
    if (text.startsWith('//') || text === '') continue;
    if ((text.match(/`/g) || []).length % 2) throw new Error(`glue: a template literal over lines: ${text}`);
    out.push(text);
  }
  if (inComment) throw new Error('glue: an unclosed block comment');
  return out.join('\n') + '\n';
}

/// A style sheet without comments, and with every run of white space outside strings made one
/// space, or none next to `{`, `}`, `;` and `,` (where it never means anything).
export function minifyCss(css) {
  return css.replace(/("(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*')|\/\*[\s\S]*?\*\/|\s+/g, (m, string) => string ?? ' ')
    .replace(/("(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*')| ?([{};,]) ?/g, (m, string, sep) => string ?? sep)
    .trim() + '\n';
}

/// Every `integrity` attribute of the page `html` recomputed (same algorithm) from the file its
/// tag names in `dir`.
export function reintegrate(dir, html) {
  if (/\bintegrity=(?!")/.test(html)) throw new Error('an integrity attribute not in double quotes');
  return html.replace(/<(?:link|script)\b[^>]*>/g, tag => {
    const sri = tag.match(/\bintegrity="(sha\d+)-[^"]*"/);
    if (!sri) return tag;
    const ref = tag.match(/\b(?:href|src)="\.?\/?([^"]+)"/);
    if (!ref) throw new Error(`an integrity attribute without a file: ${tag}`);
    const digest = crypto.createHash(sri[1]).update(fs.readFileSync(path.join(dir, ref[1]))).digest('base64');
    return tag.replace(sri[0], `integrity="${sri[1]}-${digest}"`);
  });
}

/// Minifies the glue and style sheet of `dir` in place and recomputes its pages' integrity.
export function minify(dir) {
  const files = fs.readdirSync(dir);
  const rewrite = (name, fn) => {
    const file = path.join(dir, name);
    fs.writeFileSync(file, fn(fs.readFileSync(file, 'utf8')));
  };
  for (const name of files.filter(f => /^page-[0-9a-f]+\.js$/.test(f))) rewrite(name, minifyGlue);
  for (const name of files.filter(f => /^style-[0-9a-f]+\.css$/.test(f))) rewrite(name, minifyCss);
  for (const name of files.filter(f => f.endsWith('.html'))) rewrite(name, html => reintegrate(dir, html));
}
