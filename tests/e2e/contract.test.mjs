// The embed API keeps its contract (deskovna.d.ts): wrong types get typed errors and change
// nothing, the board may be called from its own listeners, a destroyed board answers
// `not-mounted`, destroy during an animation throws nothing into the host page, and every
// computer worker ends with its board (memory stays flat over 200 mount/ai/destroy cycles).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test, assert, equal } from './harness.mjs';
import { serve } from './server.mjs';

const DIST = process.env.DIST || 'dist';

/// The site, and a host page on another origin with `body` (SITE/ names the site).
async function hostPage(body) {
  const site = await serve({ root: DIST, headers: { 'Access-Control-Allow-Origin': '*' } });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'deskovna-contract-'));
  fs.writeFileSync(path.join(dir, 'index.html'), `<!doctype html><html><head><meta charset="utf-8"><title>host</title>
<link rel="icon" href="data:,"></head><body>${body.replace(/SITE\//g, site.url)}</body></html>`);
  const host = await serve({ root: dir });
  return { site, host, close: async () => { await site.close(); await host.close(); } };
}

const BOX = '<script src="SITE/embed.js"></script><div id="here" style="width:360px;height:360px"></div>';

test('contract: wrong types get typed errors and change nothing', async ({ page }) => {
  const o = await hostPage(BOX);
  try {
    await page.goto(o.host.url);
    const r = await page.evaluate(async () => {
      const el = document.getElementById('here');
      const out = {};
      for (const [name, target] of [['null', null], ['object', {}], ['selector', '#here']]) {
        const b = await Deskovna.mount(target, { game: 'drake' });
        out[name] = [b.error && b.error.code, b.play('@b1').ok, b.legalMoves().length];
      }
      const getter = { game: 'drake' };
      Object.defineProperty(getter, 'position', { enumerable: true, get() { throw new Error('boom'); } });
      out.getter = await Deskovna.mount(el, getter).then(b => { const e = b.error && b.error.code; b.destroy(); return e; }, () => 'rejected');
      const b = await Deskovna.mount(el, { game: 'drake', moves: ['@b1'] });
      const before = b.history();
      out.game42 = b.set({ game: 42 });
      out.movesNumbers = b.set({ moves: ['@c4', 7] });
      out.viewOnlyNo = b.set({ viewOnly: 'no' });
      out.ai99 = b.set({ ai: '99' });
      out.ai9 = b.set({ ai: 9 });
      out.orientation = b.set({ orientation: 'purple' });
      out.notObject = b.set('drake');
      out.play42 = b.play(42);
      out.setNull = b.set(null);
      out.setUnknown = b.set({ unknownKey: 1 });
      out.history = [before, b.history()];
      out.ok = b.set({ ai: null, viewOnly: false, orientation: 'orange' });
      b.destroy();
      return out;
    });
    for (const name of ['null', 'object', 'selector']) {
      equal(r[name], ['bad-element', false, 0], `mount(${name}) gives a board that says so and does nothing`);
    }
    assert(r.getter !== 'rejected', 'mount never rejects');
    equal(r.getter, 'bad-config', 'a throwing getter is a config error');
    for (const k of ['game42', 'movesNumbers', 'viewOnlyNo', 'ai99', 'ai9', 'orientation', 'notObject', 'setNull', 'setUnknown']) {
      equal([r[k].ok, r[k].error && r[k].error.code], [false, 'bad-config'], `set: ${k}`);
    }
    equal([r.play42.ok, r.play42.error.code], [false, 'illegal-move'], 'play(42)');
    equal(r.history[1], r.history[0], 'nothing changed');
    equal(r.ok, { ok: true }, 'right values are taken');
  } finally {
    await o.close();
  }
});

test('contract: a config that is no object or names an unknown option gives no board, and an error event', async ({ page }) => {
  const o = await hostPage(BOX);
  try {
    await page.goto(o.host.url);
    const r = await page.evaluate(async () => {
      const el = document.getElementById('here');
      const out = {};
      for (const [name, config] of [['text', 'camelot'], ['array', ['camelot']], ['number', 7], ['unknown', { game: 'camelot', sizee: 5 }], ['game', { game: 'chess' }]]) {
        const events = [];
        const listener = e => events.push(e.detail.code);
        el.addEventListener('deskovna:error', listener);
        const b = await Deskovna.mount(el, config);
        el.removeEventListener('deskovna:error', listener);
        out[name] = { error: b.error && b.error.code, message: b.error && b.error.message, events, canvas: !!el.querySelector('canvas'), moves: b.legalMoves().length };
        b.destroy();
      }
      return out;
    });
    for (const name of ['text', 'array', 'number', 'unknown']) {
      equal([r[name].error, r[name].events, r[name].canvas, r[name].moves], ['bad-config', ['bad-config'], false, 0], `mount(el, ${name}): no board, an error and its event`);
    }
    assert(/Unknown option “sizee”/.test(r.unknown.message), `the unknown option is named: ${r.unknown.message}`);
    equal([r.game.error, r.game.events], ['unknown-game', ['unknown-game']], 'an unknown game: its error and event');
  } finally {
    await o.close();
  }
});

