import Foundation
import SQLiteStorage
import TemporaryDirectorySupport
import Testing

@Suite struct DatabaseTests {
  let directory: TemporaryDirectory
  let database: Database

  init() throws {
    directory = try TemporaryDirectory()
    database = try Database(path: directory.file("test.sqlite"))
    try database.executeScript("CREATE TABLE t (i INTEGER, r REAL, s TEXT, b BLOB, d INTEGER)")
  }

  @Test func opensInWALModeWithForeignKeys() throws {
    #expect(try database.scalar(String.self, "PRAGMA journal_mode") == "wal")
    #expect(try database.scalar(Int.self, "PRAGMA foreign_keys") == 1)
  }

  @Test func newFilesGet16KiBPagesAndExistingFilesKeepTheirs() throws {
    #expect(try database.scalar(Int.self, "PRAGMA page_size") == 16_384)
    // A file made elsewhere with SQLite's default page size keeps it when opened here.
    let path = directory.file("old.sqlite")
    do {
      let old = try Database(path: path, mode: .readWriteCreate)
      try old.executeScript("PRAGMA journal_mode = DELETE; PRAGMA page_size = 4096; VACUUM")
      try old.executeScript("CREATE TABLE t (i INTEGER); INSERT INTO t VALUES (1)")
      #expect(try old.scalar(Int.self, "PRAGMA page_size") == 4096)
    }
    let reopened = try Database(path: path)
    #expect(try reopened.scalar(Int.self, "PRAGMA page_size") == 4096)
    #expect(try reopened.scalar(Int.self, "SELECT i FROM t") == 1)
    #expect(try reopened.scalar(String.self, "PRAGMA journal_mode") == "wal")
  }

  @Test func roundTripsEveryTypeIncludingNonASCIIAndExtremes() throws {
    let date = Date(timeIntervalSince1970: 1_651_976_400.123)
    let text = "Crêpe 🥞 Jian Bing 煎饼 \u{0}after-nul"
    let blob = Data([0, 1, 2, 255])
    try database.execute(
      "INSERT INTO t VALUES (?, ?, ?, ?, ?)", [Int64.max, 3.25, text, blob, date])
    try database.execute(
      "INSERT INTO t VALUES (?, ?, ?, ?, ?)", [Int64.min, -0.5, "", Data(), nil])
    let rows = try database.query("SELECT i, r, s, b, d FROM t ORDER BY rowid") { row in
      (row.int64(0), row.double(1), row.string(2), row.data(3), row.get(Date?.self, 4))
    }
    #expect(rows.count == 2)
    #expect(rows[0].0 == Int64.max)
    #expect(rows[0].1 == 3.25)
    #expect(rows[0].2 == text)
    #expect(rows[0].3 == blob)
    #expect(rows[0].4 == .some(date))
    #expect(rows[1].0 == Int64.min)
    #expect(rows[1].2 == "")
    #expect(rows[1].3 == Data())
    #expect(rows[1].4 == .some(nil))
  }

  @Test func nullReadsAsNilThroughOptionalConversion() throws {
    try database.execute("INSERT INTO t (i) VALUES (NULL)")
    #expect(try database.scalar(Int?.self, "SELECT i FROM t") == .some(nil))
    #expect(try database.scalar(Int.self, "SELECT i FROM t") == nil)
  }

  @Test func transactionRollsBackWhenBodyThrows() throws {
    struct Boom: Error {}
    #expect(throws: Boom.self) {
      try database.transaction {
        try database.execute("INSERT INTO t (i) VALUES (1)")
        throw Boom()
      }
    }
    #expect(try database.scalar(Int.self, "SELECT count(*) FROM t") == 0)
    #expect(!database.isInTransaction)
    try database.transaction { try database.execute("INSERT INTO t (i) VALUES (2)") }
    #expect(try database.scalar(Int.self, "SELECT count(*) FROM t") == 1)
  }

  @Test func errorCarriesCodesMessageAndSQL() throws {
    try database.executeScript("CREATE TABLE u (k TEXT PRIMARY KEY)")
    try database.execute("INSERT INTO u VALUES ('a')")
    let error = #expect(throws: SQLiteError.self) {
      try database.execute("INSERT INTO u VALUES (?)", ["a"])
    }
    #expect(error?.code == 19)  // SQLITE_CONSTRAINT
    #expect(error?.extendedCode == 1555)  // SQLITE_CONSTRAINT_PRIMARYKEY
    #expect(error?.message.contains("UNIQUE constraint failed: u.k") == true)
    #expect(error?.sql == "INSERT INTO u VALUES (?)")
    #expect(error?.description.hasPrefix("SQLite error 19: UNIQUE constraint failed") == true)
  }

  @Test func syntaxErrorIsReportedWhenPreparing() throws {
    let error = #expect(throws: SQLiteError.self) { try database.execute("SELEC 1") }
    #expect(error?.code == 1)
    #expect(error?.sql == "SELEC 1")
  }

  @Test func cachedStatementsAreReusedAndRebound() throws {
    let insert = try database.cachedStatement("INSERT INTO t (i) VALUES (?)")
    for value in 1...100 { try insert.execute([value]) }
    #expect(try database.cachedStatement("INSERT INTO t (i) VALUES (?)") === insert)
    #expect(try database.scalar(Int.self, "SELECT sum(i) FROM t") == 5050)
  }

  @Test func missingFileInReadOnlyModeFails() throws {
    #expect(throws: SQLiteError.self) {
      _ = try Database(path: directory.file("missing.sqlite"), mode: .readOnly)
    }
  }
}
