// The site's Content-Security-Policy (scripts/csp.mjs): every page carries it and is served
// with it by the site's own server, and nothing breaks it — each game of the app (the computer
// playing), the docs with their live examples, embed.html, and a page of another origin with a
// strict policy of its own that allows only what docs.html says. What the policy or a missing
// CORS header stops is said in an error, never a blank board or a computer that never moves.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test, assert, equal, drag, history, open, shot, SPOT, openHelp } from './harness.mjs';
import { serve } from './server.mjs';
import { serveSite } from '../../scripts/site-server.mjs';
import { inlineHash, inlineScripts, inlineStyles, metaPolicy, policy, sitePolicy } from '../../scripts/csp.mjs';
import { filesOf } from '../../scripts/precache.mjs';

const DIST = process.env.DIST || 'dist';

/// Records every policy violation of every frame, and every console line about the policy.
async function watchPolicy(page) {
  await page.addInitScript(() => {
    window.__violations = [];
    document.addEventListener('securitypolicyviolation', e => window.__violations.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  const said = [];
  page.on('console', m => { if (/Content.Security.Policy|violates/i.test(m.text())) said.push(`${m.type()}: ${m.text()}`); });
  return said;
}

/// Every frame's violations so far.
async function violations(page) {
  const all = [];
  for (const f of page.frames()) all.push(...await f.evaluate(() => window.__violations || []).catch(() => []));
  return all;
}

test('csp: every page of the site carries the policy the server sends', async () => {
  const pages = filesOf(DIST).filter(f => f.endsWith('.html'));
  equal(pages.sort(), ['docs.html', 'embed.html', 'index.html'], 'the pages');
  const site = sitePolicy(DIST);
  for (const p of pages) equal(metaPolicy(fs.readFileSync(path.join(DIST, p), 'utf8')), site, `${p}: its meta tag`);
  // The one inline script is the app's boot script, the one inline style sheet the app's, each
  // allowed by its hash and nothing else.
  const index = fs.readFileSync(path.join(DIST, 'index.html'), 'utf8');
  const inline = inlineScripts(index);
  equal(inline.length, 1, 'the boot script, inline');
  assert(inline[0].includes('deskovnaWords') && inline[0].length > 500, 'it is the boot script');
  const styles = inlineStyles(index);
  equal(styles.length, 1, 'the style sheet, inline');
  assert(styles[0].includes('#board') && styles[0].length > 5000, 'it is the style sheet');
  equal(site, policy([inlineHash(inline[0])], [inlineHash(styles[0])]), 'the policy allows them by their hashes');
  assert(/script-src 'self' 'wasm-unsafe-eval' 'sha256-[A-Za-z0-9+/]{43}='; /.test(site) && !/unsafe-inline/.test(site), `strict: ${site}`);
  assert(/style-src 'self' 'sha256-[A-Za-z0-9+/]{43}='; /.test(site), `strict styles: ${site}`);
  for (const p of ['docs.html', 'embed.html']) {
    const html = fs.readFileSync(path.join(DIST, p), 'utf8');
    equal([inlineScripts(html), inlineStyles(html)], [[], []], `${p}: nothing inline`);
  }
});

test('csp: every game of the app runs under the policy, the computer plays', async ({ page }) => {
  const site = await serveSite({ root: DIST, port: 0 });
  const said = await watchPolicy(page);
  try {
    await page.goto(site.url);
    await page.waitForSelector('.card img.preview');
    for (const game of ['drake', 'camelot', 'drakoburg', 'shamrock']) {
      await open(page, `${site.url}#/${game}`, SPOT[game]);
      await openHelp(page);
      await page.click('#help-close');
      await page.click('#export');
      await page.click('#io-close');
    }
    await page.click('#settings');
    await page.selectOption('#set-theme', 'dark');
    await page.click('#settings-close');
    await open(page, `${site.url}#/drake`);
    await page.click('#new-game');
    await page.waitForSelector('#new-dialog[open]');
    await page.selectOption('#opt-seat1', 'computer1');
    await page.click('#new-start');
    await drag(page, 'Blue stack', 'b1');
    await page.waitForFunction(() => document.querySelectorAll('#moves .move').length === 2, null, { timeout: 20000 });
    assert(/^@[a-d]4$/.test((await history(page))[1]), 'the computer answered');
    await page.click('#hint');
    await page.waitForFunction(() => /^Hint: /.test(document.getElementById('announce').textContent), null, { timeout: 10000 });
    equal(await violations(page), [], 'no violation');
    equal(said, [], 'no console line about the policy');
  } finally {
    await site.close();
  }
});

test('csp: the docs with every live example, and embed.html, under the policy', async ({ page }) => {
  const site = await serveSite({ root: DIST, port: 0 });
  const said = await watchPolicy(page);
  try {
    await page.goto(`${site.url}embed.html?game=camelot&theme=contrast&coordinates=on`);
    await page.waitForFunction(() => document.querySelector('canvas'));
    await page.goto(`${site.url}docs.html`);
    await page.waitForFunction(() => window.docsBoard && document.getElementById('element-example').board);
    await page.click('#toggle-orientation');
    await page.click('#toggle-view-only');
    await page.click('#api-play');
    await page.click('#api-bad');
    await page.click('#api-undo');
    await page.click('#frame-play');
    await page.waitForFunction(() => /"type":"move"/.test(document.getElementById('frame-log').textContent));
    const types = await page.evaluate(() => fetch(document.querySelector('a[href="deskovna.d.ts"]').href).then(r => r.text()));
    assert(/export interface Board/.test(types), 'the declarations are linked');
    equal(await violations(page), [], 'no violation');
    equal(said, [], 'no console line about the policy');
  } finally {
    await site.close();
  }
});

/// The site on one origin (its own server, or with `cors: false` one that sends no
/// Access-Control-Allow-Origin), and a page on another origin with `body`, its own policy `csp`
/// (SITE stands for the site's origin), and host.js recording the boards' events.
async function hostPage({ body, csp, cors = true }) {
  const site = cors ? await serveSite({ root: DIST, port: 0 }) : await serve({ root: DIST });
  const origin = new URL(site.url).origin;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'deskovna-csp-host-'));
  fs.writeFileSync(path.join(dir, 'host.js'), `window.events = [];
for (const n of ['move', 'end', 'error']) document.addEventListener('deskovna:' + n, e => window.events.push([n, e.target.id, e.detail]));`);
  fs.writeFileSync(path.join(dir, 'index.html'), `<!doctype html><html><head><meta charset="utf-8"><title>host</title>
<link rel="icon" href="data:,"><link rel="stylesheet" href="host.css"><script src="host.js"></script></head>
<body>${body.replace(/SITE\//g, site.url)}</body></html>`);
  fs.writeFileSync(path.join(dir, 'host.css'), '.box { width: 420px; height: 480px }');
  const host = await serve({ root: dir, csp: csp && csp.replace(/SITE/g, origin) });
  return {
    url: host.url,
    close: async () => { await site.close(); await host.close(); fs.rmSync(dir, { recursive: true, force: true }); },
  };
}

/// What docs.html tells a page with a strict policy of its own to allow (SITE: the site's origin).
export const HOST_CSP = "default-src 'self'; img-src 'self' data:; script-src 'self' SITE 'wasm-unsafe-eval'; "
  + "connect-src SITE; worker-src blob: SITE; frame-src SITE";

async function dragOn(page, id, from, to) {
  const spot = name => page.evaluate(([id, name]) => {
    const el = document.getElementById(id);
    const r = el.getBoundingClientRect();
    const p = el.board.locate(name);
    return { x: r.left + p[0], y: r.top + p[1] };
  }, [id, name]);
  const a = await spot(from);
  const b = await spot(to);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(b.x, b.y, { steps: 8 });
  await page.mouse.up();
}

test('csp: a page of another origin with its own strict policy embeds boards as documented', async ({ page }) => {
  const o = await hostPage({
    csp: HOST_CSP,
    body: `<script src="SITE/embed.js"></script>
      <div class="box"><deskovna-board id="one" game="drake" ai="1"></deskovna-board></div>
      <iframe id="f" src="SITE/embed.html?game=shamrock" width="400" height="480"></iframe>`,
  });
  const said = await watchPolicy(page);
  try {
    await page.goto(o.url);
    await page.waitForFunction(() => document.getElementById('one').board);
    await dragOn(page, 'one', 'Blue stack', 'b1');
    await page.waitForFunction(() => window.events.filter(e => e[0] === 'move').length === 2, null, { timeout: 20000 });
    const moves = await page.evaluate(() => window.events.map(e => e[2].move));
    assert(/^@[a-d]4$/.test(moves[1]), `the computer answered in its worker: ${moves}`);
    await page.frame({ url: /embed\.html/ }).waitForFunction(() => document.querySelector('canvas'));
    equal(await violations(page), [], 'no violation in the host page or the frame');
    equal(said, [], 'no console line about the policy');
    await shot(page, 'csp-host');
  } finally {
    await o.close();
  }
});

test('csp: a board that cannot load says why (no CORS, or the page forbids wasm)', async ({ page, errors }) => {
  const noCors = await hostPage({ cors: false, body: `<script src="SITE/embed.js"></script>
    <div class="box"><deskovna-board id="one" game="drake"></deskovna-board></div><div class="box" id="two"></div>` });
  try {
    await page.goto(noCors.url);
    await page.waitForFunction(() => window.events.length > 0, null, { timeout: 10000 });
    const [name, id, detail] = await page.evaluate(() => window.events[0]);
    equal([name, id, detail.code], ['error', 'one', 'load-failed'], 'an error event on the element');
    assert(/Access-Control-Allow-Origin/.test(detail.message), `it says why: ${detail.message}`);
    const shown = await page.evaluate(() => document.getElementById('one').shadowRoot.textContent);
    assert(/Access-Control-Allow-Origin/.test(shown), `and shows it where the board would be: ${shown}`);
    const api = await page.evaluate(async () => {
      const b = await Deskovna.mount(document.getElementById('two'), { game: 'drake' });
      return { error: b.error.code, play: b.play('@b1'), moves: b.legalMoves(), ready: await Deskovna.ready };
    });
    equal([api.error, api.play.ok, api.moves, api.ready], ['load-failed', false, [], false], 'mount resolves to a board that says why and plays nothing');
  } finally {
    await noCors.close();
  }
  // The browser reports the blocked requests itself: those lines are expected here.
  errors.splice(0, errors.length, ...errors.filter(e => !/CORS|Failed to load|net::ERR_FAILED|dynamically imported/.test(e)));

  const noWasm = await hostPage({ csp: HOST_CSP.replace(" 'wasm-unsafe-eval'", ''), body: `<script src="SITE/embed.js"></script>
    <div class="box"><deskovna-board id="one" game="drake"></deskovna-board></div>` });
  try {
    await page.goto(noWasm.url);
    await page.waitForFunction(() => window.events.length > 0, null, { timeout: 10000 });
    const [, , detail] = await page.evaluate(() => window.events[0]);
    equal(detail.code, 'load-failed', 'an error event');
    assert(/Content-Security-Policy blocked/.test(detail.message) && /wasm-unsafe-eval/.test(detail.message), `it names the policy: ${detail.message}`);
  } finally {
    await noWasm.close();
  }
  errors.splice(0, errors.length, ...errors.filter(e => !/WebAssembly|wasm-eval|Content Security Policy/.test(e)));
});

test('csp: the app says when its computer cannot start (a policy forbidding its worker)', async ({ page, errors }) => {
  const site = await serve({ root: DIST, csp: `${sitePolicy(DIST).replace("worker-src 'self' blob:", "worker-src 'none'")}` });
  try {
    await open(page, `${site.url}#/drake`);
    await page.click('#new-game');
    await page.waitForSelector('#new-dialog[open]');
    await page.selectOption('#opt-seat1', 'computer1');
    await page.click('#new-start');
    await drag(page, 'Blue stack', 'b1');
    // The words of a blocked worker (ai::wire::WireError::Blocked).
    await page.waitForFunction(() => /does not let the computer's worker start/.test(document.getElementById('notice').textContent), null, { timeout: 10000 });
    assert(!/thinking/.test(await page.textContent('#status')), `no longer thinking: ${await page.textContent('#status')}`);
    equal(await history(page), ['@b1'], 'my move stands');
  } finally {
    await site.close();
  }
  errors.splice(0, errors.length, ...errors.filter(e => !/worker-src|Content Security Policy/.test(e)));
});
