/* Deskovna's computer player, off the main thread, with a wasm of its own (engines and search).
 * A thin shell: every message goes to the wasm as it is (its requests and replies are the
 * typed messages of src/ai/wire, which documents them), and while a study job runs (an
 * analysis, a review) this runs it in slices so that other messages (Stop) get through.
 * It writes two replies itself, both of the wire's kinds:
 *   { id, answer: { failed: { blocked: why } } } to every message when its wasm cannot start
 *   (a page's Content-Security-Policy forbids compiling or fetching it), and
 *   { id, answer: { failed: { malformed: why } } } when the wasm throws on a message. */
import init, { Computer } from '__AI_JS__';

let computer = null;
// null once started, else why it could not start.
const failed = init({ module_or_path: new URL('__AI_WASM__', import.meta.url) })
  .then(() => { computer = new Computer(); return null; }, e => String((e && e.message) || e));

const SLICE_MS = 40;

const idOf = m => (m && typeof m.id === 'number' ? m.id : null);

// The slices of study job `job`, until it is done or another job (or a stop) replaces it.
function loop(job) {
  if (computer.job !== job || !computer.running) return;
  const report = computer.step(SLICE_MS);
  if (report) self.postMessage(report);
  setTimeout(() => loop(job), 0);
}

self.onmessage = async event => {
  const m = event.data;
  const why = await failed;
  if (why) {
    self.postMessage({ id: idOf(m), answer: { failed: { blocked: why } } });
    return;
  }
  const job = computer.job;
  let reply;
  try {
    reply = computer.answer(m);
  } catch (e) {
    reply = { id: idOf(m), answer: { failed: { malformed: String((e && e.message) || e) } } };
  }
  if (reply) self.postMessage(reply);
  if (computer.job !== job) loop(computer.job);
};
