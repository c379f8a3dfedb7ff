import Foundation
import OrderGenerator
import PostgresStorage
import PostgresTestSupport
import Sales
import SalesDomain

/// The PostgreSQL store's figures (issue 16), on a private server this run starts (the tests'
/// harness: a Unix socket in a temporary directory) unless `GRIDDLE_BENCH_POSTGRES` names a
/// server by URI (its user must be allowed to create databases):
///
/// - `griddle import` of a v2 ticket file against `psql -c "\copy"` of the same file into a
///   bare table (no key, no index), same server, same run, the median of three such pairs
///   (goal: at most 1.5×);
/// - four files imported by four concurrent processes against the same four one after another,
///   the median of three such pairs (goal: less wall time);
/// - every `query` subcommand and `report nightly` as whole processes on the imported database
///   (goals: 50 ms and 0.3 s).
func runPostgresBenchmarks(rows: Int, runs: Int = 5, importPairs: Int = 3) throws -> [String] {
  let griddle = try builtGriddlePath()
  let server = try BenchmarkServer()
  let directory = FileManager.default.temporaryDirectory.appending(
    path: "griddle-pg-bench-\(getpid())")
  try? FileManager.default.removeItem(at: directory)
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: directory) }
  let config = directory.appending(path: "griddle.json").path
  try SyntheticOrders.configJSON.write(toFile: config, atomically: true, encoding: .utf8)
  let csv = directory.appending(path: "tickets.csv").path
  try SyntheticOrders(rowCount: rows, seed: 42).writeTicketsCSV(toPath: csv)
  let size = ((try? FileManager.default.attributesOfItem(atPath: csv)[.size] as? Int) ?? 0) >> 20
  var lines: [String] = []

  // The floor: psql's \copy of the same file into a table with no key and no index. Its
  // autovacuum is off: vacuuming 10M fresh rows would otherwise run during griddle's import
  // and be billed to it. Three pairs, each into fresh databases, and the median pair's ratio:
  // on a shared machine one copy can take half as long again as the next (seen here: 8.1 s
  // to 12.4 s for the same \copy), which a single pair would bill to one side.
  var pairs: [(copy: Double, imported: Double, peakKiB: Int)] = []
  var database = ""
  for _ in 0..<importPairs {
    let bare = try server.makeDatabase("bare")
    try PostgresConnection(bare).executeScript(
      """
      CREATE TABLE tickets (order_id text, ordered_at text, city text, style text, quantity bigint,
        unit_price_cents bigint, line bigint, gross_cents bigint, discount_cents bigint, kind text,
        refund_of text) WITH (autovacuum_enabled = off)
      """)
    sync()
    let copy = try spawnAndWait(
      server.psql, [bare, "-c", "\\copy tickets FROM '\(csv)' WITH (FORMAT csv, HEADER true)"])
    try server.dropDatabase("bare")
    database = try server.makeDatabase("griddle")
    _ = try spawnAndWait(griddle, ["--config", config, "--database", database, "init"])
    sync()
    let imported = try spawnAndWait(
      griddle, ["--config", config, "--database", database, "import", csv])
    let stored = try PostgresSalesStore(readingFrom: database).orderLineCount()
    guard stored == rows else { throw BenchmarkError("griddle stored \(stored) of \(rows) lines") }
    pairs.append((copy.seconds, imported.seconds, imported.peakKiB))
  }
  let (median, each) = medianPair(pairs) { $0.imported / $0.copy }
  let ratio = median.imported / median.copy
  lines.append(
    "postgresql import \(rows) lines (\(size) MiB CSV), median of \(pairs.count) pairs (ratios \(each)): griddle import \(seconds(median.imported)) (peak RSS \(median.peakKiB / 1024) MiB); psql \\copy into a bare table \(seconds(median.copy)); ratio \(String(format: "%.2f", ratio)) (goal <= 1.5: \(ratio <= 1.5 ? "met" : "MISSED"))"
  )

  // Four trucks' files: one after another, then four processes at once, each into a fresh
  // database.
  var parts: [String] = []
  for index in 0..<4 {
    let path = directory.appending(path: "truck-\(index).csv").path
    try SyntheticOrders(rowCount: rows / 4, seed: UInt64(100 + index), idPrefix: "T\(index)-")
      .writeTicketsCSV(toPath: path)
    parts.append(path)
  }
  // Three pairs, each into fresh databases, and the median pair (as for the import above).
  var timings: [(oneByOne: Double, together: Double)] = []
  for _ in 0..<importPairs {
    let sequential = try server.makeDatabase("sequential")
    let concurrent = try server.makeDatabase("concurrent")
    for target in [sequential, concurrent] {
      _ = try spawnAndWait(griddle, ["--config", config, "--database", target, "init"])
    }
    sync()
    let oneByOne = try measureSeconds {
      for part in parts {
        _ = try spawnAndWait(
          griddle, ["--config", config, "--database", sequential, "import", part])
      }
    }
    sync()
    let together = try measureSeconds {
      try spawnAllAndWait(
        parts.map { (griddle, ["--config", config, "--database", concurrent, "import", $0]) })
    }
    timings.append((oneByOne, together))
  }
  let (middle, concurrencyRatios) = medianPair(timings) { $0.together / $0.oneByOne }
  lines.append(
    "postgresql 4 files of \(rows / 4) lines, median of \(timings.count) pairs (ratios \(concurrencyRatios)): one after another \(seconds(middle.oneByOne)), four processes at once \(seconds(middle.together)) (goal: less: \(middle.together < middle.oneByOne ? "met" : "MISSED"), ratio \(String(format: "%.2f", middle.together / middle.oneByOne)))"
  )

  for name in ["daily", "monthly", "styles", "cities", "weekdays", "hours"] {
    let median = try medianSeconds(runs: runs) {
      try runProcessTimed(
        griddle, ["--database", database, "query", name, "--format", "csv"])
    }
    lines.append(
      "postgresql query \(name) (default range): \(String(format: "%.1f ms", median * 1000)) (goal < 50 ms: \(median < 0.05 ? "met" : "MISSED"))"
    )
  }
  if let last = try PostgresSalesStore(readingFrom: database).dataDateBounds()?.upperBound {
    let out = directory.appending(path: "reports").path
    let median = try medianSeconds(runs: runs) {
      try runProcessTimed(
        griddle, ["--database", database, "report", "nightly", "--date", "\(last)", "--out", out])
    }
    lines.append(
      "postgresql report nightly: \(String(format: "%.0f ms", median * 1000)) (goal < 300 ms: \(median < 0.3 ? "met" : "MISSED"))"
    )
  }
  return lines
}

