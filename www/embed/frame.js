/* The iframe page: embed.html?game=…&variant=…&position=…&moves=…&orientation=…&view-only&ai=1..5&lang=…&theme=…
 * The parent page talks to it with postMessage. Accepted messages (anything else is ignored):
 *   { source: 'deskovna', type: 'play', move: 'b2-b3', id? }
 *   { source: 'deskovna', type: 'set', config: { … }, id? }
 *   { source: 'deskovna', type: 'undo' | 'flip' | 'position' | 'history' | 'legalMoves', id? }
 * Replies: { source: 'deskovna', type: 'reply', id, result }; events: { source: 'deskovna',
 * type: 'move' | 'end' | 'error', detail }. */
(function () {
  'use strict';
  var params = new URLSearchParams(location.search);
  var config = {};
  ['game', 'variant', 'position', 'moves', 'orientation', 'lang', 'theme'].forEach(function (k) {
    if (params.has(k)) config[k] = params.get(k);
  });
  config.viewOnly = params.has('view-only') && params.get('view-only') !== 'false';
  if (params.has('ai')) config.ai = Number(params.get('ai')) || null;
  if (params.has('coordinates')) config.coordinates = params.get('coordinates') !== 'off' && params.get('coordinates') !== 'false';

  var box = document.getElementById('board-box');
  var send = function (message) { if (window.parent !== window) window.parent.postMessage(message, '*'); };
  var queue = [];
  var board = null;

  function handle(data, origin) {
    var id = typeof data.id === 'string' || typeof data.id === 'number' ? data.id : null;
    var result;
    switch (data.type) {
      case 'play': result = typeof data.move === 'string' ? board.play(data.move) : null; break;
      case 'set': result = data.config && typeof data.config === 'object' ? board.set(data.config) : null; break;
      case 'undo': result = board.undo(); break;
      case 'flip': board.flip(); result = true; break;
      case 'position': result = board.position(); break;
      case 'history': result = board.history(); break;
      case 'legalMoves': result = board.legalMoves(); break;
      default: return;
    }
    if (result === null) return;
    if (id !== null) window.parent.postMessage({ source: 'deskovna', type: 'reply', id: id, result: result }, origin === 'null' ? '*' : origin);
  }

  window.addEventListener('message', function (e) {
    var data = e.data;
    if (!data || typeof data !== 'object' || data.source !== 'deskovna' || typeof data.type !== 'string') return;
    if (board) handle(data, e.origin); else queue.push([data, e.origin]);
  });

  ['move', 'end', 'error'].forEach(function (name) {
    box.addEventListener('deskovna:' + name, function (e) {
      send({ source: 'deskovna', type: name, detail: e.detail });
    });
  });

  Deskovna.mount(box, config).then(function (b) {
    board = b;
    if (b.error) send({ source: 'deskovna', type: 'error', detail: b.error });
    queue.splice(0).forEach(function (q) { handle(q[0], q[1]); });
    send({ source: 'deskovna', type: 'ready', detail: { position: b.position(), history: b.history() } });
  });
})();
