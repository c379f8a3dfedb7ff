import Foundation
import OrderGenerator
import SQLiteStorage
import TemporaryDirectorySupport
import Testing

/// The benchmark's Square export with `squareIDs` (issue 28): ids shaped as Square's, rows in
/// time order, 1–3 lines a ticket, refunds with ids of their own; and it imports as it is.
@Suite final class SquareShapedExportTests {
  /// Removed when the suite's value is released, at the end of each test.
  let temporary: TemporaryDirectory
  let directory: URL

  init() throws {
    temporary = try TemporaryDirectory(prefix: "griddle-square-ids")
    directory = temporary.url
  }

  @Test func idsAreRandom22CharacterBase62AndTicketsHaveOneToThreeLines() throws {
    let square = directory.appending(path: "items.csv").path
    let native = directory.appending(path: "items.griddle.csv").path
    try SquareExportGenerator(lineCount: 4_000, squareIDs: true).write(
      squarePath: square, griddlePath: native)
    try Data(SquareExportGenerator.configJSON.utf8).write(
      to: directory.appending(path: "griddle.json"))
    let imported = try GriddleProcess.run(
      ["--config", "griddle.json", "--database", "s.sqlite", "import", square], in: directory)
    #expect(imported.status == 0, "\(imported.standardError)")

    let database = try Database(path: directory.appending(path: "s.sqlite").path, mode: .readOnly)
    #expect(try database.scalar(Int.self, "SELECT count(*) FROM order_lines") == 4_000)
    let ids = try database.query("SELECT DISTINCT order_id FROM order_lines") { $0.string(0) }
    let base62 = Set("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz")
    #expect(ids.count > 1_000)
    #expect(ids.allSatisfy { $0.count == 22 && $0.allSatisfy(base62.contains) })
    // Random, not sequential: the ids' byte order is not the tickets' time order.
    let byTime = try database.query(
      "SELECT order_id FROM order_lines WHERE line = 1 ORDER BY ordered_at, order_id"
    ) { $0.string(0) }
    #expect(byTime != byTime.sorted())
    let longest = try database.scalar(Int.self, "SELECT max(line) FROM order_lines")
    #expect(longest == 3)
    let refunds = try database.query(
      "SELECT order_id, refund_of FROM order_lines WHERE quantity < 0"
    ) { ($0.string(0), $0.string(1)) }
    #expect(refunds.count > 10)
    #expect(refunds.allSatisfy { $0.0.count == 22 && $0.0 != $0.1 })

    // Rows in time order, in the file itself.
    let rows = try String(contentsOfFile: native, encoding: .utf8).split(separator: "\n")
      .dropFirst().map { $0.split(separator: ",")[1] }
    #expect(rows.count == 4_000 && rows == rows.sorted())
  }

  @Test func withoutTheOptionTheFileIsTheOneThePosSuiteAlwaysWrote() throws {
    let square = directory.appending(path: "items.csv").path
    try SquareExportGenerator(lineCount: 50).write(
      squarePath: square, griddlePath: square + ".griddle.csv")
    let text = try String(contentsOfFile: square + ".griddle.csv", encoding: .utf8)
    #expect(text.split(separator: "\n")[1].hasPrefix("T0000000001,2025-01-01T08:"))
  }
}
