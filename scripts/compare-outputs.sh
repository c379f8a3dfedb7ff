#!/usr/bin/env bash
# compare-outputs.sh BEFORE_GRIDDLE AFTER_GRIDDLE CONFIG DATABASE [DATE]
# Runs every `query` in every format and `report nightly` with two griddle binaries against
# copies of one database, and fails when any output differs by a byte (a refactor must not
# change what users see). UPGRADE_AFTER=1 runs the after binary's `init` on its copy first. DATE is the report's date (default: the database's last date).
set -euo pipefail
before=$1 after=$2 config=$3 database=$4 date=${5:-}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for side in before after; do
  mkdir -p "$work/$side"
  # Each side reads its own copy (a read-only open never writes, but the copy keeps it so).
  case "$database" in
  postgres*) db=$database ;;
  *) cp "$database" "$work/$side/db.sqlite"; db=$work/$side/db.sqlite ;;
  esac
  bin=${!side}
  run() { "$bin" --config "$config" --database "$db" "$@"; }
  # A newer build may need the schema upgraded first (UPGRADE_AFTER=1): its `init` on its own copy.
  if [ "$side" = after ] && [ -n "${UPGRADE_AFTER:-}" ]; then run init >/dev/null; fi
  for format in table csv json; do
    for query in daily "daily --by city" monthly styles cities weekdays hours; do
      # shellcheck disable=SC2086
      run query $query --format "$format" >"$work/$side/query-${query// /-}.$format" 2>&1 || true
    done
  done
  [ -n "$date" ] || date=$(run query daily --format csv | tail -1 | cut -d, -f1)
  # The generation time is the page's only time-dependent text: fixed for the comparison.
  SOURCE_DATE_EPOCH=1700000000 run report nightly --date "$date" --out "$work/$side/reports" \
    >"$work/$side/report.out" 2>&1
  sed -i "s#$work/$side#WORK#g" "$work/$side/report.out"
done
# The database copies themselves are not outputs (an upgraded copy differs by design).
if diff -r --exclude='db.sqlite*' "$work/before" "$work/after" >"$work/diff.txt"; then
  echo "compare-outputs: $(find "$work/after" -type f | wc -l) files byte-identical"
else
  head -40 "$work/diff.txt"
  echo "compare-outputs: outputs differ" >&2
  exit 1
fi
