// The Drake in a real browser, with real mouse drags, touch taps and the keyboard.
import { test, assert, equal, at, drag, click, position, history, shot, open } from './harness.mjs';

const START = '4_4.4.4.4_b_L_DCCMSWA_DCCMSWA_0';

test('drake: a whole game to a win with mouse drags', async ({ page, url }) => {
  await open(page, `${url}#/drake`);
  equal(await position(page), START, 'a fresh game');
  // Leaders and guards, dragged from the stacks.
  const setup = [['Blue stack', 'b1'], ['Orange stack', 'c4'], ['Blue stack', 'b2'], ['Orange stack', 'c3'], ['Blue stack', 'a1'], ['Orange stack', 'd4']];
  for (const [from, to] of setup) await drag(page, from, to);
  equal(await history(page), ['@b1', '@c4', '@b2', '@c3', '@a1', '@d4'], 'placements from the stacks');
  // A slide: the Drake from b1 over c1 to d1.
  await drag(page, 'b1', 'c1', 'd1');
  await drag(page, 'c3', 'b3');
  // An illegal drop: the Monk from the stack onto d3, not next to a Blue troop. Nothing changes.
  const before = await position(page);
  await drag(page, 'Blue stack', 'd3');
  equal(await position(page), before, 'an illegal drop changes nothing');
  equal((await history(page)).length, 8, 'no move recorded');
  await drag(page, 'Blue stack', 'c1');
  await drag(page, 'b3', 'a2');
  await shot(page, 'drake-midgame');
  await drag(page, 'Blue stack', 'd2');
  await drag(page, 'a2', 'a3');
  // A strike: the Spearman on d2 strikes the Orange Drake on c4 and stays.
  await drag(page, 'd2', 'c4');
  equal(await history(page), ['@b1', '@c4', '@b2', '@c3', '@a1', '@d4', 'b1-d1', 'c3-b3', '@c1', 'b3-a2', '@d2', 'a2-a3', 'd2*c4'], 'the game');
  const status = await page.textContent('#status');
  assert(/Blue won: leader captured/.test(status), `status says the winner: ${status}`);
  assert((await position(page)).includes('bs'), 'the striker stayed on d2, turned over');
  await page.waitForTimeout(300);
  await shot(page, 'drake-won');
});

test('drake: legal targets light up while dragging', async ({ page, url }) => {
  await open(page, `${url}#/drake`);
  const a = await at(page, 'Blue stack');
  const b = await at(page, 'c2');
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(b.x, b.y, { steps: 6 });
  await shot(page, 'drake-dragging');
  // b1 and b3 are squares of the same colour: only the lit target b1 shows the target dot.
  const pixel = async name => {
    const box = await page.locator('#board').boundingBox();
    const p = await at(page, name);
    return page.$eval('#board', (c, [x, y]) => {
      const d = c.getContext('2d').getImageData(Math.round(x * devicePixelRatio), Math.round(y * devicePixelRatio), 1, 1).data;
      return [d[0], d[1], d[2]];
    }, [p.x - box.x, p.y - box.y]);
  };
  const [lit, plain, other] = [await pixel('b1'), await pixel('b3'), await pixel('d3')];
  assert(JSON.stringify(plain) !== JSON.stringify(lit), `b1 is lit (${lit} vs ${plain})`);
  assert(JSON.stringify(lit) === JSON.stringify(await pixel('d1')), 'every lit target looks the same');
  assert(JSON.stringify(other) !== JSON.stringify(lit), 'd3 is not lit');
  await page.mouse.up();
  equal(await history(page), [], 'dropped on an illegal square: nothing played');
});

test('drake: a game started with touch taps', async ({ page, url }) => {
  await open(page, `${url}#/drake`);
  for (const name of ['Blue stack', 'a1', 'Orange stack', 'd4']) {
    const p = await at(page, name);
    await page.touchscreen.tap(p.x, p.y);
    await page.waitForTimeout(30);
  }
  equal(await history(page), ['@a1', '@d4'], 'two placements by taps');
  await shot(page, 'drake-touch');
}, { hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 }, deviceScaleFactor: 3 });

