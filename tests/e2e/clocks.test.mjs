// Clocks over the board: a hot-seat Drake game on 3 + 2 chosen in New game, played by real
// drags, on a phone (390×844, touch) and a desktop (1280×800). Playwright's clock stands in for
// time: paused, then run forward, so each second shown is known.
import { test, assert, equal, drag, history, shot, open } from './harness.mjs';

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 };
const DESKTOP = { viewport: { width: 1280, height: 800 } };
const T0 = new Date('2026-11-27T10:00:00Z').getTime();

/// Each seat's clock as shown: its name, time, and whether it runs, is low or has flagged.
const clocks = page => page.$$eval('#clocks .clock:not([hidden])', els => els.map(e => ({
  seat: e.querySelector('.clock-seat').textContent,
  time: e.querySelector('.clock-time').textContent,
  running: e.classList.contains('running'),
  low: e.classList.contains('low'),
  flagged: e.classList.contains('flagged'),
})));
const times = async page => (await clocks(page)).map(c => c.time);
const running = async page => (await clocks(page)).filter(c => c.running).map(c => c.seat);

/// Where the clocks stand and how big they are; whether the page scrolls sideways.
const measure = page => page.evaluate(() => {
  const box = document.getElementById('clocks').getBoundingClientRect();
  const time = document.querySelector('#clocks .clock-time');
  return {
    left: box.left, right: box.right, top: box.top, bottom: box.bottom, width: innerWidth, height: innerHeight,
    font: parseFloat(getComputedStyle(time).fontSize),
    sideways: document.documentElement.scrollWidth - innerWidth,
  };
});

function checkSizes(m, where) {
  assert(m.left >= 0 && m.right <= m.width, `${where}: the clocks fit across (${m.left}–${m.right} of ${m.width})`);
  assert(m.top >= 0 && m.bottom <= m.height, `${where}: the clocks are in view without scrolling (${m.top}–${m.bottom} of ${m.height})`);
  assert(m.font >= 18, `${where}: the time is large enough to read at a glance (${m.font} px)`);
  equal(m.sideways, 0, `${where}: no sideways scrolling`);
}

for (const [name, options] of [['phone', PHONE], ['desktop', DESKTOP]]) {
  test(`clocks: a hot-seat game on 3 + 2 on a ${name}: times tick, the increment, a reload, the flag`, async ({ page, url }) => {
    await page.clock.install({ time: T0 });
    await open(page, `${url}#/drake`);
    assert(await page.$eval('#clocks', e => e.hidden), 'a game without a clock shows none');
    await page.click('#new-game');
    await page.waitForSelector('#new-dialog[open]');
    equal(await page.$eval('#opt-clock', s => s.value), 'none', 'no clock unless chosen');
    assert(await page.$eval('#opt-clock-minutes', e => e.closest('.field').hidden), 'the custom minutes only for a custom clock');
    await page.selectOption('#opt-clock', 'custom');
    assert(!(await page.$eval('#opt-clock-minutes', e => e.closest('.field').hidden)), 'custom: minutes and increment asked');
    await page.selectOption('#opt-clock', '3+2');
    await page.click('#new-start');
    await page.waitForSelector('#clocks:not([hidden])');
    equal(await clocks(page), [
      { seat: 'Blue', time: '3:00', running: false, low: false, flagged: false },
      { seat: 'Orange', time: '3:00', running: false, low: false, flagged: false },
    ], 'both seats on 3:00; nothing runs before the first move');
    checkSizes(await measure(page), 'at the start');

    // From here on time moves only when the test moves it.
    await page.clock.pauseAt(T0 + 60_000);
    await drag(page, 'Blue stack', 'b1');
    await page.clock.runFor(5_000);
    equal(await history(page), ['@b1'], 'the first move, dragged');
    equal(await times(page), ['3:00', '2:55'], 'the first move starts Orange’s clock; it ticks');
    equal(await running(page), ['Orange'], 'Orange’s clock runs');
    await shot(page, `clocks-${name}-running`);
    await drag(page, 'Orange stack', 'c4');
    await page.clock.runFor(1_000);
    equal(await times(page), ['2:59', '2:57'], 'Orange paid 5 s and got the 2 s increment; Blue’s time runs');
    equal(await running(page), ['Blue'], 'the clock passed to Blue');

    // A reload brings the clock back as it was, with no time given away.
    await page.reload();
    await page.clock.runFor(200);
    await page.waitForFunction(() => window.wasmBindings && window.wasmBindings.locate('a1').length === 2);
    await page.waitForSelector('#clocks:not([hidden])');
    equal(await history(page), ['@b1', '@c4'], 'the game is back');
    const [blue, orange] = await times(page);
    equal(orange, '2:57', 'Orange’s time is as it was');
    assert(blue === '2:59' || blue === '2:58', `Blue’s running time is charged across the reload (${blue})`);
    equal(await running(page), ['Blue'], 'Blue’s clock runs on');
    await page.clock.runFor(160_000);
    const low = await clocks(page);
    assert(low[0].low && !low[1].low, `Blue’s low time is marked (${JSON.stringify(low)})`);
    checkSizes(await measure(page), 'in low time');
    await shot(page, `clocks-${name}-low`);

    // The flag falls: the game ends as any game ends.
    await page.clock.runFor(20_000);
    await page.waitForSelector('#result-dialog[open]');
    equal(await page.textContent('#result-text'), "Blue's time ran out — Orange wins", 'the result says how');
    equal(await page.textContent('#status'), "Blue's time ran out — Orange wins", 'so does the status line');
    const end = await clocks(page);
    equal(end.map(c => [c.time, c.running, c.flagged]), [['0.0', false, true], ['2:57', false, false]], 'the clocks stop; Blue’s flag is shown');
    await shot(page, `clocks-${name}-flag`);
    checkSizes(await measure(page), 'at the end');
    if (name === 'phone') {
      await page.click('#result-close');
      await drag(page, 'Blue stack', 'b2');
      equal(await history(page), ['@b1', '@c4'], 'no move after the flag');
    } else {
      await page.click('#result-rematch');
      await page.clock.runFor(200);
      equal(await history(page), [], 'a rematch');
      equal(await clocks(page), [
        { seat: 'Blue', time: '3:00', running: false, low: false, flagged: false },
        { seat: 'Orange', time: '3:00', running: false, low: false, flagged: false },
      ], 'on the same time control, afresh');
    }
  }, options);
}
