// Each page's words, in files beside its wasm (src/game/words.rs): the page's wasm, built with
// `words-apart`, holds each text as its number tagged 0x5E57 in the high half (little-endian:
// the number's two bytes, then 0x57 0x5E); the texts whose numbers are there are the page's,
// and its file for a language has their words on their numbers' lines, the others' lines empty.
export const TAG = [0x57, 0x5e];

/// The text numbers a wasm holds (below `count`, the number of texts there are). A chance match
/// only adds a line of words.
export function usedTexts(wasm, count) {
  const used = new Set();
  for (let i = 2; i + 1 < wasm.length; i++) {
    if (wasm[i] !== TAG[0] || wasm[i + 1] !== TAG[1]) continue;
    const id = wasm[i - 2] | (wasm[i - 1] << 8);
    if (id < count) used.add(id);
  }
  return used;
}

/// A page's file: `lines` (every text's words in one language, `deskovna words <lang>`) kept on
/// the lines `used` names.
export function pageWords(lines, used) {
  return lines.map((line, id) => (used.has(id) ? line : '')).join('\n') + '\n';
}

/// The texts `used` split into the page's first words and its rare ones (numbers in `rare`).
export function splitRare(used, rare) {
  const first = new Set(), later = new Set();
  for (const id of used) (rare.has(id) ? later : first).add(id);
  return [first, later];
}
