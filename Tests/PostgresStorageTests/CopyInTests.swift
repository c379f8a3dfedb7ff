import Foundation
import PostgresStorage
import PostgresTestSupport
import Testing

@Suite(
  .enabled(
    if: PostgresServerBinaries.testsEnabled, Comment(rawValue: PostgresServerBinaries.installHint)))
struct CopyInTests {
  let database: TestPostgresDatabase
  let connection: PostgresConnection

  init() throws {
    database = try TestPostgresServer.shared().makeDatabase()
    connection = try PostgresConnection(database.uri)
    try connection.executeScript("CREATE TABLE staged (n bigint, label text)")
  }

  /// Labels holding every character the text format escapes, and some it does not.
  static func label(_ n: Int) -> String? {
    switch n % 6 {
    case 0: return nil
    case 1: return "tab\there"
    case 2: return "line\nbreak\r\n"
    case 3: return "back\\slash \\N"
    case 4: return "Jian Bing 煎饼 🥞"
    default: return ""
    }
  }

  @Test func streamsManyRowsWithEscapesIntact() throws {
    let count = 100_000
    let stored = try connection.copyIn("COPY staged (n, label) FROM STDIN") { writer in
      for n in 0..<count {
        writer.append(Int64(n - 50_000))
        writer.append(Self.label(n))
        try writer.endRow()
      }
    }
    #expect(stored == count)
    let rows = try connection.query("SELECT n, label FROM staged ORDER BY n") {
      ($0.int(0), $0.get(String?.self, 1) ?? nil)
    }
    #expect(rows.count == count)
    for (index, row) in rows.enumerated() {
      #expect(row.0 == index - 50_000)
      #expect(row.1 == Self.label(index))
    }
  }

  @Test func aThrowingWriterCancelsTheCopyAndLeavesTheConnectionUsable() throws {
    struct Stop: Error {}
    #expect(throws: Stop.self) {
      try connection.copyIn("COPY staged (n, label) FROM STDIN") { writer in
        for n in 0..<10 {
          writer.append(n)
          writer.append("x")
          try writer.endRow()
        }
        throw Stop()
      }
    }
    #expect(try connection.scalar(Int.self, "SELECT count(*) FROM staged") == 0)
  }

  @Test func aRowTheServerRejectsFailsTheWholeCopy() throws {
    let error = #expect(throws: PostgresError.self) {
      try connection.copyIn("COPY staged (n, label) FROM STDIN") { writer in
        writer.append(1)
        writer.append("fine")
        try writer.endRow()
        writer.append("not a number")
        writer.append("bad")
        try writer.endRow()
      }
    }
    #expect(error?.sqlState == "22P02")
    #expect(try connection.scalar(Int.self, "SELECT count(*) FROM staged") == 0)
  }
}
