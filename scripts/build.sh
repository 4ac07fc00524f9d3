#!/usr/bin/env bash
# Builds one of the package's programs, quietly, for scripts/run.sh and for
# `respond-lua play` (which builds its server the first time it is used):
#   scripts/build.sh respond-lua                  release, linked fully statically
#   scripts/build.sh respond-lua-play             the playground's server, the same way
#   scripts/build.sh respond-lua-play debug       a debug build (.build/debug)
# It installs missing Debian packages first, builds only the product named (and
# what it needs), and shows SwiftPM's progress on one line when standard error
# is a terminal (every line otherwise). The linker's known warnings about a
# static executable ("Using 'dlopen' in statically linked applications
# requires at runtime the shared libraries from the glibc version used for
# linking": glibc's, libedit's and Lua's, all harmless here) are left out;
# every other warning and every error is shown. Its output goes to standard
# error; it exits with swift build's status.
set -euo pipefail
product=${1:?usage: scripts/build.sh PRODUCT [release|debug]}
configuration=${2:-release}
root="$(cd "$(dirname "$0")/.." && pwd)"
"$root/scripts/install-deps.sh"

# How long a first build takes on a 2-core machine, as measured (README).
case "$product:$configuration" in
  respond-lua:release) first="about 1 to 2 minutes" ;;
  respond-lua-play:release) first="about 2 minutes" ;;
  *) first="a few minutes" ;;
esac
if [ ! -x "$root/.build/$configuration/$product" ]; then
  echo "respond-lua: building $product ($configuration), $first the first time on 2 cores…" >&2
fi

flags=(-c "$configuration" --package-path "$root" --product "$product")
if [ "$configuration" = release ]; then
  # Fully static (Package.swift, RESPOND_LUA_STATIC): no shared library to load
  # at start-up.
  export RESPOND_LUA_STATIC=1
  flags+=(--static-swift-stdlib)
fi
tty=0
[ -t 2 ] && tty=1
started=$SECONDS
swift build "${flags[@]}" 2>&1 | awk -v tty="$tty" -v width="${COLUMNS:-80}" -f "$root/scripts/quiet-build.awk" >&2
if [ $((SECONDS - started)) -ge 5 ]; then
  echo "respond-lua: $product is built ($((SECONDS - started)) s)" >&2
fi
