#!/usr/bin/env bash
# Installs the Debian packages respond-lua needs, only when they are missing:
# Lua 5.4's headers and library, libedit (the REPL's line editing), pkg-config.
set -euo pipefail

missing=()
command -v pkg-config >/dev/null 2>&1 || missing+=(pkg-config)
if command -v pkg-config >/dev/null 2>&1; then
  pkg-config --exists lua5.4 || missing+=(liblua5.4-dev)
  pkg-config --exists libedit || missing+=(libedit-dev)
else
  missing+=(liblua5.4-dev libedit-dev)
fi
[ ${#missing[@]} -eq 0 ] && exit 0

echo "respond-lua: installing ${missing[*]}" >&2
sudo=""
if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq "${missing[@]}" >/dev/null
