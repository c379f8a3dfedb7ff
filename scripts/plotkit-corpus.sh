#!/usr/bin/env bash
# Counts how many Swift Charts snippets of the compile corpus (Tests/PlotKitCorpus) type-check
# against the built PlotKit module, each on its own with the shared corpus data.
# Usage: scripts/plotkit-corpus.sh [MODULES-DIRECTORY]   (default: the debug build's Modules)
set -uo pipefail
cd "$(dirname "$0")/.."
modules=${1:-.build/debug/Modules}
[ -d "$modules" ] || { swift build --target PlotKit >/dev/null || exit 1; }
pass=0; total=0
for file in Tests/PlotKitCorpus/*.swift Tests/PlotKitTests/Corpus/*.swift; do
  [ -e "$file" ] || continue
  case "$file" in */CorpusData.swift | */CorpusTests.swift) continue ;; esac
  data=$(ls Tests/PlotKitCorpus/CorpusData.swift Tests/PlotKitTests/Corpus/CorpusData.swift 2>/dev/null | head -1)
  total=$((total + 1))
  if swiftc -typecheck -I "$modules" "$data" "$file" >/dev/null 2>&1; then
    pass=$((pass + 1)); echo "ok    $(basename "$file")"
  else
    echo "FAIL  $(basename "$file")"
  fi
done
echo "$pass of $total corpus snippets type-check"
