// Shamrock in a real browser: tiles dragged from the display and turned while held (wheel, R,
// on-screen buttons), the pile turned over, placed tiles rotated with their arrows, turns
// ended early, a three-player game to a win, an expert turn of six points, touch on a phone.
import { test, assert, equal, at, drag, click, position, history, shot, open as openAt, SPOT, openHelp, switchLanguage } from './harness.mjs';

/// Opens the app on Shamrock and waits until the wasm is running.
const open = (page, url) => openAt(page, `${url}#/shamrock`, SPOT.shamrock);

/// A new game from the New game dialog: players, expert, seed.
async function newGame(page, { players = '2', expert = false, seed = '1' } = {}) {
  await page.click('#new-game');
  await page.waitForSelector('#new-dialog[open]');
  await page.selectOption('#opt-players', players);
  if (expert) await page.check('#opt-expert');
  await page.fill('#opt-seed', seed);
  await page.click('#new-start');
  await page.waitForTimeout(100);
}

/// A real mouse drag from `from` to `to` turning the held tile `turns` steps on the way: with
/// the wheel (`how` = 'wheel') or the R key ('key'), clockwise for positive steps.
async function dragTurning(page, from, to, turns, how) {
  const a = await at(page, from);
  const b = await at(page, to);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move((a.x + b.x) / 2, (a.y + b.y) / 2, { steps: 6 });
  for (let i = 0; i < Math.abs(turns); i++) {
    if (how === 'wheel') await page.mouse.wheel(0, turns > 0 ? 120 : -120);
    else await page.keyboard.press(turns > 0 ? 'r' : 'Shift+R');
    await page.waitForTimeout(20);
  }
  await page.mouse.move(b.x, b.y, { steps: 6 });
  await page.mouse.up();
  await page.waitForTimeout(60);
}

/// A drag whose target is a spot that exists only while something is held (a leaf a
/// leprechaun may go to): it is located after the button went down.
async function dragHeld(page, from, to, { pause } = {}) {
  const a = await at(page, from);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(a.x + 30, a.y + 30, { steps: 4 });
  const b = await at(page, to);
  if (pause) await pause(b);
  await page.mouse.move(b.x, b.y, { steps: 6 });
  await page.mouse.up();
  await page.waitForTimeout(50);
}

const status = page => page.textContent('#status');

test('shamrock: three players reach a win with the mouse', async ({ page, url }) => {
  await open(page, url);
  await newGame(page, { players: '3', seed: '1' });
  assert((await position(page)).startsWith('3b_r0_0_G0.0.0_APB_'), `a fresh 3-player game: ${await position(page)}`);
  // Red and Yellow place three tiles each, turning them while dragging (the held rotation
  // stays between drags): wheel for some, R and Shift+R for others.
  const plan = [
    ['Display 3', '+1+0', 4, 'wheel'], ['Display 1', '+0+1', 5, 'key'], ['Display 2', '+1-1', 2, 'wheel'],
    ['Display 1', '+0-1', 5, 'key'], ['Display 2', '+2-1', 1, 'wheel'], ['Display 2', '+1-2', 1, 'key'],
  ];
  let variant = 0;
  for (const [from, to, k, how] of plan) {
    let turns = k - variant;
    if (turns > 3) turns -= 6;
    if (turns < -3) turns += 6;
    await dragTurning(page, from, to, turns, how);
    variant = k;
    if (from === 'Display 3') await shot(page, 'shamrock-first-tile');
  }
  equal(await history(page), ['P3+1+0r4', 'P1+0+1r5', 'P2+1-1r2', 'P1+0-1r5', 'P2+2-1r1', 'P2+1-2r1'], 'six placements');
  assert(/Blue/.test(await status(page)), `Blue to move: ${await status(page)}`);
  // Blue turns the tile on +1-2 with its arrow: two blue shamrocks at once.
  await click(page, '+1-2');
  await shot(page, 'shamrock-arrows');
  await click(page, 'Rotate +1-2 clockwise');
  equal((await history(page)).at(-1), 'R+1-2+', 'the rotation');
  assert(/Blue won: two shamrocks/.test(await status(page)), `status says the winner: ${await status(page)}`);
  await page.waitForTimeout(400);
  await shot(page, 'shamrock-won');
});

