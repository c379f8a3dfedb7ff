#!/usr/bin/env bash
# compare-help.sh BEFORE_GRIDDLE AFTER_GRIDDLE
# Runs every help two griddle binaries print and fails when any differs by a byte (stdout,
# stderr or exit status): `griddle` alone, `--help`, `help`, `--version`, `help --man`, and
# for every command the tree has (found by walking the before binary's SUBCOMMANDS lists)
# `griddle CMD… --help`, `-h` and `griddle help CMD…`.
set -uo pipefail
before=$1 after=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# Every command path below the root, breadth first, from the SUBCOMMANDS sections.
paths=("")
commands=()
while [ ${#paths[@]} -gt 0 ]; do
  path=${paths[0]}
  paths=("${paths[@]:1}")
  # shellcheck disable=SC2086
  for sub in $("$before" $path --help | awk '/^SUBCOMMANDS:/{s=1;next} s&&/^  [a-z]/{print $1} s&&/^$/{s=0}'); do
    commands+=("${path:+$path }$sub")
    paths+=("${path:+$path }$sub")
  done
done
lines=("" "--help" "-h" "help" "--version" "help --man" "--help --database x.sqlite"
  "help nonsense" "nonsense --help")
for command in "${commands[@]}"; do
  lines+=("$command --help" "$command -h" "help $command")
done
differ=0
for line in "${lines[@]}"; do
  for side in before after; do
    bin=${!side}
    # shellcheck disable=SC2086
    "$bin" $line >"$work/$side.out" 2>"$work/$side.err"
    echo "exit $?" >>"$work/$side.err"
  done
  if ! cmp -s "$work/before.out" "$work/after.out" || ! cmp -s "$work/before.err" "$work/after.err"; then
    echo "compare-help: 'griddle $line' differs" >&2
    differ=1
  fi
done
[ $differ = 0 ] || exit 1
echo "compare-help: ${#lines[@]} command lines byte-identical (${#commands[@]} commands)"
