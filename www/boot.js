/* Starts the page: picks the page's wasm for the game the address names (`#/drake…`,
 * `#/camelot…`, the workshop's `#/drake/workshop` too), each of which carries that game's engine
 * and view alone; any other address gets the home page's, which carries no game. The build
 * (scripts/postbuild.mjs) writes the file names in and puts the script, minified, into
 * index.html itself (the site's policy allows it by its hash), so that the wasm is asked for
 * as soon as the page is read. A classic script, not a module: the parser runs it where it
 * stands, in the head, where a module, even async, waits for the page to be parsed and laid
 * out (measured on the throttled phone: the wasm asked for up to 0.1 s sooner). Its URLs are
 * relative to the page. */
(async () => {
  const PAGES = __PAGES__;
  const LATER = __LATER__;
  const named = /^#\/?([a-z]+)/.exec(location.hash)?.[1];
  const game = named !== 'home' && Object.hasOwn(PAGES, named) ? named : null;
  // Each page by the hashes of its files' names: its wasm and glue, its words, its rare words.
  const [code, wordsCode, rareCode] = PAGES[game ?? 'home'];
  const bin = `./page${game ? `-${game}` : ''}-${code}`;
  // The wasm first: it is most of the wait, and nothing else is needed to ask for it.
  const module = fetch(new URL(`${bin}_bg.wasm`, document.baseURI));
  const glue = import(`${bin}.js`);
  // The player's language, as the page chooses it (app::settings: the one chosen, else the
  // browser's, Czech for cs and sk): the page's words in it come beside the wasm (the wasm holds
  // none, src/game/words.rs); the other's are fetched by the page on a switch. The rare words
  // (what is said of a link, a save or a text that does not read) the page fetches once idle.
  const lang = (() => {
    try {
      const chosen = /(?:^|;)\s*lang\s*=\s*(cs|en)\s*(?:;|$)/.exec(localStorage.getItem('deskovna.prefs') ?? '');
      if (chosen) return chosen[1];
    } catch { /* no storage: the browser's language */ }
    return /^(cs|sk)(?:[-_]|$)/i.test(navigator.language ?? '') ? 'cs' : 'en';
  })();
  const urls = (part, h) => Object.fromEntries(['en', 'cs'].map(l => [l, new URL(`words-${game ?? 'home'}-${part}${l}-${h}.txt`, document.baseURI).href]));
  const files = urls('', wordsCode);
  const said = fetch(files[lang]).then(r => (r.ok ? r.text() : null), () => null);
  if (document.readyState === 'loading') await new Promise(r => document.addEventListener('DOMContentLoaded', r, { once: true }));
  // A game's own address (`#/drake`, a shared game's `#/drake?…`) shows the play screen: it is
  // laid out, unseen, while the wasm downloads, so that the page's start does not wait for
  // that layout (traced on the throttled phone: the board 5–14 ms sooner). The page shows it, or
  // another screen its route names, in the same task as it starts.
  const play = game && /^#\/?[a-z]+\/?(?:\?|$)/.test(location.hash) ? document.getElementById('play') : null;
  if (play) {
    play.classList.add('unseen');
    play.hidden = false;
    // The board's backing store too, at the size the page gives it (`Host::size`, which keeps
    // one already that size): made now, while the main thread waits, not in the page's start.
    const board = document.getElementById('board');
    const box = board?.getBoundingClientRect();
    if (box?.width && box.height) {
      const dpr = Math.max(devicePixelRatio, 1);
      board.width = Math.round(box.width * dpr);
      board.height = Math.round(box.height * dpr);
      board.getContext('2d')?.setTransform(dpr, 0, 0, dpr, 0, 0);
    }
  }
  try {
    const bindings = await glue;
    window.deskovnaWords = { files, rare: urls('rare-', rareCode), [lang]: await said };
    await bindings.default({ module_or_path: module });
    // What scripts and tests call (`locate`, `play`, `positionText`…).
    window.wasmBindings = bindings;
  } catch (e) {
    // No page: no screen of it either, as before the wasm came.
    if (play) play.hidden = true;
    throw e;
  } finally {
    play?.classList.remove('unseen');
  }
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
})();
