#!/usr/bin/env bash
# Builds the libFuzzer harness for Griddle's input parsers and runs each target for a fixed
# time: scripts/fuzz.sh [SECONDS_PER_TARGET] [TARGET…]
#   (default 15 s; csv jsonl timestamp config profile connstring ical)
# scripts/fuzz.sh --typecheck only type-checks the harness with its sources (no sanitizer, a few
# seconds): `swift test` runs it (Tests/GriddleCLITests/FuzzHarnessBuildTests.swift), so a
# change that breaks the harness fails the tests, not only the CI's fuzz step.
#
# The harness (Fuzz/Harness) is compiled with the parser sources it needs into one binary with
# `swiftc -sanitize=fuzzer,address`, outside SwiftPM. Each target starts from its seed corpus
# in Fuzz/Corpus/TARGET (from the fixtures);
# new inputs libFuzzer finds go to .build/fuzz/corpus/TARGET, crashes to .build/fuzz/crashes.
# Exit status: 0 when no target found a crash, 1 otherwise.
set -euo pipefail
cd "$(dirname "$0")/.."

typecheck=false
if [ "${1:-}" = --typecheck ]; then typecheck=true; shift; fi
seconds=${1:-15}
shift || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(csv jsonl timestamp config profile connstring ical)

out=.build/fuzz
# The type check (run by swift test) must not clobber the sources of a fuzz build running beside it.
$typecheck && out=.build/fuzz-typecheck
mkdir -p "$out/src" "$out/crashes"

