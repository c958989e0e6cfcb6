// The lessons (#/<game>/learn) as a newcomer meets them, on a desktop by real mouse drags
// (1280×800) and on a phone by real touch drags (390×844), for each game: the explanation above
// the board, a wrong move told in words, the lesson solved with its stars shown and kept, the
// progress surviving a reload, the next lesson, the Czech words, nothing wider than the screen,
// the board and the text inside it; the way in from the game's page and the home card, and the
// real game against level 1 once the course is done. Screenshots go to test-results.
import { test, assert, callTools, equal, loadTools, shot, switchLanguage } from './harness.mjs';
import { PHONE, mouseDrag, touchDrag } from './editor-input.mjs';

const DESKTOP = { viewport: { width: 1280, height: 800 } };
const PHONE_HD = { ...PHONE, deviceScaleFactor: 2 };

/// Each game's first lesson: a wrong drag and what it is told, the solution's drags (the
/// opponent answers between them), the next lesson's title.
const COURSES = {
  camelot: {
    wrong: ['F6', 'F9'], told: /plain move is a single step|neither a step to a neighbouring square/,
    solution: [['F6', 'F7'], ['F7', 'F8']], next: 'The canter',
  },
  drake: {
    wrong: ['Blue stack', 'b2'], told: /not possible here: the piece goes back/,
    solution: [['Blue stack', 'b1']], next: 'The guards',
  },
  drakoburg: {
    wrong: ['c3', 'c5'], told: /not possible here: the piece goes back/,
    solution: [['c3', 'd4'], ['d4', 'e5']], next: 'The Lukostřelec',
  },
  shamrock: {
    wrong: ['Display 1', '+0+0'], told: /not possible here: the piece goes back/,
    solution: [['Display 1', '+1-1']], next: 'Never touch your own leaves',
  },
};

/// Opens the lessons of `game` and waits for the course to be on the board.
async function openLessons(page, url, game) {
  await page.goto(`${url}#/${game}/learn`);
  await page.waitForFunction(() => document.querySelector('#ls-title')?.textContent && document.querySelector('#ls-list li'));
  await loadTools(page);
  await page.waitForFunction(() => window.__tools.lessonPosition().length > 0);
}

/// Where the spot `name` of the lesson's board is, in page coordinates.
async function spot(page, name) {
  const box = await page.locator('#ls-board').boundingBox();
  const p = await callTools(page, 'lessonLocate', name);
  if (p.length !== 2) throw new Error(`no lesson spot ${name}`);
  return { x: box.x + p[0], y: box.y + p[1] };
}

const said = page => page.textContent('#ls-said');
const tone = page => page.getAttribute('#ls-said', 'data-tone');

/// The learner may move again: the opponent (who waits over half a second before it answers)
/// has taken its turn and answered. Called right after the learner's move.
async function learnersTurn(page) {
  await page.waitForFunction(() => document.querySelector('#ls-hint').disabled);
  await page.waitForFunction(() => !document.querySelector('#ls-hint').disabled);
}

/// Nothing wider than the screen; the explanation above the board, both inside the screen, the
/// board big enough to play on.
async function fits(page, width, height, minBoard) {
  const m = await page.evaluate(() => {
    const r = id => document.getElementById(id).getBoundingClientRect().toJSON();
    return {
      scroll: document.documentElement.scrollWidth, learn: document.getElementById('learn').scrollWidth,
      learnWidth: document.getElementById('learn').clientWidth,
      board: r('ls-board'), explain: r('ls-explain'), title: r('ls-title'), buttons: r('ls-next'),
    };
  });
  assert(m.scroll <= width && m.learn <= m.learnWidth, `no sideways scroll: ${JSON.stringify(m)}`);
  for (const k of ['board', 'explain', 'title']) {
    const b = m[k];
    assert(b.left >= 0 && b.right <= width + 0.5 && b.top >= 0 && b.bottom <= height + 0.5, `${k} inside the screen: ${JSON.stringify(b)}`);
  }
  assert(m.explain.bottom <= m.board.top + 0.5, `the explanation is above the board: ${JSON.stringify(m)}`);
  assert(Math.min(m.board.width, m.board.height) >= minBoard, `the board is at least ${minBoard}px: ${JSON.stringify(m.board)}`);
  assert(m.buttons.right <= width + 0.5, `the buttons inside the width: ${JSON.stringify(m.buttons)}`);
}