/// The pair with the median `ratio` of `pairs` (not empty), and every pair's ratio in
/// ascending order, for the benchmark's line.
private func medianPair<Pair>(_ pairs: [Pair], ratio: (Pair) -> Double) -> (Pair, String) {
  let sorted = pairs.sorted { ratio($0) < ratio($1) }
  let ratios = sorted.map { String(format: "%.2f", ratio($0)) }.joined(separator: ", ")
  return (sorted[sorted.count / 2], ratios)
}

/// The server the PostgreSQL benchmarks use, and fresh databases on it.
private struct BenchmarkServer {
  let adminURI: String
  let psql: String
  private let makeURI: (String) -> String

  init() throws {
    if let uri = ProcessInfo.processInfo.environment["GRIDDLE_BENCH_POSTGRES"] {
      adminURI = uri
      let base = try ConnectionString(uri)
      // `--database` takes a URI: every other setting becomes a query parameter.
      makeURI = { name in
        let query = base.options.filter { $0.key != "dbname" }.sorted { $0.key < $1.key }.map {
          "\($0.key)=\($0.value.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")"
        }
        return "postgresql:///\(name)?" + query.joined(separator: "&")
      }
    } else {
      let server = try TestPostgresServer.shared()
      adminURI = server.uri()
      makeURI = { server.uri(database: $0) }
    }
    psql =
      (try? PostgresServerBinaries.program("psql").path).flatMap {
        FileManager.default.isExecutableFile(atPath: $0) ? $0 : nil
      } ?? "/usr/bin/psql"
  }

  /// Drops database `griddle_bench_NAME` (its disk is needed for the next pair).
  func dropDatabase(_ name: String) throws {
    try PostgresConnection(adminURI).executeScript(
      "DROP DATABASE IF EXISTS griddle_bench_\(name) WITH (FORCE)")
  }

  /// Creates (or recreates) database `griddle_bench_NAME` and returns its connection string.
  func makeDatabase(_ name: String) throws -> String {
    let admin = try PostgresConnection(adminURI)
    try admin.executeScript("DROP DATABASE IF EXISTS griddle_bench_\(name) WITH (FORCE)")
    try admin.executeScript("CREATE DATABASE griddle_bench_\(name)")
    return makeURI("griddle_bench_\(name)")
  }
}

/// Starts every command at once and waits for all; throws when one fails.
private func spawnAllAndWait(_ commands: [(String, [String])]) throws {
  let errors = ErrorList()
  let group = DispatchGroup()
  for (path, arguments) in commands {
    group.enter()
    Thread {
      defer { group.leave() }
      do { _ = try spawnAndWait(path, arguments) } catch { errors.append(error) }
    }.start()
  }
  group.wait()
  if let first = errors.first { throw first }
}

/// Errors collected from several threads.
private final class ErrorList: @unchecked Sendable {
  private let lock = NSLock()
  private var errors: [any Error] = []
  func append(_ error: any Error) { lock.withLock { errors.append(error) } }
  var first: (any Error)? { lock.withLock { errors.first } }
}

