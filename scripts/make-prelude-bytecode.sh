#!/usr/bin/env bash
# Compiles Sources/RespondLua/Lua/prelude.lua into Sources/CLuaShim/prelude_bytecode.c,
# the bytecode every Lua state loads at start (quicker than parsing the source).
# Run it after changing prelude.lua, then build again and commit both files;
# PreludeBytecodeTests fails, naming this script, while the two disagree.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
swift build --build-tests >&2
RESPOND_LUA_WRITE_PRELUDE_BYTECODE=1 swift test --skip-build --disable-swift-testing \
  --filter PreludeBytecodeTests.testShippedBytecodeIsTheCompiledSource >&2
swift build --build-tests >&2
swift test --skip-build --disable-swift-testing --filter PreludeBytecodeTests >&2
echo "Sources/CLuaShim/prelude_bytecode.c is up to date with Sources/RespondLua/Lua/prelude.lua" >&2
