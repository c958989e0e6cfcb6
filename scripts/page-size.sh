#!/usr/bin/env bash
# A page wasm's gzipped size as the build makes it, in about a minute (no Trunk, no site):
# `scripts/page-size.sh drake` for The Drake's page, no argument for the home page's;
# cargo (web profile) → wasm-bindgen → wasm-opt -Oz → gzip -9. For comparing one change; the
# bundle's own number (scripts/size.mjs on dist/) is about 2.5 KB larger (wasm-bindgen's
# names, Trunk's pipeline).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PWD/node_modules/.bin:$PATH"
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
game="${1:-}"
bin="page${game:+-$game}"
cargo build -q --profile web --target wasm32-unknown-unknown --no-default-features --features "app${game:+,$game}" --bin "$bin"
wasm-bindgen --target web --out-dir "$out" "target/wasm32-unknown-unknown/web/$bin.wasm"
wasm-opt -Oz --low-memory-unused --converge "$out/${bin}_bg.wasm" -o "$out/opt.wasm"
echo "$bin wasm: $(gzip -9 -c "$out/opt.wasm" | wc -c) bytes gzipped"
