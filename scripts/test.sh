#!/usr/bin/env bash
# The README's second command: installs what is missing, then runs every check and test.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh test
export PATH="$HOME/.cargo/bin:$PWD/node_modules/.bin:$PATH"
export CHROMEDRIVER=/usr/bin/chromedriver
step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

step "format"
cargo fmt --check
step "clippy (native and wasm)"
cargo clippy --all-targets -- -D warnings
# The page's wasm with no game (the home page's), with one (each game's is built the same way),
# and with all four (the browser tests).
cargo clippy --target wasm32-unknown-unknown --no-default-features --features app,words-apart --lib --bin page -- -D warnings
cargo clippy --target wasm32-unknown-unknown --no-default-features --features app,drake,words-apart --lib --bin page-drake -- -D warnings
cargo clippy --target wasm32-unknown-unknown --no-default-features --features app,games --lib --test browser -- -D warnings
cargo clippy --target wasm32-unknown-unknown --no-default-features --features worker --bin ai-worker -- -D warnings
cargo clippy --target wasm32-unknown-unknown --no-default-features --features embed --bin board -- -D warnings
cargo clippy --target wasm32-unknown-unknown --no-default-features --features tools --bin tools -- -D warnings
step "native tests"
cargo test
step "soak: 10^5 random plies per game, every invariant checked at every ply"
cargo build --release
for game in drake camelot drakoburg shamrock; do
  target/release/deskovna soak "$game" --plies 100000 --seed 1
done
target/release/deskovna soak drake --plies 100000 --seed 2 --size 6 --mountains random --random-stack --hidden-stack
target/release/deskovna soak drake --plies 100000 --seed 3 --vary-seed --random-variant
target/release/deskovna soak shamrock --plies 100000 --seed 2 --players 3 --expert
for variant in chivalry cam camette river; do
  target/release/deskovna soak camelot --plies 20000 --seed 1 --variant "$variant"
done
target/release/deskovna soak camelot --plies 20000 --seed 2 --variant cam --anti
step "lessons: every lesson's solution played through the engine"
for g in drake camelot drakoburg shamrock; do target/release/deskovna lessons $g --check; done
step "puzzles: every shipped set re-checked from scratch (docs/PUZZLES.md)"
for game in drake camelot drakoburg shamrock; do
  target/release/deskovna puzzles verify "www/puzzles/$game.txt"
done
step "browser tests (wasm-bindgen-test in headless Chromium)"
cargo test --target wasm32-unknown-unknown --no-default-features --features app,games --test browser
step "the build's own scripts (node --test)"
node --test tests/scripts/
step "release build"
scripts/build.sh
step "bundle size budget"
node scripts/size.mjs dist
step "end-to-end tests (Playwright, headless Chromium)"
node tests/e2e/all.mjs
step "all checks passed"
