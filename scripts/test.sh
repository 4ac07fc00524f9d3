#!/usr/bin/env bash
# The whole test suite: Swift tests of the engine and the bridge, and the Lua
# scripts (every example against its expected output, every file in scripts/tests).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
"$root/scripts/install-deps.sh"
cd "$root"
swift build --build-tests
swift test --skip-build --disable-swift-testing
