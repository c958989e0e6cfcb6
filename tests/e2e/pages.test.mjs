// A page per game: each game's address loads that game's own page wasm and no other, the home
// page loads none, and everything that crosses from one game's page to another's (a switch by
// the header links, a pasted link or text, an import, the games storage could not hold) gets
// there; after one visit every game's page opens offline.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { test, assert, equal, history, open, noticeSaying, shot, SPOT, ARGS, CHROMIUM } from './harness.mjs';
import { serve } from './server.mjs';

const GAMES = ['drake', 'camelot', 'drakoburg', 'shamrock'];
const PHONE = { hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 };
const DESKTOP = { viewport: { width: 1280, height: 800 } };
const DRAKE_START = '4_4.4.4.4_b_L_DCCMSWA_DCCMSWA_0';
const CAMELOT_START = '2.8.10.12.12.2kmmmmmmk2.3kmmmmk3.12.12.3KMMMMK3.2KMMMMMMK2.12.12.10.8.2_w_00_-_0';
const saved = (kind, start, moves) => `deskovna ${kind}\nstart ${start}\nmoves ${moves.join(' ')}\n`;

/// The page wasms the page itself fetched (not its service worker), by page: `home` or a game.
function pageWasms(page) {
  const seen = [];
  page.on('request', r => {
    const m = /\/page(?:-([a-z]+))?-[0-9a-f]+_bg\.wasm$/.exec(new URL(r.url()).pathname);
    if (m && !r.serviceWorker()) seen.push(m[1] || 'home');
  });
  return seen;
}

/// Plays the first legal move of the game shown; returns it.
async function playOne(page) {
  const move = await page.evaluate(() => window.wasmBindings.legalMoves()[0]);
  assert(await page.evaluate(m => window.wasmBindings.play(m), move), `${move} is played`);
  return move;
}

/// Waits until the page shows `kind`'s game (after the reload that brings its wasm).
async function shown(page, kind) {
  await page.waitForSelector(`.game-link[data-kind="${kind}"][aria-current="page"]`);
  await page.waitForFunction(s => window.wasmBindings?.locate(s).length === 2, SPOT[kind]);
}

for (const [screen, options] of [['phone', PHONE], ['desktop', DESKTOP]]) {
  test(`pages: each game opens by its address on a ${screen} loading its own wasm alone, and plays`, async ({ page, url }) => {
    const wasms = pageWasms(page);
    for (const kind of GAMES) {
      wasms.length = 0;
      await page.goto('about:blank');
      await open(page, `${url}#/${kind}`, SPOT[kind]);
      equal(wasms, [kind], `#/${kind} loads the page wasm of ${kind} alone`);
      const move = await playOne(page);
      equal((await history(page)).length, 1, `${kind}: ${move} is in the move list`);
      if (screen === 'phone') await shot(page, `pages-${kind}-phone`);
    }
  }, options);
}

test('pages: the home page draws every card with no game wasm, each card the game\'s start', async ({ page, url }) => {
  const wasms = pageWasms(page);
  const workers = [];
  page.on('request', r => { if (/(ai-worker|tools)-[0-9a-f]+_bg\.wasm$/.test(r.url()) && !r.serviceWorker()) workers.push(r.url()); });
  await page.goto(url);
  await page.waitForFunction(() => [...document.querySelectorAll('.card img.preview')].filter(i => i.complete && i.naturalWidth > 0).length === 4);
  equal(wasms, ['home'], 'the home page loads its own wasm alone');
  equal(workers, [], 'and neither the tools nor the worker');
  await shot(page, 'pages-home-desktop');
  // Each card is the picture of its game's start, drawn by its view: the same spots and pieces
  // the game's page draws on its board.
  const cards = await page.$$eval('.card img.preview', imgs => imgs.map(i => i.getAttribute('src')));
  for (const [i, kind] of GAMES.entries()) {
    assert(cards[i].startsWith(`cards/${kind}-`), `card ${i} is ${kind}'s: ${cards[i]}`);
    const svg = await page.evaluate(src => fetch(src).then(r => r.text()), cards[i]);
    const tags = [...svg.matchAll(/data-tag="([^"]*)"/g)].flatMap(m => m[1].split(';')).sort();
    await open(page, `${url}#/${kind}`, SPOT[kind]);
    // The card leaves out the coordinates and, being small, the players' panels.
    const board = (await page.evaluate(() => window.wasmBindings.sceneTags()))
      .filter(t => !/^(coordinate|seat) /.test(t)).sort();
    assert(tags.length >= 2, `${kind}'s card is a drawn board: ${tags}`);
    equal(tags, board, `${kind}'s card shows its start as the board does`);
    await page.goto(url);
  }
}, DESKTOP);

