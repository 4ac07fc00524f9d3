#!/usr/bin/env bash
# The whole test suite: Swift tests of the engine and the bridge, the Lua
# scripts (every example against its expected output, every file in scripts/tests,
# every hostile script in scripts/hostile), the playground in headless Chromium
# (installed here when missing), a bounded fuzz batch, and then the same suite
# again under AddressSanitizer.
#   RESPOND_LUA_SKIP_ASAN=1 scripts/test.sh    skips the sanitizer pass (quicker, locally)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
"$root/scripts/install-deps.sh" --browser
cd "$root"

echo "== the suite" >&2
swift build --build-tests
swift test --skip-build --disable-swift-testing

if [ "${RESPOND_LUA_SKIP_ASAN:-0}" != "1" ]; then
  # Swift's -sanitize=address links the sanitizer's runtime itself; the C shim
  # is instrumented with -fsanitize=address (compile only). Swift's own crash
  # backtracer is off so that ASan's report is the one printed.
  echo "== the suite under AddressSanitizer" >&2
  swift build --build-tests --build-path .build-asan -Xswiftc -sanitize=address -Xcc -fsanitize=address
  RESPOND_LUA_SANITIZER=address SWIFT_BACKTRACE=enable=no \
    ASAN_OPTIONS=abort_on_error=1:halt_on_error=1 \
    swift test --skip-build --disable-swift-testing --build-path .build-asan
fi
