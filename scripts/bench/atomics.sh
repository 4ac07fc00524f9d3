#!/usr/bin/env bash
# Counts the atomic reference-count operations a tap and a hit test make, and
# says where they come from:
#   scripts/bench/atomics.sh [n_events]          (default 20000)
#
# The engine is single-threaded and is built with -assume-single-threaded, so
# its retains and releases are non-atomic, except those the compiler makes for
# a read of an `unowned(unsafe)` reference or for `takeUnretainedValue()`:
# those stay atomic (lock cmpxchg, about 5 ns each on the machines measured).
# The engine uses `BackPointer` and `Unmanaged.owned`/`.borrowed` instead
# (Sources/RespondCore/Unretained.swift). This script finds any that crept back:
# it runs the shared benchmark's `tap` and `hit` under callgrind, once with
# N_EVENTS events and once with one (the build of the tree, subtracted), and
# prints the atomic retains per event with the source lines that make them.
# Needs valgrind (installed here when missing); takes a minute or two.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
events="${1:-20000}"
[[ $events =~ ^[1-9][0-9]*$ ]] || { echo "usage: $0 [n_events]" >&2; exit 2; }

if ! command -v valgrind >/dev/null 2>&1; then
  echo "installing Debian's valgrind" >&2
  sudo=""; [ "$(id -u)" -ne 0 ] && sudo="sudo"
  $sudo apt-get update -qq && $sudo apt-get install -y -qq valgrind >/dev/null
fi
"$root/scripts/build.sh" respond-lua release
bin="$root/.build/release/respond-lua"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# valgrind reads the symbols of a binary without its DWARF more reliably;
# addr2line reads the lines from the original.
strip -g "$bin" -o "$work/respond-lua"

# calls MODE EVENTS: "address count" for every call site of an atomic retain
calls() {
  valgrind --tool=callgrind --dump-instr=yes --compress-pos=no --compress-strings=no \
    --callgrind-out-file="$work/out" "$work/respond-lua" "$root/scripts/bench/shared/engine.lua" \
    "$1" 10000 "$2" >/dev/null 2>&1
  awk '/^cfn=/ { atomic = ($0 == "cfn=swift_retain" || $0 == "cfn=swift_bridgeObjectRetain") }
       atomic && /^calls=/ { split($1, c, "="); n = c[2]; getline; print $1, n; atomic = 0 }' "$work/out" |
    awk '{ sum[$1] += $2 } END { for (a in sum) print a, sum[a] }'
}

for mode in tap hit; do
  calls "$mode" "$events" > "$work/many"
  calls "$mode" 1 > "$work/one"
  echo "== $mode: atomic retains per event (10,000 views, $events events)"
  awk -v n="$events" 'NR == FNR { base[$1] = $2; next }
       { d = ($2 - base[$1]) / (n - 1); if (d >= 0.05) printf "%s %.2f\n", $1, d }' "$work/one" "$work/many" |
    sort -k2 -gr > "$work/sites"
  awk '{ t += $2 } END { printf "total %.2f\n", t }' "$work/sites"
  while read -r address count; do
    where=$(addr2line -i -e "$bin" "$address" | sed "s|$root/||" | paste -sd ' ' -)
    echo "  $count  $where"
  done < "$work/sites"
done
