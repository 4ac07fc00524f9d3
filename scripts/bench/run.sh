#!/usr/bin/env bash
# Runs the benchmarks against a release build and prints the ratios of the
# performance budgets (README, "Performance"):
#   scripts/bench/run.sh [n_views n_events seed]     (defaults 10000 200000 12345)
#
# First the shared yardstick, scripts/bench/shared/compare.sh: engine.lua under
# respond-lua against the same algorithm in plain Lua (plain.lua) on Debian's
# lua5.4, checksums compared, PASS/FAIL for each budget. Then the project's own:
# memory with 100,000 views and for an empty script, importing a dump, and what a
# tap costs with recognizers, a button or overrides (scripts/bench/taps.lua), and a
# tap and a scroll in a short and a 100,000-row table (scripts/bench/tables.lua).
# Timings move with the machine's load: read ratios from a quiet machine.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
"$root/scripts/install-deps.sh"
if ! command -v lua5.4 >/dev/null 2>&1; then
  echo "installing Debian's lua5.4 (the plain-Lua side of the comparison)" >&2
  if [ "$(id -u)" = 0 ]; then apt-get update -qq && apt-get install -y -qq lua5.4 >&2
  else sudo apt-get update -qq && sudo apt-get install -y -qq lua5.4 >&2; fi
fi
"$root/scripts/build.sh" respond-lua release
bin="$root/.build/release/respond-lua"

echo "== the shared comparison (engine.lua against plain.lua on lua5.4)"
"$root/scripts/bench/shared/compare.sh" "$bin" "$@"
echo
echo "== memory"
"$bin" "$root/scripts/bench/memory.lua"
echo
echo "== importing a 10,000-view recursiveDescription dump"
"$bin" "$root/scripts/bench/import.lua"
echo
echo "== a tap in ordinary scenes (no budget: for comparing builds)"
"$bin" "$root/scripts/bench/taps.lua"
echo
echo "== a table view: a tap and a scroll cost the same in 100,000 rows as in a short table"
"$bin" "$root/scripts/bench/tables.lua"
echo
echo "== a stack view of N arranged views: building costs O(N), reading frames as it goes too"
"$bin" "$root/scripts/bench/stack_build.lua"
