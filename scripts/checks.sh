#!/usr/bin/env bash
# The static checks of `npm test` and `npm run test:quick`: generated code and docs up to date,
# comments and docs that cite only what the repository holds (scripts/check-citations.mjs),
# typecheck, ESLint and Prettier, the contract lint. They take one core each, so the typecheck runs
# beside the others (about 80 s instead of 130 s on a 2-core machine), each printing its output
# when both are done. The typecheck, ESLint and Prettier keep caches in node_modules, so a second
# run on a developer's machine checks only what changed.
set -euo pipefail
cd "$(dirname "$0")/.."

dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
npm run --silent typecheck >"$dir/typecheck.log" 2>&1 &
typecheck=$!
(npm run --silent gen:api:check && npm run --silent gen:tokens:check &&
  npm run --silent docs:check && node scripts/check-citations.mjs && npm run --silent lint &&
  npm run --silent lint:api) \
  >"$dir/other.log" 2>&1 &
other=$!

failed=0
if wait "$typecheck"; then echo "--- typecheck: passed"; else echo "--- typecheck: FAILED"; failed=1; fi
cat "$dir/typecheck.log"
label="generated API types, design tokens, component docs, citations, ESLint and Prettier, contract lint (Redocly)"
if wait "$other"; then echo "--- $label: passed"; else echo "--- $label: FAILED"; failed=1; fi
cat "$dir/other.log"
exit $failed
