// The iframe embed obeys only the page that embeds it: messages forged by other frames on the
// host page (of the host's origin, of the site's own origin, sandboxed) change nothing and get
// no answer; replies go to the sender alone; `origins` in the frame's URL narrows who may drive
// it; a view-only frame keeps the game its URL gives.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test, assert, equal } from './harness.mjs';
import { serve } from './server.mjs';
import { serveSite } from '../../scripts/site-server.mjs';

const DIST = process.env.DIST || 'dist';
// Records the Deskovna messages a window gets, with the index of the frame they came from.
const RECORD = `window.got = []; addEventListener('message', e => {
  if (!e.data || e.data.source !== 'deskovna') return;
  let from = -1;
  for (let i = 0; i < frames.length; i++) if (frames[i] === e.source) from = i;
  got.push(Object.assign({ from }, e.data));
});`;

/// A host page of its own origin with the board frame (its URL's query given), a sibling frame
/// of the host's origin, one of the site's origin and a sandboxed one; each records what it gets.
async function framed(query) {
  const site = await serveSite({ root: DIST, port: 0 });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'deskovna-frames-'));
  fs.writeFileSync(path.join(dir, 'record.js'), RECORD);
  fs.writeFileSync(path.join(dir, 'sibling.html'), '<!doctype html><title>sibling</title><link rel="icon" href="data:,"><script src="record.js"></script>');
  const sandboxed = `<script>${RECORD}</script>`.replace(/"/g, '&quot;');
  fs.writeFileSync(path.join(dir, 'index.html'), `<!doctype html><html><head><meta charset="utf-8"><title>host</title>
<link rel="icon" href="data:,"><script src="record.js"></script></head><body>
<iframe name="board" src="${site.url}embed.html?${query}" width="360" height="420"></iframe>
<iframe name="sibling" src="sibling.html"></iframe>
<iframe name="same-origin" src="${site.url}embed.html?game=drake"></iframe>
<iframe name="sandboxed" sandbox="allow-scripts" srcdoc="${sandboxed}"></iframe>
</body></html>`);
  const host = await serve({ root: dir });
  return {
    url: host.url,
    origin: new URL(host.url).origin,
    close: async () => { await site.close(); await host.close(); fs.rmSync(dir, { recursive: true, force: true }); },
  };
}

/// Posts `message` to the board frame from the frame named `from` (or the host page).
const post = (page, from, message) => (from ? page.frame({ name: from }) : page.mainFrame())
  .evaluate(m => (window.parent === window ? window : window.parent).frames[0].postMessage(m, '*'), message);

/// Asks the board (as the host page) and waits for its reply.
async function ask(page, message) {
  const id = `ask-${Math.random()}`;
  await post(page, null, { source: 'deskovna', id, ...message });
  await page.waitForFunction(id => window.got.some(m => m.id === id), id, { timeout: 5000 });
  return page.evaluate(id => window.got.find(m => m.id === id).result, id);
}

const ready = page => page.waitForFunction(() => window.got.some(m => m.type === 'ready' && m.from === 0), null, { timeout: 10000 });
const FORGED = [
  { source: 'deskovna', type: 'play', move: '@b2', id: 'forged-play' },
  { source: 'deskovna', type: 'undo', id: 'forged-undo' },
  { source: 'deskovna', type: 'set', config: { moves: '@a1', viewOnly: false }, id: 'forged-set' },
  { source: 'deskovna', type: 'history', id: 'forged-history' },
];

test('frames: a sibling, a same-origin or a sandboxed frame cannot drive the board', async ({ page }) => {
  const o = await framed('game=drake&moves=@b1~@c4');
  try {
    await page.goto(o.url);
    await ready(page);
    await page.frame({ name: 'same-origin' }).waitForFunction(() => document.querySelector('canvas'));
    await page.frame({ name: 'same-origin' }).evaluate(RECORD);
    for (const from of ['sibling', 'same-origin', 'sandboxed']) {
      for (const m of FORGED) await post(page, from, m);
    }
    // The host page's own request, sent after the forged ones, is answered after them.
    equal(await ask(page, { type: 'history' }), ['@b1', '@c4'], 'the forged messages changed nothing');
    const got = await page.evaluate(() => window.got);
    assert(!got.some(m => String(m.id).startsWith('forged')), `no reply to forged messages reached the host: ${JSON.stringify(got)}`);
    assert(!got.some(m => m.type === 'move' || m.type === 'error'), 'and no event of theirs');
    for (const name of ['sibling', 'same-origin', 'sandboxed']) {
      equal(await page.frame({ name }).evaluate(() => window.got.filter(m => m.type === 'reply')), [], `${name}: no reply`);
    }
    // The host page drives it; its replies reach it alone.
    const played = await ask(page, { type: 'play', move: '@b2' });
    equal(played.ok, true, 'the host page plays');
    await page.waitForFunction(() => window.got.some(m => m.type === 'move' && m.detail.move === '@b2'));
    for (const name of ['sibling', 'same-origin', 'sandboxed']) {
      equal(await page.frame({ name }).evaluate(() => window.got.filter(m => m.type === 'reply')), [], `${name}: the host's reply is not shared`);
    }
  } finally {
    await o.close();
  }
});

