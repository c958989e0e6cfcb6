#!/usr/bin/env bash
# Installs what Deskovna needs and is missing; each step checks first, so a second run is fast.
#   scripts/setup.sh build   the tools to build the site (wasm target, Trunk, wasm-bindgen, wasm-opt)
#   scripts/setup.sh test    the above, plus Chromium, chromedriver and playwright-core
# Versions and traps: Trunk 0.21.14 (0.22 needs a newer rustc), wasm-bindgen-cli 0.2.130 matching
# the crate (installed without --locked), wasm-opt from npm binaryen 132 (never Debian's binaryen).
set -euo pipefail
cd "$(dirname "$0")/.."
what="${1:-build}"
say() { printf '\033[1m== %s\033[0m\n' "$*"; }

export PATH="$HOME/.cargo/bin:$PWD/node_modules/.bin:$PATH"

if ! rustup target list --installed 2>/dev/null | grep -q '^wasm32-unknown-unknown$'; then
  say "adding the wasm32 target"
  rustup target add wasm32-unknown-unknown
fi
for component in rustfmt clippy; do
  if ! rustup component list --installed 2>/dev/null | grep -q "^$component"; then
    say "adding $component"
    rustup component add "$component"
  fi
done
if ! wasm-bindgen --version 2>/dev/null | grep -q ' 0.2.130'; then
  say "installing wasm-bindgen-cli 0.2.130 (a few minutes)"
  cargo install wasm-bindgen-cli --version 0.2.130
fi
if ! trunk --version 2>/dev/null | grep -q ' 0.21.14'; then
  say "installing trunk 0.21.14 (about 9 minutes on 2 cores)"
  cargo install trunk --version 0.21.14 --locked
fi
if [ ! -x node_modules/.bin/wasm-opt ] || [ ! -d node_modules/esbuild ] || [ ! -d node_modules/playwright-core ]; then
  say "installing npm tools (binaryen's wasm-opt, esbuild, playwright-core)"
  npm ci --no-audit --no-fund
fi
if [ "$what" = test ]; then
  if [ ! -x /usr/bin/chromium ] || [ ! -x /usr/bin/chromedriver ]; then
    say "installing Debian's chromium and chromium-driver"
    SUDO=""
    [ "$(id -u)" -ne 0 ] && SUDO="sudo"
    $SUDO apt-get update -qq
    $SUDO apt-get install -y -qq --no-install-recommends chromium chromium-driver
  fi
fi