test('pages: the home page on a phone, cards drawn and fitting', async ({ page, url }) => {
  const wasms = pageWasms(page);
  await page.goto(url);
  await page.waitForFunction(() => [...document.querySelectorAll('.card img.preview')].filter(i => i.complete && i.naturalWidth > 0).length === 4);
  equal(wasms, ['home'], 'no game wasm');
  equal(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth), 0, 'no sideways scrolling');
  await shot(page, 'pages-home-phone');
  await page.tap('.card:nth-child(2) a.button');
  await shown(page, 'camelot');
  equal(wasms, ['home', 'camelot'], 'a card\'s button brings its game\'s page');
}, PHONE);

test('pages: switching games by the header links keeps what was played on each', async ({ page, url }) => {
  const wasms = pageWasms(page);
  await open(page, `${url}#/drake`);
  const drake = await playOne(page);
  await page.click('.game-link[data-kind="camelot"]');
  await shown(page, 'camelot');
  const camelot = await playOne(page);
  await page.click('.game-link[data-kind="drake"]');
  await shown(page, 'drake');
  equal(await history(page), [drake], 'The Drake\'s game is as I left it');
  await page.goBack();
  await shown(page, 'camelot');
  equal(await history(page), [camelot], 'back: Camelot\'s game is as I left it');
  equal(wasms, ['drake', 'camelot', 'drake', 'camelot'], 'each switch brings the other game\'s page');
}, DESKTOP);

test('pages: a game kept only in the page (storage full) goes along to another game\'s page and back', async ({ page, url }) => {
  await open(page, `${url}#/drake`);
  await page.evaluate(() => {
    let chunk = 'x'.repeat(1 << 20);
    for (let i = 0; ; i++) {
      try { localStorage.setItem(`filler.${i}`, chunk); } catch (e) {
        if (chunk.length < 64) break;
        chunk = chunk.slice(chunk.length / 2);
      }
    }
  });
  for (const m of ['@b1', '@c4']) await page.evaluate(m => window.wasmBindings.play(m), m);
  assert(await page.isVisible('#unsaved'), 'not saved: storage is full');
  await page.click('.game-link[data-kind="shamrock"]');
  await shown(page, 'shamrock');
  await page.click('.game-link[data-kind="drake"]');
  await shown(page, 'drake');
  equal(await history(page), ['@b1', '@c4'], 'the unsaved game came back');
  assert(await page.isVisible('#unsaved'), 'still said to be unsaved');
}, DESKTOP);

test('pages: a pasted link or text of another game opens on its page, from the home page and from a game\'s', async ({ page, url }) => {
  const wasms = pageWasms(page);
  // On the home page's own wasm: a Camelot game's text.
  await page.goto(url);
  await page.waitForSelector('.card img.preview');
  await page.fill('#open-text', saved('camelot', CAMELOT_START, ['F7-H5-J7']));
  await page.click('#open-form button');
  await shown(page, 'camelot');
  await page.waitForFunction(() => [...document.querySelectorAll('#moves .move')].map(m => m.textContent).join(' ') === 'F7-H5-J7');
  // On Camelot's page, its home: a link of a Drake game.
  await page.click('.brand');
  await page.waitForSelector('.card img.preview');
  await page.fill('#open-text', `https://example.org/deskovna/#/drake?m=@b1~@c4`);
  await page.click('#open-form button');
  await shown(page, 'drake');
  await page.waitForFunction(() => [...document.querySelectorAll('#moves .move')].map(m => m.textContent).join(' ') === '@b1 @c4');
  // A pasted text that is no game is refused where it was pasted, with no page change.
  await page.click('.brand');
  await page.fill('#open-text', 'deskovna camelot\nstart nonsense\n');
  await page.click('#open-form button');
  // It goes to Camelot's page, which judges it (the Drake page's notice may still be showing).
  for (let i = 0; i < 50 && wasms.length < 4; i++) await page.waitForTimeout(100);
  await page.waitForFunction(() => document.querySelector('#open-error').textContent !== ''
    || [...document.querySelectorAll('#notice, #home-notice')].some(n => !n.hidden));
  equal(wasms, ['home', 'camelot', 'drake', 'camelot'], 'each game opened on its own page');
  equal(await page.evaluate(() => location.hash), '#/', 'the refused text left the home page shown');
  assert(await page.inputValue('#open-text').then(t => t.includes('nonsense')), 'with the text left in its box');
}, DESKTOP);

