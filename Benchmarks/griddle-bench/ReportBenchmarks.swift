import Foundation
import Sales
import SalesAnalytics

/// Times `griddle report nightly` (whole process, writing every file) on a database, for the
/// latest day with data. Goal (issue 10): at most 0.15 s on 10M orders (issue 7: 0.3 s); vl-convert took 0.64 s to
/// start and render three comparable charts.
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
        "report nightly on %@ orders: %.0f ms median of %d (goal <= 150 ms: %@), %d files, %d KB, peak RSS %d MiB",
      "\(orders)", median * 1000, runs, median <= 0.15 ? "met" : "missed", files.count, bytes / 1024,
      peak / 1024)
  ]
}
