// Live games played to their end by real drags on both sides: the host at a 1280×800 desktop
// with a mouse, the friend on a 390×844 phone with a finger. A live game may start from any
// position, so each starts a few moves before the end (a puzzle's forced win: Drakoburg's mate
// in 2, Camelot's entry into the castle, the Drake's leader taken in 2, Shamrock's second
// shamrock). After the end both
// see the same result, the game is among the saved games of both devices, and "Back to the
// game" shows it on the game's own page. Then: a new live game asks before it replaces the
// one kept, and the friend's answer scanned with a (fake) camera.
import { test, assert, equal, shot, open, history, ARGS, CHROMIUM } from './harness.mjs';
import { chromium } from 'playwright-core';
import {
  PHONE, tools, livePosition, spot, drag, touchDrag, seats, status, inStep, invite, invitation, answer, answerCode, connected, fits,
} from './live-kit.mjs';

const DESKTOP = { viewport: { width: 1280, height: 800 } };

/// Each game from a position a few moves before its end (from www/puzzles): the host's seat,
/// a spot of its board (the page is ready when it is drawn), then the moves by turns, host
/// first, each a drag along its landings.
const ENDS = [
  {
    game: 'drakoburg', ready: 'a1', seat: '1',
    start: 'z2t3.p6.1p2Pa1.7.1s1P1p1.5AP.Z3T1U_b_0',
    moves: [['b3', 'b4'], ['e1', 'f1'], ['f5', 'd2']],
  },
  {
    game: 'camelot', ready: 'C3', seat: '0',
    start: 'camette_1.3.K4.5.2k2.3.1_w_00_-_5',
    moves: [['A5', 'B6'], ['C3', 'C2'], ['B6', 'C7']],
  },
  {
    game: 'drake', ready: 'a1', seat: '0',
    start: '4_3oW.3od.1bd1oA.4_b_M_-_-_0',
    moves: [['b2', 'b3'], ['d2', 'c2'], ['b3', 'd3']],
  },
  // A puzzle's position with Red to make the last action of its turn (its pile is empty, so the
  // live deal changes nothing): Red places a tile, then Yellow turns the tile on +2-1 with its
  // arrow (two taps on the phone) for its second shamrock.
  {
    game: 'shamrock', ready: 'Pile', seat: '0',
    start: '2b_r2_3_A-1.1.0~B0.-1.3y~C2.0.5~E-2.1.1~F-1.0.2~H0.0.1r~I1.0.3~J2.-1.1~L1.1.2~M2.-2.2~N0.1.1~O1.-1.1y~P3.-1.0_DGK_-_-_-_-_g8c8c91d3a1d71607',
    moves: [['Display 1', '-2+2'], { taps: ['+2-1', 'Rotate +2-1 anticlockwise'] }],
  },
];

test('live: each of the four games played to its end by drags on both sides; the game kept among the saved games', async ({ page, browser, url }) => {
  const host = page;
  const friend = await browser.newContext(PHONE);
  try {
    for (const { game, ready, seat, start, moves } of ENDS) {
      const guest = await friend.newPage();
      await open(host, `${url}#/${game}?p=${encodeURIComponent(start)}&from=editor`, ready);
      await invite(host, seat);
      await answer(host, guest, await invitation(host));
      let before = await inStep(host, guest);
      for (const [i, path] of moves.entries()) {
        if (i % 2 === 0) await drag(host, ...path);
        else if (path.taps) {
          // The move just played comes to rest on this board before the taps.
          await guest.waitForTimeout(600);
          for (const name of path.taps) {
            const at = await spot(guest, name);
            await guest.touchscreen.tap(at.x, at.y);
            await guest.waitForTimeout(150);
          }
        } else await touchDrag(guest, ...path);
        const after = await inStep(host, guest);
        assert(after !== before, `${game}: move ${i + 1} (${(path.taps ?? path).join("-")}) played on both boards`);
        before = after;
      }
      for (const p of [host, guest]) {
        await p.waitForSelector('#lv-resign[hidden]', { state: 'attached', timeout: 10000 });
        await p.waitForSelector('#lv-rematch:not([hidden])');
      }
      const [ours, theirs] = [await status(host), await status(guest)];
      assert(/won/.test(ours), `${game}: the end said: ${ours}`);
      equal(theirs, ours, `${game}: the same end on both sides`);
      await fits(host);
      await fits(guest);
      await shot(host, `live-end-${game}-desktop`);
      await shot(guest, `live-end-${game}-phone`);

      // Both find the game on the game's own page, where it can go on over the board or by
      // links: the friend's "Back to the game" leads there too.
      for (const p of [guest, host]) {
        equal(await p.getAttribute('#lv-back', 'href'), `#/${game}`, `${game}: "Back to the game" leads to the game`);
        await p.click('#lv-back');
        await p.waitForFunction(() => !document.querySelector('#play').hidden, null, { timeout: 20000 });
        await p.waitForFunction(n => document.querySelectorAll('#moves .move').length === n, moves.length, { timeout: 10000 });
        equal((await history(p)).length, moves.length, `${game}: the live game's moves on the game's page`);
      }
      await guest.close();
    }
  } finally {
    await friend.close();
  }
}, { limit: 240000, ...DESKTOP });

