#!/usr/bin/env bash
# The workflow deploys the very build that `npm test` made and tested (SITE_DEPLOY=1 on that leg).
# For any other run, `npm test` fills in stand-in ids for the mailer and analytics, whose services
# the end-to-end suite answers itself; a deployed build must never carry those, nor the example
# company details the repository ships with. So a deploying run stops here, before anything is
# built, unless every production setting is present and the company details are the company's own.
# `bash scripts/check-deploy-settings.sh [company file] [pricing file] [own screenshots' record]`
# (content/company.json, content/pricing.json and content/portfolio/images/this-site/shots.json by
# default).
set -euo pipefail
[ "${SITE_DEPLOY:-}" = "1" ] || exit 0
cd "$(dirname "$0")/.."

failed=0
# The demo content (fixtures/demo) is fiction for judging the templates; it is never published.
if [ -n "${SITE_DEMO:-}" ] && [ "${SITE_DEMO}" != "0" ]; then
  echo "This build is deployed, but SITE_DEMO=${SITE_DEMO} would fill the pages with the demo" >&2
  echo "content of fixtures/demo (fictional people, quotes and logos). Unset SITE_DEMO to deploy." >&2
  failed=1
fi
missing=()
for name in GATSBY_SITE_URL GATSBY_GA_TRACKING_ID GATSBY_EMAILJS_SERVICE_ID \
  GATSBY_EMAILJS_TEMPLATE_ID GATSBY_EMAILJS_PUBLIC_KEY; do
  [ -n "${!name:-}" ] || missing+=("$name")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "This build is deployed, but these production settings are empty: ${missing[*]}" >&2
  echo "Set them in the repository's Actions variables (GATSBY_EMAILJS_PUBLIC_KEY as a secret);" >&2
  echo "see \"Environment variables\" in the README." >&2
  failed=1
fi
# The example values come from one list, src/config/company-examples.ts.
node_modules/.bin/tsx scripts/check-company-examples.ts ${1:+"$1"} || failed=1
# Example prices (an entry with "example": true in content/pricing.json) must not be published.
node_modules/.bin/tsx scripts/check-pricing-examples.ts ${2:+"$2"} || failed=1
# The site's own case study shows its home page and planner: not with example prices in them.
node_modules/.bin/tsx scripts/check-own-shots.ts ${3:+"$3"} || failed=1
exit "$failed"
