#!/usr/bin/env bash
# `npm test`: system pieces, typecheck, lint, unit tests, production build, build-output checks,
# then the end-to-end suite against the production build.
set -euo pipefail
cd "$(dirname "$0")/.."
export GATSBY_TELEMETRY_DISABLED=1

step() { printf '\n=== %s ===\n' "$1"; }

step "System packages"; bash scripts/ensure-system.sh
step "Typecheck";       npm run --silent typecheck
step "Lint";            npm run --silent lint
step "Unit tests";      npm run --silent test:unit
step "Production build"; npm run --silent build
step "Build output";    npm run --silent check:build
step "End-to-end";      npm run --silent test:e2e
