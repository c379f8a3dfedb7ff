#!/usr/bin/env bash
# Counts how many Swift Charts snippets of the compile corpus type-check
# against the built PlotKit module, each on its own with the shared corpus data. Snippets that
# compile live in Tests/PlotKitTests/Corpus (rendered by CorpusTests); those that do not yet,
# in Tests/PlotKitCorpus (no target: move one over when PlotKit learns its API).
# Usage: scripts/plotkit-corpus.sh [MODULES-DIRECTORY]   (default: the debug build's Modules)
set -uo pipefail
cd "$(dirname "$0")/.."
modules=${1:-.build/debug/Modules}
[ -d "$modules" ] || { swift build --target PlotKit >/dev/null || exit 1; }
pass=0; total=0
for file in Tests/PlotKitCorpus/*.swift Tests/PlotKitTests/Corpus/*.swift; do
  [ -e "$file" ] || continue
  case "$file" in */CorpusData*.swift | */CorpusTests.swift) continue ;; esac
  data="Tests/PlotKitTests/Corpus/CorpusData.swift Tests/PlotKitTests/Corpus/CorpusDataMore.swift"
  total=$((total + 1))
  if swiftc -typecheck -I "$modules" $data "$file" >/dev/null 2>&1; then
    pass=$((pass + 1)); echo "ok    $(basename "$file")"
  else
    echo "FAIL  $(basename "$file")"
  fi
done
echo "$pass of $total corpus snippets type-check"
