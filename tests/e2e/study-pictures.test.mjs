// Pictures of a game: the position as a PNG and the game as an animated GIF, downloaded from
// the app's Image / GIF dialog (desktop and phone, by mouse, touch and keyboard), and from an
// embedded board's toPng / toGif. Each file is decoded here: the PNG's size is twice the
// board's CSS size; the GIF's blocks are walked (screen size, one frame per position, delays)
// and Chromium's own decoder (ImageDecoder) draws some frames to look at.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test, assert, equal, shot, open, OUT, watchLongTasks, longestTask, switchLanguage } from './harness.mjs';
import { serve } from './server.mjs';

const DIST = process.env.DIST || 'dist';
const PHONE = { hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 }, deviceScaleFactor: 3 };

/// Width and height from a PNG's IHDR chunk.
function pngSize(buf) {
  equal([...buf.subarray(0, 8)], [137, 80, 78, 71, 13, 10, 26, 10], 'the PNG signature');
  equal(buf.toString('latin1', 12, 16), 'IHDR', 'the first chunk');
  return { width: buf.readUInt32BE(16), height: buf.readUInt32BE(20) };
}

/// Walks a GIF's blocks: its logical screen, each frame's rectangle and delay, the loop.
function gifInfo(buf) {
  const signature = buf.toString('latin1', 0, 6);
  const width = buf.readUInt16LE(6), height = buf.readUInt16LE(8);
  let p = 13;
  if (buf[10] & 0x80) p += 3 * (2 << (buf[10] & 7));
  const frames = [], delays = [];
  let loops = false, trailer = false;
  const skipSubBlocks = () => { while (buf[p] !== 0) { assert(p < buf.length, 'a sub-block runs off the end'); p += buf[p] + 1; } p++; };
  while (p < buf.length) {
    const block = buf[p++];
    if (block === 0x3B) { trailer = true; break; }
    if (block === 0x21) {
      const label = buf[p++];
      if (label === 0xF9) delays.push(buf.readUInt16LE(p + 2));
      if (label === 0xFF && buf.toString('latin1', p + 1, p + 12) === 'NETSCAPE2.0') loops = true;
      skipSubBlocks();
    } else if (block === 0x2C) {
      const f = { x: buf.readUInt16LE(p), y: buf.readUInt16LE(p + 2), w: buf.readUInt16LE(p + 4), h: buf.readUInt16LE(p + 6) };
      const packed = buf[p + 8];
      p += 9;
      f.palette = packed & 0x80 ? 2 << (packed & 7) : 0;
      p += 3 * f.palette + 1; // the colour table and the LZW code size
      skipSubBlocks();
      frames.push(f);
    } else throw new Error(`an unknown GIF block 0x${block.toString(16)} at ${p - 1}`);
  }
  return { signature, width, height, frames, delays, loops, trailer };
}

function checkGif(info, { width, height, count, delayCs }) {
  equal(info.signature, 'GIF89a', 'the GIF signature');
  equal([info.width, info.height], [width, height], 'the logical screen');
  equal(info.frames.length, count, 'one frame per position');
  equal(info.delays.length, count, 'a delay per frame');
  assert(info.loops && info.trailer, 'it loops and ends with the trailer');
  assert(info.frames.every(f => f.palette > 0 && f.palette <= 256 && f.x + f.w <= width && f.y + f.h <= height), 'each frame has its palette and fits the screen');
  equal([info.frames[0].w, info.frames[0].h], [width, height], 'the first frame is whole');
  if (delayCs) {
    assert(info.delays.slice(0, -1).every(d => d === delayCs), `every position shows ${delayCs} cs: ${info.delays}`);
    equal(info.delays[info.delays.length - 1], delayCs * 3, 'the last position stays three times as long');
  }
}

