#!/usr/bin/env bash
# Installs what respond-lua needs, only when it is missing:
#   Debian: Lua 5.4's headers and library, libedit (the REPL's line editing),
#   and pkg-config.
# With --browser, also what the test suite drives the playground with: Debian's
# chromium and chromium-driver, a Chinese font (so that the screenshots of the
# Chinese page are legible), and Selenium from PyPI (about a minute on a new
# machine, most of it chromium).
set -euo pipefail

browser=0
[ "${1:-}" = "--browser" ] && browser=1

missing=()
command -v pkg-config >/dev/null 2>&1 || missing+=(pkg-config)
if command -v pkg-config >/dev/null 2>&1; then
  pkg-config --exists lua5.4 || missing+=(liblua5.4-dev)
  pkg-config --exists libedit || missing+=(libedit-dev)
else
  missing+=(liblua5.4-dev libedit-dev)
fi
if [ "$browser" = 1 ]; then
  command -v chromium >/dev/null 2>&1 || missing+=(chromium)
  command -v chromedriver >/dev/null 2>&1 || missing+=(chromium-driver)
  [ -e /usr/share/fonts/truetype/wqy/wqy-zenhei.ttc ] || missing+=(fonts-wqy-zenhei)
  command -v python3 >/dev/null 2>&1 || missing+=(python3 python3-pip)
fi

sudo=""
if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
if [ ${#missing[@]} -gt 0 ]; then
  echo "respond-lua: installing ${missing[*]}" >&2
  export DEBIAN_FRONTEND=noninteractive
  start=$SECONDS
  $sudo apt-get update -qq
  $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
  echo "respond-lua: installed in $((SECONDS - start)) s" >&2
fi

if [ "$browser" = 1 ] && ! python3 -c 'import selenium' >/dev/null 2>&1; then
  echo "respond-lua: installing selenium (PyPI) for the playground's browser test" >&2
  python3 -m pip install -q selenium >&2 2>/dev/null \
    || python3 -m pip install -q --break-system-packages selenium >&2 \
    || echo "respond-lua: could not install selenium; the browser test will say so" >&2
fi
exit 0