/// One game's first lesson played through, then the second opened, with `move` as the drag.
async function course(page, url, game, move, { width, height, minBoard, name }) {
  const c = COURSES[game];
  await openLessons(page, url, game);
  equal(await page.textContent('#ls-counter'), `Lesson 1 of ${await page.locator('#ls-list li').count()}`, 'the first lesson opens');
  await fits(page, width, height, minBoard);
  await shot(page, `lesson-${game}-${name}-start`);
  // A wrong move: told in words, nothing played.
  const before = await callTools(page, 'lessonPosition');
  await move(await spot(page, c.wrong[0]), await spot(page, c.wrong[1]));
  await page.waitForFunction(() => document.querySelector('#ls-said').textContent.length > 0);
  const wrong = await said(page);
  assert(c.told.test(wrong), `the wrong move is told: ${wrong}`);
  equal(await tone(page), 'wrong', 'a wrong move is said as wrong');
  const after = await callTools(page, 'lessonPosition');
  equal(after, before, 'a wrong move changes nothing');
  await shot(page, `lesson-${game}-${name}-wrong`);
  // The solution, the opponent answering between the moves.
  for (const [i, [from, to]] of c.solution.entries()) {
    await move(await spot(page, from), await spot(page, to));
    if (i + 1 < c.solution.length) await learnersTurn(page);
  }
  await page.waitForFunction(() => /Well done/.test(document.querySelector('#ls-said').textContent));
  equal(await tone(page), 'good', 'the goal met is said as good');
  equal(await page.textContent('#ls-stars'), '★★★', 'three stars shown');
  equal(await page.getAttribute('#ls-stars', 'aria-label'), 'Stars: 3 of 3', 'and said');
  const kept = await page.evaluate(g => localStorage.getItem(`deskovna.lessons.${g}`), game);
  assert(/^lessons 1\n\S+ 3$/.test(kept), `the stars are kept: ${kept}`);
  const first = await page.getAttribute('#ls-list li:first-child button', 'aria-label');
  assert(first.endsWith('Stars: 3 of 3'), `the course's list shows them: ${first}`);
  assert(!(await page.getAttribute('#ls-next', 'class') || '').includes('ghost'), 'Next is the button to press');
  await fits(page, width, height, minBoard);
  await shot(page, `lesson-${game}-${name}-met`);
  // A reload keeps the progress and opens the lesson not done yet.
  await page.reload();
  await page.waitForFunction(() => document.querySelector('#ls-list li'));
  await page.waitForFunction(() => document.querySelector('#ls-counter').textContent.startsWith('Lesson 2'));
  equal(await page.textContent('#ls-title'), c.next, 'the next lesson opens after a reload');
  const again = await page.getAttribute('#ls-list li:first-child button', 'aria-label');
  assert(again.endsWith('Stars: 3 of 3'), `the stars survive the reload: ${again}`);
  // Next from the first lesson: opened from the list.
  await page.click('#ls-list li:first-child button');
  await page.waitForFunction(() => document.querySelector('#ls-counter').textContent.startsWith('Lesson 1'));
  equal(await page.textContent('#ls-stars'), '★★★', 'the lesson shows its best stars');
  await page.click('#ls-next');
  await page.waitForFunction(() => document.querySelector('#ls-counter').textContent.startsWith('Lesson 2'));
  equal(await page.textContent('#ls-title'), c.next, 'Next opens the next lesson');
  // The Czech words.
  await switchLanguage(page);
  await page.waitForFunction(() => document.querySelector('#ls-counter').textContent.startsWith('Lekce 2'));
  assert((await page.textContent('#ls-heading')).endsWith('naučte se hrát'), 'the heading in Czech');
  equal(await page.textContent('#ls-retry'), 'Znovu', 'Retry in Czech');
  equal(await page.textContent('#ls-hint'), 'Nápověda', 'Hint in Czech');
  assert((await page.textContent('#ls-goal')).startsWith('Cíl: '), 'the goal in Czech');
  const explain = await page.textContent('#ls-explain');
  assert(/[áéíóúůýčďěňřšťž]/i.test(explain), `the explanation in Czech: ${explain}`);
  await page.click('#ls-hint');
  await page.waitForFunction(() => document.querySelector('#ls-said').textContent.startsWith('Nápověda: '));
  await fits(page, width, height, minBoard);
  await shot(page, `lesson-${game}-${name}-czech`);
}

