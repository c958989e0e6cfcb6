// The keyboard cursor of a square board, steered as a screen-reader user would: by the square
// the board says (its live region's text) after each arrow key. The board may be turned, so
// what each arrow does is learnt by pressing it first.
import { assert, equal } from './harness.mjs';

const square = t => { const m = /\b([a-z])(\d+)\b/.exec(t); return m ? { f: m[1].charCodeAt(0), r: Number(m[2]), name: m[0] } : null; };

/// `said()` reads the live region. The board must have the focus. Resolves to `steer(square)`.
export async function cursor(page, said) {
  let at = square(await said());
  assert(at, `the cursor's square is said on focus: ${await said()}`);
  const press = async key => {
    await page.keyboard.press(key);
    await page.waitForTimeout(30);
    at = square(await said()) || at;
  };
  const step = {};
  for (const [key, back] of [['ArrowRight', 'ArrowLeft'], ['ArrowUp', 'ArrowDown']]) {
    const a = at;
    await press(key);
    if (at.name !== a.name) {
      step[key] = [at.f - a.f, at.r - a.r];
      await press(back);
    } else {
      // At the edge: the other way moves.
      await press(back);
      step[key] = [a.f - at.f, a.r - at.r];
    }
    step[back] = step[key].map(x => -x);
  }
  return async target => {
    for (let i = 0; i < 20 && at.name !== target; i++) {
      const want = [target.charCodeAt(0) - at.f, Number(target.slice(1)) - at.r];
      const key = Object.keys(step).find(k => step[k].some((d, j) => d !== 0 && Math.sign(d) === Math.sign(want[j])));
      await press(key);
    }
    equal(at.name, target, 'the cursor reached the square');
  };
}
