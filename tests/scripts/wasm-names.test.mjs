// scripts/wasm-names.mjs on a wasm made here byte by byte: the renamed wasm still validates and
// runs with the renamed glue's imports, and a glue it cannot rename safely is left untouched.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import test from 'node:test';
import { shortenImports } from '../../scripts/wasm-names.mjs';

const bytes = s => [...Buffer.from(s)];
const name = s => [s.length, ...bytes(s)];
const section = (id, body) => [id, body.length, ...body];
const PING = '__wbg_ping_0123456789abcdef';
const MEMORY = '__wbindgen_memory';
function wasm() {
  const imports = [2, ...name('./x_bg.js'), ...name(PING), 0, 0, ...name('./x_bg.js'), ...name(MEMORY), 2, 0, 1];
  return Buffer.from([
    0x00, 0x61, 0x73, 0x6d, 1, 0, 0, 0,
    ...section(1, [1, 0x60, 0, 0]),                 // one type: () -> ()
    ...section(2, imports),                         // ping (a function), a memory
    ...section(3, [1, 0]),                          // one function of that type
    ...section(7, [1, ...name('run'), 0, 1]),       // exported as run
    ...section(10, [1, 4, 0, 0x10, 0, 0x0b]),       // run: call ping
  ]);
}
const glue = `export const imports={"./x_bg.js":{${PING}:()=>ping(),${MEMORY}:m}};`;

function files(js) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wasm-names-'));
  const w = path.join(dir, 'x_bg.wasm'), g = path.join(dir, 'x.js');
  fs.writeFileSync(w, wasm());
  fs.writeFileSync(g, js);
  return [w, g];
}

test('imports renamed in both files, and the wasm still runs', async () => {
  const [w, g] = files(glue);
  const { imports } = shortenImports(w, g);
  assert.equal(imports, 2);
  const renamed = fs.readFileSync(w);
  const module = new WebAssembly.Module(renamed);
  assert.deepEqual(WebAssembly.Module.imports(module).map(i => [i.module, i.name]), [['w', 'a'], ['w', 'b']]);
  assert.equal(fs.readFileSync(g, 'utf8'), 'export const imports={"w":{a:()=>ping(),b:m}};');
  let pinged = 0;
  const { exports } = new WebAssembly.Instance(module, { w: { a: () => pinged++, b: new WebAssembly.Memory({ initial: 1 }) } });
  exports.run();
  assert.equal(pinged, 1);
  assert.ok(renamed.length < wasm().length);
});

test('a name the glue holds twice (or not at all) stops the build and changes nothing', () => {
  for (const js of [glue + `/* ${PING} */`, glue.replace(MEMORY, 'memory')]) {
    const [w, g] = files(js);
    assert.throws(() => shortenImports(w, g), /not once/);
    assert.deepEqual(fs.readFileSync(w), wasm());
    assert.equal(fs.readFileSync(g, 'utf8'), js);
  }
});
