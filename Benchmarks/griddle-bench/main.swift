import Foundation
import OrderGenerator
import Sales
import SalesDomain

// griddle-bench: the performance figures the issues ask for, measured in one run.
//
//   swift build -c release --product griddle && swift run -c release griddle-bench [SUITE…]
//
// Suites: charts, charts-million[=RUNS], import[=ROWS,ROWS…], import-tickets[=LINES,…] (v2 lines: 3 per ticket,
// discounts, 2% refunds), pos[=LINES] (a Square export against the griddle profile),
// square-ids[=BASE,NIGHT] (issue 28: Square-shaped random ids, BASE lines into an empty database
// then NIGHT more, against sequential ids; not in the default set), query,
// forecast (issue 27: query forecast on the 10M-order database), stops[=LINES] (issue 26:
// schedule import, line import with and without a schedule, query stops; 5 years, 3 visits a
// day per city; not in the default set),
// scale[=LINES,NIGHT] and scale-keep[=LINES,NIGHT] (issue 28: a fleet's LINES, 100M by default,
// over ten years and 1,000 trucks with random ids into an empty database, every query, the
// nightly report and a night's NIGHT lines; scale-keep keeps the files and the database in
// /tmp/griddle-bench-scale to time the reads again; not in the default set),
// restate[=RUNS] (issue 25: restating one day's 2,000 lines and undoing a 1M-line import on a
// 10M-line database kept in /tmp/griddle-bench-restate; not in the default set),
// report, postgresql[=LINES] (issue 16; not in the default set: it starts its own server),
// postgresql-square[=BASE,NIGHT] (issue 28 on PostgreSQL; not in the default set);
// write-square-ids=LINES:PATH (write-square with Square-shaped ids); write-fleet=LINES:PATH (the
// scale suite's export and config);
// write-csv=ROWS:PATH, write-tickets=LINES:PATH and write-square=LINES:PATH (the pos suite's
// Square export, with PATH.griddle.csv holding the same lines in Griddle's columns) keep a
// generated file (and its config, PATH.griddle.json) for profiling one import by hand. Without arguments it runs the others:
// import of 1M and 10M rows; query and report on a 10M-order database built once and kept in
// $TMPDIR (GRIDDLE_BENCH_DATABASE names another).

func benchmarkDatabase(rows: Int) throws -> String {
  if let path = ProcessInfo.processInfo.environment["GRIDDLE_BENCH_DATABASE"] { return path }
  let directory = FileManager.default.temporaryDirectory.appendingPathComponent("griddle-bench")
    .path
  let database = directory + "/orders-\(rows).sqlite"
  if let store = try? SalesStore(readingFrom: database), (try? store.orderCount()) == rows {
    return database
  }
  try? FileManager.default.removeItem(atPath: directory)
  try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
  let griddle = try builtGriddlePath()
  let csv = directory + "/orders.csv"
  let config = directory + "/griddle.json"
  print("preparing a \(rows)-order database in \(directory) …")
  try SyntheticOrders(rowCount: rows, seed: 7).writeCSV(toPath: csv)
  try SyntheticOrders.configJSON.write(toFile: config, atomically: true, encoding: .utf8)
  _ = try spawnAndWait(griddle, ["--config", config, "--database", database, "import", csv])
  try? FileManager.default.removeItem(atPath: csv)
  return database
}

func report(_ lines: [String]) {
  for line in lines { print(line) }
}

