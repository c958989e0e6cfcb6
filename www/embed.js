/* Deskovna embed. One script tag from the built site:
 *   <script src="https://example.org/deskovna/embed.js"></script>
 *   <deskovna-board game="drake" moves="@b1 @c4" orientation="orange" view-only></deskovna-board>
 *   <deskovna-board puzzle="drakoburg:drakoburg-1-2" lang="cs"></deskovna-board>
 * or from JavaScript: Deskovna.mount(element, { game: 'drake' }).then(board => board.play('@b1')).
 * Pages of another origin need the site served with Access-Control-Allow-Origin (the code is
 * loaded as modules, the wasm fetched); a page with a Content-Security-Policy must allow the
 * site (docs.html says what). When the code cannot load, the board says why: a 'load-failed'
 * error event and `board.error`, never a blank element. Types: deskovna.d.ts next to this file. */
(function () {
  'use strict';
  if (window.Deskovna) return;
  var script = document.currentScript;
  var base = new URL('.', script && script.src ? script.src : location.href);
  // What this page's policy blocked of the site, to say why loading failed.
  var blocked = [];
  document.addEventListener('securitypolicyviolation', function (e) {
    if (e.blockedURI.indexOf(base.origin) === 0 || e.blockedURI === 'wasm-eval') blocked.push(e.violatedDirective + ' ' + e.blockedURI);
  });
  function loadError(e) {
    var why = String((e && e.message) || e).slice(0, 200);
    var message = blocked.length
      ? 'Deskovna could not start: this page\'s Content-Security-Policy blocked ' + blocked.join(', ') + '. It must allow ' + base.origin + ' in script-src and connect-src, and \'wasm-unsafe-eval\'.'
      : 'Deskovna could not load its code from ' + base.href + ' (' + why + ').' + (base.origin !== location.origin
        ? ' A page of another origin can load it only if that site sends Access-Control-Allow-Origin.' : '');
    return { code: 'load-failed', message: message };
  }
  var ready = import(new URL('__BOARD_JS__', base).href).then(function (m) {
    return m.default({ module_or_path: new URL('__BOARD_WASM__', base).href }).then(function () { return m; });
  }).catch(function (e) {
    // A policy's violation report comes as its own event, maybe after the failure: wait for it.
    return new Promise(function (resolve) { setTimeout(resolve, 50); }).then(function () { throw loadError(e); });
  });
  ready.catch(function () {}); // reported by each mount

  var EVENTS = ['move', 'end', 'error', 'puzzleready', 'puzzlesolved', 'puzzlefailed'];
  var NOT_MOUNTED = { code: 'not-mounted', message: 'The board is not mounted.' };
  var failed = function (error) { return { ok: false, error: error }; };

  /** Wraps the wasm board in the documented handle. After `destroy` (or when mounting failed)
   * every method answers as the typings promise: `not-mounted`, never an exception. */
  function handle(board, element, error) {
    var live = function () { return board !== null; };
    return {
      get error() { return board ? board.error : error; },
      set: function (config) { return live() ? board.set(config) : failed(NOT_MOUNTED); },
      play: function (move) { return live() ? board.play(move) : failed(NOT_MOUNTED); },
      legalMoves: function () { return live() ? board.legalMoves() : []; },
      position: function () { return live() ? board.position() : ''; },
      start: function () { return live() ? board.start() : ''; },
      history: function () { return live() ? board.history() : []; },
      undo: function () { return live() ? board.undo() : false; },
      flip: function () { if (live()) board.flip(); },
      locate: function (name) { return live() ? board.locate(name) : []; },
      // Pictures: Promises of Blobs; the GIF's encoder comes with the site's tools, on demand.
      toPng: function () { return live() ? board.toPng() : Promise.reject(NOT_MOUNTED); },
      toGif: function (options) {
        return live() ? board.toGif(options, new URL('tools-loader.js', base).href) : Promise.reject(NOT_MOUNTED);
      },
      on: function (name, fn) {
        if (EVENTS.indexOf(name) < 0 || typeof fn !== 'function' || !element) return function () {};
        var listener = function (e) { fn(e.detail); };
        element.addEventListener('deskovna:' + name, listener);
        return function () { element.removeEventListener('deskovna:' + name, listener); };
      },
      destroy: function () {
        if (!board) return;
        var b = board;
        board = null;
        b.destroy();
        b.free();
      },
    };
  }

  function fill(element) {
    var s = element.style;
    s.display = 'block'; s.width = '100%'; s.height = '100%'; s.position = 'relative';
  }

  function emitError(element, error) {
    if (element && typeof element.dispatchEvent === 'function') {
      element.dispatchEvent(new CustomEvent('deskovna:error', { detail: error, bubbles: true, composed: true }));
    }
  }

  /** Mounts a board in `element`; resolves to its handle and never rejects: a bad element or
   * config, or an engine that could not load, is in handle.error and an 'error' event. */
  function mount(element, config) {
    var isElement = element instanceof HTMLElement;
    return ready.then(function (m) {
      if (!isElement) {
        return handle(null, null, { code: 'bad-element', message: 'Deskovna.mount needs an HTML element.' });
      }
      var c = config; // anything but an object: the board says what is wrong
      var plain = config === undefined || config === null || (typeof config === 'object' && !Array.isArray(config));
      if (plain) {
        try {
          c = Object.assign({ aiUrl: new URL('computer.js', base).href }, config || {});
        } catch (e) {
          c = config;
        }
      }
      try {
        var board = m.mount(element, c);
        return handle(board, element, null);
      } catch (e) {
        var error = { code: 'bad-config', message: String(e && e.message || e).slice(0, 300) };
        emitError(element, error);
        return handle(null, element, error);
      }
    }, function (error) {
      if (isElement) emitError(element, error);
      return handle(null, isElement ? element : null, error);
    });
  }

  var ATTRS = ['game', 'variant', 'position', 'moves', 'orientation', 'view-only', 'lang', 'theme', 'coordinates', 'ai', 'puzzle'];
  function configOf(el, only) {
    var c = {};
    ATTRS.forEach(function (a) {
      if (only && only !== a) return;
      var v = el.getAttribute(a);
      if (a === 'view-only') c.viewOnly = el.hasAttribute('view-only') && v !== 'false';
      else if (a === 'coordinates') { if (v !== null) c.coordinates = v !== 'false' && v !== 'off'; }
      // A number for a level; anything else goes on as it is, for the board to refuse by name.
      else if (a === 'ai') { if (v !== null) c.ai = v === '' || v === 'off' ? null : (/^\d+$/.test(v) ? Number(v) : v); }
      else if (v !== null) c[a] = v;
    });
    return c;
  }

  class DeskovnaBoard extends HTMLElement {
    static get observedAttributes() { return ATTRS; }
    constructor() {
      super();
      this._root = this.attachShadow({ mode: 'open' });
      this._box = document.createElement('div');
      fill(this._box);
      this._root.appendChild(this._box);
      this._board = null;
    }
    connectedCallback() {
      if (!this.style.display) this.style.display = 'block';
      // A puzzle has a line of words and buttons under its board.
      if (!this.style.height && !this.style.aspectRatio) this.style.aspectRatio = this.hasAttribute('puzzle') ? '4 / 5' : '1';
      if (this._board || this._mounting) return;
      var self = this;
      this._mounting = mount(this._box, configOf(this)).then(function (h) {
        self._board = h; self._mounting = null;
        // A board that could not be drawn says why where it would have been.
        if (h.error && !self._box.querySelector('canvas')) self._box.textContent = h.error.message;
        return h;
      });
    }
    disconnectedCallback() {
      var self = this;
      Promise.resolve(this._mounting).then(function () {
        if (self._board && !self.isConnected) { self._board.destroy(); self._board = null; }
      });
    }
    attributeChangedCallback(name, old, value) {
      if (old === value) return;
      var self = this;
      Promise.resolve(this._mounting).then(function () {
        if (!self._board) return;
        var c = configOf(self, name);
        // A new game starts from its own start unless position/moves are given too.
        if (name === 'game' || name === 'variant') {
          // A game and its variant go together: either attribute changing starts a game of both.
          var game = self.getAttribute('game');
          if (game) c.game = game;
          c.variant = self.getAttribute('variant') || '';
          c.position = self.getAttribute('position') || ''; c.moves = self.getAttribute('moves') || '';
        }
        var r = self._board.set(c);
        if (r && r.ok) Array.prototype.slice.call(self._box.childNodes).forEach(function (n) { if (n.nodeType === 3) n.remove(); });
      });
    }
    get board() { return this._board; }
    whenReady() { var self = this; return Promise.resolve(this._mounting).then(function () { return self._board; }); }
  }
  if (!customElements.get('deskovna-board')) customElements.define('deskovna-board', DeskovnaBoard);

  window.Deskovna = { mount: mount, ready: ready.then(function () { return true; }, function () { return false; }) };
})();