test('shamrock: rotate a placed tile and end the turn early', async ({ page, url }) => {
  await open(page, url);
  await newGame(page, { players: '2', seed: '1' });
  // Clicking the start tile shows its arrows; one turns it and puts Red's flake on it.
  await click(page, '+0+0');
  await click(page, 'Rotate +0+0 anticlockwise');
  equal(await history(page), ['R+0+0-'], 'rotated anticlockwise');
  assert((await position(page)).includes('G0.0.5r'), `the start tile turned with Red's flake: ${await position(page)}`);
  // A placement by click-click after turning with the on-screen button.
  await click(page, 'Display 1');
  await click(page, 'Rotate clockwise');
  await shot(page, 'shamrock-held-turned');
  const before = (await history(page)).length;
  const cells = ['+1+0', '+0+1', '-1+1', '-1+0', '+0-1', '+1-1'];
  for (const cell of cells) {
    await click(page, cell);
    if ((await history(page)).length > before) break;
    await click(page, 'Display 1');
  }
  const placed = (await history(page)).at(-1);
  assert(/^P1[-+]\d[-+]\dr1$/.test(placed), `placed at rotation 1: ${placed}`);
  // The board's button ends the turn after two actions of three; the page has no second one.
  equal(await page.$$eval('#actions', els => els.length), 0, 'no End turn beside the board');
  await click(page, 'End turn');
  equal((await history(page)).at(-1), 'E', 'the turn ended early');
  assert(/Yellow to move/.test(await status(page)), `Yellow moves: ${await status(page)}`);
  // Yellow ends at once with the board's own button, from the keyboard.
  await page.focus('#board');
  const end = await at(page, 'End turn');
  await page.mouse.click(end.x, end.y);
  equal((await history(page)).at(-1), 'E', 'ended with the canvas button');
  assert(/Red to move/.test(await status(page)), 'back to Red');
});

test('shamrock: the pile is turned over and its tile placed', async ({ page, url }) => {
  await open(page, url);
  await newGame(page, { players: '2', seed: '1' });
  // Dragging the face-down pile onto the board turns its top over (tile D), held at once.
  await drag(page, 'Pile', '+1+0');
  equal(await history(page), ['D'], 'turned over');
  assert((await position(page)).includes('_D_'), `D is held: ${await position(page)}`);
  await shot(page, 'shamrock-pile-turned');
  // Try each cell around the start, turning as needed, until the held tile lands.
  let done = false;
  for (let turn = 0; turn < 6 && !done; turn++) {
    for (const cell of ['+1+0', '+0+1', '-1+1', '-1+0', '+0-1', '+1-1']) {
      await drag(page, 'Pile', cell);
      if ((await history(page)).length > 1) { done = true; break; }
    }
    if (!done) await click(page, 'Rotate clockwise');
  }
  assert(/^Pp/.test((await history(page)).at(-1)), `placed from the pile: ${await history(page)}`);
});

test('shamrock: an expert turn spends all six points', async ({ page, url }) => {
  await open(page, url);
  await newGame(page, { players: '2', expert: true, seed: '1' });
  // Set-up: each leprechaun dragged onto a leaf of the start tile.
  await dragHeld(page, 'Leprechaun', '+0+0 corner 1');
  await dragHeld(page, 'Leprechaun', '+0+0 corner 4');
  equal(await history(page), ['L+0+0c1', 'L+0+0c4'], 'the leprechauns are down');
  // 1 point: Red's leprechaun to the next leaf, its cost shown while dragging.
  await dragHeld(page, '+0+0 corner 1', '+0+0 corner 2', {
    pause: async b => { await page.mouse.move(b.x + 60, b.y + 50, { steps: 4 }); await shot(page, 'shamrock-expert-costs'); },
  });
  // 1 point: the tile of display 1 at the leprechaun's corner, turned with the wheel.
  await dragTurning(page, 'Display 1', '+1+0', 1, 'wheel');
  // 2 points: rotate the tile the leprechaun stands on.
  await click(page, '+0+0');
  await click(page, 'Rotate +0+0 clockwise');
  // 1 point: back along the tile; 1 point: another tile at the corner.
  await dragHeld(page, '+0+0 corner 3', '+0+0 corner 2');
  let placed = false;
  for (let turn = 0; turn < 6 && !placed; turn++) {
    await drag(page, 'Display 1', '+0+1');
    placed = (await history(page)).length === 7;
    if (!placed) await click(page, 'Rotate clockwise');
  }
  equal((await history(page)).slice(0, 6), ['L+0+0c1', 'L+0+0c4', 'L+0+0c2', 'P1+1+0r1', 'R+0+0+', 'L+0+0c2'], 'the first actions');
  assert(placed && /^P1\+0\+1r\d$/.test((await history(page)).at(-1)), `a second tile: ${await history(page)}`);
  const text = await position(page);
  assert(text.split('_')[1] === 'r6.0', `Red spent six points: ${text}`);
  await shot(page, 'shamrock-expert-spent');
  await click(page, 'End turn');
  assert(/Yellow to move/.test(await status(page)), 'Yellow is next');
});

