#!/usr/bin/env bash
# check-stream-init.sh [GRIDDLE]: a release `griddle` (default .build/release/griddle) skips
# std::ios_base::Init (Sources/griddle/StreamInit.swift), which is safe only while nothing in it uses C++'s
# standard streams. Fails when the binary refers to one (std::cout, cerr, clog, cin or a wide
# one) or still calls the real Init (the link's --wrap no longer applies).
set -euo pipefail
binary=${1:-.build/release/griddle}
# A fixed-address binary copies a library's data into its own (a copy relocation): a stream it
# uses is then defined in it, not undefined.
if nm -D "$binary" | grep -E '_ZSt[0-9]+w?(cout|cerr|clog|cin)'; then
  echo "check-stream-init: $binary uses a standard stream; drop the --wrap of ios_base::Init" >&2
  exit 1
fi
if nm -D --undefined-only "$binary" | grep -F '_ZNSt8ios_base4Init'; then
  echo "check-stream-init: $binary still calls std::ios_base::Init" >&2
  exit 1
fi
echo "check-stream-init: $binary uses no standard stream and skips their start-up"
