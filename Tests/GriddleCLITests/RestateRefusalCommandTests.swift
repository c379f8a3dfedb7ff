import Foundation
import PostgresStorage
import PostgresTestSupport
import SQLiteStorage
import Testing

/// Issue 25 through the real binary, on SQLite and PostgreSQL: an export that differs from
/// what is stored for an order it names is refused without `--restate` (a line changed, a
/// line gone, a line now voided) and the store is left as it was; `--restate-days` refuses a
/// file without a dated line; a restatement's `--dry-run` lists what the run then removes.
@Suite struct RestateRefusalCommandTests {
  typealias Row = (Int, Int, String, Int, Bool)

  /// Rows of the first export: (order, item selection id, item, price in cents, voided).
  static let rows: [Row] = [
    (700001, 5001, "Dosa", 800, false), (700001, 5002, "Cachapa", 650, false),
    (700002, 5003, "Dosa", 800, false), (700003, 5004, "Cachapa", 650, false),
  ]

  /// A database of `store` ("sqlite" or "postgres"), and what keeps a PostgreSQL one alive.
  static func database(_ store: String, _ exports: RestateUndoCommandTests) throws -> (
    String, Any?
  ) {
    if store == "sqlite" { return (exports.directory.appending(path: "griddle.sqlite").path, nil) }
    let server = try TestPostgresServer.shared().makeDatabase()
    return (server.uri, server)
  }

  static func griddle(
    _ exports: RestateUndoCommandTests, _ database: String, _ arguments: String...
  ) throws -> GriddleProcess.Result {
    try GriddleProcess.run(
      ["--config", exports.config.path, "--database", database] + arguments,
      in: exports.directory)
  }

  /// Rows of `sql`, every value as text, from either store.
  static func rows(_ sql: String, _ database: String) throws -> [[String]] {
    if database.hasPrefix("postgres") {
      return try AnalystSQL.postgresRows(sql, connection: try PostgresConnection(database)).values
    }
    return try AnalystSQL.sqliteRows(sql, path: database).values
  }

  /// Everything an import could change: the lines, the history, the ledger, the figures.
  static func snapshot(_ exports: RestateUndoCommandTests, _ database: String) throws
    -> [[[String]]]
  {
    let daily = try griddle(exports, database, "query", "daily", "--by", "city", "--format", "csv")
    return [
      try rows(
        "SELECT order_id, line, quantity, gross_cents, discount_cents, import_id FROM order_lines ORDER BY 1, 2",
        database),
      try rows(
        "SELECT replaced_by, order_id, line FROM order_line_history ORDER BY 1, 2, 3", database),
      try rows("SELECT id, kind FROM imports ORDER BY id", database),
      [[daily.standardOutput]],
    ]
  }

  /// Every roll-up equals a GROUP BY over the stored lines.
  static func expectIntegrity(_ database: String) throws {
    for check in BusinessDayTests.integrityChecks {
      #expect(try rows(check, database) == [["0"]], "\(check)")
    }
  }

  static func dollars(_ cents: Int) -> String { String(format: "$%.2f", Double(cents) / 100) }

