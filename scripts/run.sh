#!/usr/bin/env bash
# Builds respond-lua (release, only that program) and runs it with the given
# arguments:
#   scripts/run.sh scripts/examples/01_yellow_view_on_table.lua
#   scripts/run.sh               (the interactive prompt)
# The playground's server is built the first time `respond-lua play` needs it.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
"$root/scripts/build.sh" respond-lua release
exec "$root/.build/release/respond-lua" "$@"