# The parser sources, as in Sources/; `import Sales`, `import Reports` and
# `import PostgresStorage` go, since everything is one module here
# (Fuzz/Harness/ReportFormatterChecks.swift stands in for Reports, and
# Fuzz/Harness/SalesStoresStandIn.swift for Sales' store); ConnectionString loads libpq at run time.
sources=(
  Sources/Sales/Import/ByteSource.swift Sources/Sales/Import/RecordReader.swift
  Sources/Sales/Import/CSVReader.swift Sources/Sales/Import/JSONLinesReader.swift
  Sources/Sales/Import/FlatJSONParser.swift Sources/Sales/Import/OrderColumn.swift
  Sources/Sales/Import/UTF8Validation.swift Sources/Sales/Import/ImportError.swift
  Sources/Sales/Import/Timestamp.swift Sources/SalesDomain/Domain/LocalDate.swift
  Sources/SalesDomain/Domain/NameKey.swift Sources/SalesDomain/Domain/YearMonth.swift
  Sources/SalesDomain/Text/MessageText.swift
  Sources/GriddleCommandLine/Config/Configuration.swift
  Sources/GriddleCommandLine/Config/Configuration+Loading.swift
  Sources/GriddleCommandLine/Config/Configuration+Stops.swift Sources/SalesDomain/Schedule/StopFee.swift
  # The iCalendar reader of schedules (issue 26).
  Sources/Sales/Import/Schedule/ICalendarContentLines.swift Sources/Sales/Import/Schedule/CalendarDateTime.swift
  Sources/Sales/Import/Schedule/RecurrenceRule.swift Sources/Sales/Import/Schedule/ICalendarEvent.swift
  Sources/Sales/Import/Schedule/ICalendarReader.swift Sources/Sales/Import/Schedule/ICalendarReader+Expansion.swift
  Sources/Sales/Import/Schedule/ScheduleProblem.swift
  Sources/GriddleCommandLine/Config/JSONReader.swift
  Sources/GriddleCommandLine/Config/JSONValue.swift
  Sources/GriddleCommandLine/Config/JSONParser.swift
  Sources/GriddleCommandLine/Config/ImportProfileReader.swift
  Sources/Sales/Import/Profiles/ImportNames.swift Sources/Sales/Import/Profiles/ImportProfile.swift
  Sources/Sales/Import/Profiles/UnmatchedNameLog.swift Sources/Sales/Import/ImportReferenceData.swift
  Sources/Sales/Import/VisitWindows.swift Sources/SalesDomain/Schedule/Visit.swift
  Sources/SalesDomain/Schedule/VisitAttribution.swift
  Sources/Sales/Import/Profiles/DateTimePattern.swift
  Sources/Sales/Import/Profiles/ImportProfile+BuiltIn.swift
  Sources/Sales/Import/ZoneOffsetTable.swift Sources/SalesDomain/Domain/City.swift
  Sources/SalesDomain/Domain/PancakeStyle.swift
  # A city's business-day start (its config key and its offset tables' rule).
  Sources/SalesDomain/Domain/BusinessDayStart.swift Sources/SalesDomain/Domain/LocalTime.swift
  Sources/GriddleCommandLine/Parsing/CommandLineError.swift
  Sources/GriddleCommandLine/Parsing/ExitStatus.swift
  Sources/SalesDomain/Domain/Suggestion.swift
  Sources/GriddleCommandLine/Text/QuotedValue.swift
  Sources/PostgresStorage/ConnectionString.swift Sources/PostgresStorage/PostgresError.swift
  Sources/PostgresStorage/LibPQ/LibPQ.swift Sources/PostgresStorage/LibPQ/LibPQ+Loading.swift
  Sources/PostgresStorage/LibPQ/LibPQUnavailableError.swift
  # What the readers' problem types (FileProblem, RecordProblem) need since the target split.
  Sources/Sales/Import/ImportTypes.swift Sources/Sales/Import/Profiles/TranslationTally.swift
  Sources/Sales/Import/Profiles/InputPreparation.swift Sources/Sales/Import/ImportCancellation.swift
  Sources/Sales/Import/Profiles/LinePositions.swift
)
rm -f "$out"/src/*.swift
for file in "${sources[@]}"; do
  grep -v -E '^import (Sales|SalesDomain|Reports|PostgresStorage)$' "$file" > "$out/src/$(basename "$(dirname "$file")")-$(basename "$file")"
done

# libpq's declarations (Sources/CLibPQ) for ConnectionString; the library itself is loaded at
# run time, as by griddle.
libpq=(-I Sources/CLibPQ)

if $typecheck; then
  exec swiftc -typecheck -parse-as-library -module-name GriddleFuzz -package-name Griddle "${libpq[@]}" \
    Fuzz/Harness/*.swift "$out"/src/*.swift
fi

binary=$out/griddle-fuzz
echo "fuzz: building $binary"
# The linker warns about every ASan symbol it cannot export; show the log only on failure.
if ! swiftc -O -sanitize=fuzzer,address -parse-as-library -module-name GriddleFuzz -package-name Griddle "${libpq[@]}" \
  -o "$binary" Fuzz/Harness/*.swift "$out"/src/*.swift >"$out/build.log" 2>&1; then
  grep -v 'Cannot export local symbol' "$out/build.log"
  exit 2
fi

status=0
for target in "${targets[@]}"; do
  corpus=$out/corpus/$target
  mkdir -p "$corpus"
  log=$out/$target.log
  echo "fuzz: $target for ${seconds}s"
  set +e
  # Swift's own backtracer reads memory ASan then reports as a second, bogus error: off.
  SWIFT_BACKTRACE=enable=no FUZZ_TARGET=$target "$binary" "$corpus" "Fuzz/Corpus/$target" \
    -max_total_time="$seconds" -max_len=4096 -timeout=10 -rss_limit_mb=2048 \
    -print_final_stats=1 -artifact_prefix="$out/crashes/$target-" >"$log" 2>&1
  code=$?
  set -e
  runs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' || echo 0)
  rate=$(grep -o 'exec/s: [0-9]*' "$log" | tail -1 | grep -o '[0-9]*' || echo 0)
  if [ $code -ne 0 ]; then
    echo "fuzz: $target FOUND A CRASH ($runs runs); see $log and $out/crashes/"
    grep -m1 -B2 -A12 -E 'Fatal error|ERROR: AddressSanitizer|ERROR: libFuzzer' "$log" || true
    status=1
  else
    echo "fuzz: $target ok, $runs runs, ~$rate exec/s"
  fi
done
exit $status