  @Test(arguments: ["sqlite", "postgres"])
  func aChangedAGoneAndAVoidedLineAreRefusedAndChangeNothing(store: String) throws {
    var changed = Self.rows
    changed[2].3 = 900
    var voided = Self.rows
    voided[1].4 = true
    let gone = Self.rows.filter { $0.1 != 5002 }
    let cases: [(String, [Row], String)] = [
      ("changed", changed, "order_id '700002' is already stored with different content"),
      ("gone", gone, "order '700001' has line"),
      ("voided", voided, "order '700001' has this line stored"),
    ]
    for (name, late, named) in cases {
      let exports = try RestateUndoCommandTests()
      let (database, kept) = try Self.database(store, exports)
      defer { withExtendedLifetime(kept) {} }
      #expect(try Self.griddle(exports, database, "init").status == 0)
      let first = try exports.export("first.csv", Self.rows)
      #expect(try Self.griddle(exports, database, "import", first).status == 0)
      let before = try Self.snapshot(exports, database)
      let refused = try Self.griddle(
        exports, database, "import", try exports.export("\(name).csv", late))
      #expect(refused.status == 65, "\(name): \(refused.standardError)")
      #expect(refused.standardError.contains(named), "\(name): \(refused.standardError)")
      #expect(
        refused.standardError.contains("'griddle import --restate FILE' replaces every order"),
        "\(name): \(refused.standardError)")
      #expect(try Self.snapshot(exports, database) == before, "\(name)")
      // The same file is taken with --restate: the refusal was about this file only.
      #expect(try Self.griddle(exports, database, "import", "--restate", "\(name).csv").status == 0)
      #expect(try Self.snapshot(exports, database) != before, "\(name)")
      try Self.expectIntegrity(database)
    }
  }

  @Test(arguments: ["sqlite", "postgres"])
  func restateDaysRefusesAFileWithoutADatedLine(store: String) throws {
    let exports = try RestateUndoCommandTests()
    let (database, kept) = try Self.database(store, exports)
    defer { withExtendedLifetime(kept) {} }
    #expect(try Self.griddle(exports, database, "init").status == 0)
    #expect(
      try Self.griddle(exports, database, "import", try exports.export("first.csv", Self.rows))
        .status == 0)
    let before = try Self.snapshot(exports, database)
    // A header only, and a file whose every row is voided (excluded).
    let empty = try exports.export("empty.csv", [])
    let allVoided = try exports.export(
      "voided.csv", Self.rows.filter { $0.0 == 700003 }.map { ($0.0, $0.1, $0.2, $0.3, true) })
    for file in [empty, allVoided] {
      for dryRun in [false, true] {
        let result = try Self.griddle(
          exports, database, ["import", "--restate-days"] + (dryRun ? ["--dry-run"] : []) + [file])
        #expect(result.status == 65, "\(file): \(result.standardError)")
        #expect(
          result.standardError.contains(
            "'--restate-days' needs the days and cities a file has lines for, and '\(file)' has no line left to store"
          ), "\(result.standardError)")
        #expect(try Self.snapshot(exports, database) == before)
      }
    }
  }

  static func griddle(
    _ exports: RestateUndoCommandTests, _ database: String, _ arguments: [String]
  ) throws -> GriddleProcess.Result {
    try GriddleProcess.run(
      ["--config", exports.config.path, "--database", database] + arguments,
      in: exports.directory)
  }

  @Test(arguments: ["sqlite", "postgres"])
  func aDryRunListsWhatTheRestatementThenRemoves(store: String) throws {
    let exports = try RestateUndoCommandTests()
    let (database, kept) = try Self.database(store, exports)
    defer { withExtendedLifetime(kept) {} }
    #expect(try Self.griddle(exports, database, "init").status == 0)
    #expect(
      try Self.griddle(exports, database, "import", try exports.export("first.csv", Self.rows))
        .status == 0)
    // The point of sale voided 700001's second line, changed 700002's price and deleted 700003.
    var late = Self.rows
    late[1].4 = true
    late[2].3 = 900
    late.removeLast()
    let path = try exports.export("late.csv", late)
    let before = try Self.snapshot(exports, database)
    let storedLines = Dictionary(
      grouping: before[0], by: { $0[0] }
    ).mapValues { $0.map { $0[1] } }
    let dry = try Self.griddle(exports, database, "import", "--restate-days", "--dry-run", path)
    #expect(dry.status == 0, "\(dry.standardError)")
    #expect(try Self.snapshot(exports, database) == before)
    let netBefore = Self.rows.reduce(0) { $0 + $1.3 }
    let netAfter = late.filter { !$0.4 }.reduce(0) { $0 + $1.3 }
    // 700001 keeps its first line (the second was voided), 700002's one line changed.
    let voidedLine = storedLines["700001"]![1]
    let changedLine = storedLines["700002"]![0]
    let expected = """
      late.csv: would restate 3 orders (2 lines removed, 1 changed)
        2026-10-08 Boston Seaport: net \(Self.dollars(netBefore)) → \(Self.dollars(netAfter))
        would remove order '700003' (2026-10-08 Boston Seaport, net \(Self.dollars(650)))
        would remove line \(voidedLine) of order '700001'
        would change line \(changedLine) of order '700002'

      """
    #expect(dry.standardOutput.hasSuffix(expected), "\(dry.standardOutput)")
    // The real run removes exactly what the dry run listed.
    let real = try Self.griddle(exports, database, "import", "--restate-days", path)
    #expect(real.status == 0, "\(real.standardError)")
    #expect(
      try Self.rows(
        "SELECT order_id, line FROM order_line_history WHERE replaced_by = 2 ORDER BY 1, 2",
        database) == [
          ["700001", voidedLine], ["700002", changedLine], ["700003", storedLines["700003"]![0]],
        ])
    #expect(
      try Self.rows("SELECT DISTINCT order_id FROM order_lines ORDER BY 1", database) == [
        ["700001"], ["700002"],
      ])
    #expect(
      try Self.rows("SELECT sum(gross_cents - discount_cents) FROM order_lines", database) == [
        [String(netAfter)]
      ])
    try Self.expectIntegrity(database)
  }
}
