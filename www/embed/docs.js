// Wires the live examples of docs.html (no inline scripts: the site runs under a strict CSP).
(function () {
  'use strict';
  var el = document.getElementById('element-example');
  document.getElementById('toggle-orientation').addEventListener('click', function () {
    el.setAttribute('orientation', el.getAttribute('orientation') === 'orange' ? 'blue' : 'orange');
  });
  document.getElementById('toggle-view-only').addEventListener('click', function () {
    if (el.hasAttribute('view-only')) el.removeAttribute('view-only'); else el.setAttribute('view-only', '');
  });

  var log = document.getElementById('api-log');
  var write = function (target, text) { target.textContent = (text + '\n' + target.textContent).slice(0, 2000); };
  Deskovna.mount(document.getElementById('api-example'), { game: 'drake' }).then(function (board) {
    window.docsBoard = board;
    board.on('move', function (e) { write(log, 'move ' + e.move + ' — ' + e.said); });
    board.on('end', function (e) { write(log, 'end ' + e.result + ' (' + e.reason + ')'); });
    board.on('error', function (e) { write(log, 'error ' + e.code + ': ' + e.message); });
    document.getElementById('api-play').addEventListener('click', function () {
      var moves = board.legalMoves();
      if (moves.length) write(log, JSON.stringify(board.play(moves[0])));
    });
    document.getElementById('api-bad').addEventListener('click', function () { write(log, JSON.stringify(board.play('@z9'))); });
    document.getElementById('api-undo').addEventListener('click', function () { write(log, 'undo → ' + board.undo()); });
  });

  var frame = document.getElementById('frame-example');
  var frameLog = document.getElementById('frame-log');
  var next = 1;
  window.addEventListener('message', function (e) {
    if (e.source !== frame.contentWindow || !e.data || e.data.source !== 'deskovna') return;
    write(frameLog, JSON.stringify(e.data));
    if (e.data.type === 'reply' && Array.isArray(e.data.result) && e.data.id === 'moves' && e.data.result.length) {
      frame.contentWindow.postMessage({ source: 'deskovna', type: 'play', move: e.data.result[0], id: next++ }, '*');
    }
  });
  document.getElementById('frame-play').addEventListener('click', function () {
    frame.contentWindow.postMessage({ source: 'deskovna', type: 'legalMoves', id: 'moves' }, '*');
  });
})();
