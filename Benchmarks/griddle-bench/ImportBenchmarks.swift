import Foundation
import OrderGenerator
import Sales
import SalesDomain

/// Times `griddle import` of generated CSV files against the `sqlite3` shell's `.import` of the
/// same file into a bare table (no key, no index), in the same run; one report line per size.
///
/// The import runs as a child process of the built `griddle` binary (next to this benchmark),
/// so its peak memory is the child's `ru_maxrss` and nothing else.
func runImportBenchmarks(rows counts: [Int], tickets: Bool = false) throws -> [String] {
  let griddle = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    .appendingPathComponent("griddle").path
  guard FileManager.default.isExecutableFile(atPath: griddle) else {
    throw BenchmarkError("build the griddle binary first: swift build -c release --product griddle")
  }
  var lines: [String] = []
  for count in counts {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("griddle-import-bench-\(getpid())-\(count)").path
    try? FileManager.default.removeItem(atPath: directory)
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let csv = directory + "/orders.csv"
    let generation = try measure {
      if tickets {
        try SyntheticOrders(rowCount: count, seed: 42).writeTicketsCSV(toPath: csv)
      } else {
        try SyntheticOrders(rowCount: count, seed: 42).writeCSV(toPath: csv)
      }
    }
    let size = (try FileManager.default.attributesOfItem(atPath: csv)[.size] as? Int) ?? 0

    let baselineScript = """
      CREATE TABLE orders (order_id TEXT, ordered_at TEXT, city TEXT, style TEXT, quantity INTEGER, unit_price_cents INTEGER\(tickets ? ", line INTEGER, gross_cents INTEGER, discount_cents INTEGER, kind TEXT, refund_of TEXT" : ""));
      .mode csv
      .import --skip 1 \(csv) orders

      """
    try baselineScript.write(toFile: directory + "/baseline.sql", atomically: true, encoding: .utf8)
    let baseline = try runChild(
      "/bin/sh", ["-c", "sqlite3 '\(directory)/baseline.sqlite' < '\(directory)/baseline.sql'"])

    let config = directory + "/griddle.json"
    try SyntheticOrders.configJSON.write(toFile: config, atomically: true, encoding: .utf8)
    let database = directory + "/griddle.sqlite"
    _ = try runChild(griddle, ["--config", config, "--database", database, "init"])
    let griddleRun = try runChild(
      griddle, ["--config", config, "--database", database, "import", csv])
    let stored = try SalesStore(readingFrom: database).orderLineCount()
    guard stored == count else {
      throw BenchmarkError("griddle stored \(stored) of \(count) lines")
    }
    let reimport = try runChild(
      griddle, ["--config", config, "--database", database, "import", csv])

    func rate(_ seconds: Double) -> String { "\(Int(Double(count) / seconds / 1000))k rows/s" }
    let ratio = griddleRun.seconds / baseline.seconds
    lines.append(
      "import \(count) \(tickets ? "lines (3 per ticket, discounts, 2% refunds" : "rows (first-release format"), \(size >> 20) MiB CSV, generated in \(format(generation))): "
        + "griddle import \(format(griddleRun.seconds)) (\(rate(griddleRun.seconds)), peak RSS "
        + "\(griddleRun.peakKiB / 1024) MiB); sqlite3 .import into a bare table "
        + "\(format(baseline.seconds)) (\(rate(baseline.seconds))); griddle/sqlite3 time ratio "
        + String(format: "%.2f", ratio)
        + " (CPU \(format(griddleRun.cpuSeconds)) / \(format(baseline.cpuSeconds)) = "
        + String(format: "%.2f", griddleRun.cpuSeconds / baseline.cpuSeconds) + ")"
        // Issue 10's goals: first-release rows at most 0.6x the shell; v2 lines >= 1M/s.
        + (tickets
          ? (Double(count) / griddleRun.seconds >= 1_000_000
            ? " (goal >= 1M lines/s met)" : " (goal >= 1M lines/s missed)")
          : (ratio <= 0.6 ? " (goal <= 0.60 met)" : " (goal <= 0.60 missed)"))
        + (griddleRun.peakKiB <= 64 * 1024 ? "" : " (peak RSS over the 64 MiB goal)")
        + "; re-import (all already present) \(format(reimport.seconds)), peak RSS "
        + "\(reimport.peakKiB / 1024) MiB")
  }
  return lines
}

private func format(_ seconds: Double) -> String { String(format: "%.2f s", seconds) }

private func measure(_ body: () throws -> Void) rethrows -> Double {
  let start = ContinuousClock.now
  try body()
  let elapsed = ContinuousClock.now - start
  return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
}

/// Runs a program to completion (see `spawnAndWait`); returns its wall time, peak resident
/// set (KiB) and CPU time (user + system, of it and the children it waited for).
private func runChild(_ executable: String, _ arguments: [String]) throws -> (
  seconds: Double, peakKiB: Int, cpuSeconds: Double
) {
  // Start each timed run with no dirty pages from the previous one: otherwise the kernel's
  // write-back of the last run's 500 MB competes with this one (measured: 10.5 s → 16.7 s).
  sync()
  usleep(500_000)
  let before = childrenCPUSeconds()
  let run = try spawnAndWait(executable, arguments)
  return (run.seconds, run.peakKiB, childrenCPUSeconds() - before)
}
