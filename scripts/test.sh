#!/usr/bin/env bash
# make test: every check CI runs. Each step counts as passed or failed; jest's tests count
# one by one. The last line is the plain total: "N passed, N failed".
set -uo pipefail
cd "$(dirname "$0")/.."
. scripts/use-node.sh || exit 1
mkdir -p var/test
passed=0; failed=0; failures=()

step() { # step NAME COMMAND...
  local name=$1; shift
  echo "==> $name"
  if "$@"; then passed=$((passed + 1)); else failed=$((failed + 1)); failures+=("$name"); fi
}

jest_step() { # jest_step NAME OUTFILE ARGS...
  local name=$1 out=$2; shift 2
  echo "==> $name"
  rm -f "$out"
  npx jest --ci --json --outputFile="$out" "$@"
  local code=$?
  if [ -f "$out" ]; then
    read -r p f < <(node -e "const r=require('./$out');const broken=r.testResults.filter(t=>t.status==='failed'&&t.assertionResults.length===0).length;console.log(r.numPassedTests+' '+(r.numFailedTests+broken))")
    passed=$((passed + p)); failed=$((failed + f))
    [ "$f" -gt 0 ] && failures+=("$name")
    if [ "$code" -ne 0 ] && [ "$f" -eq 0 ]; then failed=$((failed + 1)); failures+=("$name (runner)"); fi
  else
    failed=$((failed + 1)); failures+=("$name (no report)")
  fi
}

playwright_step() { # playwright_step NAME OUTFILE: each test counts; one that fails or times out, or an error outside tests, counts as failed
  local name=$1 out=$2
  echo "==> $name"
  rm -f "$out"
  PLAYWRIGHT_JSON_OUTPUT_NAME="$PWD/$out" npx playwright test -c e2e --reporter=list,json
  local code=$?
  if [ -f "$out" ]; then
    read -r p f < <(node -e "const r=require('./$out');const s=r.stats;console.log((s.expected+s.flaky)+' '+(s.unexpected+s.skipped+r.errors.length))")
    passed=$((passed + p)); failed=$((failed + f))
    [ "$f" -gt 0 ] && failures+=("$name")
    if [ "$code" -ne 0 ] && [ "$f" -eq 0 ]; then failed=$((failed + 1)); failures+=("$name (runner)"); fi
  else
    failed=$((failed + 1)); failures+=("$name (no report)")
  fi
}

step "typecheck" npm run -s typecheck
step "lint" npm run -s lint
step "architecture rules" npm run -s arch
# Two workers even on two cores: the integration suites spend much of their time waiting on
# Postgres, Redis and child processes, and each makes its own database and Redis prefix.
jest_step "unit and integration tests" var/test/jest.json --selectProjects backend kit shell public admin --maxWorkers=2
if [ -d e2e ] && ls e2e/*.e2e.test.ts >/dev/null 2>&1; then
  step "production build" npm run -s build
  playwright_step "end-to-end tests (Chromium)" var/test/e2e.json
fi

echo
[ ${#failures[@]} -gt 0 ] && printf 'Failed: %s\n' "${failures[@]}"
echo "${passed} passed, ${failed} failed"
[ "$failed" -eq 0 ]
