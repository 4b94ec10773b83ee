#!/usr/bin/env bash
# `npm test`: system pieces, typecheck, lint, unit tests, production build, build-output checks,
# then the end-to-end suite against the production build.
set -euo pipefail
cd "$(dirname "$0")/.."
export GATSBY_TELEMETRY_DISABLED=1
bash scripts/check-deploy-settings.sh
# The end-to-end suite answers the mailer's requests itself; the build needs ids to send anything.
export GATSBY_EMAILJS_SERVICE_ID="${GATSBY_EMAILJS_SERVICE_ID:-service_e2e}"
export GATSBY_EMAILJS_TEMPLATE_ID="${GATSBY_EMAILJS_TEMPLATE_ID:-template_e2e}"
export GATSBY_EMAILJS_PUBLIC_KEY="${GATSBY_EMAILJS_PUBLIC_KEY:-public_e2e}"
# Likewise analytics: the suite stubs the Google tag and reads what the site pushes to dataLayer.
export GATSBY_GA_TRACKING_ID="${GATSBY_GA_TRACKING_ID:-G-E2ETEST01}"

# Each step's heading says how long the one before it took, so a slow run shows where.
last=$SECONDS
step() {
  printf '\n=== %s === (previous step %d s, %d s in all)\n' "$1" $((SECONDS - last)) "$SECONDS"
  last=$SECONDS
}
trap 'code=$?; printf "\n=== %s after %d s ===\n" "$([ "$code" = 0 ] && echo passed || echo failed)" "$SECONDS"' EXIT

step "System packages"; bash scripts/ensure-system.sh
step "Typecheck";       npm run --silent typecheck
step "Lint";            npm run --silent lint
step "Workflow lint";   npm run --silent lint:workflow
step "Formatting";      npm run --silent format:check
step "Content lint";    npm run --silent lint:content
step "Unit tests";      npm run --silent test:unit
step "Production build"; npm run --silent build
step "Build output";    npm run --silent check:build
step "End-to-end";      npm run --silent test:e2e
