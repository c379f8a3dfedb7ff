import Foundation
import OrderGenerator

/// Issue 28's scale benchmark on SQLite: a fleet's `lines` over ten years and 1,000 trucks,
/// shaped as a point of sale exports them (random 22-character ids, rows in time order, 3 lines
/// a ticket, refunds with ids of their own; `FleetExportGenerator`), imported into an empty
/// database as one file; then every `query` on the whole history and on the last 30 days,
/// `report nightly` and its page size, the database's size per million lines, and one night's
/// `night` lines added to the full database. Whole processes, as a user runs them.
///
/// The files and the database are kept in `directory` (about 9 GB and 8 GB at 100M lines) when
/// `keep` is set, so the read figures can be taken again without importing.
func runScaleBenchmarks(
  lines: Int, night: Int, griddlePath: String, keep: Bool, runs: Int = 5
) throws -> [String] {
  let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
    "griddle-bench-scale"
  ).path
  try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
  let config = directory + "/griddle.json"
  let base = directory + "/fleet-\(lines).csv"
  let later = directory + "/night-\(lines)-\(night).csv"
  let database = directory + "/fleet-\(lines).sqlite"
  let generator = FleetExportGenerator(lineCount: lines)
  try FleetExportGenerator.configJSON(cityCount: generator.cityCount).write(
    toFile: config, atomically: true, encoding: .utf8)
  var report = [
    "scale (issue 28): \(lines) lines, \(generator.cityCount) trucks, 10 years, random ids, \(generator.linesPerTicket) lines a ticket"
  ]
  let end = generator.startInstant + generator.span
  if !FileManager.default.fileExists(atPath: base) {
    let started = Date()
    try generator.write(toPath: base)
    report.append(
      String(format: "  wrote the export in %.1f s", Date().timeIntervalSince(started)))
  }
  if !FileManager.default.fileExists(atPath: later) {
    try FleetExportGenerator(
      lineCount: night, startInstant: end + 3_600, span: 14 * 3_600, seed: 29
    ).write(toPath: later)
  }
  func griddle(_ arguments: [String]) throws -> (seconds: Double, peakKiB: Int) {
    try spawnAndWait(griddlePath, ["--config", config, "--database", database] + arguments)
  }
  let imported = FileManager.default.fileExists(atPath: database)
  if !imported {
    _ = try griddle(["init"])
    sync()
    let before = childrenCPUSeconds()
    let run = try griddle(["import", base])
    let cpu = childrenCPUSeconds() - before
    report.append(
      String(
        format:
          "  import into an empty database: %.1f s (%.2fM lines/s), %.1f s CPU, peak RSS %d MiB",
        run.seconds, Double(lines) / run.seconds / 1e6, cpu, run.peakKiB / 1024))
  }
  let size = (try? FileManager.default.attributesOfItem(atPath: database)[.size] as? Int) ?? 0
  report.append(
    String(
      format: "  database: %.2f GB, %.0f MB per million lines", Double(size) / 1e9,
      Double(size) / 1e6 / (Double(lines) / 1e6)))

  let first = day(generator.startInstant)
  let last = day(end - 1)
  let monthAgo = day(end - 1 - 29 * 86_400)
  let ranges: [(name: String, days: [String], months: [String])] = [
    (
      "whole history", ["--from", first, "--to", last],
      ["--from", month(first), "--to", month(last)]
    ),
    (
      "last 30 days", ["--from", monthAgo, "--to", last],
      ["--from", month(monthAgo), "--to", month(last)]
    ),
  ]
  for range in ranges {
    var figures: [String] = []
    for query in ["daily", "monthly", "styles", "cities", "weekdays", "hours"] {
      let arguments =
        ["query", query] + (query == "monthly" ? range.months : range.days) + ["--format", "csv"]
      let seconds = try medianSeconds(runs: runs) { _ = try griddle(arguments) }
      figures.append(String(format: "%@ %.1f ms", query, seconds * 1000))
    }
    report.append("  query, \(range.name) (median of \(runs)): " + figures.joined(separator: ", "))
  }
  let out = directory + "/report"
  let nightly = try medianSeconds(runs: runs) {
    _ = try griddle(["report", "nightly", "--date", last, "--out", out])
  }
  // The night's page is in a folder of its date, which `latest` links to.
  let pageBytes =
    (try? FileManager.default.attributesOfItem(atPath: out + "/latest/index.html")[.size] as? Int)
    ?? 0
  report.append(
    String(
      format: "  report nightly: %.0f ms (median of %d), page %d KB", nightly * 1000, runs,
      pageBytes / 1024))
  if !imported || keep {
    // One night's lines into the full database: on a copy when the database is kept, so the
    // next run starts from the same history.
    let target = keep ? directory + "/night-copy.sqlite" : database
    if keep { try copyDatabase(database, to: target) }
    defer { if keep { removeDatabase(target) } }
    sync()
    let run = try spawnAndWait(
      griddlePath, ["--config", config, "--database", target, "import", later])
    report.append(
      String(
        format:
          "  a night's %d lines into the full database: %.2f s (%.0fk lines/s), peak RSS %d MiB",
        night, run.seconds, Double(night) / run.seconds / 1e3, run.peakKiB / 1024))
  }
  if !keep {
    removeDatabase(database)
    try? FileManager.default.removeItem(atPath: base)
    try? FileManager.default.removeItem(atPath: later)
  }
  return report
}

/// The UTC date of `instant` as `yyyy-MM-dd`.
private func day(_ instant: Int64) -> String {
  String(decoding: FleetExportGenerator.timestamp(instant).prefix(10), as: UTF8.self)
}

/// `yyyy-MM` of a `yyyy-MM-dd` date.
private func month(_ day: String) -> String { String(day.prefix(7)) }
