#!/usr/bin/env bash
# `npm test`: everything CI checks, from fast to real (docs/architecture.md, docs/testing.md).
set -euo pipefail
cd "$(dirname "$0")/.."

declare -a names=() seconds=()
step() {
  local name=$1
  shift
  echo
  echo "=== ${name}"
  local started=$SECONDS
  "$@"
  names+=("$name")
  seconds+=($((SECONDS - started)))
}

rm -rf test-results/second-tries
step "browser and tools (Debian packages)" bash scripts/ensure-chromium.sh
step "checks: generated code and docs, typecheck, lint" bash scripts/checks.sh
step "unit tests (Vitest)" env A11Y_EVIDENCE_FILE="$PWD/visual-tests/accessibility-evidence.json" npm run --silent test:unit
step "Storybook build" npm run --silent build:storybook
step "stories: play functions, axe and screenshots (test runner)" node scripts/test-storybook.mjs --no-build
step "docs pages: no developer residue, a status on each, no overlay left open" node --import tsx scripts/check-storybook-docs.mjs --no-build
step "portal build" npm run --silent build:portal
step "portal build for the journeys (QR, analytics, chat on)" npm run --silent build:portal:journey
step "JavaScript budgets: login route 94 KB gzip, front page 223 KB in all (measured in Chromium)" node scripts/check-bundle.mjs --no-build
step "journeys (Playwright)" node scripts/test-e2e.mjs --no-build

echo
echo "=== npm test summary"
total=0
for i in "${!names[@]}"; do
  printf '  %-50s %4d s\n' "${names[$i]}" "${seconds[$i]}"
  total=$((total + seconds[i]))
done
printf '  %-50s %4d s\n' "total" "$total"
echo "Needed a second try (the target is none):"
node scripts/second-tries.mjs
echo "All ${#names[@]} steps passed."
