import Foundation
import Sales
import SalesAnalytics
import SalesDomain

/// Times `griddle report nightly` (whole process, writing every file) on a database, for the
/// latest day with data. Goal (issues 10 and 14): at most 0.15 s on 10M orders. Baseline in the same run:
/// `griddle query daily` over the same 30 days (a process that opens the store, reads one
/// roll-up and writes one table), so the ratio holds while the shared machine's speed drifts.
func runReportBenchmarks(databasePath: String, runs: Int = 7) throws -> [String] {
  let griddle = try builtGriddlePath()
  let analytics = SalesAnalytics(store: try SalesStore(readingFrom: databasePath))
  guard let last = try analytics.latestDateWithData() else {
    return ["report benchmark: \(databasePath) holds no sales"]
  }
  let orders = try analytics.store.orderCount()
  let out = FileManager.default.temporaryDirectory.appendingPathComponent(
    "griddle-report-bench-\(getpid())"
  ).path
  defer { try? FileManager.default.removeItem(atPath: out) }
  let arguments = [
    "--database", databasePath, "report", "nightly", "--date", "\(last)", "--out", out,
  ]
  let median = try medianSeconds(runs: runs) { try runProcessTimed(griddle, arguments) }
  let query = [
    "--database", databasePath, "query", "daily", "--from", "\(last.adding(days: -29))", "--to",
    "\(last)", "--format", "csv",
  ]
  let baseline = try medianSeconds(runs: runs) { try runProcessTimed(griddle, query) }
  let peak = try spawnAndWait(griddle, arguments).peakKiB
  let files = (try? FileManager.default.contentsOfDirectory(atPath: out + "/\(last)")) ?? []
  let bytes = files.reduce(0) { total, name in
    total
      + ((try? FileManager.default.attributesOfItem(atPath: out + "/\(last)/" + name)[.size] as? Int)
        ?? 0)
  }
  return [
    String(
      format:
        "report nightly on %@ orders: %.0f ms median of %d (goal ≤ 150 ms: %@), %.1f× query daily (%.0f ms), %d files, %d KB, peak RSS %d MiB",
      "\(orders)", median * 1000, runs, median <= 0.15 ? "met" : "missed", median / baseline,
      baseline * 1000, files.count, bytes / 1024, peak / 1024)
  ]
}
