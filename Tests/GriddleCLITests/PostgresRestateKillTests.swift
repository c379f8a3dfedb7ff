import Foundation
import PostgresStorage
import PostgresTestSupport
import Testing

/// Issue 25 on PostgreSQL: a restatement, a `--restate-days` import and an undo, each run by
/// the real binary and killed (SIGKILL) at each of its COMMITs, just before the client sends
/// it and just after, before it reads the answer (`PostgresCommitRelay`). The database then
/// reads exactly as before the command or exactly as after an unkilled run, never between;
/// every roll-up equals a GROUP BY over the lines; the killed client's session leaves no lock
/// behind, and the same command run again ends where an unkilled run (and a second one) does.
@Suite(
  .enabled(
    if: PostgresServerBinaries.testsEnabled, Comment(rawValue: PostgresServerBinaries.installHint)))
struct PostgresRestateKillTests {
  typealias Row = RestateRefusalCommandTests.Row

  /// The first export: four lines of three orders, on 2026-10-08 in Boston Seaport.
  static let first = RestateRefusalCommandTests.rows

  /// The point of sale's later export: 700001's second line voided, 700002's price changed,
  /// 700003 deleted.
  static let late: [Row] = {
    var rows = first
    rows[1].4 = true
    rows[2].3 = 900
    rows.removeLast()
    return rows
  }()

  /// The days the fixture has sales on, for every query.
  static let range = ["--from", "2026-10-01", "--to", "2026-10-31"]

  @Test func aRestatementKilledAtItsCommitLeavesTheStoreBeforeOrAfter() throws {
    // 700003 is not named by the file, so it stays.
    try Self.expectAllOrNothing(
      steps: [], ["import", "--restate", "late.csv"], final: Self.late + [Self.first[3]])
  }

  @Test func aRestateDaysImportKilledAtItsCommitLeavesTheStoreBeforeOrAfter() throws {
    try Self.expectAllOrNothing(
      steps: [], ["import", "--restate-days", "late.csv"], final: Self.late)
  }

  @Test func anUndoKilledAtItsCommitLeavesTheStoreBeforeOrAfter() throws {
    try Self.expectAllOrNothing(
      steps: [["import", "--restate-days", "late.csv"]], ["undo", "2"], final: Self.first)
  }

  @Test func anUndoOfAPlainImportKilledAtItsCommitLeavesTheStoreBeforeOrAfter() throws {
    // Lines removed, nothing put back: the other way an undo changes the store.
    try Self.expectAllOrNothing(
      steps: [["import", "later.csv"]], ["undo", "2"], final: Self.first)
  }

  /// A later export of new orders only.
  static let later: [Row] = [
    (700004, 5005, "Dosa", 800, false), (700004, 5006, "Dosa", 800, false),
    (700005, 5007, "Cachapa", 650, false),
  ]

  // MARK: The sequence

  /// Runs `command` on the state `steps` make (after `init` and `first.csv`), killed at each of
  /// its COMMITs at each moment, and checks every outcome; `final` is the one export that, alone
  /// in a fresh database, gives the figures of the state after the command.
  static func expectAllOrNothing(steps: [[String]], _ command: [String], final: [Row]) throws {
    let exports = try RestateUndoCommandTests()
    _ = try exports.export("first.csv", first)
    _ = try exports.export("late.csv", late)
    _ = try exports.export("later.csv", later)
    _ = try exports.export("final.csv", final)
    let server = try TestPostgresServer.shared()
    let relay = try PostgresCommitRelay(serverDirectory: server.directory)
    defer { relay.stop() }

    let unchanged = try build(exports, server, steps)
    let before = try snapshot(exports, unchanged.uri)
    // An unkilled run through the relay: how many COMMITs the command sends, and the state
    // after it; then the same command once more, as a second run after a kill does.
    let reference = try build(exports, server, steps)
    let counted = try relay.run(
      arguments(exports, relay.uri(database: reference.name)) + command, in: exports.directory)
    #expect(counted.status == 0 && !counted.record.killed, "\(command)")
    #expect(counted.record.commits >= 1, "\(command): \(counted.record.statements)")
    // Every write is in a transaction, so its COMMIT is the only moment it can land.
    #expect(
      autocommittedWrites(counted.record.statements).isEmpty,
      "\(command): \(autocommittedWrites(counted.record.statements))")
    let after = try snapshot(exports, reference.uri)
    #expect(after != before, "\(command) changed nothing")
    try expectIntegrity(reference.uri, "\(command) unkilled")
    let again = try griddle(exports, reference.uri, command)
    let afterAgain = try snapshot(exports, reference.uri)

