// Offline and installable: the service worker keeps the whole site; a new deploy updates
// cleanly after the player agrees to reload.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { test, assert, equal, drag, history, open, shot, ARGS, CHROMIUM } from './harness.mjs';
import { serve } from './server.mjs';
import { filesOf, precache } from '../../scripts/precache.mjs';

const DIST = process.env.DIST || 'dist';

async function controlled(page) {
  await page.waitForFunction(() => navigator.serviceWorker && navigator.serviceWorker.controller, null, { timeout: 15000 });
}

test('offline: installable, and after one visit everything works with no network', async () => {
  const site = await serve({ root: DIST, prefix: '/games/deskovna/' });
  // A real profile: browsers never offer to install from an incognito window.
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'deskovna-profile-'));
  const context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, args: ARGS, viewport: { width: 1200, height: 800 } });
  const page = context.pages()[0] || await context.newPage();
  try {
    await open(page, `${site.url}#/drake`);
    await controlled(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    equal(installabilityErrors, [], 'the browser can install the app');
    const manifest = await page.evaluate(async () => (await fetch(document.querySelector('link[rel=manifest]').href)).json());
    equal(manifest.display, 'standalone', 'it starts in its own window');
    await context.setOffline(true);
    await page.reload();
    await open(page, `${site.url}#/drake`);
    // Against the computer, offline: its worker and wasm come from the cache too.
    await page.click('#new-game');
    await page.waitForSelector('#new-dialog[open]');
    await page.selectOption('#opt-seat1', 'computer1');
    await page.click('#new-start');
    await drag(page, 'Blue stack', 'b1');
    await page.waitForFunction(() => document.querySelectorAll('#moves .move').length === 2, null, { timeout: 20000 });
    const played = await history(page);
    equal(played[0], '@b1', 'my move, offline');
    assert(/^@[a-d]4$/.test(played[1]), `the computer answered offline: ${played[1]}`);
    // Other pages and every file of the site come from the cache too.
    const files = filesOf(DIST).filter(f => f !== 'sw.js');
    for (const file of files) {
      const ok = await page.evaluate(async f => (await fetch(f)).ok, file);
      assert(ok, `${file} offline`);
    }
    assert(files.includes('deskovna.d.ts') && files.includes('docs.html'), `every file: ${files}`);
    await page.goto(`${site.url}#/`);
    await page.waitForSelector('.card img.preview');
    await shot(page, 'offline-home');
  } finally {
    await context.close();
    await site.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
});

test('offline: the service worker keeps every file, and any change to one is a new version', async () => {
  const sw = fs.readFileSync(path.join(DIST, 'sw.js'), 'utf8');
  const kept = JSON.parse(sw.match(/const FILES = (.*);/)[1]);
  equal(kept, ['./', ...filesOf(DIST).filter(f => f !== 'sw.js').map(f => `./${f}`)], 'every built file');
  const template = fs.readFileSync('www/sw.js', 'utf8');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'deskovna-version-'));
  try {
    fs.cpSync(DIST, dir, { recursive: true });
    const version = precache(dir, template);
    equal(version, sw.match(/const VERSION = '([0-9a-f]+)'/)[1], 'the build versioned sw.js this way');
    for (const f of ['index.html', 'docs.html', 'deskovna.d.ts', 'icons/icon.svg', 'embed/frame.js']) {
      const file = path.join(dir, f);
      const before = fs.readFileSync(file);
      fs.appendFileSync(file, '\n');
      assert(precache(dir, template) !== version, `a change to ${f} makes a new version`);
      fs.writeFileSync(file, before);
    }
    equal(precache(dir, template), version, 'the same files, the same version');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('offline: a new deploy is offered and taken cleanly', async ({ page }) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'deskovna-deploy-'));
  fs.cpSync(DIST, dir, { recursive: true });
  const site = await serve({ root: dir });
  try {
    await open(page, `${site.url}#/drake`);
    await controlled(page);
    const before = await page.evaluate(() => caches.keys());
    equal(before.length, 1, 'one version cached');
    assert(await page.isHidden('#update'), 'no update on the first visit');
    // A new deploy that changes only the docs page: the build versions sw.js by every file.
    fs.appendFileSync(path.join(dir, 'docs.html'), '<!-- a new deploy -->\n');
    const version = precache(dir, fs.readFileSync('www/sw.js', 'utf8'));
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then(r => r.update()));
    await page.waitForSelector('#update:not([hidden])', { timeout: 15000 });
    await shot(page, 'offline-update-offered');
    // Until the player agrees, the page keeps the old version.
    equal(await page.evaluate(() => caches.keys()).then(k => k.includes(before[0])), true, 'the old version is still there');
    await Promise.all([page.waitForNavigation(), page.click('#update-reload')]);
    await open(page, `${site.url}#/drake`);
    await controlled(page);
    await page.waitForFunction(old => caches.keys().then(k => k.length === 1 && k[0] !== old), before[0]);
    const after = await page.evaluate(() => caches.keys());
    equal(after, [`deskovna-${version}`], 'the new version took over');
    assert(/a new deploy/.test(await page.evaluate(() => fetch('docs.html').then(r => r.text()))), 'with the new docs page');
    assert(await page.isHidden('#update'), 'no offer after the reload');
  } finally {
    await site.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