test('shamrock: touch taps on a phone place a tile', async ({ page, url }) => {
  await open(page, url);
  await newGame(page, { players: '3', seed: '1' });
  const tap = async name => { const p = await at(page, name); await page.touchscreen.tap(p.x, p.y); await page.waitForTimeout(40); };
  await tap('Display 3');
  for (let i = 0; i < 4; i++) await tap('Rotate clockwise');
  await shot(page, 'shamrock-phone-held');
  await tap('+1+0');
  equal(await history(page), ['P3+1+0r4'], 'placed by taps');
  await shot(page, 'shamrock-phone');
}, { hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 }, deviceScaleFactor: 3 });

for (const theme of ['dark', 'contrast']) {
  test(`shamrock: the ${theme} theme`, async ({ page, url }) => {
    // The app reads its settings from storage: set the theme before it boots.
    await page.addInitScript(t => localStorage.setItem('deskovna.prefs', `theme=${t}`), theme);
    await open(page, url);
    await newGame(page, { players: '3', seed: '1' });
    for (const [from, to] of [['Display 3', '+1+0'], ['Display 1', '+0+1'], ['Display 2', '+1-1']]) await drag(page, from, to);
    await click(page, 'Display 1');
    await shot(page, `shamrock-${theme}`);
    assert((await history(page)).length >= 1, 'moves were played');
  });
}

test('shamrock: the rules with diagrams, in Czech', async ({ page, url }) => {
  await open(page, url);
  await switchLanguage(page);
  await openHelp(page);
  await page.waitForTimeout(100);
  const title = await page.textContent('#help-title');
  assert(/Shamrock/.test(title) && /Jak se hraje/.test(title), `a Czech title: ${title}`);
  const diagrams = await page.$$eval('#help-body canvas', cs => cs.length);
  assert(diagrams >= 4, `diagrams drawn: ${diagrams}`);
  assert(/trojlístek/.test(await page.textContent('#help-body')), 'the rules speak of shamrocks');
  await shot(page, 'shamrock-help');
  await page.click('#help-close');
  equal(await page.textContent('#status'), 'Na tahu je Červený', 'the status in Czech');
});

test('shamrock: the keyboard turns a tile and ends the turn', async ({ page, url }) => {
  await open(page, url);
  await newGame(page, { players: '2', seed: '1' });
  await page.focus('#board');
  // The cursor shows as soon as the board has the focus, where a move starts: the start tile.
  // Enter selects it, R turns it.
  await page.keyboard.press('Enter');
  await page.keyboard.press('r');
  equal(await history(page), ['R+0+0+'], 'rotated by R');
  // The arrows walk the cursor to the board's End turn, each spot said as it is reached.
  for (let i = 0; i < 30 && await page.textContent('#announce') !== 'End turn'; i++) {
    const here = await page.textContent('#announce');
    const spot = here && await at(page, here).catch(() => null);
    const end = await at(page, 'End turn');
    await page.keyboard.press(spot && spot.x < end.x - 40 ? 'ArrowRight' : 'ArrowDown');
  }
  equal(await page.textContent('#announce'), 'End turn', 'the cursor on End turn');
  await page.keyboard.press('Enter');
  equal(await history(page), ['R+0+0+', 'E'], 'the turn ended from the keyboard');
  assert(/Yellow to move/.test(await status(page)), 'Yellow moves');
});

test('shamrock: one person against two computer seats', async ({ page, url }) => {
  await open(page, url);
  await page.click('#new-game');
  await page.waitForSelector('#new-dialog[open]');
  await page.selectOption('#opt-players', '3');
  await page.fill('#opt-seed', '5');
  await page.selectOption('#opt-seat1', 'computer1');
  await page.selectOption('#opt-seat2', 'computer2');
  await page.click('#new-start');
  await page.waitForTimeout(100);
  assert(/Red to move/.test(await status(page)), `Red, the person, moves first: ${await status(page)}`);
  // Red ends the turn at once; Yellow and Blue, the computer, play their turns and hand back.
  await click(page, 'End turn');
  await page.waitForFunction(() => /Red to move/.test(document.getElementById('status').textContent)
    || /won|draw/i.test(document.getElementById('status').textContent), null, { timeout: 60000 });
  const moves = await history(page);
  const ends = moves.filter(m => m === 'E').length;
  assert(moves.length > 3 && ends >= 1, `the computer seats played: ${moves.join(' ')}`);
  await shot(page, 'shamrock-against-two-computers');
});
