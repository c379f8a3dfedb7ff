import Foundation
import OrderGenerator

/// Times `griddle import` (square profile, SQLite) of Square-shaped exports (random 22-character
/// ids, rows in time order, 1–3 lines a ticket, refunds with ids of their own): `base` lines
/// into an empty database, then a later night's `night` lines into it; and the same with the
/// pos suite's sequential ids, in the same run, for comparison (issue 28's cliff).
func runSquareIDImportBenchmarks(base: Int, night: Int) throws -> [String] {
  let griddle = try builtGriddlePath()
  let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("griddle-square-ids-bench-\(getpid())").path
  try? FileManager.default.removeItem(atPath: directory)
  try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(atPath: directory) }
  let config = directory + "/griddle.json"
  try SquareExportGenerator.configJSON.write(toFile: config, atomically: true, encoding: .utf8)

  func timed(_ arguments: [String]) throws -> (seconds: Double, peakKiB: Int, cpu: Double) {
    let before = childrenCPUSeconds()
    let run = try spawnAndWait(griddle, arguments)
    return (run.seconds, run.peakKiB, childrenCPUSeconds() - before)
  }
  func line(_ what: String, _ count: Int, _ run: (seconds: Double, peakKiB: Int, cpu: Double))
    -> String
  {
    what
      + String(
        format:
          " %d lines: %.2f s wall (%.0fk lines/s), %.2f s CPU (%.0fk lines per CPU s), peak RSS %d MiB",
        count, run.seconds, Double(count) / run.seconds / 1e3, run.cpu,
        Double(count) / run.cpu / 1e3, run.peakKiB / 1024)
  }
  var lines: [String] = []
  for squareIDs in [true, false] {
    let name = squareIDs ? "square-ids" : "sequential"
    let first = directory + "/\(name)-base.csv"
    let later = directory + "/\(name)-night.csv"
    let end = try SquareExportGenerator(lineCount: base, squareIDs: squareIDs).write(
      squarePath: first, griddlePath: first + ".griddle.csv")
    try SquareExportGenerator(
      lineCount: night, squareIDs: squareIDs, seed: 12, startInstant: end.instant + 3_600,
      firstTicket: end.ticket
    ).write(squarePath: later, griddlePath: later + ".griddle.csv")
    let database = directory + "/\(name).sqlite"
    _ = try spawnAndWait(griddle, ["--config", config, "--database", database, "init"])
    sync()
    let empty = try timed(["--config", config, "--database", database, "import", first])
    sync()
    let added = try timed(["--config", config, "--database", database, "import", later])
    let size =
      ((try? FileManager.default.attributesOfItem(atPath: database)[.size] as? Int) ?? 0) >> 20
    lines.append(line("\(name): square import into an empty database", base, empty))
    lines.append(
      line("\(name): square import of a later night into those \(base)", night, added)
        + " (database \(size) MiB)")
    try? FileManager.default.removeItem(atPath: database)
    for file in [first, later] {
      try? FileManager.default.removeItem(atPath: file)
      try? FileManager.default.removeItem(atPath: file + ".griddle.csv")
    }
  }
  return lines
}
