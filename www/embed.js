/* Deskovna embed. One script tag from the built site:
 *   <script src="https://example.org/deskovna/embed.js"></script>
 *   <deskovna-board game="drake" moves="@b1 @c4" orientation="orange" view-only></deskovna-board>
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
    var why = String((e && e.message) || e);
    var message = blocked.length
      ? 'Deskovna could not start: this page\'s Content-Security-Policy blocked ' + blocked.join(', ') + '. It must allow ' + base.origin + ' in script-src and connect-src, and \'wasm-unsafe-eval\'.'
      : 'Deskovna could not load its code from ' + base.href + ' (' + why + ').' + (base.origin !== location.origin
        ? ' A page of another origin can load it only if that site sends Access-Control-Allow-Origin.' : '');
    return { code: 'load-failed', message: message };
  }
  var ready = import(new URL('__DESKOVNA_JS__', base).href).then(function (m) {
    return m.default({ module_or_path: new URL('__DESKOVNA_WASM__', base).href }).then(function () { return m; });
  }).catch(function (e) {
    // A policy's violation report comes as its own event, maybe after the failure: wait for it.
    return new Promise(function (resolve) { setTimeout(resolve, 50); }).then(function () { throw loadError(e); });
  });

  var EVENTS = ['move', 'end', 'error'];

  /** Wraps the wasm board in the documented handle. */
  function handle(board, element) {
    return {
      get error() { return board.error; },
      set: function (config) { return board.set(config || {}); },
      play: function (move) { return board.play(String(move)); },
      legalMoves: function () { return board.legalMoves(); },
      position: function () { return board.position(); },
      start: function () { return board.start(); },
      history: function () { return board.history(); },
      undo: function () { return board.undo(); },
      flip: function () { board.flip(); },
      locate: function (name) { return board.locate(String(name)); },
      on: function (name, fn) { return listen(element, name, fn); },
      destroy: function () { board.destroy(); board.free(); },
    };
  }

  function listen(element, name, fn) {
    if (EVENTS.indexOf(name) < 0 || typeof fn !== 'function') return function () {};
    var listener = function (e) { fn(e.detail); };
    element.addEventListener('deskovna:' + name, listener);
    return function () { element.removeEventListener('deskovna:' + name, listener); };
  }

  /** The handle of a board whose code did not load: it says why and does nothing. */
  function failed(error, element) {
    var refuse = function () { return { ok: false, error: error }; };
    var none = function () { return []; };
    return {
      error: error, set: refuse, play: refuse, legalMoves: none, history: none, locate: none,
      position: function () { return ''; }, start: function () { return ''; },
      undo: function () { return false; }, flip: function () {}, destroy: function () {},
      on: function (name, fn) { return listen(element, name, fn); },
    };
  }

  function fill(element) {
    var s = element.style;
    s.display = 'block'; s.width = '100%'; s.height = '100%'; s.position = 'relative';
  }

  /** Mounts a board in `element`; resolves to its handle (never rejects for bad input:
   * look at handle.error and the 'error' event). */
  function mount(element, config) {
    return ready.then(function (m) {
      var c = Object.assign({ aiUrl: new URL('computer.js', base).href }, config || {});
      var board = m.mount(element, c);
      return handle(board, element);
    }, function (error) {
      element.dispatchEvent(new CustomEvent('deskovna:error', { detail: error, bubbles: true, composed: true }));
      return failed(error, element);
    });
  }

  var ATTRS = ['game', 'position', 'moves', 'orientation', 'view-only', 'lang', 'theme', 'coordinates', 'ai'];
  function configOf(el, only) {
    var c = {};
    ATTRS.forEach(function (a) {
      if (only && only !== a) return;
      var v = el.getAttribute(a);
      if (a === 'view-only') c.viewOnly = el.hasAttribute('view-only') && v !== 'false';
      else if (a === 'coordinates') { if (v !== null) c.coordinates = v !== 'false' && v !== 'off'; }
      else if (a === 'ai') { if (v !== null) c.ai = Number(v) || null; }
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
      if (!this.style.height && !this.style.aspectRatio) this.style.aspectRatio = '1';
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
        if (name === 'game') { c.position = self.getAttribute('position') || ''; c.moves = self.getAttribute('moves') || ''; }
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
