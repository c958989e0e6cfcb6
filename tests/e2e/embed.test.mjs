// Embedding: the custom element on a page of another origin, the JS API and its errors, the
// iframe with postMessage, under a strict CSP.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test, assert, equal, shot } from './harness.mjs';
import { serve } from './server.mjs';

const DIST = process.env.DIST || 'dist';
const CSP = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'";

/// A site on one origin and a host page on another that loads embed.js from the site.
async function twoOrigins(body) {
  const site = await serve({ root: DIST, headers: { 'Access-Control-Allow-Origin': '*' } });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'deskovna-host-'));
  fs.writeFileSync(path.join(dir, 'index.html'), `<!doctype html><html><head><meta charset="utf-8"><title>host</title>
<link rel="icon" href="data:,"></head><body>${body.replace(/SITE\//g, site.url)}
<script>window.events = []; for (const n of ['move','end','error']) document.addEventListener('deskovna:' + n, e => window.events.push([n, e.target.id, e.detail]));</script>
</body></html>`);
  const host = await serve({ root: dir });
  return { site, host, close: async () => { await site.close(); await host.close(); } };
}

/// Page coordinates of a spot on a board element.
async function spot(page, id, name) {
  return page.evaluate(([id, name]) => {
    const el = document.getElementById(id);
    const r = el.getBoundingClientRect();
    const p = el.board.locate(name);
    return { x: r.left + p[0], y: r.top + p[1] };
  }, [id, name]);
}

async function dragOn(page, id, from, to) {
  const a = await spot(page, id, from);
  const b = await spot(page, id, to);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(b.x, b.y, { steps: 8 });
  await page.mouse.up();
}

test('embed: custom elements on a page of another origin, played with the mouse', async ({ page }) => {
  const o = await twoOrigins(`<script src="SITE/embed.js"></script>
    <div style="width:420px;height:520px"><deskovna-board id="one" game="drake"></deskovna-board></div>
    <div style="width:300px"><deskovna-board id="two" game="drake" moves="@b1 @c4" orientation="orange" view-only></deskovna-board></div>`);
  try {
    assert(new URL(o.site.url).port !== new URL(o.host.url).port, 'two origins');
    await page.goto(o.host.url);
    await page.waitForFunction(() => ['one', 'two'].every(id => document.getElementById(id).board));
    await dragOn(page, 'one', 'Blue stack', 'b1');
    const events = await page.evaluate(() => window.events);
    equal(events.map(e => [e[0], e[1], e[2].move]), [['move', 'one', '@b1']], 'the move event');
    equal(await page.evaluate(() => document.getElementById('one').board.history()), ['@b1'], 'played on the first board');
    equal(await page.evaluate(() => document.getElementById('two').board.history()), ['@b1', '@c4'], 'the second board is separate');
    // The second board is view-only and turned: a drag does nothing.
    await dragOn(page, 'two', 'Blue stack', 'b2');
    equal(await page.evaluate(() => document.getElementById('two').board.history()), ['@b1', '@c4'], 'view-only takes no moves');
    const two = await spot(page, 'two', 'a1');
    const twoBox = await page.evaluate(() => document.getElementById('two').getBoundingClientRect().toJSON());
    assert(two.y < twoBox.y + twoBox.height / 2, 'orientation orange puts row 1 at the top');
    assert(Math.abs(twoBox.width - 300) < 1 && Math.abs(twoBox.height - 300) < 1, `sized to its container: ${twoBox.width}×${twoBox.height}`);
    // Attributes change the board live.
    await page.evaluate(() => document.getElementById('two').setAttribute('moves', '@a1 @d4 @b1'));
    await page.waitForFunction(() => document.getElementById('two').board.history().length === 3);
    await page.evaluate(() => document.getElementById('two').removeAttribute('view-only'));
    await page.waitForTimeout(50);
    await dragOn(page, 'two', 'Orange stack', 'c4');
    equal(await page.evaluate(() => document.getElementById('two').board.history()), ['@a1', '@d4', '@b1', '@c4'], 'playable once view-only is removed');
    await shot(page, 'embed-elements');
  } finally {
    await o.close();
  }
});

test('embed: the JS API returns clear errors and changes nothing', async ({ page }) => {
  const o = await twoOrigins(`<script src="SITE/embed.js"></script><div id="here" style="width:400px;height:400px"></div>`);
  try {
    await page.goto(o.host.url);
    const r = await page.evaluate(async () => {
      const el = document.getElementById('here');
      const out = {};
      const bad = await Deskovna.mount(el, { game: 'chess' });
      out.unknown = bad.error;
      bad.destroy();
      const b = await Deskovna.mount(el, { game: 'drake', moves: ['@b1'] });
      const errors = [];
      b.on('error', e => errors.push(e.code));
      out.illegal = b.play('@z9');
      out.nonsense = b.play('hello');
      out.ok = b.play('@c4');
      out.badPosition = b.set({ position: '9_nonsense' });
      out.badMoves = b.set({ moves: '@b1 @b1' });
      out.history = b.history();
      out.legal = b.legalMoves().length;
      out.errors = errors;
      out.undo = b.undo();
      out.after = b.history();
      b.destroy();
      out.canvases = el.querySelectorAll('canvas').length;
      return out;
    });
    equal(r.unknown.code, 'unknown-game', 'an unknown game');
    assert(/Unknown game “chess”/.test(r.unknown.message), r.unknown.message);
    equal([r.illegal.ok, r.illegal.error.code], [false, 'illegal-move'], 'an illegal move');
    assert(/not on the board/.test(r.illegal.error.message), r.illegal.error.message);
    equal(r.nonsense.ok, false, 'nonsense is refused');
    equal(r.ok.ok, true, 'a legal move');
    equal([r.badPosition.ok, r.badPosition.error.code], [false, 'bad-position'], 'a bad position');
    equal([r.badMoves.ok, r.badMoves.error.code], [false, 'illegal-move'], 'bad moves');
    equal(r.history, ['@b1', '@c4'], 'the errors changed nothing');
    equal(r.errors, ['illegal-move', 'illegal-move', 'bad-position', 'illegal-move'], 'error events');
    equal([r.undo, r.after], [true, ['@b1']], 'undo');
    equal(r.canvases, 0, 'destroy removes the board');
  } finally {
    await o.close();
  }
});

