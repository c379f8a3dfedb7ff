#!/usr/bin/env bash
# check-test-tmp.sh [COMMAND...]: runs COMMAND (default `swift test`) with TMPDIR pointed at a
# fresh, empty folder and fails if the tests left anything in it: every test removes the
# temporary folders and files it makes, passed or failed (a suite holds a TemporaryDirectory,
# Tests/TemporaryDirectorySupport). Build first (`swift build --build-tests`) and give
# `swift test --skip-build ...`, so that the compiler's own temporary files are not counted.
# Exit status: COMMAND's when it failed, else 1 when something was left, else 0.
set -euo pipefail
cd "$(dirname "$0")/.."
[ $# -gt 0 ] || set -- swift test

# A short name: tests put PostgreSQL sockets a few folders down in it, and a socket path may
# not pass 107 bytes (a longer name here broke StoreFailureCLITests' unreachable server).
check=$(mktemp -d "${TMPDIR:-/tmp}/gt.XXXXXX")
# mktemp makes it 700: under root the test PostgreSQL servers (run as `postgres`) live here too.
chmod 755 "$check"
trap 'rm -rf "$check"' EXIT

status=0
TMPDIR="$check" "$@" || status=$?

# What `swift test` itself leaves before any test runs: SwiftPM's lock files and empty
# TemporaryDirectory.* folders (a run that matches no test leaves the same).
leftovers=$(find "$check" -mindepth 1 -maxdepth 1 \
  ! \( -type f -name '*.lock' -empty \) \
  ! \( -type d -name 'TemporaryDirectory.*' -exec sh -c '[ -z "$(ls -A "$1" | grep -vx .keep-directory)" ]' _ {} \; \) \
  -printf '%f\n' | sort)
if [ -n "$leftovers" ]; then
  count=$(printf '%s\n' "$leftovers" | wc -l)
  echo "check-test-tmp: the tests left $count entries in TMPDIR ($(du -sh "$check" | cut -f1)), by prefix:" >&2
  # Names end in a UUID or mkstemp's six characters; group by what comes before.
  printf '%s\n' "$leftovers" \
    | sed -E -e 's/-[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}$//' -e t -e 's/-[A-Za-z0-9]{6}$//' \
    | sort | uniq -c | sort -rn >&2
  [ "$status" -ne 0 ] || status=1
else
  echo "check-test-tmp: TMPDIR is clean"
fi
exit "$status"