@MainActor
func runBenchmarks(_ arguments: [String]) throws {
  let suites = arguments.isEmpty ? ["charts", "import", "pos", "query", "report"] : arguments
  for suite in suites {
    let parts = suite.split(separator: "=", maxSplits: 1).map(String.init)
    switch parts[0] {
    case "charts":
      report(runChartBenchmarks())
    case "charts-million":
      let runs = parts.count > 1 ? Int(parts[1]) ?? 9 : 9
      report(
        ["PlotKit million-point line (median of \(runs) renders)"]
          + runMillionPointBenchmarks(iterations: runs))
    case "import":
      let rows =
        parts.count > 1
        ? parts[1].split(separator: ",").compactMap { Int($0) } : [1_000_000, 10_000_000]
      report(try runImportBenchmarks(rows: rows))
    case "import-tickets":
      let rows =
        parts.count > 1 ? parts[1].split(separator: ",").compactMap { Int($0) } : [10_000_000]
      report(try runImportBenchmarks(rows: rows, tickets: true))
    case "pos":
      let lines = parts.count > 1 ? Int(parts[1]) ?? 1_000_000 : 1_000_000
      report(try runPOSImportBenchmarks(lines: lines))
    case "square-ids":
      // Issue 28: Square-shaped ids (random, 22 characters); BASE lines into an empty database,
      // then NIGHT more into it.
      let counts = parts.count > 1 ? parts[1].split(separator: ",").compactMap { Int($0) } : []
      report(
        try runSquareIDImportBenchmarks(
          base: counts.first ?? 3_000_000, night: counts.dropFirst().first ?? 300_000))
    case "query":
      report(
        try runQueryBenchmarks(
          databasePath: try benchmarkDatabase(rows: 10_000_000), griddlePath: try builtGriddlePath()
        ))
    case "stops":
      let lines = parts.count > 1 ? Int(parts[1]) ?? 10_000_000 : 10_000_000
      report(try runStopsBenchmarks(lines: lines, griddlePath: try builtGriddlePath()))
    case "forecast":
      report(try runForecastBenchmarks(databasePath: try benchmarkDatabase(rows: 10_000_000)))
    case "scale", "scale-keep":
      let counts = parts.count > 1 ? parts[1].split(separator: ",").compactMap { Int($0) } : []
      report(
        try runScaleBenchmarks(
          lines: counts.first ?? 100_000_000, night: counts.dropFirst().first ?? 300_000,
          griddlePath: try builtGriddlePath(), keep: parts[0] == "scale-keep"))
    case "restate":
      // Issue 25: restate one day and undo a 1M-line import on a 10M-line database kept in
      // /tmp/griddle-bench-restate; not in the default set.
      let runs = parts.count > 1 ? Int(parts[1]) ?? 5 : 5
      report(try runRestateBenchmarks(griddlePath: try builtGriddlePath(), runs: runs))
    case "report":
      report(try runReportBenchmarks(databasePath: try benchmarkDatabase(rows: 10_000_000)))
    case "postgresql":
      let rows = parts.count > 1 ? Int(parts[1]) ?? 10_000_000 : 10_000_000
      report(try runPostgresBenchmarks(rows: rows))
    case "postgresql-square":
      // Issue 28 on PostgreSQL: BASE first-release rows against psql's \copy, then Square-shaped
      // BASE lines into an empty database and a later night's NIGHT lines into them.
      let counts = parts.count > 1 ? parts[1].split(separator: ",").compactMap { Int($0) } : []
      report(
        try runPostgresSquareBenchmarks(
          base: counts.first ?? 10_000_000, night: counts.dropFirst().first ?? 300_000))
    case "write-square", "write-square-ids":
      // The pos suite's Square export and its griddle-profile twin, kept for profiling
      // (write-square-ids: with ids shaped as Square's, issue 28).
      let spec = parts.count > 1 ? parts[1].split(separator: ":", maxSplits: 1) : []
      guard spec.count == 2, let lines = Int(spec[0]) else {
        throw BenchmarkError("use write-square=LINES:PATH")
      }
      let path = String(spec[1])
      try SquareExportGenerator(lineCount: lines, squareIDs: parts[0] == "write-square-ids").write(
        squarePath: path, griddlePath: path + ".griddle.csv")
      try SquareExportGenerator.configJSON.write(
        toFile: path + ".griddle.json", atomically: true, encoding: .utf8)
    case "write-fleet":
      // The scale suite's export and config, kept for profiling: write-fleet=LINES:PATH.
      let spec = parts.count > 1 ? parts[1].split(separator: ":", maxSplits: 1) : []
      guard spec.count == 2, let lines = Int(spec[0]) else {
        throw BenchmarkError("use write-fleet=LINES:PATH")
      }
      let generator = FleetExportGenerator(lineCount: lines)
      try generator.write(toPath: String(spec[1]))
      try FleetExportGenerator.configJSON(cityCount: generator.cityCount).write(
        toFile: String(spec[1]) + ".griddle.json", atomically: true, encoding: .utf8)
    case "write-csv", "write-tickets":
      // Writes the benchmark's file and keeps it, for profiling one import by hand:
      // write-csv=ROWS:PATH (first-release format) or write-tickets=LINES:PATH.
      let spec = parts.count > 1 ? parts[1].split(separator: ":", maxSplits: 1) : []
      guard spec.count == 2, let rows = Int(spec[0]) else {
        throw BenchmarkError("use \(parts[0])=ROWS:PATH")
      }
      let orders = SyntheticOrders(rowCount: rows, seed: 42)
      if parts[0] == "write-csv" {
        try orders.writeCSV(toPath: String(spec[1]))
      } else {
        try orders.writeTicketsCSV(toPath: String(spec[1]))
      }
      try SyntheticOrders.configJSON.write(
        toFile: String(spec[1]) + ".griddle.json", atomically: true, encoding: .utf8)
    default:
      throw BenchmarkError(
        "unknown suite '\(suite)'; use charts, charts-million[=RUNS], import[=ROWS,…], import-tickets[=LINES,…], pos[=LINES], square-ids[=BASE,NIGHT], query, forecast, stops[=LINES], scale[=LINES,NIGHT], scale-keep[=LINES,NIGHT], restate[=RUNS], report, postgresql[=ROWS], postgresql-square[=BASE,NIGHT], write-csv=ROWS:PATH, write-tickets=LINES:PATH, write-square=LINES:PATH, write-square-ids=LINES:PATH or write-fleet=LINES:PATH"
      )
    }
  }
}

do {
  try runBenchmarks(Array(CommandLine.arguments.dropFirst()))
} catch {
  FileHandle.standardError.write(Data("griddle-bench: \(error)\n".utf8))
  exit(1)
}
