/* Starts the page: picks the page's wasm for the game the address names (`#/drake…`,
 * `#/camelot…`, the workshop's `#/drake/workshop` too), each of which carries that game's engine
 * and view alone; any other address gets the home page's, which carries no game. The build
 * (scripts/postbuild.mjs) writes the file names in and names this file by its content. */
const PAGES = __PAGES__;
const LATER = __LATER__;
const named = /^#\/?([a-z]+)/.exec(location.hash)?.[1];
const game = named !== 'home' && Object.hasOwn(PAGES, named) ? named : null;
const [js, wasm] = PAGES[game ?? 'home'];
// The wasm is fetched while the glue loads and the page is read (this script is async: it
// runs as soon as it is here), and started once the page is whole.
const module = fetch(new URL(wasm, import.meta.url));
const bindings = await import(js);
if (document.readyState === 'loading') await new Promise(r => document.addEventListener('DOMContentLoaded', r, { once: true }));
await bindings.default({ module_or_path: module });
// What scripts and tests call (`locate`, `play`, `positionText`…).
window.wasmBindings = bindings;
// Once a game's board is drawn and the page is idle: the computer's worker, so that its first
// move or Analyse's first line waits for no download (the page loads the tools itself).
if (game) {
  (self.requestIdleCallback || setTimeout)(() => {
    for (const href of LATER) {
      const link = document.createElement('link');
      link.rel = 'prefetch';
      link.href = href;
      document.head.append(link);
    }
  });
}
