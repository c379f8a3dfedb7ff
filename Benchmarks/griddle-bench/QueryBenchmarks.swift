import Foundation
import SQLiteStorage
import Sales
import SalesAnalytics
import SalesDomain

/// Times each `griddle query` (whole process, as a user runs it) against `sqlite3` computing the
/// same aggregate from the raw `orders` table with the best covering index, in the same run.
///
/// The goal (issue 10): each query takes at most 0.05x the `sqlite3` time and < 30 ms.
/// Both sides cover the whole history, since that is the aggregate the baseline is defined on;
/// the default ranges (last 30 days, last 12 months) are timed as well.
///
/// The covering index is created for the baseline when missing and dropped afterwards, so the
/// database is left as it was found. Needs `sqlite3` on the PATH.
func runQueryBenchmarks(databasePath: String, griddlePath: String, runs: Int = 7) throws
  -> [String]
{
  let analytics = SalesAnalytics(store: try SalesStore(readingFrom: databasePath))
  guard let first = try analytics.earliestDateWithData(),
    let last = try analytics.latestDateWithData()
  else { return ["query benchmarks: \(databasePath) holds no sales"] }
  let orders = try analytics.store.orderCount()
  let days = DateRange(first, last).dayCount

  let index = "griddle_bench_orders_by_day"
  // The baseline's own connection: the benchmark measures against raw SQL on purpose.
  let hadIndex =
    try Database(path: databasePath, mode: .readOnly).scalar(
      Int.self, "SELECT count(*) FROM sqlite_master WHERE name = ?", [index]) == 1
  try runSQLite(
    databasePath,
    "CREATE INDEX IF NOT EXISTS \(index) ON order_lines (local_day, city_id, style_id, quantity);")
  defer { if !hadIndex { try? runSQLite(databasePath, "DROP INDEX IF EXISTS \(index);") } }

  let whole = ["--from", "\(first)", "--to", "\(last)"]
  let wholeMonths = ["--from", "\(first.yearMonth)", "--to", "\(last.yearMonth)"]
  // The baseline computes what griddle prints, from orders: per-day sums first where the
  // figure is per operating day (the fast form; per-row date functions are ~8x slower).
  let perDay = "SELECT local_day, sum(quantity) AS q FROM order_lines GROUP BY local_day"
  let cases: [(name: String, arguments: [String], baseline: String)] = [
    ("daily", ["daily"] + whole, perDay),
    (
      "monthly", ["monthly"] + wholeMonths,
      """
      WITH d AS (\(perDay)) SELECT strftime('%Y-%m', local_day * 86400, 'unixepoch') AS m,
      sum(q), count(*), min(q), max(q), avg(q) FROM d GROUP BY m
      """
    ),
    (
      "styles", ["styles"] + whole,
      "SELECT style_id, sum(quantity) AS q FROM order_lines GROUP BY style_id ORDER BY q DESC"
    ),
    (
      "cities", ["cities"] + whole,
      """
      WITH d AS (SELECT city_id, local_day, sum(quantity) AS q FROM order_lines
      GROUP BY local_day, city_id) SELECT city_id, sum(q), count(*) FROM d GROUP BY city_id
      """
    ),
    (
      "weekdays", ["weekdays"] + whole,
      """
      WITH d AS (SELECT city_id, local_day, sum(quantity) AS q FROM order_lines
      GROUP BY local_day, city_id)
      SELECT city_id, (local_day + 3) % 7 + 1 AS w, sum(q), count(*), avg(q) FROM d
      GROUP BY city_id, w
      """
    ),
    (
      "hours", ["hours"] + whole,
      """
      SELECT city_id, (local_day + 3) % 7 + 1 AS w, local_hour, sum(quantity),
      sum(gross_cents - discount_cents), count(DISTINCT order_id) FROM order_lines
      GROUP BY city_id, w, local_hour
      """
    ),
  ]

  var lines = [
    "query benchmarks: \(orders.formatted()) orders, \(days.formatted()) days (\(first)…\(last)), median of \(runs) runs"
  ]
  // No aggregate over orders can beat one pass summing a column through the covering index;
  // a baseline slower than that (styles, whose best index would lead with style_id) is
  // clamped to it, so every ratio is a lower bound.
  let floor = try medianSeconds(runs: max(3, runs / 2)) {
    try runSQLite(databasePath, "SELECT sum(quantity) FROM order_lines INDEXED BY \(index);")
  }
  lines.append("sqlite3 floor (one pass summing quantity): \(milliseconds(floor))")
  for item in cases {
    let measured = try medianSeconds(runs: max(3, runs / 2)) {
      try runSQLite(databasePath, item.baseline + ";")
    }
    let sqlite = min(measured, floor)
    let griddle = try medianSeconds(runs: runs) {
      try runProcessTimed(
        griddlePath, ["--database", databasePath, "query"] + item.arguments + ["--format", "csv"])
    }
    let ratio = sqlite / griddle
    lines.append(
      "query \(item.name) (whole history): griddle \(milliseconds(griddle)), sqlite3 on raw orders \(milliseconds(measured)), \(String(format: "%.0f", ratio))x faster (vs min(sqlite3, floor)), goal >= 20x (<= 0.05x): \(ratio >= 20 ? "met" : "MISSED")"
    )
  }
  for name in ["daily", "monthly", "styles", "cities", "weekdays", "hours"] {
    let griddle = try medianSeconds(runs: runs) {
      try runProcessTimed(
        griddlePath, ["--database", databasePath, "query", name, "--format", "csv"])
    }
    lines.append(
      "query \(name) (default range): griddle \(milliseconds(griddle)), goal < 30 ms: \(griddle < 0.03 ? "met" : "MISSED")"
    )
  }
  return lines
}

/// The `sqlite3` shell: `$SQLITE3`, else the first on the PATH.
private let sqlitePath: String = {
  let environment = ProcessInfo.processInfo.environment
  if let path = environment["SQLITE3"] { return path }
  let directories = (environment["PATH"] ?? "/usr/bin").split(separator: ":")
  return directories.map { "\($0)/sqlite3" }.first(where: FileManager.default.isExecutableFile)
    ?? "/usr/bin/sqlite3"
}()

/// Runs one SQL text through the `sqlite3` shell, discarding its output.
private func runSQLite(_ databasePath: String, _ sql: String) throws {
  try runProcessTimed(sqlitePath, [databasePath, sql])
}

private func milliseconds(_ seconds: Double) -> String {
  String(format: "%.1f ms", seconds * 1000)
}
