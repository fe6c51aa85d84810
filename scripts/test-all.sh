#!/usr/bin/env bash
# The whole test suite, exactly as CI runs it (`npm ci && npm test`): static checks, unit tests,
# one production build, the browser tests against it, then the PostgreSQL smoke run.
set -euo pipefail
cd "$(dirname "$0")/.."
rm -rf .tmp/results && mkdir -p .tmp/results
step() { printf '\n\033[1m▶ %s\033[0m\n' "$*"; }

step "System packages (Chromium, PostgreSQL, an S3-compatible store)"
bash scripts/ensure-system-deps.sh

step "Type check";            npm run -s typecheck
step "Lint and formatting";   npm run -s lint
step "Generated files are current"; bash scripts/check-generated.sh
step "Unit tests (Vitest)";   npx vitest run --reporter=default --reporter=json --outputFile.json=.tmp/results/vitest.json
step "Production build";      npm run -s build
step "Browser tests (Playwright, SQLite)"
PW_JSON=.tmp/results/playwright.json npx playwright test
step "PostgreSQL smoke run"
bash scripts/test-postgres.sh
step "Dependency advisories"; bash scripts/audit.sh

node scripts/summarize-tests.mjs .tmp/results
