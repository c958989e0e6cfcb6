/* The iframe page: embed.html?game=…&variant=…&position=…&moves=…&orientation=…&view-only&ai=1..5&lang=…
 *   &theme=…&coordinates=…&origins=https://a.example,https://b.example
 * The page that embeds the frame talks to it with postMessage:
 *   { source: 'deskovna', type: 'play', move: 'b2-b3', id? }
 *   { source: 'deskovna', type: 'set', config: { … }, id? }
 *   { source: 'deskovna', type: 'undo' | 'flip' | 'position' | 'history' | 'legalMoves', id? }
 * Replies: { source: 'deskovna', type: 'reply', id, result }; events: { source: 'deskovna',
 * type: 'ready' | 'move' | 'end' | 'error', detail }.
 * Only the embedding page is obeyed: a message from any other window (a sibling frame, a frame
 * inside this one, an opener) is ignored, and with `origins` only an embedding page of a listed
 * origin is. Replies go to the sender alone; events go to the embedding page (with `origins`,
 * only to a listed origin). A view-only frame shows the game its URL gives: messages cannot
 * play, undo, or change its game, position, moves, view-only or computer player. */
(function () {
  'use strict';
  var params = new URLSearchParams(location.search);
  var config = {};
  ['game', 'variant', 'position', 'moves', 'orientation', 'lang', 'theme'].forEach(function (k) {
    if (params.has(k)) config[k] = params.get(k);
  });
  var viewOnly = params.has('view-only') && params.get('view-only') !== 'false';
  config.viewOnly = viewOnly;
  if (params.has('ai')) config.ai = Number(params.get('ai')) || null;
  if (params.has('coordinates')) config.coordinates = params.get('coordinates') !== 'off' && params.get('coordinates') !== 'false';
  // The origins allowed to drive the board ('null' for a sandboxed page), or any.
  var origins = params.has('origins') ? params.get('origins').split(/[\s,]+/).map(originOf).filter(Boolean) : null;
  var embedded = window.parent !== window;

  /** An origin as browsers write it ('https://a.example'), 'null', or '' for anything else. */
  function originOf(text) {
    if (text === 'null') return text;
    try { var o = new URL(text).origin; return o === 'null' ? '' : o; } catch (e) { return ''; }
  }

  /** Posts to the embedding page: to each allowed origin, or to whichever it is. */
  function send(message) {
    if (!embedded) return;
    (origins || ['*']).forEach(function (o) { window.parent.postMessage(message, o === 'null' ? '*' : o); });
  }

  function trusted(e) {
    return embedded && e.source === window.parent && (!origins || origins.indexOf(e.origin) >= 0);
  }

  var VIEW_ONLY = { code: 'view-only', message: 'This board is view-only: it shows the game its page gave it.' };
  // What a view-only frame still lets messages change.
  var LOOKS = ['orientation', 'lang', 'theme', 'coordinates'];
  var refused = { ok: false, error: VIEW_ONLY };

  var box = document.getElementById('board-box');
  var queue = [];
  var board = null;

  /** A command that does not say what it should: answered, never ignored (a sender waiting
   * for its id learns why). */
  function malformed(why) {
    return { ok: false, error: { code: 'bad-message', message: why } };
  }

  function handle(data, reply) {
    var result;
    switch (data.type) {
      case 'play':
        if (typeof data.move !== 'string') return reply(malformed('“play” needs a move: a text in the game\'s notation.'));
        result = viewOnly ? refused : board.play(data.move);
        break;
      case 'set':
        if (!data.config || typeof data.config !== 'object' || Array.isArray(data.config)) {
          return reply(malformed('“set” needs a config: an object of options.'));
        }
        result = viewOnly && Object.keys(data.config).some(function (k) { return LOOKS.indexOf(k) < 0; })
          ? refused : board.set(data.config);
        break;
      case 'undo': result = viewOnly ? false : board.undo(); break;
      case 'flip': board.flip(); result = true; break;
      case 'position': result = board.position(); break;
      case 'history': result = board.history(); break;
      case 'legalMoves': result = board.legalMoves(); break;
      default: return reply(malformed('Unknown command “' + String(data.type).slice(0, 40) + '”; the commands are play, set, undo, flip, position, history and legalMoves.'));
    }
    if (result === refused) send({ source: 'deskovna', type: 'error', detail: VIEW_ONLY });
    reply(result);
  }

  window.addEventListener('message', function (e) {
    var data = e.data;
    if (!trusted(e) || !data || typeof data !== 'object' || data.source !== 'deskovna' || typeof data.type !== 'string') return;
    var id = typeof data.id === 'string' || typeof data.id === 'number' ? data.id : null;
    var target = e.source;
    var origin = e.origin === 'null' ? '*' : e.origin;
    var reply = function (result) {
      if (id !== null) target.postMessage({ source: 'deskovna', type: 'reply', id: id, result: result }, origin);
    };
    if (board) handle(data, reply); else queue.push([data, reply]);
  });

  ['move', 'end', 'error'].forEach(function (name) {
    box.addEventListener('deskovna:' + name, function (e) {
      send({ source: 'deskovna', type: name, detail: e.detail });
    });
  });

  Deskovna.mount(box, config).then(function (b) {
    board = b;
    if (b.error) send({ source: 'deskovna', type: 'error', detail: b.error });
    // A frame whose URL gave no board says why where the board would be.
    if (b.error && !box.querySelector('canvas')) {
      box.textContent = b.error.message;
      box.className = 'frame-error';
      box.setAttribute('role', 'alert');
    }
    queue.splice(0).forEach(function (q) { handle(q[0], q[1]); });
    send({ source: 'deskovna', type: 'ready', detail: { position: b.position(), history: b.history() } });
  });
})();