test('pages: a game of another kind imported on a game\'s page opens on its own page as its own game', async ({ page, url }) => {
  await open(page, `${url}#/drake`);
  await page.click('#export');
  await page.fill('#io-text', saved('camelot', CAMELOT_START, ['F7-H5-J7']));
  await page.click('#io-import');
  await shown(page, 'camelot');
  await page.waitForFunction(() => [...document.querySelectorAll('#moves .move')].map(m => m.textContent).join(' ') === 'F7-H5-J7');
  const kept = await page.evaluate(() => Object.keys(localStorage).filter(k => k.startsWith('deskovna.game.camelot')));
  equal(kept.length, 1, `imported as a saved game: ${kept}`);
  // A Drake game imported there comes back to The Drake's page.
  await page.click('#export');
  await page.fill('#io-text', saved('drake', DRAKE_START, ['@a1']));
  await page.click('#io-import');
  await shown(page, 'drake');
  await page.waitForFunction(() => [...document.querySelectorAll('#moves .move')].map(m => m.textContent).join(' ') === '@a1');
}, DESKTOP);

test('pages: after one visit, every game\'s page and the home page open offline', async () => {
  const site = await serve({ root: process.env.DIST || 'dist' });
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'deskovna-pages-'));
  const context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, args: ARGS, ...PHONE });
  const page = context.pages()[0] || await context.newPage();
  try {
    // One visit, to the home page alone.
    await page.goto(site.url);
    await page.waitForSelector('.card img.preview');
    await page.waitForFunction(() => navigator.serviceWorker?.controller, null, { timeout: 20000 });
    await context.setOffline(true);
    for (const kind of GAMES) {
      await page.goto('about:blank');
      await open(page, `${site.url}#/${kind}`, SPOT[kind]);
      await playOne(page);
      equal((await history(page)).length, 1, `${kind} plays offline`);
      await page.reload();
      await open(page, `${site.url}#/${kind}`, SPOT[kind]);
      equal((await history(page)).length, 1, `${kind} reloads offline with its move`);
    }
    await page.goto(site.url);
    await page.waitForFunction(() => [...document.querySelectorAll('.card img.preview')].filter(i => i.complete && i.naturalWidth > 0).length === 4);
  } finally {
    await context.close();
    await site.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
});

test('pages: a page\'s words come beside it in the player\'s language, the other\'s once idle, both offline', async () => {
  const site = await serve({ root: process.env.DIST || 'dist' });
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'deskovna-words-'));
  const context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, args: ARGS, ...PHONE, locale: 'cs-CZ' });
  const page = context.pages()[0] || await context.newPage();
  const words = [];
  page.on('request', r => {
    const m = /\/words-([a-z]+)-([a-z]+)-[0-9a-f]+\.txt$/.exec(new URL(r.url()).pathname);
    if (m && !r.serviceWorker()) words.push(`${m[1]} ${m[2]}`);
  });
  try {
    // A Czech browser's first visit: Camelot's Czech words, before anything else of its words.
    await open(page, `${site.url}#/camelot`, SPOT.camelot);
    equal(words[0], 'camelot cs', `the Czech words first: ${words}`);
    equal(await page.textContent('#new-game'), 'Nová hra', 'the buttons in Czech');
    assert(/Na tahu je Bílý/.test(await page.textContent('#status')), `the status in Czech: ${await page.textContent('#status')}`);
    // The English ones follow once the page is idle, so the switch is at once.
    await page.waitForFunction(() => performance.getEntriesByType('resource').some(e => /\/words-camelot-en-/.test(e.name)));
    await page.click('#lang');
    equal(await page.textContent('#new-game'), 'New game', 'English at once');
    assert(/to move/.test(await page.textContent('#status')), `the status in English: ${await page.textContent('#status')}`);
    assert(!words.some(w => !w.startsWith('camelot ')), `no other page's words: ${words}`);
    // Offline, after this one visit: The Drake's page in English, then switched to Czech.
    await page.waitForFunction(() => navigator.serviceWorker?.controller, null, { timeout: 20000 });
    await context.setOffline(true);
    await page.goto('about:blank');
    await open(page, `${site.url}#/drake`, SPOT.drake);
    equal(await page.textContent('#new-game'), 'New game', 'The Drake in English, offline');
    await page.click('#lang');
    await page.waitForFunction(() => document.querySelector('#new-game').textContent === 'Nová hra');
    assert(/Na tahu je Modrý/.test(await page.textContent('#status')), 'and in Czech, offline');
  } finally {
    await context.close();
    await site.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
});

