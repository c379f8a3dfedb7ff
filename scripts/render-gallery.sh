#!/usr/bin/env bash
# Renders every PlotKit gallery chart to SVG and PNG (light and dark) for a person to look at.
# Usage: scripts/render-gallery.sh [OUTPUT-DIRECTORY]   (default: .build/gallery)
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-.build/gallery}
command -v rsvg-convert >/dev/null || { echo "render-gallery: rsvg-convert is missing (apt install librsvg2-bin)" >&2; exit 69; }
swift run --quiet plotkit-gallery "$out"
for svg in "$out"/*.svg; do
  rsvg-convert --zoom 2 "$svg" -o "${svg%.svg}.png"
done
echo "PNG files in $out"
