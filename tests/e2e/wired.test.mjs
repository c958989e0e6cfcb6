// The session's edges with the computer's worker and saved-game text: an embedded board whose
// computer the host page's policy forbids fires `deskovna:error` 'computer-blocked'; import
// errors name the text's own line once, in the player's language; a game is saved with one
// player for each of its seats.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test, assert, equal, open, switchLanguage } from './harness.mjs';
import { serve } from './server.mjs';
import { serveSite } from '../../scripts/site-server.mjs';

const DIST = process.env.DIST || 'dist';

test('wired: an embedded computer the page forbids says so in an error event', async ({ page, errors }) => {
  const site = await serveSite({ root: DIST, port: 0 });
  const origin = new URL(site.url).origin;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'deskovna-pending-'));
  fs.writeFileSync(path.join(dir, 'host.js'), `window.events = [];
for (const n of ['move', 'error']) document.addEventListener('deskovna:' + n, e => window.events.push([n, e.detail]));`);
  fs.writeFileSync(path.join(dir, 'index.html'), `<!doctype html><html><head><meta charset="utf-8"><title>host</title>
<link rel="icon" href="data:,"><link rel="stylesheet" href="host.css"><script src="host.js"></script></head>
<body><script src="${site.url}embed.js"></script><div class="box"><deskovna-board id="one" game="drake" ai="1"></deskovna-board></div></body></html>`);
  fs.writeFileSync(path.join(dir, 'host.css'), '.box { width: 420px; height: 480px }');
  // Everything docs.html asks for but the site's origin in worker-src: the worker cannot
  // import the computer's code.
  const host = await serve({ root: dir, csp: `default-src 'self'; img-src data:; script-src 'self' ${origin} 'wasm-unsafe-eval'; connect-src ${origin}; worker-src blob:` });
  try {
    await page.goto(host.url);
    await page.waitForFunction(() => document.getElementById('one').board);
    await page.evaluate(() => document.getElementById('one').board.play('@b1'));
    await page.waitForFunction(() => window.events.some(e => e[0] === 'error'), null, { timeout: 10000 });
    const error = await page.evaluate(() => window.events.find(e => e[0] === 'error')[1]);
    equal(error.code, 'computer-blocked', `the error event: ${JSON.stringify(error)}`);
  } finally {
    await site.close();
    await host.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  errors.splice(0, errors.length);
});

test('wired: import errors name the text\u2019s own line, once, in the player\u2019s language', async ({ page, url }) => {
  await open(page, `${url}#/drake`);
  await page.click('#export');
  const importing = async text => {
    await page.evaluate(t => { document.getElementById('io-text').value = t; }, text);
    await page.click('#io-import');
    return page.textContent('#io-error');
  };
  const game = '\n\ndeskovna drake\nstart 4_4.4.4.4_b_L_DCCMSWA_DCCMSWA_0\nmoves @b1 @c3\n';
  assert(/^Line 5: Move 2 /.test(await importing(game)), 'a move is refused at its own line');
  equal(await importing('\n'.repeat(200000)), 'The text is 196 KB long; a saved game is at most 128 KB.', 'the text as a whole has no line');
  const seats = 'deskovna drake\nstart 4_4.4.4.4_b_L_DCCMSWA_DCCMSWA_0\nmoves @b1\nseats computer1\n';
  equal(await importing(seats), 'Line 4: 1 players are named, but the game has 2 seats.', 'a wrong count of seats');
  await page.click('#io-close');
  await switchLanguage(page);
  await page.click('#export');
  const cs = await importing(game);
  assert(/^Řádek 5: Tah 2 \(„@c3“\) je chybný: /.test(cs) && !/ goes | row /.test(cs), `all in Czech: ${cs}`);
});

test('wired: Shamrock for two against the computer is saved with its two seats and reloads', async ({ page, url }) => {
  await open(page, `${url}#/shamrock`, 'Pile');
  await page.click('#new-game');
  await page.waitForSelector('#new-dialog[open]');
  await page.selectOption('#opt-players', '2');
  await page.selectOption('#opt-seat1', 'computer1');
  await page.click('#new-start');
  await page.waitForFunction(() => /seats/.test(localStorage.getItem('deskovna.game.shamrock') || ''));
  const saved = await page.evaluate(() => localStorage.getItem('deskovna.game.shamrock'));
  assert(/\nseats human computer1\n$/.test(saved), `two seats: ${saved}`);
  await page.reload();
  await open(page, `${url}#/shamrock`, 'Pile');
  assert(await page.isHidden('#notice'), `read back: ${await page.textContent('#notice')}`);
});