test('drake: the canvas is sharp at devicePixelRatio 2', async ({ page, url }) => {
  await open(page, `${url}#/drake`);
  const size = await page.$eval('#board', c => { const r = c.getBoundingClientRect(); return { w: c.width, h: c.height, cw: r.width, ch: r.height, dpr: devicePixelRatio }; });
  equal(size.dpr, 2, 'the page runs at DPR 2');
  equal([size.w, size.h], [Math.round(size.cw * 2), Math.round(size.ch * 2)], 'backing store is twice the CSS size');
  // After a resize the canvas re-lays out and stays sharp.
  await page.setViewportSize({ width: 700, height: 900 });
  await page.waitForTimeout(200);
  const after = await page.$eval('#board', c => { const r = c.getBoundingClientRect(); return [c.width, c.height, r.width, r.height]; });
  equal([after[0], after[1]], [Math.round(after[2] * 2), Math.round(after[3] * 2)], 'still sharp after resizing');
  await shot(page, 'drake-dpr2-portrait');
}, { deviceScaleFactor: 2 });

test('drake: keyboard alone places a leader', async ({ page, url }) => {
  await open(page, `${url}#/drake`);
  await page.focus('#board');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  // Walk the cursor to a1: up/left until the first square is reached.
  for (let i = 0; i < 10; i++) {
    const p = await position(page);
    await page.keyboard.press(i < 2 ? 'ArrowLeft' : 'ArrowDown');
    if (p !== START) break;
  }
  await page.keyboard.press('Enter');
  const moves = await history(page);
  equal(moves.length, 1, `one placement by keyboard (${moves})`);
  assert(/^@[a-d]1$/.test(moves[0]), 'a leader on row 1');
});

test('drake: new game dialog with a mountain toggled by click', async ({ page, url }) => {
  await open(page, `${url}#/drake`);
  await page.click('#new-game');
  await page.waitForSelector('#new-dialog[open]');
  await page.selectOption('#opt-size', '5');
  await page.click('.square-grid [data-square="c3"]');
  await page.click('#new-start');
  await page.waitForTimeout(100);
  equal(await position(page), '5_5.5.2x2.5.5_b_L_DCCMSWA_DCCMSWA_0', 'a 5×5 board with a mountain on c3');
  // A refused set-up keeps the dialog open with the reason.
  await page.click('#new-game');
  await page.waitForSelector('#new-dialog[open]');
  await page.selectOption('#opt-size', '3');
  for (const sq of ['a1', 'b1', 'c1']) await page.click(`.square-grid [data-square="${sq}"]`);
  await page.click('#new-start');
  const error = await page.textContent('#new-error');
  assert(/Row 1/.test(error), `the dialog explains: ${error}`);
  assert(await page.$eval('#new-dialog', d => d.open), 'the dialog stays open');
});

test('drake: flip, undo and redo', async ({ page, url }) => {
  await open(page, `${url}#/drake`);
  await drag(page, 'Blue stack', 'b1');
  const a1 = await at(page, 'a1');
  await page.click('#flip');
  const flipped = await at(page, 'a1');
  assert(flipped.y < a1.y, 'a1 moved to the top');
  await page.click('#undo');
  equal(await history(page), [], 'undone');
  await page.click('#redo');
  equal(await history(page), ['@b1'], 'redone');
});

test('drake: a game in progress survives a reload', async ({ page, url }) => {
  await open(page, `${url}#/drake`);
  await drag(page, 'Blue stack', 'c1');
  await drag(page, 'Orange stack', 'b4');
  const text = await position(page);
  await page.reload();
  await open(page, `${url}#/drake`);
  equal(await position(page), text, 'the same position after reload');
  equal(await history(page), ['@c1', '@b4'], 'and the same moves');
});