/// Holds back the requests `pattern` matches (each one's file name told to `asked`) until the
/// function it returns lets them through, or fails them (`release(false)`).
async function hold(page, pattern, asked = () => {}) {
  let release;
  const held = new Promise(r => { release = (through = true) => r(through); });
  await page.route(pattern, async route => {
    asked(new URL(route.request().url()).pathname.split('/').pop());
    return (await held) ? route.continue() : route.abort();
  });
  return release;
}

test('pages: the rare words (of a save, link or text that does not read) come once idle; what says one waits for them', async ({ page, url }) => {
  // The rare words are held back until the test lets them go.
  const asked = [];
  const letGo = await hold(page, /\/words-[a-z]+-rare-(?:en|cs)-[0-9a-f]+\.txt$/, file => asked.push(file));
  // The save is put in before the page's own scripts run: The Drake's page is the only page
  // this test opens, so whatever rare words are asked for are its own.
  await page.addInitScript(s => localStorage.setItem('deskovna.game.drake', s), saved('drake', DRAKE_START, ['@b1', '@z9']));
  await page.goto(`${url}#/drake`);
  // The board is drawn and plays without them: they are no part of the first load.
  await page.waitForFunction(() => window.wasmBindings?.locate('a1').length === 2);
  await playOne(page);
  equal((await history(page)).length, 1, 'a move played while the rare words are held back');
  const before = await page.evaluate(() => { const n = document.querySelector('#notice'); return n.hidden ? '' : n.textContent; });
  assert(!/could not be read/.test(before), `the unreadable save is not said half: ${before}`);
  // An import that does not read, before they come: its error waits for them too.
  await page.click('#export');
  await page.fill('#io-text', 'deskovna drake\nstart 4_4.4.4.4_b_L_DCCMSWA_DCCMSWA_0\nmoves @z9\n');
  await page.click('#io-import');
  for (let i = 0; i < 200 && !asked.length; i++) await page.waitForTimeout(50);
  assert(asked.some(f => /^words-drake-rare-en-/.test(f)), `asked for once idle or when needed: ${asked}`);
  assert(!/Move 1/.test(await page.textContent('#io-error')), 'no half error either');
  letGo();
  const notice = await noticeSaying(page, /could not be read/);
  assert(/Move 2/.test(notice) && /@z9/.test(notice), `the whole reason, once they are here: ${notice}`);
  await page.waitForFunction(() => /^Line 3: Move 1/.test(document.querySelector('#io-error').textContent));
  assert(!asked.some(f => !/^words-drake-rare-/.test(f)), `only The Drake's page's: ${asked}`);
});

