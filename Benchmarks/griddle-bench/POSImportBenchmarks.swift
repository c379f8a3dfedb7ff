import Foundation
import OrderGenerator
import Sales
import SalesDomain

/// Times `griddle import` of a generated Square Item Sales Detail export (35 columns, tickets of
/// 1–4 lines, a refund for every 40th ticket on the next day) against the `griddle`-profile
/// import of the very same lines, each into a fresh database, in the same run.
func runPOSImportBenchmarks(lines count: Int) throws -> [String] {
  let griddle = try builtGriddlePath()
  let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("griddle-pos-bench-\(getpid())").path
  try? FileManager.default.removeItem(atPath: directory)
  try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(atPath: directory) }
  let square = directory + "/items.csv"
  let native = directory + "/lines.csv"
  try SquareExportGenerator(lineCount: count).write(squarePath: square, griddlePath: native)
  let config = directory + "/griddle.json"
  try SquareExportGenerator.configJSON.write(toFile: config, atomically: true, encoding: .utf8)

  /// Wall seconds, peak RSS and CPU seconds (user + system) of one run; CPU time is the
  /// steadier figure on a shared machine, where wall time mostly measures the neighbours.
  func timed(_ arguments: [String]) throws -> (seconds: Double, peakKiB: Int, cpu: Double) {
    let before = childrenCPUSeconds()
    let run = try spawnAndWait(griddle, arguments)
    return (run.seconds, run.peakKiB, childrenCPUSeconds() - before)
  }
  func importInto(_ name: String, _ file: String) throws -> (
    seconds: Double, peakKiB: Int, cpu: Double
  ) {
    let database = directory + "/\(name).sqlite"
    _ = try spawnAndWait(griddle, ["--config", config, "--database", database, "init"])
    sync()
    usleep(500_000)
    return try timed(["--config", config, "--database", database, "import", file])
  }
  let baseline = try importInto("griddle", native)
  let profiled = try importInto("square", square)
  sync()
  let again = try timed(
    ["--config", config, "--database", directory + "/square.sqlite", "import", square])
  func size(_ path: String) -> Int {
    ((try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0) >> 20
  }
  func rate(_ seconds: Double) -> Double { Double(count) / seconds / 1e6 }
  let squareRate = rate(profiled.seconds)
  let cpuRate = Double(count) / profiled.cpu / 1e6
  return [
    "square import \(count) lines (\(size(square)) MiB Detail CSV): "
      + String(
        format: "%.2f s wall (%.2fM lines/s), %.2f s CPU", profiled.seconds, squareRate,
        profiled.cpu)
      + ", peak RSS \(profiled.peakKiB / 1024) MiB"
      + (squareRate >= 0.5 && profiled.peakKiB <= 64 * 1024 ? " (goal met)" : " (goal missed)")
      + "; griddle-profile import of the same lines (\(size(native)) MiB): "
      + String(
        format: "%.2f s wall (%.2fM lines/s), %.2f s CPU", baseline.seconds, rate(baseline.seconds),
        baseline.cpu)
      + ", peak RSS \(baseline.peakKiB / 1024) MiB; square/griddle ratio "
      + String(
        format: "%.2f wall, %.2f CPU", profiled.seconds / baseline.seconds,
        profiled.cpu / baseline.cpu)
      + String(format: " (square alone at %.2fM lines per CPU second)", cpuRate)
      + String(
        format: "; square re-import (all present) %.2f s wall, %.2f s CPU", again.seconds, again.cpu
      )
  ]
}
