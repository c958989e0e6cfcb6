/* Deskovna's computer player, off the main thread, with a wasm of its own (engines and search).
 * In:  { id, game, start, moves: [..], level, hint, seed, timeMs }
 * Out: { id, ok, move, score, depth, nodes, ms } or { id, ok: false, error }; when its wasm
 * cannot start (a page's Content-Security-Policy forbids compiling or fetching it) every
 * request is answered { id, ok: false, code: 'computer-blocked', error }.
 * Study (the analysis board and the game review), run in slices so that messages get through:
 * In:  { id, study: 'analyse' | 'review', game, start, moves: [..] }, { study: 'stop' },
 *      { id, study: 'resume', kind: 'analyse' | 'review' }. A new study request ends the one
 *      before (its state is kept: 'resume' goes on with it).
 * Out: { id, study, ok: false, error }; analysis reports { id, study, depth, done, nodes, ms,
 *      toMove, expected: [..], lines: [{ moves, expected, score | win | loss }] }; review
 *      progress { id, study, progress, total, ms, done } and, when done, moves: [{ ply, seat,
 *      loss, mark, best }], graph: [[expected per seat]..], players: [[?!, ?, ??, loss]..].
 * Anything else is answered with an error and changes nothing. */
import init, { think, analyse, analyse_step, review, review_step } from '__AI_JS__';

// null once started, else why it could not start.
const failed = init({ module_or_path: new URL('__AI_WASM__', import.meta.url) })
  .then(() => null, e => String((e && e.message) || e));

// The study job running: a new request or a stop changes it, and a stale loop ends.
let job = 0;
const SLICE_MS = 40;

function loop(n, id, kind) {
  if (n !== job) return;
  const out = kind === 'analyse' ? analyse_step(SLICE_MS) : review_step();
  if (out && !out.idle) self.postMessage({ id, study: kind, ...out });
  if (!out || !out.done) setTimeout(() => loop(n, id, kind), 0);
}

async function study(m, id) {
  if (m.study === 'stop') {
    job++;
    return;
  }
  if (m.study === 'resume') {
    if (m.kind === 'analyse' || m.kind === 'review') loop(++job, id, m.kind);
    return;
  }
  const kind = m.study;
  if ((kind !== 'analyse' && kind !== 'review') || typeof m.game !== 'string' || typeof m.start !== 'string'
    || !Array.isArray(m.moves) || !m.moves.every(x => typeof x === 'string')) {
    self.postMessage({ id, study: kind, ok: false, error: 'malformed request' });
    return;
  }
  const n = ++job;
  const why = await failed;
  if (why) {
    self.postMessage({ id, study: kind, ok: false, code: 'computer-blocked', error: why });
    return;
  }
  if (n !== job) return;
  const begun = (kind === 'analyse' ? analyse : review)(m.game, m.start, m.moves.join(' '));
  if (!begun.ok) {
    self.postMessage({ id, study: kind, ...begun });
    return;
  }
  loop(n, id, kind);
}

self.onmessage = async event => {
  const m = event.data;
  const id = m && (typeof m.id === 'number' || typeof m.id === 'string') ? m.id : null;
  if (m && typeof m === 'object' && typeof m.study === 'string') {
    await study(m, id);
    return;
  }
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
