#!/usr/bin/env bash
# Installs the npm dependencies when node_modules is missing or older than the lockfile.
# `npm ci` needs every platform's optional binaries in the registry; where they are missing it
# fails, so fall back to `npm install` from the same lockfile.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/ensure-node.sh
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "Installing npm dependencies..."
  npm ci --no-audit --no-fund || npm install --no-audit --no-fund
fi
