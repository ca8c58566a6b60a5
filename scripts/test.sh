#!/usr/bin/env bash
# `npm test`: everything CI checks, on a fresh clone. Uses the local PostgreSQL and Redis when they
# answer on their usual ports (each run makes its own database and key prefix), the embedded ones
# otherwise.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/ensure-node.sh
bash scripts/install.sh
bash scripts/ensure-chromium.sh
export NX_DAEMON=false NX_NO_CLOUD=true
# Each step says when it starts (seconds since the run began), so a slow step shows in CI's log.
step() { printf '\n=== [%ss] %s\n' "$SECONDS" "$*"; }

step "build (nx: tsc for the packages and services, vite for the web app)"
npx nx run-many -t build --output-style=static
step "lint"
npx eslint . --max-warnings=0
step "generated documents and the persisted-documents manifest are current (codegen --check against the committed supergraph)"
npm run codegen:check -w @portal/web
step "no breaking change to the partner API against the last released schema (deprecate first, remove later)"
node services/gateway/dist/partnerSchema/schemaRelease.js --check
step "typecheck the web app and the test suites"
npx nx run-many -t typecheck -p @portal/web @portal/e2e --output-style=static
npx tsc -p integration/tsconfig.json
step "unit tests"
npx vitest run
step "integration tests (real processes over HTTP)"
npx vitest run --config integration/vitest.config.ts
step "end-to-end tests (Playwright in Chromium)"
# A failure prints the end of what the stack's processes logged (the e2e teardown keeps it).
if ! npx playwright test -c e2e/playwright.config.ts; then
  printf '\n--- the end of the stack log (e2e/test-results/stack.log)\n'
  tail -n 150 e2e/test-results/stack.log || true
  exit 1
fi
step "done"
