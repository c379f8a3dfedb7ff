import Foundation
import Sales
import SalesAnalytics
import SalesDomain

/// Times `griddle query forecast` for every city and style (whole process, as a user runs it)
/// on a database, for the day after the latest data. Goal (issue 27): at most 50 ms on 10M
/// orders. Baseline in the same run: `griddle query daily` over the last 30 days (a process
/// that opens the store, reads one roll-up and prints a table), so the ratio holds while the
/// shared machine's speed drifts.
func runForecastBenchmarks(databasePath: String, runs: Int = 11) throws -> [String] {
  let griddle = try builtGriddlePath()
  let analytics = SalesAnalytics(store: try SalesStore(readingFrom: databasePath))
  guard let last = try analytics.latestDateWithData() else {
    return ["forecast benchmark: \(databasePath) holds no sales"]
  }
  let orders = try analytics.store.orderCount()
  let forecast = ["--database", databasePath, "query", "forecast", "--format", "csv"]
  let query = [
    "--database", databasePath, "query", "daily", "--from", "\(last.adding(days: -29))", "--to",
    "\(last)", "--format", "csv",
  ]
  let median = try medianSeconds(runs: runs) { try runProcessTimed(griddle, forecast) }
  let baseline = try medianSeconds(runs: runs) { try runProcessTimed(griddle, query) }
  let rows = try analytics.forecasts(for: last.adding(days: 1))
  return [
    String(
      format:
        "query forecast (every city and style, %d rows) on %@ orders: %.1f ms median of %d (goal ≤ 50 ms: %@), %.2f× query daily (%.1f ms)",
      rows.count, "\(orders)", median * 1000, runs, median <= 0.05 ? "met" : "missed",
      median / baseline, baseline * 1000)
  ]
}