for (const game of Object.keys(COURSES)) {
  test(`lessons ${game}: a wrong move, the solution, stars kept, the next lesson, Czech (desktop, mouse)`, async ({ page, url }) => {
    await course(page, url, game, (a, b) => mouseDrag(page, a, b), { width: 1280, height: 800, minBoard: 420, name: 'desktop' });
  }, DESKTOP);
  test(`lessons ${game}: a wrong move, the solution, stars kept, the next lesson, Czech (phone, touch)`, async ({ page, context, url }) => {
    await course(page, url, game, (a, b) => touchDrag(page, context, a, b), { width: 390, height: 844, minBoard: 300, name: 'phone' });
  }, PHONE_HD);
}

test('lessons: the game page and the home card lead to them', async ({ page, url }) => {
  await page.goto(`${url}#/`);
  await page.waitForSelector('#cards .learn-link');
  equal(await page.locator('#cards .learn-link').count(), 4, 'every card offers the lessons');
  await shot(page, 'lesson-home-cards');
  await page.click('#cards section:nth-child(2) .learn-link');
  await page.waitForFunction(() => location.hash === '#/camelot/learn' && document.querySelector('#ls-title')?.textContent);
  equal(await page.textContent('#ls-title'), 'The plain move', 'the card opens the course');
  await page.click('#ls-back');
  await page.waitForFunction(() => location.hash === '#/camelot' && !document.getElementById('play').hidden);
  assert(await page.isHidden('#learn'), 'the lessons are hidden behind the game');
  equal(await page.getAttribute('#learn-link', 'href'), '#/camelot/learn', "the game's page offers its lessons");
  await page.click('#learn-link');
  await page.waitForFunction(() => !document.getElementById('learn').hidden && document.querySelector('#ls-title')?.textContent);
  assert(await page.isHidden('#play'), 'the game is hidden behind the lessons');
}, DESKTOP);

test('lessons: a course done offers a real game against level 1', async ({ page, url }) => {
  await page.goto(`${url}#/`);
  await page.waitForSelector('#cards .learn-link');
  // Every lesson but the last done.
  const text = await page.evaluate(() => fetch('lessons/shamrock.txt').then(r => r.text()));
  const ids = [...text.matchAll(/^lesson (\S+)$/gm)].map(m => m[1]);
  await page.evaluate(ids => localStorage.setItem('deskovna.lessons.shamrock', ['lessons 1', ...ids.slice(0, -1).map(id => `${id} 2`)].join('\n')), ids);
  await openLessons(page, url, 'shamrock');
  equal(await page.textContent('#ls-counter'), `Lesson ${ids.length} of ${ids.length}`, 'the lesson not done opens');
  assert(await page.isHidden('#ls-done'), 'no real game before the course is done');
  equal(await page.textContent('#ls-next'), 'Finish the course', 'Next finishes the course on the last lesson');
  await page.evaluate(ids => localStorage.setItem('deskovna.lessons.shamrock', ['lessons 1', ...ids.map(id => `${id} 2`)].join('\n')), ids);
  await page.reload();
  await page.waitForFunction(() => document.querySelector('#ls-list li'));
  await page.waitForSelector('#ls-play', { state: 'visible' });
  equal(await page.textContent('#ls-play'), 'Play the computer (level 1)', 'the real game is offered');
  await page.click('#ls-list li:last-child button');
  await page.waitForFunction(n => document.querySelector('#ls-counter').textContent.startsWith(`Lesson ${n}`), ids.length);
  await page.click('#ls-next');
  await page.waitForFunction(() => /finished the course/.test(document.querySelector('#ls-said').textContent));
  await shot(page, 'lesson-course-done');
  await page.click('#ls-play');
  await page.waitForFunction(() => !document.getElementById('play').hidden && location.hash === '#/shamrock');
  await page.waitForFunction(() => window.wasmBindings && window.wasmBindings.positionText().length > 0);
}, DESKTOP);