test('embed: an iframe with postMessage', async ({ page }) => {
  const o = await twoOrigins(`<iframe id="f" src="SITE/embed.html?game=drake&moves=@b1~@c4" width="400" height="480"></iframe>
    <script>window.messages = []; addEventListener('message', e => { if (e.data && e.data.source === 'deskovna') messages.push(e.data); });</script>`);
  try {
    await page.goto(o.host.url);
    await page.waitForFunction(() => window.messages.some(m => m.type === 'ready'));
    await page.evaluate(() => {
      const w = document.getElementById('f').contentWindow;
      w.postMessage('nonsense', '*');
      w.postMessage({ source: 'other', type: 'play', move: '@b2' }, '*');
      w.postMessage({ source: 'deskovna', type: 'play', move: 42, id: 0 }, '*');
      w.postMessage({ source: 'deskovna', type: 'play', move: '@b2', id: 1 }, '*');
      w.postMessage({ source: 'deskovna', type: 'play', move: '@q9', id: 2 }, '*');
      w.postMessage({ source: 'deskovna', type: 'history', id: 3 }, '*');
    });
    await page.waitForFunction(() => window.messages.some(m => m.id === 3));
    const m = await page.evaluate(() => window.messages);
    const reply = id => m.find(x => x.type === 'reply' && x.id === id).result;
    equal(reply(1).ok, true, 'play answered');
    equal([reply(2).ok, reply(2).error.code], [false, 'illegal-move'], 'an illegal move answered with an error');
    equal(reply(3), ['@b1', '@c4', '@b2'], 'only the well-formed play was played');
    equal([reply(0).ok, reply(0).error.code], [false, 'bad-message'], 'a malformed command is answered with why');
    assert(!m.some(x => x.type === 'reply' && x.id === undefined), 'a message of another source gets no answer');
    assert(m.some(x => x.type === 'move' && x.detail.move === '@b2'), 'the move event');
    assert(m.some(x => x.type === 'error'), 'the error event');
  } finally {
    await o.close();
  }
});

test('embed: embed.html and docs.html run under the strict CSP', async ({ page }) => {
  const site = await serve({ root: DIST, csp: CSP });
  try {
    await page.addInitScript(() => {
      window.__violations = [];
      document.addEventListener('securitypolicyviolation', e => window.__violations.push(`${e.violatedDirective} ${e.blockedURI}`));
    });
    await page.goto(`${site.url}embed.html?game=drake&moves=@b1~@c4&theme=dark`);
    await page.waitForFunction(() => document.querySelector('canvas'));
    equal(await page.evaluate(() => window.__violations), [], 'embed.html: no violation');
    await page.goto(`${site.url}docs.html`);
    await page.waitForFunction(() => window.docsBoard && document.getElementById('element-example').board);
    await page.click('#api-play');
    await page.click('#api-bad');
    assert(/illegal-move/.test(await page.textContent('#api-log')), 'the live API example logs the error');
    await page.click('#frame-play');
    await page.waitForFunction(() => /"type":"move"/.test(document.getElementById('frame-log').textContent));
    await page.click('#toggle-orientation');
    equal(await page.evaluate(() => window.__violations), [], 'docs.html: no violation');
    await shot(page, 'embed-docs');
  } finally {
    await site.close();
  }
});

test('embed: a board with a computer opponent, on a page of another origin', async ({ page }) => {
  const o = await twoOrigins(`<script src="SITE/embed.js"></script>
    <div style="width:420px;height:520px"><deskovna-board id="one" game="drake" ai="1"></deskovna-board></div>`);
  try {
    await page.goto(o.host.url);
    await page.waitForFunction(() => document.getElementById('one').board);
    await dragOn(page, 'one', 'Blue stack', 'b1');
    await page.waitForFunction(() => window.events.filter(e => e[0] === 'move').length === 2, null, { timeout: 15000 });
    const moves = await page.evaluate(() => window.events.map(e => e[2].move));
    equal(moves[0], '@b1', 'my move');
    assert(/^@[a-d]4$/.test(moves[1]), `the computer answered with its leader: ${moves[1]}`);
  } finally {
    await o.close();
  }
});
