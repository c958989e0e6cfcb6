/* Deskovna's computer player, off the main thread, with a wasm of its own (engines and search).
 * In:  { id, game, start, moves: [..], level, hint, seed, timeMs }
 * Out: { id, ok, move, score, depth, nodes, ms } or { id, ok: false, error }; when its wasm
 * cannot start (a page's Content-Security-Policy forbids compiling or fetching it) every
 * request is answered { id, ok: false, code: 'computer-blocked', error }.
 * Anything else is answered with an error and changes nothing. */
import init, { think } from '__AI_JS__';

// null once started, else why it could not start.
const failed = init({ module_or_path: new URL('__AI_WASM__', import.meta.url) })
  .then(() => null, e => String((e && e.message) || e));

self.onmessage = async event => {
  const m = event.data;
  const id = m && (typeof m.id === 'number' || typeof m.id === 'string') ? m.id : null;
  const wellFormed = m && typeof m === 'object' && typeof m.game === 'string' && typeof m.start === 'string'
    && Array.isArray(m.moves) && m.moves.every(x => typeof x === 'string') && Number.isInteger(m.level);
  if (!wellFormed) {
    self.postMessage({ id, ok: false, error: 'malformed request' });
    return;
  }
  const why = await failed;
  if (why) {
    self.postMessage({ id, ok: false, code: 'computer-blocked', error: why });
    return;
  }
  const result = think(m.game, m.start, m.moves.join(' '), m.level, !!m.hint, Number(m.seed) || 1,
    typeof m.timeMs === 'number' ? m.timeMs : -1);
  self.postMessage({ id, ...result });
};