test('live: a new live game asks before it replaces the one kept; the one replaced stays among the saved games', async ({ page, browser, url }) => {
  const host = page;
  const friend = await browser.newContext(PHONE);
  const guest = await friend.newPage();
  try {
    await open(host, `${url}#/camelot`, 'L13');
    await invite(host);
    await answer(host, guest, await invitation(host));
    await inStep(host, guest);
    await drag(host, 'F7', 'H5', 'J7');
    const played = await inStep(host, guest);
    // The friend is gone; the host starts a live game of Drakoburg.
    await guest.close();
    await open(host, `${url}#/drakoburg`, 'a1');
    await host.click('#live-link');
    await host.waitForSelector('#lv-make:not([hidden])');
    await host.click('#lv-make');
    await host.waitForSelector('#lv-replace:not([hidden])');
    assert(/Camelot/.test(await host.textContent('#lv-replace')), 'it says which game would be replaced');
    assert(await host.isHidden('#lv-invite'), 'no invitation made before the player says so');
    await shot(host, 'live-replace-desktop');
    // Back to the kept game: as it was.
    await host.click('#lv-resume');
    await host.waitForFunction(() => document.querySelector('#lv-game')?.hidden === false, null, { timeout: 20000 });
    equal(await livePosition(host), played, 'the kept live game, as it was');
    // Its friend is gone: "New live game" here asks the same, and goes back to it on this screen.
    await host.click('#lv-new');
    await host.waitForSelector('#lv-make:not([hidden])');
    await host.click('#lv-make');
    await host.waitForSelector('#lv-replace:not([hidden])');
    await host.click('#lv-resume');
    await host.waitForSelector('#lv-replace', { state: 'hidden' });
    assert(await host.isHidden('#lv-setup'), 'the set-up is gone');
    equal(await livePosition(host), played, 'still the kept live game');
    // Now replaced, when the player says so.
    await open(host, `${url}#/drakoburg`, 'a1');
    await host.click('#live-link');
    await host.waitForSelector('#lv-make:not([hidden])');
    await host.click('#lv-make');
    await host.click('#lv-replace-yes');
    await invitation(host);
    // The Camelot game is among the saved games, to go on with.
    await open(host, `${url}#/camelot`, 'L13');
    await host.waitForFunction(() => document.querySelectorAll('#moves .move').length === 1);
    equal(await history(host), ['F7-H5-J7'], 'the replaced live game is on Camelot\'s page');
  } finally {
    await friend.close();
  }
}, { limit: 180000, ...DESKTOP });

/// A stand-in for `BarcodeDetector`, which headless Chromium on Linux does not have. It is only
/// a stand-in for the decoding: it checks that it is given the live camera video (Chromium's
/// fake camera, a real MediaStream) and asked for QR codes, then reports the code the test
/// puts in `window.__qr` as if it were in the picture.
const FAKE_DETECTOR = () => {
  window.__detector = { formats: null, frames: 0, stream: null };
  window.BarcodeDetector = class {
    constructor(options) { window.__detector.formats = options?.formats ?? null; }
    async detect(source) {
      const live = source instanceof HTMLVideoElement && source.srcObject instanceof MediaStream
        && source.srcObject.getVideoTracks().some(t => t.readyState === 'live') && source.videoWidth > 0;
      if (!live) throw new DOMException('not a live video', 'InvalidStateError');
      window.__detector.frames++;
      window.__detector.stream = source.srcObject;
      return window.__qr ? [{ rawValue: window.__qr, format: 'qr_code' }] : [];
    }
  };
};

