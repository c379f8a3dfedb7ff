#!/usr/bin/env bash
# Counts how many Swift Charts snippets of the compile corpus type-check
# against the built PlotKit module, each on its own with the shared corpus data. Snippets that
# compile live in Tests/PlotKitTests/Corpus (rendered by CorpusTests); those that do not yet,
# in Tests/PlotKitCorpus (no target: move one over when PlotKit learns its API).
# The compiling ones are checked in one swiftc run (they build together in the test target
# anyway); only when that fails, or for the waiting ones, is each file checked on its own.
# Usage: scripts/plotkit-corpus.sh [MODULES-DIRECTORY]   (default: the debug build's Modules)
set -uo pipefail
cd "$(dirname "$0")/.."
modules=${1:-.build/debug/Modules}
[ -d "$modules" ] || { swift build --target PlotKit >/dev/null || exit 1; }
data="Tests/PlotKitTests/Corpus/CorpusData.swift Tests/PlotKitTests/Corpus/CorpusDataMore.swift"
snippets() {
  for file in "$@"; do
    [ -e "$file" ] || continue
    case "$file" in */CorpusData*.swift | */CorpusTests.swift) continue ;; esac
    echo "$file"
  done
}
mapfile -t passing < <(snippets Tests/PlotKitTests/Corpus/*.swift)
mapfile -t waiting < <(snippets Tests/PlotKitCorpus/*.swift)
pass=0; total=0
check_each() {
  for file in "$@"; do
    total=$((total + 1))
    if swiftc -typecheck -I "$modules" $data "$file" >/dev/null 2>&1; then
      pass=$((pass + 1)); echo "ok    $(basename "$file")"
    else
      echo "FAIL  $(basename "$file")"
    fi
  done
}
if swiftc -typecheck -I "$modules" $data "${passing[@]}" >/dev/null 2>&1; then
  for file in "${passing[@]}"; do echo "ok    $(basename "$file")"; done
  pass=${#passing[@]}; total=${#passing[@]}
else
  check_each "${passing[@]}"
fi
check_each "${waiting[@]}"
echo "$pass of $total corpus snippets type-check"
