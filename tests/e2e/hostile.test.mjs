// Hostile input at every door of the site: the import dialog, the home page's paste field, a
// share link, the embed's JavaScript API and the iframe's messages. Each payload is refused
// with a short message that never says back more than a few dozen characters of it, changes
// nothing, runs no markup, and does not block the page (the longest task is printed).
import { test, assert, equal, open, history, watchLongTasks, longestTask } from './harness.mjs';

const START = '4_4.4.4.4_b_L_DCCMSWA_DCCMSWA_0';
const game = moves => `deskovna drake\nstart ${START}\nmoves @b1 ${moves}\n`;
const MB = 1 << 20;

/// Payloads: a name and the move (or text) it puts in front of each door.
const PAYLOADS = [
  ['a megabyte of blank lines', '\n'.repeat(MB)],
  ['a one-megabyte move', '@'.repeat(MB)],
  ['a 100 KB move', 'b1-'.repeat(33000)],
  ['20 000 unreadable moves', 'zz '.repeat(20000)],
  ['markup', '<img src=x onerror="window.pwned=1"><script>window.pwned=1</script>'],
  ['control characters and a NUL', '\u0000\u0007\u001b[31m\u202e@b1\u0301'],
  ['lone surrogates and emoji', '\ud800@\udfff🐉'.repeat(30)],
];

const blank = x => x.trim() === '';

/// `text` for a URL; a lone surrogate as the bytes UTF-8 would give it (which are not UTF-8).
const escape = text => Array.from(text, c => {
  try { return encodeURIComponent(c); } catch { return '%ED%A0%80'; }
}).join('');

/// Pastes `text` into a text field as a person would (so the field's maxlength applies).
async function paste(page, selector, text) {
  await page.evaluate(t => navigator.clipboard.writeText(t), text);
  await page.fill(selector, '');
  await page.focus(selector);
  await page.keyboard.press('Control+V');
}

/// The doors: how to get there, and what each says to a payload (null: not a payload for it).
const DOORS = [
  ['import dialog', page => page.click('#export'), async (page, x) => {
    if (x === PAYLOADS[0][1]) return null; // pasted in the next test, which checks the field's limit
    await paste(page, '#io-text', game(x));
    await page.click('#io-import');
    return page.textContent('#io-error');
  }],
  ['home page paste', async page => {
    await page.click('#io-close');
    await page.goto(new URL('#/', page.url()).href);
  }, async (page, x) => {
    if (blank(x)) return null; // the home page trims what is pasted: a game and blank lines is that game
    await paste(page, '#open-text', game(x));
    await page.click('#open-form button[type=submit]');
    return page.textContent('#open-error');
  }],
  ['share link', page => open(page, new URL('#/drake', page.url()).href), async (page, x) => {
    if (x.length > 200000) return null; // longer than a browser takes as an address
    // The last payload's notice is put away first, so that this one's is read.
    await page.evaluate(m => {
      const notice = document.querySelector('#notice');
      notice.hidden = true;
      notice.textContent = '';
      location.hash = `#/drake?m=@c4~${m}`;
    }, escape(x));
    await page.waitForFunction(() => !document.querySelector('#notice').hidden);
    return page.textContent('#notice');
  }],
  ['embed play()', null, (page, x) => page.evaluate(m => {
    const r = window.board.play(m);
    return r.ok ? 'played' : r.error.message;
  }, x)],
  // An empty or blank position or move list means the start, as documented.
  ['embed set({ moves })', null, (page, x) => blank(x) ? null : page.evaluate(m => {
    const r = window.board.set({ moves: m });
    return r.ok ? 'set' : r.error.message;
  }, x)],
  ['embed set({ position })', null, (page, x) => blank(x) ? null : page.evaluate(p => {
    const r = window.board.set({ position: p });
    return r.ok ? 'set' : r.error.message;
  }, x)],
];

test('hostile: every payload at every door is refused briefly and changes nothing', async ({ page, context, url }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(url).origin });
  await open(page, `${url}#/drake`);
  // The embed's API on a board of its own, beside the app.
  await page.addScriptTag({ url: `${url}embed.js` });
  await page.evaluate(async () => {
    const box = document.createElement('div');
    box.id = 'embedded';
    document.body.append(box);
    window.board = await Deskovna.mount(box, { game: 'drake', moves: '@b1' });
  });
  let cases = 0;
  const failures = [];
  for (const [door, enter, feed] of DOORS) {
    if (enter) await enter(page);
    await watchLongTasks(page);
    for (const [name, x] of PAYLOADS) {
      const said = await feed(page, x);
      if (said === null) continue;
      cases++;
      const echo = x.length > 41 ? x.slice(0, 41) : null;
      const problems = [];
      if (!said || /^(played|set)$/.test(said)) problems.push(`accepted: ${said}`);
      if (said && said.length > 400) problems.push(`${said.length} characters`);
      if (echo && said && said.includes(echo)) problems.push('said the payload back');
      if (problems.length) failures.push(`${door} × ${name}: ${problems.join(', ')}`);
    }
    console.log(`     ${door}: longest task ${(await longestTask(page)).toFixed(0)} ms`);
  }
  equal(failures, [], 'every payload refused briefly');
  await open(page, new URL('#/drake', page.url()).href);
  equal(await history(page), [], 'the app\u2019s game is untouched');
  equal(await page.evaluate(() => window.board.history()), ['@b1'], 'the embedded game is untouched');
  // (The home page's card pictures are the page's own images.)
  equal(await page.evaluate(() => [window.pwned, document.querySelectorAll('img:not(.card .preview), #embedded script').length]), [undefined, 0], 'no markup ran');
  console.log(`     ${cases} hostile cases (${PAYLOADS.length} payloads at ${DOORS.length} doors), ${failures.length} failures`);
});

test('hostile: a saved game read as people mean it, refused where it is wrong', async ({ page, context, url }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(url).origin });
  await open(page, `${url}#/drake`);
  await page.click('#export');
  const importing = async text => {
    await paste(page, '#io-text', text);
    await page.click('#io-import');
    return page.textContent('#io-error');
  };
  equal(await importing(`${game('@c4')}seats human computer1\n\nmoves @b2\n`), 'Line 6: A saved game ends with its moves and seats; this line is extra: “moves @b2”.', 'an extra line, at its line');
  equal(await importing('\n\nchess\n'), 'Line 3: A saved game starts with “deskovna <game>”, the game being drake, camelot, drakoburg or shamrock.', 'blank lines count, the line is said once');
  // The browser's text field takes no more than a game may have: a pasted megabyte is cut
  // there (laying out a field of a million blank lines took the browser 32 s) and refused.
  const long = await importing('\n'.repeat(MB));
  assert(/The text is 129 KB long; a saved game is at most 128 KB\.$/.test(long), `a long paste is refused: ${long}`);
  equal(await page.evaluate(() => document.getElementById('io-text').value.length), 128 * 1024 + 1, 'cut at the limit');
  await importing(`\ufeff${game('@c4')}`);
  equal(await page.evaluate(() => document.getElementById('io-dialog').open), false, 'a byte-order mark is no error');
  equal(await history(page), ['@b1', '@c4'], 'the game is read');
});