/// Moves the keyboard cursor of the lesson's board to the Camelot square `name`, by arrows,
/// reading where it is from what is said to screen readers.
async function cursorTo(page, name) {
  for (let i = 0; i < 30; i++) {
    const at = (await page.textContent('#ls-announce')).trim();
    if (at === name) return;
    const [dc, dr] = [name.charCodeAt(0) - at.charCodeAt(0), Number(name.slice(1)) - Number(at.slice(1))];
    await page.keyboard.press(dc > 0 ? 'ArrowRight' : dc < 0 ? 'ArrowLeft' : dr > 0 ? 'ArrowUp' : 'ArrowDown');
    // What is said comes a moment after the key.
    await page.waitForFunction(was => document.querySelector('#ls-announce').textContent.trim() !== was, at);
  }
  throw new Error(`the cursor did not reach ${name}`);
}

test('lessons: a lesson played by the keyboard alone, the cursor said to screen readers', async ({ page, url }) => {
  await openLessons(page, url, 'camelot');
  await page.focus('#ls-board');
  await page.waitForFunction(() => document.querySelector('#ls-announce').textContent.length > 0);
  for (const [i, [from, to]] of [['F6', 'F7'], ['F7', 'F8']].entries()) {
    await cursorTo(page, from);
    await page.keyboard.press('Enter');
    await cursorTo(page, to);
    await page.keyboard.press('Enter');
    if (i === 0) await learnersTurn(page);
  }
  await page.waitForFunction(() => /Well done/.test(document.querySelector('#ls-said').textContent));
  equal(await page.getAttribute('#ls-said', 'role'), 'status', 'what happens is said to screen readers');
  // Tab reaches the buttons after the board; Enter on Next opens the next lesson.
  const reached = [];
  for (let i = 0; i < 3 && reached.at(-1) !== 'ls-next'; i++) {
    await page.keyboard.press('Tab');
    reached.push(await page.evaluate(() => document.activeElement.id));
  }
  equal(reached, ['ls-retry', 'ls-next'], 'Retry, then Next (Hint has nothing to show) by Tab from the board');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelector('#ls-counter').textContent.startsWith('Lesson 2'));
  equal(await page.evaluate(() => document.activeElement.id), 'ls-title', "the new lesson's title has the focus");
}, DESKTOP);

test('lessons: every theme keeps the screen readable', async ({ page, url }) => {
  await openLessons(page, url, 'drakoburg');
  for (const theme of ['dark', 'contrast', 'light']) {
    await page.evaluate(t => document.documentElement.setAttribute('data-theme', t), theme);
    await page.waitForTimeout(100);
    const c = await page.evaluate(() => {
      const s = e => getComputedStyle(document.querySelector(e));
      return { fg: s('#ls-explain').color, bg: getComputedStyle(document.body).backgroundColor, stars: s('#ls-stars').color };
    });
    assert(c.fg !== c.bg && c.stars !== c.bg, `words stand out in ${theme}: ${JSON.stringify(c)}`);
    await shot(page, `lesson-theme-${theme}`);
  }
}, PHONE_HD);