/// Plays `plies` legal moves on the app's board (a spread of them, not always the first).
async function playSome(page, plies) {
  return page.evaluate(n => {
    let played = 0;
    for (let i = 0; i < n && !window.wasmBindings.ended(); i++) {
      const moves = window.wasmBindings.legalMoves();
      if (!moves.length || !window.wasmBindings.play(moves[(i * 7) % moves.length])) break;
      played++;
    }
    return played;
  }, plies);
}

async function download(page, click) {
  const [file] = await Promise.all([page.waitForEvent('download'), click()]);
  return { name: file.suggestedFilename(), data: fs.readFileSync(await file.path()) };
}

/// Draws frames of a GIF with Chromium's own decoder side by side, for a screenshot, in a page
/// of its own (a dialog of the app would cover them) at `url` (ImageDecoder wants a secure
/// origin, which 127.0.0.1 is).
async function showFrames(page, url, gif, indices, name) {
  const viewer = await page.context().newPage();
  await viewer.goto(url);
  const count = await viewer.evaluate(async ([bytes, indices]) => {
    const decoder = new ImageDecoder({ data: new Uint8Array(bytes), type: 'image/gif' });
    await decoder.tracks.ready;
    const strip = document.createElement('div');
    strip.id = 'frames';
    strip.style.cssText = 'position:fixed;inset:0;z-index:99;background:#888;display:flex;flex-wrap:wrap;align-items:flex-start;gap:4px;padding:4px;overflow:auto';
    for (const i of indices) {
      const { image } = await decoder.decode({ frameIndex: i });
      const c = document.createElement('canvas');
      c.width = image.displayWidth; c.height = image.displayHeight;
      c.style.width = `${Math.min(380, image.displayWidth)}px`;
      c.getContext('2d').drawImage(image, 0, 0);
      image.close();
      strip.append(c);
    }
    document.body.append(strip);
    return decoder.tracks.selectedTrack.frameCount;
  }, [[...gif], indices]);
  await shot(viewer, name);
  await viewer.close();
  return count;
}

async function boardSize(page) {
  return page.$eval('#board', c => { const r = c.getBoundingClientRect(); return { width: r.width, height: r.height }; });
}

/// The dialog opens at once; its buttons work once the tools wasm has taken it over.
async function ready(page) {
  await page.waitForSelector('#picture-png:enabled', { timeout: 15000 });
  assert(await page.isVisible('#picture-dialog'), 'the dialog is still open');
}

