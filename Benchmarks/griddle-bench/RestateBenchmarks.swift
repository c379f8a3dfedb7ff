import Foundation
import OrderGenerator
import Sales

/// Issue 25's must-holds on a 10M-line SQLite database (built once, kept under
/// /tmp/griddle-bench-restate with its CSV): restating one day's 2,000-line export of stored
/// orders with a few changes (≤ 100 ms), importing 1M new lines into it and undoing that
/// import (≤ 3 s). Each restatement is undone again, so the database is reused across runs.
func runRestateBenchmarks(griddlePath griddle: String, runs: Int = 5) throws -> [String] {
  let directory = "/tmp/griddle-bench-restate"
  try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
  let config = directory + "/griddle.json"
  let database = directory + "/base.sqlite"
  let csv = directory + "/base.csv"
  let lines = 10_000_000
  try SyntheticOrders.configJSON.write(toFile: config, atomically: true, encoding: .utf8)
  func griddleRun(_ arguments: [String]) throws -> Double {
    try spawnAndWait(griddle, ["--config", config, "--database", database] + arguments).seconds
  }
  if !FileManager.default.fileExists(atPath: csv) {
    print("writing \(lines) lines to \(csv) …")
    try SyntheticOrders(rowCount: lines, seed: 7).writeTicketsCSV(toPath: csv)
  }
  if (try? SalesStore(readingFrom: database).orderLineCount()) != lines {
    print("importing them into \(database) …")
    try? FileManager.default.removeItem(atPath: database)
    _ = try griddleRun(["init"])
    _ = try griddleRun(["import", csv])
  }
  func latestImport() throws -> Int64 {
    try SalesStore(readingFrom: database).imports().map(\.id).max() ?? 0
  }

  // One day's export: 2,000 lines of whole orders from the middle of the file, 3 quantities
  // changed.
  let day = directory + "/day.csv"
  let (header, rows) = try middleOrders(of: csv, lines: 2_000)
  var changed = rows
  for index in [100, 900, 1_500] {
    var fields = changed[index].split(separator: ",", omittingEmptySubsequences: false)
      .map(String.init)
    if let quantity = Int(fields[4]), quantity > 0, let gross = Int(fields[7]) {
      fields[4] = String(quantity + 1)
      fields[7] = String(gross / quantity * (quantity + 1))
    }
    changed[index] = fields.joined(separator: ",")
  }
  try (([header] + changed).joined(separator: "\n") + "\n").write(
    toFile: day, atomically: true, encoding: .utf8)

  var restateTimes: [Double] = []
  var undoRestateTimes: [Double] = []
  for _ in 0..<runs {
    restateTimes.append(try griddleRun(["import", "--restate", day]))
    undoRestateTimes.append(try griddleRun(["undo", String(try latestImport())]))
  }
  guard (try SalesStore(readingFrom: database).orderLineCount()) == lines else {
    throw BenchmarkError("the restatements' undos did not give the database back")
  }

  // 1M new lines (other ids, the same days) imported, then undone.
  let fresh = directory + "/new-1m.csv"
  if !FileManager.default.fileExists(atPath: fresh) {
    try SyntheticOrders(rowCount: 1_000_000, seed: 9, idPrefix: "NEW-").writeTicketsCSV(
      toPath: fresh)
  }
  sync()
  let importSeconds = try griddleRun(["import", fresh])
  sync()
  let undoSeconds = try griddleRun(["undo", String(try latestImport())])
  guard (try SalesStore(readingFrom: database).orderLineCount()) == lines else {
    throw BenchmarkError("the undo did not give the database back")
  }
  func median(_ times: [Double]) -> Double { times.sorted()[times.count / 2] }
  func ms(_ seconds: Double) -> String { String(format: "%.0f ms", seconds * 1000) }
  let restate = median(restateTimes)
  return [
    "restate one day of a \(lines)-line database (\(rows.count)-line export, 3 lines changed; median of \(runs), process start included): "
      + "\(ms(restate)) (goal <= 100 ms \(restate <= 0.1 ? "met" : "missed")); its undo \(ms(median(undoRestateTimes)))",
    "import 1M new lines into it: \(String(format: "%.2f s", importSeconds)); undo of that import: "
      + "\(String(format: "%.2f s", undoSeconds)) (goal <= 3 s \(undoSeconds <= 3 ? "met" : "missed"))",
  ]
}

/// The header and about `lines` lines of whole orders from the middle of the CSV at `path`.
private func middleOrders(of path: String, lines: Int) throws -> (String, [String]) {
  let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
  defer { try? handle.close() }
  let head = String(decoding: try handle.read(upToCount: 4_096) ?? Data(), as: UTF8.self)
  let header = String(head.prefix { $0 != "\n" })
  let size = try handle.seekToEnd()
  try handle.seek(toOffset: size / 2)
  let chunk = String(decoding: try handle.read(upToCount: 1 << 20) ?? Data(), as: UTF8.self)
  // Drop the partial first line, then the rest of the order it was in.
  var all = chunk.split(separator: "\n").dropFirst().map(String.init)
  func id(_ line: String) -> Substring { line.prefix { $0 != "," } }
  let firstID = id(all[0])
  all.removeFirst(all.prefix { id($0) == firstID }.count)
  var taken = Array(all.prefix(lines))
  let lastID = id(taken.last!)
  taken += all.dropFirst(lines).prefix { id($0) == lastID }
  return (header, taken)
}
