#!/usr/bin/env bash
# Writes every generated file of the repository, then builds again so that the
# program carries what it wrote:
#   Sources/CLuaShim/prelude_bytecode.c              the prelude, compiled
#                                                     (from Sources/RespondLua/Lua/prelude.lua)
#   Sources/RespondLua/Prompt/PromptHelpReference.swift  the rows of scripts/API.md's tables
#   scripts/respond-lua.d.lua                         LuaCATS annotations (respond-lua api --luacats)
# Run it after changing the prelude, a table of scripts/API.md, or what the
# library exposes; commit what it writes. The tests only compare, and name this
# script when a file is out of date. The files are made by GeneratedSources
# (Sources/RespondLua/Reference/GeneratedSources.swift), nowhere else.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
program=.build/debug/respond-lua

generate() {   # NAME FILE: writes FILE only when its text changes
  local name="$1" file="$2" fresh
  fresh="$(mktemp)"
  "$program" api --generate "$name" --api-markdown scripts/API.md > "$fresh"
  if cmp -s "$fresh" "$file"; then
    rm -f "$fresh"
    echo "up to date: $file" >&2
  else
    mv "$fresh" "$file"
    echo "wrote: $file" >&2
  fi
}

swift build --product respond-lua >&2
generate prelude-bytecode Sources/CLuaShim/prelude_bytecode.c
generate help-table Sources/RespondLua/Prompt/PromptHelpReference.swift
# The annotations describe the library the program carries: build again first,
# in case the prelude or the help table changed it.
swift build --product respond-lua >&2
generate luacats scripts/respond-lua.d.lua
