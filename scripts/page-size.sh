#!/usr/bin/env bash
# The page wasm's gzipped size as the build makes it, in about a minute (no Trunk, no site):
# cargo (web profile) → wasm-bindgen → wasm-opt -Oz → gzip -9. For comparing one change; the
# bundle's own number (scripts/size.mjs on dist/) is about 2.5 KB larger (wasm-bindgen's
# names, Trunk's pipeline).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PWD/node_modules/.bin:$PATH"
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
cargo build -q --profile web --target wasm32-unknown-unknown --no-default-features --features app --bin page
wasm-bindgen --target web --out-dir "$out" target/wasm32-unknown-unknown/web/page.wasm
wasm-opt -Oz --low-memory-unused --converge "$out/page_bg.wasm" -o "$out/opt.wasm"
echo "page wasm: $(gzip -9 -c "$out/opt.wasm" | wc -c) bytes gzipped"
