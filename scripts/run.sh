#!/usr/bin/env bash
# Builds respond-lua (release) and runs it with the given arguments:
#   scripts/run.sh scripts/examples/01_yellow_view_on_table.lua
#   scripts/run.sh               (the interactive prompt)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
"$root/scripts/install-deps.sh"
RESPOND_LUA_STATIC=1 swift build -c release --static-swift-stdlib --package-path "$root" >&2
exec "$root/.build/release/respond-lua" "$@"