test('study pictures: a PNG and a GIF from the Image / GIF dialog, on a desktop', async ({ page, url }) => {
  await open(page, `${url}#/drakoburg`);
  const plies = await playSome(page, 12);
  equal(plies, 12, 'moves played');
  await page.click('#picture');
  assert(await page.isVisible('#picture-dialog'), 'the dialog opens');
  await ready(page);
  const labels = await page.$$eval('#picture-orientation option', os => os.map(o => o.textContent));
  equal(labels.slice(1), ['White at the bottom', 'Black at the bottom'], 'orientations by the seats');
  await shot(page, 'pictures-dialog');

  const png = await download(page, () => page.click('#picture-png'));
  equal(png.name, 'deskovna-drakoburg.png', 'the PNG file name');
  fs.writeFileSync(path.join(OUT, 'pictures-position.png'), png.data);
  const board = await boardSize(page);
  equal(pngSize(png.data), { width: Math.round(board.width * 2), height: Math.round(board.height * 2) }, 'the PNG is twice the board');
  assert((await page.textContent('#picture-status')).includes('deskovna-drakoburg.png'), 'the dialog says it was saved');

  await page.selectOption('#picture-delay', '500');
  await page.selectOption('#picture-orientation', 'second');
  await page.selectOption('#picture-size', '320');
  await watchLongTasks(page);
  const gif = await download(page, () => page.click('#picture-gif'));
  equal(gif.name, 'deskovna-drakoburg.gif', 'the GIF file name');
  fs.writeFileSync(path.join(OUT, 'pictures-game.gif'), gif.data);
  const info = gifInfo(gif.data);
  checkGif(info, { width: 320, height: Math.round(320 * board.height / board.width), count: plies + 1, delayCs: 50 });
  // Later frames carry only what changed: the GIF is much smaller than whole frames.
  assert(info.frames.slice(1).every(f => f.w * f.h < 320 * 320), 'later frames are the changed rectangles');
  const longest = await longestTask(page);
  assert(longest < 250, `the page never froze while the GIF was made (longest task ${longest} ms)`);
  equal(await page.$eval('#picture-progress', p => [p.hidden, p.value, p.max]), [true, plies + 1, plies + 1], 'the progress bar went to the end');
  equal(await showFrames(page, url, gif.data, [0, 1, 6, plies], 'pictures-gif-frames'), plies + 1, 'Chromium decodes every frame');

  // Sliding pieces: four frames between each two positions; cancelled, nothing is downloaded.
  await page.check('#picture-animate');
  let downloaded = false;
  page.on('download', () => { downloaded = true; });
  await page.click('#picture-gif');
  await page.click('#picture-cancel');
  await page.waitForFunction(() => document.getElementById('picture-cancel').hidden);
  assert(/cancelled/.test(await page.textContent('#picture-status')), 'the dialog says it was cancelled');
  await page.waitForTimeout(300);
  assert(!downloaded, 'a cancelled GIF is not downloaded');
  page.removeAllListeners('download');
  const slid = await download(page, () => page.click('#picture-gif'));
  checkGif(gifInfo(slid.data), { width: 320, height: Math.round(320 * board.height / board.width), count: plies + 1 + 4 * plies });
  await showFrames(page, url, slid.data, [5, 6, 7, 8, 9], 'pictures-gif-sliding');

  // Escape closes the dialog; the keyboard opens it again and reaches its controls.
  await page.keyboard.press('Escape');
  assert(await page.isHidden('#picture-dialog'), 'Escape closes it');
  await page.focus('#picture');
  await page.keyboard.press('Enter');
  assert(await page.isVisible('#picture-dialog'), 'Enter opens it');
  await ready(page);
  const reached = [];
  for (let i = 0; i < 9; i++) {
    await page.keyboard.press('Tab');
    reached.push(await page.evaluate(() => document.activeElement.id));
  }
  for (const id of ['picture-png', 'picture-delay', 'picture-orientation', 'picture-size', 'picture-animate', 'picture-gif']) {
    assert(reached.includes(id), `Tab reaches ${id}: ${reached}`);
  }
});

test('study pictures: a GIF that takes long says what it costs before it is begun', async ({ page, url }) => {
  await open(page, `${url}#/drakoburg`);
  const plies = await playSome(page, 40);
  assert(plies >= 30, `a long game: ${plies} moves`);
  if (await page.isVisible('#result-dialog')) await page.click('#result-close');
  await page.click('#picture');
  await ready(page);
  await page.selectOption('#picture-size', '720');
  await page.check('#picture-animate');
  await page.click('#picture-gif');
  const said = await page.textContent('#picture-status');
  assert(/frames of 720 × \d+ px: it takes about \d+ s to make and is about [\d.]+ MB/.test(said), `its cost told: ${said}`);
  equal(await page.textContent('#picture-gif'), 'Make it anyway', 'the button says what a second press does');
  assert(await page.isHidden('#picture-progress'), 'nothing begun');
  // A smaller GIF is made at once.
  await page.selectOption('#picture-size', '320');
  equal(await page.textContent('#picture-gif'), 'Download the GIF', 'other options: the button is back');
  await page.uncheck('#picture-animate');
  const small = await download(page, () => page.click('#picture-gif'));
  equal(gifInfo(small.data).frames.length, plies + 1, 'a short GIF is made at the first press');
  // The long one, when the player presses again: begun, then cancelled.
  await page.selectOption('#picture-size', '720');
  await page.check('#picture-animate');
  await page.click('#picture-gif');
  assert(/it takes about/.test(await page.textContent('#picture-status')), 'told again');
  await page.click('#picture-gif');
  await page.waitForSelector('#picture-progress:not([hidden])');
  await page.click('#picture-cancel');
  await page.waitForFunction(() => document.getElementById('picture-cancel').hidden);
  assert(/cancelled/.test(await page.textContent('#picture-status')), 'begun on the second press, and cancelled');
});

