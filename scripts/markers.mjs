// Rewrites the part of a Markdown file between `<!-- name:begin -->` and `<!-- name:end -->`
// (the tables the benchmark scripts keep up to date in PERFORMANCE.md).
import fs from 'node:fs';

export function rewriteSection(file, name, table) {
  const begin = `<!-- ${name}:begin -->`, end = `<!-- ${name}:end -->`;
  const text = fs.readFileSync(file, 'utf8');
  const i = text.indexOf(begin), j = text.indexOf(end);
  if (i < 0 || j < i) throw new Error(`${file} has no ${begin} … ${end}`);
  fs.writeFileSync(file, text.slice(0, i + begin.length) + '\n' + table + '\n' + text.slice(j));
}
