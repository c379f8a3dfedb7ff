import Foundation
import SQLiteStorage
import TemporaryDirectorySupport
import Testing

/// `TableFile` reads a `WITHOUT ROWID` table from the file's pages: every row as SQL reads it,
/// in key order, split into parts or not; refused whenever the file may differ from what the
/// connection sees; never a crash on a damaged file.
@Suite struct TableFileTests {
  let directory: TemporaryDirectory
  let database: Database

  /// A row as both readers give it.
  struct Row: Equatable, CustomStringConvertible {
    var day: Int64
    var id: String
    var line: Int64
    var amount: Int64
    var note: String?
    var description: String { "(\(day), \(id), \(line), \(amount), \(note ?? "NULL"))" }
  }

  init() throws {
    directory = try TemporaryDirectory()
    database = try Database(path: directory.file("t.sqlite"))
    try makeTable()
  }

  /// Makes the table `t`, first giving the file pages of `pageSize` bytes when asked (the
  /// file is rebuilt empty). Columns out of key order, as `order_lines` has them: the record
  /// holds the key first.
  func makeTable(pageSize: Int? = nil) throws {
    if let pageSize {
      try database.executeScript(
        "DROP TABLE t; PRAGMA journal_mode = DELETE; PRAGMA page_size = \(pageSize); VACUUM; PRAGMA journal_mode = WAL"
      )
    }
    try database.executeScript(
      """
      CREATE TABLE t (id TEXT NOT NULL, line INTEGER NOT NULL, amount INTEGER, note TEXT,
        day INTEGER NOT NULL, PRIMARY KEY (day, id, line)) WITHOUT ROWID
      """)
  }

