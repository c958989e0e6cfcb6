// scripts/words.mjs: a page's words are the texts whose tagged numbers its wasm holds.
import assert from 'node:assert/strict';
import test from 'node:test';
import { pageWords, usedTexts } from '../../scripts/words.mjs';

test('tagged numbers are found wherever they lie, and only below the count', () => {
  const wasm = Buffer.from([0, 0x57, 0x5e, 3, 0, 0x57, 0x5e, 9, 9, 0x01, 0x01, 0x57, 0x5e, 0x57, 0x5e, 7, 0, 0x57]);
  // 3 at an odd offset, 0x0101 = 257 (over the count), 0x5e57 read as a number (over), 7 cut short.
  assert.deepEqual([...usedTexts(wasm, 100)].sort((a, b) => a - b), [3]);
  assert.deepEqual([...usedTexts(wasm, 300)].sort((a, b) => a - b), [3, 257]);
});

test("a page's file keeps the lines of its texts only", () => {
  assert.equal(pageWords(['a', 'b\\nc', 'd'], new Set([1])), '\nb\\nc\n\n');
});
