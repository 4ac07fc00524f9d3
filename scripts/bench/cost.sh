#!/usr/bin/env bash
# Cost that follows the work (issue 31, items 2, 18, 19): engine work that
# used to grow faster than what a script asked for, measured at two sizes,
# with the ratio of the two. Numbers only, no budget and no assertion:
#   scripts/bench/cost.sh [PATH_TO_RESPOND_LUA]
# Without an argument it builds the release program (scripts/build.sh) and
# measures that. Each number comes from scripts/bench/cost.lua (os.clock, the
# median of RUNS=3 runs); the table tap's instruction count from callgrind
# (valgrind; installed with apt-get when missing): the instructions of
# 21 taps less those of 1, over 20.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
if [ $# -ge 1 ]; then
  bin=$1
else
  "$root/scripts/build.sh" respond-lua release
  bin="$root/.build/release/respond-lua"
fi
RUNS=${RUNS:-3}
script="$root/scripts/bench/cost.lua"

# seconds MODE N [FIELD]: the median over RUNS runs of one field of cost.lua's line
seconds() {
  local field=${3:-seconds} values=()
  for ((i = 1; i <= RUNS; i++)); do
    values+=("$("$bin" "$script" "$1" "$2" | sed -n "s/.* $field=\([0-9.e+-]*\).*/\1/p")")
  done
  printf '%s\n' "${values[@]}" | sort -g | awk '{a[NR] = $1} END { print a[int((NR + 1) / 2)] }'
}
us() { awk -v s="$1" 'BEGIN { printf "%.1f us", s * 1e6 }'; }
ms() { awk -v s="$1" 'BEGIN { printf "%.2f ms", s * 1e3 }'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (b > 0) printf "%.1f", a / b; else print "inf" }'; }

echo "== a tap at the innermost of N nested scroll views (and of N plain views)"
for n in 10 100 1000; do
  s=$(seconds scroll $n) p=$(seconds plain $n)
  echo "depth $n: scroll views $(us "$s"), plain views $(us "$p"), ratio $(ratio "$s" "$p")"
  eval "scroll_$n=$s"
done
echo "depth 1000 / depth 10: $(ratio "$scroll_1000" "$scroll_10") (linear: 100)"

echo "== building N arranged views in a stack view (then reading the last one's frame)"
a=$(seconds stack 100) b=$(seconds stack 10000)
echo "100: $(ms "$a"); 10000: $(ms "$b"); ratio $(ratio "$b" "$a") (linear: 100)"

echo "== N UIView.animate calls on N views; one presentationFrame read with N running"
a=$(seconds animate 100) b=$(seconds animate 10000)
pa=$(seconds animate 100 presentationFrame) pb=$(seconds animate 10000 presentationFrame)
echo "100: $(ms "$a"); 10000: $(ms "$b"); ratio $(ratio "$b" "$a") (linear: 100)"
echo "presentationFrame: $(us "$pa") with 100 running, $(us "$pb") with 10000; ratio $(ratio "$pb" "$pa") (indexed: 1)"

echo "== popToRootViewController on N controllers"
a=$(seconds poptoroot 100) b=$(seconds poptoroot 10000)
echo "100: $(ms "$a"); 10000: $(ms "$b"); ratio $(ratio "$b" "$a") (linear: 100)"

echo "== a tap on a table's row, in instructions (callgrind)"
if ! command -v valgrind >/dev/null 2>&1; then
  echo "installing valgrind" >&2
  if [ "$(id -u)" = 0 ]; then apt-get update -qq && apt-get install -y -qq valgrind >&2
  else sudo apt-get update -qq && sudo apt-get install -y -qq valgrind >&2; fi
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# Debian's valgrind cannot read the Swift toolchain's DWARF 5: it counts a copy
# without debugging information (the same instructions).
strip --strip-debug -o "$tmp/respond-lua" "$bin"
instructions() {
  valgrind --tool=callgrind --callgrind-out-file="$tmp/out" "$tmp/respond-lua" "$script" tabletap "$1" >/dev/null 2>"$tmp/err" \
    || { cat "$tmp/err" >&2; exit 1; }
  sed -n 's/^summary: *\([0-9]*\).*/\1/p' "$tmp/out"
}
one=$(instructions 1) many=$(instructions 21)
echo "a table tap: $(( (many - one) / 20 )) instructions"