test('contract: the board may be called from its own listeners, and answers not-mounted once destroyed', async ({ page }) => {
  const o = await hostPage(BOX);
  try {
    await page.goto(o.host.url);
    const r = await page.evaluate(async () => {
      const b = await Deskovna.mount(document.getElementById('here'), { game: 'drake' });
      const seen = [];
      const wait = () => new Promise(r => setTimeout(r, 50));
      b.on('move', e => { seen.push(['move', e.move, b.history().length, b.legalMoves().length > 0]); if (e.move === '@b1') b.play('@c4'); });
      b.on('error', e => { seen.push(['error', e.code, b.position().length > 0]); });
      b.play('@b1');
      await wait();
      b.play('@z9');
      await wait();
      b.on('move', () => b.destroy());
      b.play('@b2');
      await wait();
      const code = picture => picture.then(() => 'resolved', e => e.code);
      const after = { set: b.set({ game: 'camelot' }), play: b.play('@c3'), undo: b.undo(), history: b.history(),
        legal: b.legalMoves(), position: b.position(), locate: b.locate('a1'),
        pictures: [await code(b.toPng()), await code(b.toGif())] };
      return { seen, after };
    });
    equal(r.seen.slice(0, 3), [['move', '@b1', 1, true], ['move', '@c4', 2, true], ['error', 'illegal-move', true]], 'listeners call the board');
    equal(r.after.set, { ok: false, error: { code: 'not-mounted', message: 'The board is not mounted.' } }, 'set after destroy');
    equal(r.after.play.error.code, 'not-mounted', 'play after destroy');
    equal(r.after.pictures, ['not-mounted', 'not-mounted'], 'toPng and toGif reject after destroy');
    equal([r.after.undo, r.after.history, r.after.legal, r.after.position, r.after.locate], [false, [], [], '', []], 'the rest after destroy');
  } finally {
    await o.close();
  }
});

test('contract: 200 remove/re-add cycles during animations throw nothing into the host page', async ({ page, errors }) => {
  const o = await hostPage(`<script src="SITE/embed.js"></script>
    <div id="box" style="width:300px;height:300px"><deskovna-board id="b" game="drake"></deskovna-board></div>`);
  try {
    await page.goto(o.host.url);
    await page.waitForFunction(() => document.getElementById('b').board);
    const moves = ['@b1', '@c4', '@b2', '@c3'];
    const thrown = await page.evaluate(async moves => {
      const thrown = [];
      window.addEventListener('error', e => thrown.push(String(e.message)));
      const box = document.getElementById('box');
      for (let i = 0; i < 200; i++) {
        const el = document.getElementById('b');
        const board = await el.whenReady();
        board.play(moves[i % 4]);
        await new Promise(r => setTimeout(r, i % 5 * 30));
        el.remove();
        await new Promise(r => setTimeout(r, i % 3 * 10));
        box.appendChild(el);
      }
      await new Promise(r => setTimeout(r, 300));
      return thrown;
    }, moves);
    equal(thrown, [], 'no error in the host page');
    equal(errors, [], 'no console error');
  } finally {
    await o.close();
  }
}, { limit: 180000 });

test('contract: every computer worker ends with its board; memory stays flat over 200 cycles', async ({ page }) => {
  const o = await hostPage(BOX);
  try {
    await page.goto(o.host.url);
    await page.evaluate(() => Deskovna.ready);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('HeapProfiler.enable');
    const heap = async () => {
      await cdp.send('HeapProfiler.collectGarbage');
      return (await cdp.send('Runtime.getHeapUsage')).usedSize;
    };
    const counters = async () => (await cdp.send('Memory.getDOMCounters'));
    const cycle = async () => {
      const started = page.workers().length;
      await page.evaluate(async () => {
        const b = await Deskovna.mount(document.getElementById('here'), { game: 'drake', ai: 1 });
        b.play('@b1'); // the computer is to move: its worker starts
        window.__board = b;
      });
      await page.waitForFunction(() => true);
      for (let t = 0; t < 100 && page.workers().length <= started; t++) await page.waitForTimeout(10);
      await page.evaluate(() => { window.__board.destroy(); window.__board = null; });
      for (let t = 0; t < 100 && page.workers().length > 0; t++) await page.waitForTimeout(10);
      return page.workers().length;
    };
    let left = 0;
    for (let i = 0; i < 20; i++) left = Math.max(left, await cycle());
    const early = await heap();
    const before = await counters();
    for (let i = 20; i < 200; i++) left = Math.max(left, await cycle());
    const late = await heap();
    const after = await counters();
    equal(left, 0, 'no worker outlives its board');
    console.log(`     DOM nodes ${before.nodes} → ${after.nodes}, listeners ${before.jsEventListeners} → ${after.jsEventListeners}`);
    assert(after.jsEventListeners <= before.jsEventListeners + 5, 'no listeners pile up');
    const growth = (late - early) / 1e6;
    console.log(`     heap after 20 cycles ${(early / 1e6).toFixed(1)} MB, after 200 ${(late / 1e6).toFixed(1)} MB (${growth.toFixed(2)} MB)`);
    assert(growth < 3, `memory stays flat: grew ${growth.toFixed(2)} MB over 180 cycles`);
  } finally {
    await o.close();
  }
}, { limit: 240000 });
