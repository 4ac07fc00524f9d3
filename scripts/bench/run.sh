#!/usr/bin/env bash
# Runs every benchmark against a release build and prints the ratios of DESIGN's budgets.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
"$root/scripts/install-deps.sh"
swift build -c release --static-swift-stdlib --package-path "$root" >&2
bin="$root/.build/release/respond-lua"

echo "== hit testing and dispatch"
"$bin" "$root/scripts/bench/hit_test.lua"
echo
echo "== memory"
"$bin" "$root/scripts/bench/memory.lua"
echo
echo "== importing a 10,000-view recursiveDescription dump"
"$bin" "$root/scripts/bench/import.lua"
echo
echo "== start-up (empty script, 50 runs each)"
if ! command -v lua5.4 >/dev/null 2>&1; then
  echo "lua5.4 is not installed (apt-get install lua5.4): comparison skipped"
  exit 0
fi
empty="$(mktemp --suffix=.lua)"
trap 'rm -f "$empty"' EXIT
time_runs() {
  local start end
  start=$(date +%s%N)
  for _ in $(seq 50); do "$@" >/dev/null; done
  end=$(date +%s%N)
  echo $(( (end - start) / 50000 ))   # microseconds per run
}
ours=$(time_runs "$bin" "$empty")
theirs=$(time_runs lua5.4 -e '')
awk -v o="$ours" -v t="$theirs" 'BEGIN {
  printf "respond-lua: %.2f ms per run; lua5.4: %.2f ms per run\n", o / 1000, t / 1000
  printf "%-62s %8.2f   (budget: at most 10)  %s\n", "respond-lua / lua5.4 start-up time", o / t, (o / t <= 10 ? "ok" : "OVER BUDGET")
  printf "%-62s %8.2f   (budget: at most 10)  %s\n", "respond-lua start-up, ms", o / 1000, (o / 1000 < 10 ? "ok" : "OVER BUDGET")
}'
