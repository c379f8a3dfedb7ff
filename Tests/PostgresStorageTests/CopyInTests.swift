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

  @Test func binaryCopyStoresEachTypeExactly() throws {
    try connection.executeScript("CREATE TABLE typed (small integer, big bigint, label text)")
    let values: [(Int32, Int64?, String?)] = [
      (0, 0, ""), (-1, Int64.min, "Jian Bing 煎饼 🥞"), (Int32.max, Int64.max, nil),
      (Int32.min, nil, "tab\tback\\slash\nline"), (42, -4_200_000_000_123, "\\N"),
    ]
    let stored = try connection.copyInBinary(
      "COPY typed (small, big, label) FROM STDIN (FORMAT binary)"
    ) { writer in
      for (small, big, label) in values {
        writer.beginRow(fields: 3)
        writer.append(int32: small)
        if let big { writer.append(int64: big) } else { writer.appendNull() }
        if var label {
          label.withUTF8 { writer.append(text: $0) }
        } else {
          writer.appendNull()
        }
        try writer.endRow()
      }
    }
    #expect(stored == values.count)
    let rows = try connection.query(
      "SELECT small, big, label FROM typed ORDER BY small, big NULLS FIRST"
    ) { ($0.int64(0), $0.get(Int64?.self, 1) ?? nil, $0.get(String?.self, 2) ?? nil) }
    let expected = values.map { (Int64($0.0), $0.1, $0.2) }.sorted {
      ($0.0, $0.1 ?? Int64.min) < ($1.0, $1.1 ?? Int64.min)
    }
    #expect(rows.count == expected.count)
    for (row, want) in zip(rows, expected) {
      #expect(row.0 == want.0 && row.1 == want.1 && row.2 == want.2)
    }
  }

  @Test func aBinaryRowOfTheWrongWidthFailsTheWholeCopy() throws {
    try connection.executeScript("CREATE TABLE narrow (small integer)")
    let error = #expect(throws: PostgresError.self) {
      try connection.copyInBinary("COPY narrow (small) FROM STDIN (FORMAT binary)") { writer in
        writer.beginRow(fields: 1)
        writer.append(int64: 1)  // an integer column takes 4 bytes
        try writer.endRow()
      }
    }
    #expect(error?.sqlState == "22P03")
    #expect(try connection.scalar(Int.self, "SELECT count(*) FROM narrow") == 0)
  }
}
