#!/usr/bin/env bash
# The whole test suite: Swift tests of the engine and the bridge, the Lua
# scripts (every example against its expected output, every file in scripts/tests),
# and the playground in headless Chromium (installed here when missing).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
"$root/scripts/install-deps.sh" --browser
cd "$root"
swift build --build-tests
swift test --skip-build --disable-swift-testing
