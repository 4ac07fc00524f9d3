#!/usr/bin/env bash
# Writes Sources/RespondLua/Prompt/PromptHelpReference.swift from the rows of scripts/API.md's
# tables: the one-line descriptions the prompt's help (`UIButton?`, `tap?`) shows. The
# program reads no file, so it carries them. Run it after changing a table of API.md,
# then commit both files; APIDocumentTests fails, naming this script, while they disagree.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
swift build --build-tests >&2
RESPOND_LUA_WRITE_HELP_TABLE=1 swift test --skip-build --disable-swift-testing \
  --filter APIDocumentTests.testPromptHelpCarriesTheReferenceRows >&2 || true
swift build --build-tests >&2
swift test --skip-build --disable-swift-testing --filter APIDocumentTests.testPromptHelpCarriesTheReferenceRows >&2
echo "Sources/RespondLua/Prompt/PromptHelpReference.swift is up to date with scripts/API.md" >&2
