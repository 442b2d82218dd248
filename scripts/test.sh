#!/usr/bin/env bash
# `pnpm test`: everything CI runs, in order of speed. Stops at the first failing stage.
set -euo pipefail
cd "$(dirname "$0")/.."
rm -rf .tmp/results && mkdir -p .tmp/results

stage() { printf '\n==== %s ====\n' "$1"; }

# Debian's packages (Chromium, nginx, ffmpeg…) install while lint, types and the browser unit
# tests run: apt waits on the network and dpkg, they on the CPU. The API tests need them.
bash scripts/ensure-system-deps.sh > .tmp/results/system-packages.log 2>&1 &
system_packages=$!

stage "lint"
pnpm lint

stage "typecheck"
pnpm typecheck

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

stage "deployment test (two API processes behind nginx, PostgreSQL, S3, remotes on a second origin) and crash rounds (SIGKILL mid-write, 20 on PGlite, 20 on PostgreSQL)"
pnpm --filter @phuket/e2e scale

stage "end-to-end tests in Chromium"
pnpm --filter @phuket/e2e exec playwright test

node scripts/test-summary.mjs