  /// `count` rows with integers of every stored width (negative too), ids of 2–75 bytes
  /// (serial types of one and two bytes), and NULL notes; a fixed pseudo-random sequence.
  func insertRows(_ count: Int, noteBytes: Int = 12) throws {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next() -> UInt64 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return state >> 11
    }
    let widths: [Int64] = [
      0, 1, -1, 127, -128, 32_767, -40_000, 8_000_000, -2_000_000_000,
      140_000_000_000_000, Int64.max, Int64.min,
    ]
    try database.transaction {
      let insert = try database.prepare("INSERT INTO t VALUES (?, ?, ?, ?, ?)")
      for index in 0..<count {
        let idLength = 1 + Int(next() % 70)
        let id = String(repeating: "x", count: idLength) + String(index)
        let amount = widths[index % widths.count] &+ Int64(next() % 3)
        let note: String? = index % 7 == 0 ? nil : String(repeating: "é", count: noteBytes / 2)
        try insert.execute([id, Int64(index % 5 + 1), amount, note, Int64(next() % 40) - 20])
      }
    }
  }

  func rowsThroughSQL() throws -> [Row] {
    try database.query("SELECT day, id, line, amount, note FROM t ORDER BY day, id, line") {
      Row(
        day: $0.int64(0), id: $0.string(1), line: $0.int64(2), amount: $0.int64(3),
        note: $0.isNull(4) ? nil : $0.string(4))
    }
  }

  func rows(of file: TableFile, parts: Int) throws -> [Row] {
    let integers = ["day", "line", "amount"].map { file.position(of: $0)! }
    let texts = ["id", "note"].map { file.position(of: $0)! }
    var rows: [Row] = []
    for part in try file.parts(parts) {
      try file.forEachRecord(in: part, columns: RecordColumns(integers: integers, texts: texts)) {
        record in
        let note = record.text(1)
        rows.append(
          Row(
            day: record.integer(0), id: String(decoding: record.text(0), as: UTF8.self),
            line: record.integer(1), amount: record.integer(2),
            note: note.baseAddress == nil ? nil : String(decoding: note, as: UTF8.self)))
      }
    }
    return rows
  }

  /// How many levels the table's B-tree has (1: the root is a leaf), from SQLite's own list
  /// of its pages (a page's path has a slash per level).
  func levels() throws -> Int {
    try database.scalar(
      Int.self,
      "SELECT max(length(path) - length(replace(path, '/', ''))) FROM dbstat WHERE name = 't'"
    ) ?? 0
  }

  @Test func readsEveryRowInKeyOrderWholeAndInParts() throws {
    // 20,000 rows of about 60 bytes: a root over about a hundred leaves, records on the root.
    try insertRows(20_000)
    let expected = try rowsThroughSQL()
    #expect(expected.count == 20_000)
    #expect(try levels() == 2)
    try database.transaction {
      let file = try #require(try database.tableFile("t"))
      #expect(file.position(of: "day") == 0 && file.position(of: "note") == 4)
      for parts in [1, 2, 7] {
        let read = try rows(of: file, parts: parts)
        #expect(read.count == expected.count)
        #expect(read == expected, "parts: \(parts)")
      }
    }
  }

  @Test func readsADeepTreeOfSmallPages() throws {
    // 1 KiB pages hold about a dozen records: the same rows make a tree of four levels or more,
    // records on every interior level.
    try makeTable(pageSize: 1024)
    #expect(try database.scalar(Int.self, "PRAGMA page_size") == 1024)
    try insertRows(20_000)
    #expect(try levels() >= 4)
    let expected = try rowsThroughSQL()
    try database.transaction {
      let file = try #require(try database.tableFile("t"))
      for parts in [1, 3] { #expect(try rows(of: file, parts: parts) == expected) }
    }
  }

  @Test func readsATableOfOnePage() throws {
    try insertRows(3)
    let expected = try rowsThroughSQL()
    try database.transaction {
      let file = try #require(try database.tableFile("t"))
      #expect(try file.parts(4).count == 1)
      #expect(try rows(of: file, parts: 4) == expected)
    }
  }

  @Test func refusedOutsideAWriteTransactionAndForOtherTables() throws {
    try insertRows(10)
    #expect(try database.tableFile("t") == nil)
    try database.transaction(.deferred) {
      _ = try database.scalar(Int.self, "SELECT count(*) FROM t")
      #expect(try database.tableFile("t") == nil)
    }
    try database.transaction {
      let missing = try database.tableFile("missing")
      #expect(missing == nil)
    }
  }

  @Test func refusedWhileAnOlderSnapshotKeepsPagesInTheLog() throws {
    try insertRows(100)
    // A reader holding a snapshot, then a commit it does not see: the checkpoint cannot copy
    // that commit's pages into the file while the reader may still need the older ones.
    let reader = try Database(path: directory.file("t.sqlite"), mode: .readOnly)
    try reader.execute("BEGIN")
    #expect(try reader.scalar(Int.self, "SELECT count(*) FROM t") == 100)
    try database.execute("UPDATE t SET amount = amount + 1")
    try database.transaction {
      let held = try database.tableFile("t")
      #expect(held == nil)
    }
    try reader.execute("COMMIT")
    try database.transaction {
      let file = try #require(try database.tableFile("t"))
      #expect(try rows(of: file, parts: 1) == rowsThroughSQL())
    }
  }

  @Test func aRecordSpillingToOverflowPagesIsUnsupported() throws {
    try insertRows(50)
    try database.execute(
      "INSERT INTO t VALUES ('long', 1, 0, ?, 0)", [String(repeating: "n", count: 20_000)])
    try database.transaction {
      let file = try #require(try database.tableFile("t"))
      #expect(throws: TableFile.Unsupported.self) { try rows(of: file, parts: 1) }
    }
  }

  /// A leaf page of 50 cells all pointing at offset 256, every other byte `filler`.
  static func damagedLeaf(pageSize: Int, filler: UInt8) -> [UInt8] {
    var page = [UInt8](repeating: filler, count: pageSize)
    page[0...7] = [0x0A, 0, 0, 0, 50, 0, 0, 0]
    for cell in 0..<50 { page[8 + 2 * cell...9 + 2 * cell] = [0x01, 0x00] }
    return page
  }

  // 0xFF: each record claims a size larger than the page; 0x05: a size of 5 bytes whose
  // header lists five 6-byte integers.
  @Test(arguments: [UInt8(0xFF), 0x05])
  func aDamagedPageIsUnsupportedNotACrash(filler: UInt8) throws {
    try insertRows(20_000)
    let path = directory.file("t.sqlite")
    try database.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    let root = try #require(
      try database.scalar(Int.self, "SELECT rootpage FROM sqlite_schema WHERE name = 't'"))
    let pageSize = try #require(try database.scalar(Int.self, "PRAGMA page_size"))
    var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    // The root's first cell starts with the page number of its left child (a leaf here).
    func number(_ offset: Int, _ count: Int) -> Int {
      bytes[offset..<offset + count].reduce(0) { $0 << 8 | Int($1) }
    }
    let rootStart = (root - 1) * pageSize
    #expect(bytes[rootStart] == 0x02)
    let child = number(rootStart + number(rootStart + 12, 2), 4)
    bytes.replaceSubrange(
      (child - 1) * pageSize..<child * pageSize,
      with: Self.damagedLeaf(pageSize: pageSize, filler: filler))
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    try database.transaction {
      let file = try #require(try database.tableFile("t"))
      #expect(throws: TableFile.Unsupported.self) { try rows(of: file, parts: 1) }
    }
  }

  @Test func aPageReachedTwiceIsUnsupported() throws {
    try insertRows(20_000)
    try database.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    let path = directory.file("t.sqlite")
    let root = try #require(
      try database.scalar(Int.self, "SELECT rootpage FROM sqlite_schema WHERE name = 't'"))
    let pageSize = try #require(try database.scalar(Int.self, "PRAGMA page_size"))
    var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    let rootStart = (root - 1) * pageSize
    func number(_ offset: Int, _ count: Int) -> Int {
      bytes[offset..<offset + count].reduce(0) { $0 << 8 | Int($1) }
    }
    // Every cell of the root points left to the first cell's child: each record of that
    // leaf would be read once per cell.
    let cells = number(rootStart + 3, 2)
    #expect(cells > 2)
    let first = rootStart + number(rootStart + 12, 2)
    for cell in 1..<cells {
      let start = rootStart + number(rootStart + 12 + 2 * cell, 2)
      bytes[start..<start + 4] = bytes[first..<first + 4]
    }
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    try database.transaction {
      let file = try #require(try database.tableFile("t"))
      #expect(throws: TableFile.Unsupported.self) { try rows(of: file, parts: 1) }
    }
  }

  /// Bytes of the table's pages overwritten at random (a fixed sequence, 300 times): every
  /// scan either reads the rows or throws `Unsupported`; none may crash or read past the file.
  @Test func randomDamageIsReadOrRefusedNeverACrash() throws {
    try makeTable(pageSize: 1024)
    try insertRows(2_000)
    try database.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    let path = directory.file("t.sqlite")
    let pristine = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    let pageSize = 1024
    let pages = pristine.count / pageSize
    var state: UInt64 = 0x2545_F491_4F6C_DD1D
    func next(_ bound: Int) -> Int {
      state ^= state << 13
      state ^= state >> 7
      state ^= state << 17
      return Int(state % UInt64(bound))
    }
    var read = 0
    var refused = 0
    for _ in 0..<300 {
      var bytes = pristine
      // Pages after the first (the schema), a few bytes each, sometimes a whole run.
      for _ in 0..<(1 + next(8)) {
        let page = 1 + next(pages - 1)
        let offset = page * pageSize + next(pageSize)
        let run = next(4) == 0 ? next(64) : 1
        for index in offset..<min(offset + run, (page + 1) * pageSize) {
          bytes[index] = UInt8(next(256))
        }
      }
      try Data(bytes).write(to: URL(fileURLWithPath: path))
      try database.transaction {
        guard let file = try database.tableFile("t") else { return }
        do {
          _ = try rows(of: file, parts: 1 + next(4))
          read += 1
        } catch is TableFile.Unsupported {
          refused += 1
        }
      }
    }
    #expect(read + refused == 300)
    #expect(refused > 0)
  }
}
