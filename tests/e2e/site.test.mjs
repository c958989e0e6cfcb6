// The site as a whole: strict Content-Security-Policy, sub-paths.
import { test, equal, drag, history, open } from './harness.mjs';
import { serve } from './server.mjs';
import { sitePolicy } from '../../scripts/csp.mjs';

const DIST = process.env.DIST || 'dist';
// Strict: nothing but the site's own scripts, styles and wasm, and its boot script and style
// sheet (inline, each by its hash, as the build's policy names them).
const directive = name => sitePolicy(DIST).split('; ').find(d => d.startsWith(`${name} `));
const CSP = `default-src 'self'; ${directive('script-src')}; ${directive('style-src')}`;

test('site: the app runs under a strict CSP with no violation', async ({ page, errors }) => {
  const site = await serve({ root: DIST, csp: CSP });
  try {
    await page.addInitScript(() => {
      window.__violations = [];
      document.addEventListener('securitypolicyviolation', e => window.__violations.push(`${e.violatedDirective} ${e.blockedURI}`));
    });
    await open(page, `${site.url}#/drake`);
    await drag(page, 'Blue stack', 'b1');
    await page.click('#new-game');
    await page.waitForSelector('#new-dialog[open]');
    await page.click('#new-cancel');
    equal(await history(page), ['@b1'], 'a move played');
    equal(await page.evaluate(() => window.__violations), [], 'no CSP violation');
    equal(errors, [], 'no console errors');
  } finally {
    await site.close();
  }
});

test('site: dist works from a sub-path', async ({ page }) => {
  const site = await serve({ root: process.env.DIST || 'dist', prefix: '/games/deskovna/' });
  try {
    await open(page, `${site.url}#/drake`);
    await drag(page, 'Blue stack', 'c1');
    equal(await history(page), ['@c1'], 'plays under /games/deskovna/');
  } finally {
    await site.close();
  }
});
