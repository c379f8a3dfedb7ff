#!/usr/bin/env bash
# Writes the demo dashboard and the dashboards of a 40-truck and a 200-truck fleet with the built
# griddle, then runs the browser check on all three: 360, 800 and 1280 px, light and dark, with the
# page-size budgets (demo 360 KB — 250 until the Tomorrow section added its tiles, chart and prep
# table, about 66 KB, then 320 until "Where to park" added its chart and two tables, about 31 KB —,
# 40 trucks 400 KB, 200 trucks 600 KB). Screenshots land in
# SCREENSHOTS (default .build/screenshots), one folder per page. The demo and the 200-truck
# fleet have a schedule (so a "Where to park" section); the 40-truck fleet has none.
#
# Usage: scripts/dashboard-check.sh [SCREENSHOTS]
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
shots=${1:-$root/.build/screenshots}
bin=$(swift build --show-bin-path)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export SOURCE_DATE_EPOCH=1700000000

demo=$(cd "$work" && "$bin/griddle" demo --fixtures "$root/fixtures" --out "$work/demo" 2>/dev/null)
python3 scripts/browser-check.py "$demo" --screenshots "$shots/demo" --max-kb 360

for trucks in 40 200; do
  data="$work/fleet-$trucks"
  schedule=$([ "$trucks" = 200 ] && echo --schedule || true)
  python3 scripts/make-fleet-data.py "$trucks" "$data" $schedule
  griddle=("$bin/griddle" --config "$data/griddle.json" --database "$data/fleet.sqlite")
  "${griddle[@]}" init >/dev/null
  "${griddle[@]}" import "$data/orders.csv" >/dev/null 2>&1 \
    || { echo "dashboard-check: the $trucks-truck import failed" >&2; "${griddle[@]}" import "$data/orders.csv"; exit 1; }
  if [ -n "$schedule" ]; then "${griddle[@]}" schedule import "$data/schedule.csv" >/dev/null; fi
  page=$("${griddle[@]}" report nightly --date 2025-06-30 --out "$data/reports")
  budget=$([ "$trucks" = 40 ] && echo 400 || echo 600)
  python3 scripts/browser-check.py "$page" --screenshots "$shots/fleet-$trucks" --max-kb "$budget"
done