test('study pictures: in Czech on a phone, by touch', async ({ page, url }) => {
  await open(page, `${url}#/camelot`, 'L13');
  const plies = await playSome(page, 6);
  await switchLanguage(page, { tap: true });
  await page.tap('#picture');
  await ready(page);
  const box = await page.$eval('#picture-dialog', d => d.getBoundingClientRect().toJSON());
  assert(box.left >= 0 && box.right <= 390 && box.height <= 844, `the dialog fits the phone: ${JSON.stringify(box)}`);
  const overflow = await page.$eval('#picture-dialog', d => d.scrollWidth - d.clientWidth);
  assert(overflow <= 0, `nothing sticks out sideways (${overflow})`);
  equal(await page.textContent('#picture-png'), 'Stáhnout pozici (PNG)', 'in Czech');
  await shot(page, 'pictures-phone-dialog');
  const png = await download(page, () => page.tap('#picture-png'));
  const board = await boardSize(page);
  equal(pngSize(png.data), { width: Math.round(board.width * 2), height: Math.round(board.height * 2) }, 'the PNG is twice the board');
  const gif = await download(page, () => page.tap('#picture-gif'));
  checkGif(gifInfo(gif.data), { width: 480, height: Math.round(480 * board.height / board.width), count: plies + 1, delayCs: 100 });
  assert(/Uloženo deskovna-camelot\.gif/.test(await page.textContent('#picture-status')), 'said in Czech');
  fs.writeFileSync(path.join(OUT, 'pictures-phone.png'), png.data);
  await showFrames(page, url, gif.data, [0, plies], 'pictures-phone-gif-frames');
}, PHONE);

/// A host page on another origin with an embedded board of the site.
async function embedded(body) {
  const site = await serve({ root: DIST, headers: { 'Access-Control-Allow-Origin': '*' } });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'deskovna-pictures-'));
  fs.writeFileSync(path.join(dir, 'index.html'), `<!doctype html><html><head><meta charset="utf-8"><title>host</title>
<link rel="icon" href="data:,"></head><body>${body.replace(/SITE\//g, site.url)}</body></html>`);
  const host = await serve({ root: dir });
  return { host, close: async () => { await site.close(); await host.close(); } };
}

