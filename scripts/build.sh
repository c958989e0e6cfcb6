#!/usr/bin/env bash
# Builds the release site into dist/ (with wasm-opt, relative URLs).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PWD/node_modules/.bin:$PATH"
trunk build --release "$@"
