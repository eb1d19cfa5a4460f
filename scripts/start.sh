#!/usr/bin/env bash
# The production start of the api and the worker from a build (npm run build), written once:
# npm start, make up, the Dockerfile, docker-compose.yml and infra/k8s all start them here.
# `scripts/start.sh api` or `scripts/start.sh worker` becomes that one process (exec, so signals
# reach node); with no argument both run, and Ctrl-C or the exit of either stops both.
# V8's old generation may grow to 1.5 times the live heap in the api, 1.3 times in the worker, and
# both young generations stay small (docs/adr/0005-process-tuning-at-start.md); V8 flags
# node takes on its command line only.
# The benchmarks read these flags and the malloc settings below too (bench/lib/stack.js).
set -euo pipefail
cd "$(dirname "$0")/.."

API_FLAGS=(--heap-growing-percent=50 --max-semi-space-size=4)
WORKER_FLAGS=(--heap-growing-percent=30 --max-semi-space-size=4)
# Two glibc malloc arenas in both: every thread (V8's compiler and collector, libuv's pool,
# libvips in the worker's photo renderer, which inherits this environment) would otherwise keep
# an arena of its own, and the memory freed in them stays resident (docs/adr/0005, 0022;
# bench/lib/stack.js reads the same).
export MALLOC_ARENA_MAX="${MALLOC_ARENA_MAX:-2}"
case "${1:-}" in
  # The api's answers and cached pages are buffers of tens of kB: from 64 kB each gets a mapping
  # of its own, given back when freed, where glibc's moving threshold would put it on a C heap
  # that does not shrink again (docs/adr/0005).
  api) MALLOC_MMAP_THRESHOLD_="${MALLOC_MMAP_THRESHOLD_:-65536}" exec node "${API_FLAGS[@]}" backend/dist/main.js ;;
  worker) exec node "${WORKER_FLAGS[@]}" backend/dist/worker.js ;;
  '') ;;
  *) echo "usage: scripts/start.sh [api|worker]" >&2; exit 64 ;;
esac

pids=()
stop() { kill -TERM "${pids[@]}" 2>/dev/null || true; wait "${pids[@]}" 2>/dev/null || true; }
trap stop INT TERM EXIT
scripts/start.sh api & pids+=($!)
scripts/start.sh worker & pids+=($!)
wait -n "${pids[@]}"