for (const [name, options] of [['a desktop', {}], ['a phone', PHONE]]) {
  test(`study pictures: the embed's toPng and toGif, on ${name}`, async ({ page }) => {
    const o = await embedded(`<script src="SITE/embed.js"></script>
      <div style="width:300px;height:360px"><deskovna-board id="b" game="drake" orientation="orange"></deskovna-board></div>`);
    try {
      await page.goto(o.host.url);
      await page.waitForFunction(() => document.getElementById('b').board);
      const result = await page.evaluate(async () => {
        const board = document.getElementById('b').board;
        for (let i = 0; i < 6; i++) {
          const moves = board.legalMoves();
          if (!board.play(moves[(i * 7) % moves.length]).ok) throw new Error('a legal move was refused');
        }
        const canvas = document.getElementById('b').shadowRoot.querySelector('canvas').getBoundingClientRect();
        const bytes = async blob => [...new Uint8Array(await blob.arrayBuffer())];
        const png = await board.toPng();
        const progress = [];
        const gif = await board.toGif({ delay: 700, size: 240, orientation: 'blue', onProgress: (d, t) => progress.push([d, t]) });
        const refusal = async options => board.toGif(options).then(() => 'resolved', e => [e.code, typeof e.message]);
        const aborted = new AbortController();
        aborted.abort();
        const stopping = new AbortController();
        const stopped = board.toGif({ signal: stopping.signal, onProgress: d => { if (d === 2) stopping.abort(); } })
          .then(() => 'resolved', e => e.code);
        return {
          canvas: [canvas.width, canvas.height], pngType: png.type, png: await bytes(png), gifType: gif.type, gif: await bytes(gif), progress,
          refused: [await refusal({ delay: 5 }), await refusal({ size: 5000 }), await refusal({ orientation: 'purple' }),
            await refusal('fast'), await refusal({ animate: 'yes' }), await refusal({ signal: aborted.signal })],
          stopped: await stopped,
        };
      });
      equal(result.pngType, 'image/png', 'a PNG blob');
      equal(pngSize(Buffer.from(result.png)), { width: Math.round(result.canvas[0] * 2), height: Math.round(result.canvas[1] * 2) }, 'twice the board');
      equal(result.gifType, 'image/gif', 'a GIF blob');
      checkGif(gifInfo(Buffer.from(result.gif)), { width: 240, height: Math.round(240 * result.canvas[1] / result.canvas[0]), count: 7, delayCs: 70 });
      equal(result.progress.map(p => p[0]), [1, 2, 3, 4, 5, 6, 7], 'progress after each frame');
      assert(result.progress.every(p => p[1] === 7), 'progress of seven frames');
      equal(result.refused, [['bad-options', 'string'], ['bad-options', 'string'], ['bad-options', 'string'],
        ['bad-options', 'string'], ['bad-options', 'string'], ['cancelled', 'string']], 'bad options are refused by code');
      equal(result.stopped, 'cancelled', 'aborting stops it');
      await showFrames(page, o.host.url, Buffer.from(result.gif), [0, 6], `pictures-embed-${options.isMobile ? 'phone' : 'desktop'}`);
    } finally {
      await o.close();
    }
  }, options);
}

// Offline before the tools were ever fetched (no service worker yet, the network gone): every
// door to the tools says why, in words, and nothing is thrown into the page or the host page.
test('tools out of reach: the rules help, the analysis and the embed\'s toGif say why', async ({ page, context, url, errors }) => {
  await context.route(/tools(-loader\.js|-[0-9a-f]+(_bg\.wasm|\.js))$/, r => r.abort());
  await open(page, `${url}#/drake`);
  const why = /could not be loaded: are you offline\?/;
  await page.click('#help');
  await page.waitForFunction(() => /could not be loaded/.test(document.getElementById('help-body').textContent));
  assert(why.test(await page.textContent('#help-body')), 'the help says why');
  await page.click('#help-close');
  await page.click('#analyse');
  await page.waitForFunction(() => /could not be loaded/.test(document.getElementById('notice').textContent));
  assert(await page.isVisible('#notice'), 'the analysis says why');

  const o = await embedded(`<script src="SITE/embed.js"></script>
    <div style="width:300px;height:360px"><deskovna-board id="b" game="drake"></deskovna-board></div>`);
  try {
    await page.goto(o.host.url);
    await page.waitForFunction(() => document.getElementById('b').board);
    const refused = await page.evaluate(() => document.getElementById('b').board.toGif()
      .then(() => 'resolved', e => [e.code, typeof e.message, e.message.length > 0]));
    equal(refused, ['picture-failed', 'string', true], 'toGif is refused with a code and words');
  } finally {
    await o.close();
  }
  // What the browser itself logs of the aborted requests is not the page's doing.
  const ours = errors.filter(e => !/Failed to load resource|Failed to fetch dynamically imported module|net::ERR_FAILED/.test(e));
  errors.length = 0;
  errors.push(...ours);
}, { serviceWorkers: 'block' });