// The boot script makes the board's backing store while the wasm downloads; the page keeps it
// (`Host::size`), so that its start neither allocates nor clears one.
for (const [screen, options] of [
  ['phone', { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 }],
  ['desktop', { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 2 }],
]) {
  test(`pages: the board's backing store is made while the wasm downloads, and kept as the page starts (${screen})`, async ({ page, url }) => {
    const letGo = await hold(page, /\/page-shamrock-[0-9a-f]+_bg\.wasm$/);
    await page.goto(`${url}#/shamrock`);
    await page.waitForFunction(() => document.readyState === 'complete' && !document.getElementById('play').hidden);
    const store = () => page.evaluate(() => {
      const board = document.getElementById('board');
      const box = board.getBoundingClientRect();
      return { width: board.width, height: board.height, box: [box.width, box.height].map(n => Math.round(n * devicePixelRatio)) };
    });
    const made = await store();
    assert(made.width > 300 && made.height > 300, `made before the wasm came: ${JSON.stringify(made)}`);
    equal(`${made.width}×${made.height}`, made.box.join('×'), 'at the box\'s size in device pixels');
    await page.evaluate(() => {
      window.resized = [];
      new MutationObserver(records => window.resized.push(...records.map(r => r.attributeName)))
        .observe(document.getElementById('board'), { attributes: true, attributeFilter: ['width', 'height'] });
    });
    letGo();
    await page.waitForFunction(() => window.wasmBindings?.locate('Pile').length === 2);
    equal(JSON.stringify(await store()), JSON.stringify(made), 'the same backing store once the page started');
    equal((await page.evaluate(() => window.resized)).join(), '', 'never set again');
    // And the board is drawn on it: the pile's spot is not blank.
    const [x, y] = await page.evaluate(() => window.wasmBindings.locate('Pile'));
    const alpha = await page.evaluate(([x, y]) => {
      const board = document.getElementById('board');
      const r = devicePixelRatio;
      return board.getContext('2d').getImageData(Math.round(x * r), Math.round(y * r), 1, 1).data[3];
    }, [x, y]);
    assert(alpha > 0, `the board drawn where the pile is (alpha ${alpha})`);
  }, options);
}

test('pages: a game\'s play screen is laid out unseen while its wasm downloads, shown as the page starts; not if the wasm fails', async ({ page, url, errors }) => {
  // The page's wasm is held back until the test lets it go (or fails it).
  const letGo = await hold(page, /\/page-drake-[0-9a-f]+_bg\.wasm$/);
  const screens = () => page.evaluate(() => Object.fromEntries(['play', 'learn', 'puzzle', 'home'].map(id => {
    const e = document.getElementById(id);
    const box = e.getBoundingClientRect();
    return [id, { hidden: e.hidden, seen: getComputedStyle(e).visibility === 'visible', width: box.width, height: box.height }];
  })));
  await page.goto(`${url}#/drake`);
  await page.waitForFunction(() => document.readyState === 'complete');
  await page.waitForFunction(() => !document.getElementById('play').hidden);
  let s = await screens();
  assert(!s.play.seen && s.play.width > 300 && s.play.height > 300, `laid out, unseen: ${JSON.stringify(s.play)}`);
  equal(await page.evaluate(() => document.elementFromPoint(200, 300)?.closest('#play')), null, 'nothing of it can be tapped');
  letGo(true);
  await page.waitForFunction(() => window.wasmBindings?.locate('a1').length === 2);
  s = await screens();
  assert(s.play.seen && !s.play.hidden, `shown once the page starts: ${JSON.stringify(s.play)}`);
  // Another screen of the game's: the play screen is not laid out for it.
  await page.goto('about:blank');
  await page.goto(`${url}#/drake/learn`);
  await page.waitForFunction(() => window.wasmBindings);
  s = await screens();
  assert(s.play.hidden && !s.learn.hidden && s.learn.seen, `the lessons alone: ${JSON.stringify(s)}`);
  // A wasm that does not come leaves no screen half there.
  await page.unroute(/\/page-drake-[0-9a-f]+_bg\.wasm$/);
  await page.route(/\/page-drake-[0-9a-f]+_bg\.wasm$/, route => route.abort());
  await page.goto('about:blank');
  errors.length = 0;
  await page.goto(`${url}#/drake`);
  await page.waitForFunction(() => document.getElementById('play').hidden && !document.querySelector('.unseen'));
  s = await screens();
  assert(s.play.hidden && s.play.width === 0, `the play screen hidden again: ${JSON.stringify(s.play)}`);
  // The errors this test caused itself, and no other.
  assert(errors.length && errors.every(e => /Failed to fetch|ERR_FAILED|WebAssembly/i.test(e)), `only the wasm's failure: ${errors}`);
  errors.length = 0;
});