    // The figures after equal a fresh database holding only the final version of the sales.
    let fresh = try server.makeDatabase()
    for step in [["init"], ["import", "final.csv"]] {
      let result = try griddle(exports, fresh.uri, step)
      #expect(result.status == 0, "\(step): \(result.standardError)")
    }
    #expect(try snapshot(exports, fresh.uri).figures == after.figures, "\(command)")
    // And SQLite, given the same commands, prints the same figures and ledger byte for byte.
    let sqlite = exports.directory.appending(path: "griddle.sqlite").path
    for step in [["init"], ["import", "first.csv"]] + steps + [command] {
      let result = try griddle(exports, sqlite, step)
      #expect(result.status == 0, "SQLite \(step): \(result.standardError)")
    }
    let onSQLite = try snapshot(exports, sqlite)
    #expect(onSQLite.figures == after.figures && onSQLite.ledger == after.ledger, "\(command)")

    var outcomes: [String] = []
    for commit in 1...max(1, counted.record.commits) {
      for moment in PostgresCommitRelay.Moment.allCases {
        let label = "\(command) killed \(moment.rawValue) \(commit)"
        let database = try build(exports, server, steps)
        let killed = try relay.run(
          arguments(exports, relay.uri(database: database.name)) + command,
          in: exports.directory, killingAt: commit, moment)
        #expect(killed.record.killed && killed.signalled, "\(label): status \(killed.status)")
        try expectSettled(database, label)
        let state = try snapshot(exports, database.uri)
        #expect(state == before || state == after, "\(label): \(state) is neither before nor after")
        try expectIntegrity(database.uri, label)
        outcomes.append("\(moment.rawValue) \(commit): \(state == before ? "before" : "after")")
        // Run again: from "before" it is the command's first run, from "after" its second.
        let second = try griddle(exports, database.uri, command)
        let (status, ends) = state == before ? (Int32(0), after) : (again.status, afterAgain)
        #expect(second.status == status, "\(label), run again: \(second.standardError)")
        #expect(try snapshot(exports, database.uri) == ends, "\(label), run again")
        try expectIntegrity(database.uri, "\(label), run again")
      }
    }
    // Killed before its COMMIT left, the transaction can only have rolled back.
    #expect(
      outcomes.filter { $0.hasPrefix("before sending") }.allSatisfy { $0.hasSuffix("before") },
      "\(command): \(outcomes)")
    // The last COMMIT, once the server has it, commits the command whatever became of the
    // client.
    #expect(
      outcomes.last == "after sending COMMIT \(counted.record.commits): after",
      "\(command): \(outcomes)")
  }

  // MARK: Helpers

  static func arguments(_ exports: RestateUndoCommandTests, _ uri: String) -> [String] {
    ["--config", exports.config.path, "--database", uri]
  }

  static func griddle(
    _ exports: RestateUndoCommandTests, _ uri: String, _ command: [String]
  ) throws -> GriddleProcess.Result {
    try GriddleProcess.run(arguments(exports, uri) + command, in: exports.directory)
  }

  /// A fresh database after `init`, `first.csv` and `steps`.
  static func build(
    _ exports: RestateUndoCommandTests, _ server: TestPostgresServer, _ steps: [[String]]
  ) throws -> TestPostgresDatabase {
    let database = try server.makeDatabase()
    for step in [["init"], ["import", "first.csv"]] + steps {
      let result = try griddle(exports, database.uri, step)
      #expect(result.status == 0, "\(step): \(result.standardError)")
    }
    return database
  }

  /// What a command could leave half done: the figures `query` prints, the ledger `imports`
  /// lists, and the tables behind them read directly.
  struct Snapshot: Equatable, CustomStringConvertible {
    /// `query daily --by city`, `cities`, `styles` and `hours` in CSV.
    let figures: [String]
    /// `imports --format csv`, instants masked.
    let ledger: String
    /// The lines, their history, the ledger's rows and the roll-ups, row by row.
    let tables: [[[String]]]

    var description: String { "\(figures) \(ledger) \(tables)" }
  }

  /// The snapshot of the database at `uri` (a PostgreSQL URI or a SQLite path).
  static func snapshot(_ exports: RestateUndoCommandTests, _ uri: String) throws -> Snapshot {
    var figures: [String] = []
    for query in [["daily", "--by", "city"], ["cities"], ["styles"], ["hours"]] {
      let result = try griddle(exports, uri, ["query"] + query + range + ["--format", "csv"])
      #expect(result.status == 0, "\(query): \(result.standardError)")
      figures.append(result.standardOutput)
    }
    let imports = try griddle(exports, uri, ["imports", "--format", "csv"])
    #expect(imports.status == 0, "\(imports.standardError)")
    let ledger = imports.standardOutput.replacingOccurrences(
      of: #"[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9:.]+Z"#, with: "INSTANT", options: .regularExpression)
    let tables = try [
      "SELECT order_id, line, local_day, local_hour, city_id, style_id, quantity, gross_cents, discount_cents, import_id FROM order_lines ORDER BY 1, 2",
      "SELECT replaced_by, order_id, line, quantity, gross_cents, import_id FROM order_line_history ORDER BY 1, 2, 3",
      "SELECT id, kind, lines_stored, lines_restated, lines_removed, undone_by FROM imports ORDER BY id",
      "SELECT import_id, local_day, city_id, net_cents_before, net_cents_after, tickets_after, quantity_after FROM import_day_figures ORDER BY 1, 2, 3",
      "SELECT local_day, city_id, style_id, quantity FROM daily_style_sales ORDER BY 1, 2, 3",
      "SELECT local_day, city_id, local_hour, quantity, net_cents, tickets FROM hourly_sales ORDER BY 1, 2, 3",
      "SELECT city_id, local_day, had_sales FROM operating_days ORDER BY 1, 2",
    ].map { try RestateRefusalCommandTests.rows($0, uri) }
    return Snapshot(figures: figures, ledger: ledger, tables: tables)
  }

  /// The statements among `statements` that change rows outside a transaction block (each
  /// one commits on its own, a moment the relay does not kill at).
  static func autocommittedWrites(_ statements: [String]) -> [String] {
    var inTransaction = false
    var writes: [String] = []
    for text in statements {
      for words in PostgresCommitRelay.words(text) {
        switch words[0] {
        case "BEGIN", "START": inTransaction = true
        case "COMMIT", "END", "ROLLBACK", "ABORT": inTransaction = false
        case "INSERT", "UPDATE", "DELETE", "MERGE", "COPY", "TRUNCATE", "WITH", "ALTER", "DROP":
          // A WITH writes when one of its parts does.
          let changesRows =
            words[0] != "WITH" || words.contains { ["INSERT", "UPDATE", "DELETE"].contains($0) }
          if changesRows && !inTransaction { writes.append(text) }
        default: break
        }
      }
    }
    return writes
  }

  /// Every roll-up equals a GROUP BY over the stored lines (the checks of the test support,
  /// plain SQL run on the server, none of the store's code).
  static func expectIntegrity(_ uri: String, _ label: String) throws {
    let connection = try PostgresConnection(uri)
    for check in BusinessDayTests.integrityChecks {
      #expect(try connection.scalar(Int.self, check) == 0, "\(label): \(check)")
    }
  }

  /// Waits for the killed client's server session to end, then expects nothing of it left: no
  /// session, no lock (advisory or other) in the database.
  static func expectSettled(_ database: TestPostgresDatabase, _ label: String) throws {
    let connection = try PostgresConnection(database.uri)
    let others = """
      SELECT count(*) FROM pg_stat_activity
      WHERE datname = current_database() AND pid <> pg_backend_pid()
        AND backend_type = 'client backend'
      """
    let deadline = Date().addingTimeInterval(30)
    while try connection.scalar(Int.self, others) ?? 0 > 0, Date() < deadline { usleep(10_000) }
    #expect(try connection.scalar(Int.self, others) == 0, "\(label): a session is left")
    let locks = """
      SELECT count(*) FROM pg_locks
      WHERE database = (SELECT oid FROM pg_database WHERE datname = current_database())
        AND pid IS DISTINCT FROM pg_backend_pid()
        AND (pid IS NULL OR locktype = 'advisory' OR pid IN (
          SELECT pid FROM pg_stat_activity WHERE backend_type = 'client backend'))
      """
    #expect(try connection.scalar(Int.self, locks) == 0, "\(label): a lock is left")
    #expect(
      try connection.scalar(Int.self, "SELECT count(*) FROM pg_prepared_xacts") == 0,
      "\(label): a prepared transaction is left")
  }
}