test('frames: a view-only frame keeps the game its URL gives', async ({ page }) => {
  const o = await framed('game=drake&moves=@b1~@c4&view-only');
  try {
    await page.goto(o.url);
    await ready(page);
    const play = await ask(page, { type: 'play', move: '@b2' });
    equal([play.ok, play.error.code], [false, 'view-only'], 'play is refused');
    equal(await ask(page, { type: 'undo' }), false, 'undo is refused');
    for (const config of [{ moves: '@a1' }, { position: '4_4.4.4.4_b_L_DCCMSWA_DCCMSWA_0' }, { game: 'camelot' }, { viewOnly: false }, { ai: 1 }, { theme: 'dark', moves: '' }]) {
      const r = await ask(page, { type: 'set', config });
      equal([JSON.stringify(config), r.ok, r.error && r.error.code], [JSON.stringify(config), false, 'view-only'], 'set is refused');
    }
    equal((await ask(page, { type: 'set', config: { theme: 'dark', orientation: 'orange', lang: 'cs', coordinates: false } })).ok, true, 'its looks may change');
    equal(await ask(page, { type: 'flip' }), true, 'and it may be turned');
    equal(await ask(page, { type: 'history' }), ['@b1', '@c4'], 'the game is the one its URL gave');
    assert(await page.evaluate(() => window.got.some(m => m.type === 'error' && m.detail.code === 'view-only')), 'refusals are error events too');
  } finally {
    await o.close();
  }
});

test('frames: origins in the URL narrow who may drive the board', async ({ page }) => {
  let o = await framed('game=drake&origins=https://elsewhere.example');
  try {
    await page.goto(o.url);
    await page.frame({ name: 'board' }).waitForFunction(() => document.querySelector('canvas'));
    await post(page, null, { source: 'deskovna', type: 'play', move: '@b1', id: 'unlisted' });
    await page.waitForTimeout(300);
    equal(await page.evaluate(() => window.got.filter(m => m.from === 0)), [], 'a host page not listed gets no reply and no event');
    equal(await page.frame({ name: 'board' }).evaluate(() => document.getElementById('board-box').getAttribute('aria-label')), null, 'and plays nothing');
  } finally {
    await o.close();
  }
  o = await framed('game=drake&origins=https://elsewhere.example,ORIGIN');
  try {
    // The host's origin is only known once it is served: load the frame again with it listed.
    await page.goto(o.url);
    await page.evaluate(origin => {
      const f = document.querySelector('iframe[name=board]');
      f.src = f.src.replace('ORIGIN', encodeURIComponent(origin));
    }, o.origin);
    await ready(page);
    equal((await ask(page, { type: 'play', move: '@b1' })).ok, true, 'a listed host page drives it');
  } finally {
    await o.close();
  }
});

test('frames: a malformed command with an id is answered with why; a frame with a bad URL says why inside it', async ({ page }) => {
  const o = await framed('game=drake');
  try {
    await page.goto(o.url);
    await ready(page);
    for (const [message, why] of [
      [{ type: 'play', move: 42 }, /“play” needs a move/],
      [{ type: 'set', config: 'camelot' }, /“set” needs a config/],
      [{ type: 'set' }, /“set” needs a config/],
      [{ type: 'explode' }, /Unknown command “explode”/],
    ]) {
      const r = await ask(page, message);
      equal([r.ok, r.error.code], [false, 'bad-message'], JSON.stringify(message));
      assert(why.test(r.error.message), `${JSON.stringify(message)}: ${r.error.message}`);
    }
    equal(await ask(page, { type: 'history' }), [], 'nothing changed');
  } finally {
    await o.close();
  }
  for (const query of ['game=chess', 'game=drake&moves=@z9']) {
    const bad = await framed(query);
    try {
      await page.goto(bad.url);
      const frame = page.frame({ name: 'board' });
      await frame.waitForFunction(() => document.getElementById('board-box').textContent.length > 0, null, { timeout: 10000 });
      const shown = await frame.evaluate(() => {
        const b = document.getElementById('board-box');
        const r = b.getBoundingClientRect();
        return { text: b.textContent, role: b.getAttribute('role'), w: r.width, h: r.height, canvas: !!b.querySelector('canvas') };
      });
      assert(!shown.canvas && shown.role === 'alert' && shown.w > 100 && shown.h > 100, `${query}: the reason fills the frame ${JSON.stringify(shown)}`);
      assert(query === 'game=chess' ? /Unknown game “chess”/.test(shown.text) : /z9/.test(shown.text), `${query}: ${shown.text}`);
    } finally {
      await bad.close();
    }
  }
});
