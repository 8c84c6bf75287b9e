#!/usr/bin/env bash
# `npm test`: everything CI checks, from fast to real (ARCHITECTURE.md "Tests, from fast to real").
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

step "browser and tools (Debian packages)" bash scripts/ensure-chromium.sh
# The static checks take one core each: the typecheck runs beside the others, each printing its
# output when all are done (about 80 s instead of 130 s on a 2-core machine).
together() {
  local dir pids=() labels=() failed=0 i
  dir=$(mktemp -d)
  while [ $# -gt 0 ]; do
    labels+=("$1")
    bash -c "$2" >"$dir/${#pids[@]}.log" 2>&1 &
    pids+=($!)
    shift 2
  done
  for i in "${!pids[@]}"; do
    if wait "${pids[$i]}"; then echo "--- ${labels[$i]}: passed"; else echo "--- ${labels[$i]}: FAILED"; failed=1; fi
    cat "$dir/$i.log"
  done
  rm -rf "$dir"
  return $failed
}
step "checks: generated code and docs, typecheck, lint" together \
  "typecheck" "npm run --silent typecheck" \
  "generated API types, design tokens, component docs, ESLint and Prettier, contract lint (Redocly)" \
  "npm run --silent gen:api:check && npm run --silent gen:tokens:check && npm run --silent docs:check && npm run --silent lint && npm run --silent lint:api"
step "unit tests (Vitest)" env A11Y_EVIDENCE_FILE="$PWD/visual-tests/accessibility-evidence.json" npm run --silent test:unit
step "Storybook build" npm run --silent build:storybook
step "stories: play functions and axe (test runner)" node scripts/test-storybook.mjs --no-build
step "visual regression (loki)" node scripts/test-visual.mjs
step "portal build" npm run --silent build:portal
step "portal build for the journeys (QR, analytics, chat on)" npm run --silent build:portal:journey
step "JavaScript budgets: login route 130 KB gzip, front page 208 KB in all (measured in Chromium)" node scripts/check-bundle.mjs --no-build
step "journeys (Playwright)" node scripts/test-e2e.mjs --no-build

echo
echo "=== npm test summary"
total=0
for i in "${!names[@]}"; do
  printf '  %-50s %4d s\n' "${names[$i]}" "${seconds[$i]}"
  total=$((total + seconds[i]))
done
printf '  %-50s %4d s\n' "total" "$total"
echo "All ${#names[@]} steps passed."
