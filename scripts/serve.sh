#!/usr/bin/env bash
# The README's first command: installs what is missing, builds the release site and serves
# dist/ on http://127.0.0.1:8080 (PORT=… to change).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh build
scripts/build.sh
exec node tests/e2e/server.mjs dist "${PORT:-8080}"
