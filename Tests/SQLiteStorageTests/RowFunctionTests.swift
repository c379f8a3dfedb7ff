import Foundation
import SQLiteStorage
import TemporaryDirectorySupport
import Testing

/// `Database.withRowFunction`: a Swift body SQLite calls per row from a `WHERE` clause (the
/// schedule import's scan of every line), its arguments read in place, a true result ending a
/// `LIMIT 1` scan early.
@Suite struct RowFunctionTests {
  /// What the body saw: the rows' values, and the row to stop at (nil: never).
  struct Seen {
    var names: [String] = []
    var sums: [Int64] = []
    var stopAt: String?
  }

  static let body: RowFunctionBody = { context, values in
    let seen = context!.assumingMemoryBound(to: Seen.self)
    let row = RowFunctionArguments(values: values!)
    let name = String(decoding: row.textBytes(0), as: UTF8.self)
    seen.pointee.names.append(name)
    seen.pointee.sums.append(row.int64(1) + row.int64(2))
    return name == seen.pointee.stopAt
  }

  let directory: TemporaryDirectory
  let database: Database

  init() throws {
    directory = try TemporaryDirectory()
    database = try Database(path: directory.file("test.sqlite"))
    try database.executeScript(
      """
      CREATE TABLE t (name TEXT PRIMARY KEY, a INTEGER, b INTEGER) WITHOUT ROWID;
      INSERT INTO t VALUES ('crêpe', 1, 10), ('bing', 2, 20), ('waffle', 3, 30), ('dosa', NULL, 40);
      """)
  }

  private func scan(stopAt: String?, order: String = "name") throws -> (Seen, rows: Int) {
    let seen = UnsafeMutablePointer<Seen>.allocate(capacity: 1)
    seen.initialize(to: Seen(stopAt: stopAt))
    defer {
      seen.deinitialize(count: 1)
      seen.deallocate()
    }
    var rows = 0
    try database.withRowFunction(
      named: "seen", argumentCount: 3, calling: Self.body, context: seen
    ) {
      try database.prepare("SELECT 1 FROM t WHERE seen(name, a, b) ORDER BY \(order) LIMIT 1")
        .forEachRow { _ in rows += 1 }
    }
    return (seen.pointee, rows)
  }

  @Test func callsTheBodyForEveryRowInTheScansOrderWithItsArguments() throws {
    let (seen, rows) = try scan(stopAt: nil)
    #expect(rows == 0)
    #expect(seen.names == ["bing", "crêpe", "dosa", "waffle"])
    // NULL reads as 0.
    #expect(seen.sums == [22, 11, 40, 33])
  }

  @Test func aTrueResultEndsTheScanAtThatRow() throws {
    let (seen, rows) = try scan(stopAt: "crêpe", order: "name DESC")
    #expect(rows == 1)
    #expect(seen.names == ["waffle", "dosa", "crêpe"])
  }

  @Test func theFunctionCanBeUsedAgainAndNotFromWithinItself() throws {
    _ = try scan(stopAt: nil)
    let (again, _) = try scan(stopAt: "bing")
    #expect(again.names == ["bing"])
    let context = UnsafeMutableRawPointer.allocate(byteCount: 8, alignment: 8)
    defer { context.deallocate() }
    #expect(throws: SQLiteError.self) {
      try database.withRowFunction(
        named: "seen", argumentCount: 3, calling: Self.body, context: context
      ) {
        try database.withRowFunction(
          named: "seen", argumentCount: 3, calling: Self.body, context: context
        ) {}
      }
    }
  }

  @Test func outsideItsRunTheFunctionIsFalse() throws {
    _ = try scan(stopAt: nil)
    #expect(try database.scalar(Int.self, "SELECT count(*) FROM t WHERE seen(name, a, b)") == 0)
  }
}