private func measureSeconds(_ body: () throws -> Void) rethrows -> Double {
  let start = DispatchTime.now().uptimeNanoseconds
  try body()
  return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

private func seconds(_ value: Double) -> String { String(format: "%.2f s", value) }

/// Issue 28 on PostgreSQL, in one run on a private server (or `GRIDDLE_BENCH_POSTGRES`):
///
/// - `griddle import` of `base` first-release rows into an empty database against `psql -c
///   "\copy"` of the same file into a bare table (goal: at most 1.5×);
/// - Square-shaped exports (random 22-character ids, `SquareExportGenerator(squareIDs: true)`):
///   `base` lines into an empty database, then a later night's `night` lines into it (every
///   order new, but the ids fall among the stored ones: goal ≥ 0.5M lines/s), then that night
///   again (every line already stored).
///
/// Wall and CPU time of the `griddle` process are both given: on a shared machine the wall
/// time mostly measures the wait for a core.
func runPostgresSquareBenchmarks(base: Int, night: Int) throws -> [String] {
  let griddle = try builtGriddlePath()
  let server = try BenchmarkServer()
  let directory = FileManager.default.temporaryDirectory.appending(
    path: "griddle-pg-square-bench-\(getpid())")
  try? FileManager.default.removeItem(at: directory)
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: directory) }
  func timed(_ path: String, _ arguments: [String]) throws -> (
    seconds: Double, peakKiB: Int, cpu: Double
  ) {
    sync()
    let before = childrenCPUSeconds()
    let run = try spawnAndWait(path, arguments)
    return (run.seconds, run.peakKiB, childrenCPUSeconds() - before)
  }
  func rate(_ count: Int, _ run: (seconds: Double, peakKiB: Int, cpu: Double)) -> String {
    String(
      format: "%.2f s wall (%.0fk lines/s), %.2f s CPU of griddle, peak RSS %d MiB", run.seconds,
      Double(count) / run.seconds / 1e3, run.cpu, run.peakKiB / 1024)
  }
  var lines: [String] = []

  // The first release's format into an empty database, against psql's \copy of the same file.
  let config = directory.appending(path: "griddle.json").path
  try SyntheticOrders.configJSON.write(toFile: config, atomically: true, encoding: .utf8)
  let csv = directory.appending(path: "first-release.csv").path
  try SyntheticOrders(rowCount: base, seed: 42).writeCSV(toPath: csv)
  let bare = try server.makeDatabase("bare")
  try PostgresConnection(bare).executeScript(
    """
    CREATE TABLE orders (order_id text, ordered_at text, city text, style text, quantity bigint,
      unit_price_cents bigint) WITH (autovacuum_enabled = off)
    """)
  let copy = try timed(
    server.psql, [bare, "-c", "\\copy orders FROM '\(csv)' WITH (FORMAT csv, HEADER true)"])
  try server.dropDatabase("bare")
  let empty = try server.makeDatabase("first")
  _ = try spawnAndWait(griddle, ["--config", config, "--database", empty, "init"])
  let first = try timed(griddle, ["--config", config, "--database", empty, "import", csv])
  let stored = try PostgresSalesStore(readingFrom: empty).orderLineCount()
  guard stored == base else { throw BenchmarkError("griddle stored \(stored) of \(base) lines") }
  try server.dropDatabase("first")
  try? FileManager.default.removeItem(atPath: csv)
  let ratio = first.seconds / copy.seconds
  lines.append(
    "postgresql first-release import of \(base) rows into an empty database: \(rate(base, first)); psql \\copy into a bare table \(seconds(copy.seconds)); ratio \(String(format: "%.2f", ratio)) (goal <= 1.5: \(ratio <= 1.5 ? "met" : "MISSED"))"
  )

  // Square-shaped exports: a truck's first export, then a later night's.
  let squareConfig = directory.appending(path: "square.json").path
  try SquareExportGenerator.configJSON.write(
    toFile: squareConfig, atomically: true, encoding: .utf8)
  let firstExport = directory.appending(path: "square-base.csv").path
  let laterExport = directory.appending(path: "square-night.csv").path
  let end = try SquareExportGenerator(lineCount: base, squareIDs: true).write(
    squarePath: firstExport, griddlePath: firstExport + ".griddle.csv")
  try SquareExportGenerator(
    lineCount: night, squareIDs: true, seed: 12, startInstant: end.instant + 3_600,
    firstTicket: end.ticket
  ).write(squarePath: laterExport, griddlePath: laterExport + ".griddle.csv")
  let database = try server.makeDatabase("square")
  _ = try spawnAndWait(griddle, ["--config", squareConfig, "--database", database, "init"])
  let baseRun = try timed(
    griddle, ["--config", squareConfig, "--database", database, "import", firstExport])
  let nightRun = try timed(
    griddle, ["--config", squareConfig, "--database", database, "import", laterExport])
  let again = try timed(
    griddle, ["--config", squareConfig, "--database", database, "import", laterExport])
  let total = try PostgresSalesStore(readingFrom: database).orderLineCount()
  guard total == base + night else {
    throw BenchmarkError("griddle stored \(total) of \(base + night) square lines")
  }
  try server.dropDatabase("square")
  let nightRate = Double(night) / nightRun.seconds
  lines.append(
    "postgresql square-ids: \(base) lines into an empty database: \(rate(base, baseRun))")
  lines.append(
    "postgresql square-ids: a later night's \(night) lines into those \(base): \(rate(night, nightRun)) (goal >= 500k lines/s: \(nightRate >= 500_000 ? "met" : "MISSED"))"
  )
  lines.append(
    "postgresql square-ids: that night again (every line already stored): \(rate(night, again))")
  return lines
}
