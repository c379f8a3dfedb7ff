#!/usr/bin/env bash
# Fails when SQL appears in a string literal outside the stores (DESIGN: only the store speaks
# SQL). Allowed: Sources/Sales/Store/ (the SQLite and PostgreSQL stores and their import
# sinks, under ImportSink/) and the two storage wrappers. The import pipeline (any folder named
# Import/), SalesDomain, SalesAnalytics, Reports, the CLI and PlotKit must hold none.
set -euo pipefail
cd "$(dirname "$0")/.."

# A statement's first words inside a string literal, or at the start of a line of a
# multi-line literal.
pattern='("|^[[:space:]]*)(SELECT [^"]*FROM|INSERT (OR [A-Z]+ )?INTO|UPDATE [a-z_]+ SET|DELETE FROM|CREATE (TABLE|INDEX|UNIQUE INDEX|UNLOGGED|TEMP|VIEW)|ALTER TABLE|DROP (TABLE|INDEX)|TRUNCATE|PRAGMA [a-z_]+|COPY [a-z_]+ |WITH [a-z_]+ AS \()'
# Every hit outside the allowed folders, and every hit in a folder named Import (the pipeline,
# wherever it sits), except in comments.
hits=$(grep -rnE "$pattern" Sources --include='*.swift' | grep -vE '^[^:]+:[0-9]+:[[:space:]]*///?' || true)
found=$(
  {
    grep -vE '^Sources/(Sales/Store/|SQLiteStorage/|PostgresStorage/)' <<<"$hits" || true
    grep -E '^Sources/([^:]*/)?Import/' <<<"$hits" || true
  } | sort -u | grep -v '^$' || true
)
if [ -n "$found" ]; then
  echo "check-sql-layers: SQL outside the store folders:" >&2
  echo "$found" >&2
  exit 1
fi
echo "check-sql-layers: SQL only in Sources/Sales/Store, SQLiteStorage and PostgresStorage"
