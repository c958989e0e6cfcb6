#!/usr/bin/env bash
# Builds the native command line and the release site, then runs the benchmarks and updates
# PERFORMANCE.md. Numbers vary with the machine's load: run it on a quiet machine.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh test
cargo build --release
scripts/build.sh
node scripts/bench.mjs
