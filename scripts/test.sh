#!/usr/bin/env bash
# `pnpm test`: everything CI runs, in order of speed. Stops at the first failing stage.
set -euo pipefail
cd "$(dirname "$0")/.."
rm -rf .tmp/results && mkdir -p .tmp/results

# Each heading says how long the run has taken so far, so a slow stage shows in CI's log.
stage() { printf '\n==== %s (at %dm%02ds) ====\n' "$1" $((SECONDS / 60)) $((SECONDS % 60)); }

# Debian's packages (Chromium, nginx, ffmpeg…) install while lint, types and the browser unit
# tests run: apt waits on the network and dpkg, they on the CPU. The API tests need them.
bash scripts/ensure-system-deps.sh > .tmp/results/system-packages.log 2>&1 &
system_packages=$!

stage "lint and typecheck"
# `pnpm lint` in two halves: ESLint (the long one) on one core; Prettier, the public surface
# of @phuket/shared (its report is current, and a change to it comes with the version bump it
# needs: shared/README.md, "Versions and the public surface") and the type checks beside it on
# the other. Each writes to its own log, printed whole when both are done.
(pnpm exec eslint . && node scripts/check-messages.mjs) > .tmp/results/lint.log 2>&1 &
lint=$!
typecheck_status=0
(pnpm exec prettier --check . &&
  pnpm --filter @phuket/shared api:check &&
  node scripts/check-shared-version.mjs &&
  pnpm typecheck) > .tmp/results/typecheck.log 2>&1 ||
  typecheck_status=$?
lint_status=0
wait "$lint" || lint_status=$?
cat .tmp/results/lint.log .tmp/results/typecheck.log
if [ "$lint_status" -ne 0 ] || [ "$typecheck_status" -ne 0 ]; then
  echo "eslint and messages exited $lint_status, prettier, public surface and typecheck exited $typecheck_status"
  exit 1
fi

stage "unit tests (browser packages, scripts)"
pnpm exec jest --ci --json --outputFile=.tmp/results/unit.json
node --test scripts/*.test.mjs

stage "system packages"
if ! wait "$system_packages"; then
  cat .tmp/results/system-packages.log
  exit 1
fi
cat .tmp/results/system-packages.log

stage "API tests on PGlite"
# The API runs the contract as built JavaScript (server.test.ts spawns the real server).
pnpm --filter @phuket/shared build:contract
pnpm --filter @phuket/api test --ci --json --outputFile=../.tmp/results/api-pglite.json

stage "API tests on a PostgreSQL server"
pnpm --filter @phuket/api test:pg --ci --json --outputFile=../.tmp/results/api-postgres.json

stage "production build"
pnpm build

stage "deployment test (two API processes behind nginx, PostgreSQL, S3, remotes on a second origin) and crash rounds (SIGKILL mid-write, 8 on PGlite, 8 on PostgreSQL)"
pnpm --filter @phuket/e2e scale

stage "end-to-end tests in Chromium"
# A failing test's page as Playwright last saw it (its accessibility tree) goes to the log:
# CI keeps the log, not e2e/test-results.
if ! pnpm --filter @phuket/e2e exec playwright test; then
  for context in e2e/test-results/*/error-context.md; do
    [ -f "$context" ] || continue
    printf '\n---- %s\n' "$context"
    head -c 8000 "$context"
  done
  exit 1
fi

stage "smoke in Firefox and WebKit"
# One visitor's journey in each of the other engines (e2e/engines); screenshots of every step
# in .tmp/results/engines/.
pnpm --filter @phuket/e2e engines

stage "skew: today's shell with the last release's areas, and the other way round (e2e/skew)"
pnpm --filter @phuket/e2e skew

stage "summary"
node scripts/test-summary.mjs
