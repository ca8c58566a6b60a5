#!/usr/bin/env bash
# `npm start`: install what is missing, build, seed and start every process; prints the address.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/ensure-node.sh
bash scripts/install.sh
export NX_DAEMON=false NX_NO_CLOUD=true
npx nx run-many -t build --output-style=static
exec node scripts/start.mjs