test('live: the answer scanned with the camera where the browser can (a fake camera, a stand-in detector)', async ({ browser, url }) => {
  // Chromium's own fake camera (a moving test picture) and no permission prompt.
  const camera = await chromium.launch({
    executablePath: CHROMIUM, args: [...ARGS, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  });
  const friend = await browser.newContext(PHONE);
  try {
    const context = await camera.newContext({ ...DESKTOP, permissions: ['camera'] });
    await context.addInitScript(FAKE_DETECTOR);
    const host = await context.newPage();
    const guest = await friend.newPage();
    await open(host, `${url}#/camelot`, 'L13');
    await invite(host);
    const link = await invitation(host);
    await host.waitForSelector('#lv-scan:not([hidden])');
    const code = await answerCode(guest, link);
    await host.click('#lv-scan');
    await host.waitForSelector('#lv-scanner:not([hidden])');
    await host.waitForFunction(() => window.__detector.frames > 2, null, { timeout: 20000 });
    equal(await host.evaluate(() => window.__detector.formats), ['qr_code'], 'QR codes asked for');
    await shot(host, 'live-scan-desktop');
    // The friend's answer comes into view: it is read, put in the field, and connects.
    await host.evaluate(c => { window.__qr = c; }, code);
    await connected(host, guest);
    equal(await host.inputValue('#lv-answer-in'), code, 'the scanned code in the field');
    assert(await host.isHidden('#lv-scanner'), 'the camera view is closed');
    assert(await host.evaluate(() => window.__detector.stream.getTracks().every(t => t.readyState === 'ended')), 'the camera is off');
    await inStep(host, guest);
    await context.close();
  } finally {
    await friend.close();
    await camera.close();
  }
}, { limit: 120000 });

/// Places a tile from the display on the live board of `page` by a drag: the first cell around
/// the tiles where it fits, turned clockwise between tries (the rules allow only some turns).
/// Returns the position after it.
async function place(page, before) {
  const cells = ['+1+0', '+0+1', '-1+1', '-1+0', '+0-1', '+1-1', '+2-1', '+1+1', '-1+2', '-2+1', '-1-1', '+1-2',
    '+2+0', '+0+2', '-2+2', '-2+0', '+0-2', '+2-2'];
  for (let turn = 0; turn < 6; turn++) {
    for (const from of ['Display 1', 'Display 2', 'Display 3']) {
      for (const cell of cells) {
        const there = Array.from(await tools(page, 'liveLocate', cell));
        if (there.length !== 2) continue;
        await drag(page, from, cell);
        const now = await livePosition(page);
        if (now !== before) return now;
      }
    }
    const r = await spot(page, 'Rotate clockwise');
    await page.mouse.click(r.x, r.y);
  }
  throw new Error('no tile placed');
}

test('live: Shamrock for three: the host plays Red, the friend\'s device Yellow and Blue in turn (hot-seat there)', async ({ page, browser, url }) => {
  // The pile is dealt by the two browsers' seeds, so some deals let the first placements end
  // the game (two shamrocks) before Blue's turn: such a game is played again with a new deal,
  // by two fresh browsers.
  for (let attempt = 1; ; attempt++) {
    const again = attempt > 1 ? await browser.newContext(DESKTOP) : null;
    const host = again ? await again.newPage() : page;
    const friend = await browser.newContext(PHONE);
    const guest = await friend.newPage();
    try {
      // A three-player game (the start `deskovna replay shamrock --players 3` gives): its pile
      // is dealt again, fairly, by the two browsers' seeds.
      const start = '3b_r0_0_G0.0.0_APB_DHOCEKIMFNLJ_-_-_-_g454021de755d453c';
      await open(host, `${url}#/shamrock?p=${encodeURIComponent(start)}&from=editor`, 'Pile');
      await invite(host, '0');
      // The host may play one colour or two; the friend's device plays the rest.
      equal(await host.$$eval('#lv-seat option', os => os.map(o => o.textContent)),
        ['Red', 'Yellow', 'Blue', 'Red and Yellow', 'Red and Blue', 'Yellow and Blue'], 'the seats offered');
      await answer(host, guest, await invitation(host));
      let now = await inStep(host, guest);
      equal(await seats(host), ['Red (you)', 'Yellow (your friend)', 'Blue (your friend)'], 'three seats on the host');
      equal(await seats(guest), ['Red (your friend)', 'Yellow (you)', 'Blue (you)'], 'the friend plays the other two');
      // Red's turn on the host (three placements end it), then Yellow's on the friend's
      // device, then Blue's first placement there too.
      let ended = false;
      for (const [p, n] of [[host, 3], [guest, 3], [guest, 1]]) {
        for (let i = 0; i < n && !ended; i++) {
          await place(p, now);
          now = await inStep(host, guest);
          ended = / won| draw/i.test(await status(guest));
        }
      }
      if (ended && attempt < 4) {
        console.log(`     deal ${attempt} ended the game early (${await status(guest)}): dealt again`);
        continue;
      }
      assert(/Blue/.test(await status(guest)), `Blue plays on the friend's device: ${await status(guest)}`);
      await shot(guest, 'live-shamrock3-phone');
      await shot(host, 'live-shamrock3-desktop');
      return;
    } finally {
      await friend.close();
      await again?.close();
    }
  }
}, { limit: 480000, ...DESKTOP });
