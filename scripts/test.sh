#!/usr/bin/env bash
# The whole test suite: Swift tests of the engine and the bridge, the Lua
# scripts (every example against its expected output, every file in scripts/tests,
# every hostile script in scripts/hostile), the playground in headless Chromium
# (installed here when missing), a bounded fuzz batch, and then the suite again
# under AddressSanitizer, without the playground.
#   RESPOND_LUA_SKIP_ASAN=1 scripts/test.sh    skips the sanitizer pass (quicker, locally)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
"$root/scripts/install-deps.sh" --browser
cd "$root"
# The suite's expected outputs are English: a machine with a Chinese locale
# would otherwise get Chinese warnings and verdicts (the tests that check the
# Chinese set LANG themselves).
export LANG=C.UTF-8
unset LC_ALL LC_MESSAGES

# Each step says when it starts (seconds since the script began): the whole
# suite is meant to stay under 12 minutes on a 2-core machine.
step() { echo "== $1 (at $((SECONDS / 60))m$((SECONDS % 60))s)" >&2; }
step "build"
built=$SECONDS
swift build --build-tests
# A measure, not a test: how long the build took against what a fresh clone
# takes on a 2-core machine (about 4 to 5 minutes). An incremental build is
# quicker; a fresh one over budget means a compile step regressed (the release
# builds are measured by scripts/bench/build.sh).
built=$((SECONDS - built))
echo "== the build took ${built} s (a fresh clone's budget on 2 cores: 420 s: $([ "$built" -le 420 ] && echo PASS || echo OVER))" >&2
step "the suite"
# Two workers, one test per process: the suite's long tests (the hostile
# scripts, the browser, the runner's timeouts) overlap with the rest. Each
# test's time is kept in .build/test-times.xml (JUnit XML).
swift test --skip-build --disable-swift-testing --parallel --num-workers 2 --xunit-output .build/test-times.xml

if [ "${RESPOND_LUA_SKIP_ASAN:-0}" != "1" ]; then
  # The second pass is the engine, the bridge and the command line under
  # AddressSanitizer. RESPOND_LUA_NO_PLAYGROUND=1 (Package.swift) leaves the
  # playground out of this build: Hummingbird and SwiftNIO are not compiled
  # again, and the playground's tests (a server, a browser) ran in the first pass.
  # Swift's -sanitize=address links the sanitizer's runtime itself; the C shim
  # is instrumented with -fsanitize=address (compile only). Swift's own crash
  # backtracer is off so that ASan's report is the one printed.
  step "build with AddressSanitizer (without the playground)"
  export RESPOND_LUA_NO_PLAYGROUND=1
  # With fewer packages this build would rewrite Package.resolved: the first
  # pass's is put back, so that the next build does not resolve them again.
  resolved=$(mktemp)
  cp Package.resolved "$resolved" 2>/dev/null || true
  swift build --build-tests --build-path .build-asan -Xswiftc -sanitize=address -Xcc -fsanitize=address
  if [ -s "$resolved" ]; then cp "$resolved" Package.resolved; fi
  rm -f "$resolved"
  export SWIFT_BACKTRACE=enable=no RESPOND_LUA_SANITIZER=address
  step "the suite under AddressSanitizer"
  # In the test process itself leak checking is off: XCTest and Foundation leak
  # blocks of their own at exit, and everything a test case still holds hangs off them.
  # The hostile scripts run as processes of their own there, with leaks checked
  # (HostileScriptTests); a smaller fuzz batch and differential run (FuzzBatchTests,
  # ShortcutSwitchTests read RESPOND_LUA_SANITIZER).
  ASAN_OPTIONS=detect_leaks=0:abort_on_error=1:halt_on_error=1 \
    swift test --skip-build --disable-swift-testing --build-path .build-asan --parallel --num-workers 2 \
      --xunit-output .build-asan/test-times.xml
  # The examples and Lua tests ran inside the test process (leaks unchecked):
  # here each runs as users run it, leaks checked.
  step "examples and Lua tests under AddressSanitizer, leaks checked"
  # Two at a time; each script's report goes to a file of its own.
  check_script() {
    local script=$1 args status=0 err
    err=".build-asan/scripts/$(basename "$(dirname "$script")")-$(basename "$script").err"
    args=$(sed -n 's/^-- Args://p' "$script" | head -1)
    # shellcheck disable=SC2086
    ASAN_OPTIONS=detect_leaks=1:halt_on_error=1:exitcode=86 \
      .build-asan/debug/respond-lua $args "$script" >/dev/null 2>"$err" || status=$?
    if [ "$status" -gt 1 ] || grep -q "Sanitizer" "$err"; then
      echo "ASan: $script (exit $status)" >&2
      cat "$err" >&2
      return 1
    fi
  }
  export -f check_script
  rm -rf .build-asan/scripts && mkdir -p .build-asan/scripts
  printf '%s\0' scripts/examples/*.lua scripts/tests/*.lua | xargs -0 -n 1 -P 2 bash -c 'check_script "$0"' || exit 1
  echo "ASan: every script clean" >&2
fi
step "done"
