#!/usr/bin/env bash
# Builds the native command line and the release site, runs the criterion benchmarks
# (bench/) and the browser benchmarks, then updates the tables in PERFORMANCE.md.
# Numbers vary with the machine's load: run it on a quiet machine.
# BENCH_SKIP_CRITERION=1 leaves criterion out (its last results are still read).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh test
cargo build --release
if [ -z "${BENCH_SKIP_CRITERION:-}" ]; then
  cargo bench -p deskovna-bench
fi
scripts/build.sh
node scripts/bench.mjs
