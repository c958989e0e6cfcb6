// scripts/words.mjs: a page's words are the texts whose tagged numbers its wasm holds.
import assert from 'node:assert/strict';
import test from 'node:test';
import { pageWords, splitRare, usedTexts } from '../../scripts/words.mjs';

test('tagged numbers are found wherever they lie, and only below the count', () => {
  const wasm = Buffer.from([0, 0x57, 0x5e, 3, 0, 0x57, 0x5e, 9, 9, 0x01, 0x01, 0x57, 0x5e, 0x57, 0x5e, 7, 0, 0x57]);
  // 3 at an odd offset, 0x0101 = 257 (over the count), 0x5e57 read as a number (over), 7 cut short.
  assert.deepEqual([...usedTexts(wasm, 100)].sort((a, b) => a - b), [3]);
  assert.deepEqual([...usedTexts(wasm, 300)].sort((a, b) => a - b), [3, 257]);
});

test("a page's file keeps the lines of its texts only", () => {
  assert.equal(pageWords(['a', 'b\\nc', 'd'], new Set([1])), '\nb\\nc\n\n');
});

test("a page's rare texts go apart, and no text is in both files or lost", () => {
  const [first, later] = splitRare(new Set([1, 4, 5, 9]), new Set([2, 4, 9, 11]));
  assert.deepEqual([...first].sort((a, b) => a - b), [1, 5]);
  assert.deepEqual([...later].sort((a, b) => a - b), [4, 9]);
});
