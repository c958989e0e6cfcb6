#!/usr/bin/env bash
# The README's first command: installs what is missing, builds the release site and serves
# dist/ on http://127.0.0.1:8080 (PORT=… to change, HOST=0.0.0.0 to serve beyond this machine)
# with the site's own server (scripts/site-server.mjs).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh build
scripts/build.sh
exec node scripts/site-server.mjs dist "${PORT:-8080}"
