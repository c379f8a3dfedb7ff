#!/usr/bin/env bash
# Checks Sources/CLibPQ/libpq.h, Griddle's own copy of the libpq declarations it uses, against
# the real libpq-fe.h (Debian: libpq-dev): every prototype must match libpq's (compiled after
# the real header, a differing one is a "conflicting types" error), and the constants, the
# PQconninfoOption layout and the table of function types must be the same under both headers.
# Exit status: 0 when they agree, 1 when they differ, 2 when libpq-fe.h is not installed.
set -euo pipefail
cd "$(dirname "$0")/.."

cc=${CC:-$(command -v clang || command -v cc)}
include=$(pkg-config --cflags-only-I libpq 2>/dev/null || echo -I/usr/include/postgresql)
if ! printf '#include <libpq-fe.h>\n' | "$cc" $include -fsyntax-only -x c - 2>/dev/null; then
  echo "check-libpq-declarations: libpq-fe.h not found (install libpq-dev)" >&2
  exit 2
fi
ours=$PWD/Sources/CLibPQ/libpq.h
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# 1. Prototypes: ours after the real header.
printf '#include <libpq-fe.h>\n#include "%s"\n' "$ours" >"$work/prototypes.c"
"$cc" $include -fsyntax-only -Wall -Werror "$work/prototypes.c"

# 2. Values and layout, printed by one program under each header, must be the same.
cat >"$work/values.c" <<'C'
#include <stddef.h>
#include <stdio.h>
#include HEADER
int main(void) {
  printf("CONNECTION_OK %d\n", CONNECTION_OK);
  printf("PGRES_COMMAND_OK %d PGRES_TUPLES_OK %d PGRES_COPY_IN %d PGRES_FATAL_ERROR %d\n",
         PGRES_COMMAND_OK, PGRES_TUPLES_OK, PGRES_COPY_IN, PGRES_FATAL_ERROR);
  printf("PQTRANS_IDLE %d PQTRANS_INERROR %d\n", PQTRANS_IDLE, PQTRANS_INERROR);
  printf("sizeof(Oid) %zu sizeof(PQconninfoOption) %zu keyword %zu val %zu\n", sizeof(Oid),
         sizeof(PQconninfoOption), offsetof(PQconninfoOption, keyword),
         offsetof(PQconninfoOption, val));
  printf("sizeof(ConnStatusType) %zu sizeof(ExecStatusType) %zu\n", sizeof(ConnStatusType),
         sizeof(ExecStatusType));
  return 0;
}
C
"$cc" $include -DHEADER='<libpq-fe.h>' "$work/values.c" -o "$work/real"
"$cc" -DHEADER="\"$ours\"" "$work/values.c" -o "$work/ours"
if ! diff <("$work/real") <("$work/ours"); then
  echo "check-libpq-declarations: Sources/CLibPQ/libpq.h differs from libpq-fe.h (above: real < ours)" >&2
  exit 1
fi
echo "check-libpq-declarations: Sources/CLibPQ/libpq.h agrees with libpq-fe.h"
