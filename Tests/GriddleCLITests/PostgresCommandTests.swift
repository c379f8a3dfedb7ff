import Foundation
import OrderGenerator
import PostgresStorage
import PostgresTestSupport
import TemporaryDirectorySupport
import Testing

/// The real binary with `--database postgresql://…`: every command works, and every query's
/// JSON is byte-identical to SQLite's for the same imports.
@Suite(
  .enabled(
    if: PostgresServerBinaries.testsEnabled, Comment(rawValue: PostgresServerBinaries.installHint)))
final class PostgresCommandTests {
  /// Removed when the suite's value is released, at the end of each test.
  let temporary: TemporaryDirectory
  let directory: URL
  let database: TestPostgresDatabase
  let fixtures = GriddleProcess.packageRoot.appending(path: "Tests/SalesTests/Fixtures")

  init() throws {
    temporary = try TemporaryDirectory(prefix: "griddle-pg-cli")
    directory = temporary.url
    database = try TestPostgresServer.shared().makeDatabase()
  }

  func griddle(_ arguments: [String], database: String, config: URL) throws
    -> GriddleProcess.Result
  {
    try GriddleProcess.run(
      ["--config", config.path, "--database", database] + arguments, in: directory)
  }

  /// Runs the same command on both databases and expects the same status and output bytes.
  func expectSameOutput(
    _ arguments: [String], sqlite: String, config: URL,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let expected = try griddle(arguments, database: sqlite, config: config)
    let actual = try griddle(arguments, database: database.uri, config: config)
    #expect(expected.status == 0, "\(arguments): \(expected.standardError)")
    #expect(actual.status == expected.status, "\(arguments)", sourceLocation: sourceLocation)
    #expect(
      actual.standardOutput == expected.standardOutput, "\(arguments)",
      sourceLocation: sourceLocation)
  }

  /// Every roll-up of the PostgreSQL database agrees with its lines.
  func expectIntegrity(sourceLocation: SourceLocation = #_sourceLocation) throws {
    let connection = try PostgresConnection(database.uri)
    for check in [
      "SELECT count(*) FROM (SELECT local_day, city_id, style_id, sum(quantity) FROM order_lines GROUP BY 1, 2, 3 EXCEPT SELECT local_day, city_id, style_id, quantity FROM daily_style_sales) d",
      "SELECT count(*) FROM (SELECT local_day, city_id, local_hour, sum(gross_cents - discount_cents) FROM order_lines GROUP BY 1, 2, 3 EXCEPT SELECT local_day, city_id, local_hour, net_cents FROM hourly_sales) d",
      "SELECT count(*) FROM (SELECT local_day, city_id, style_id, quantity FROM daily_style_sales EXCEPT SELECT local_day, city_id, style_id, sum(quantity) FROM order_lines GROUP BY 1, 2, 3) d",
    ] {
      #expect(try connection.scalar(Int.self, check) == 0, sourceLocation: sourceLocation)
    }
  }

  @Test func everyQueryAndTheReportMatchSQLiteByteForByte() throws {
    let config = directory.appending(path: "griddle.json")
    try Data(SyntheticOrders.configJSON.utf8).write(to: config)
    let tickets = directory.appending(path: "tickets.csv").path
    try SyntheticOrders(rowCount: 9_000, seed: 11, days: 90).writeTicketsCSV(
      toPath: tickets, linesPerTicket: 3, refundPercent: 5)
    let sqlite = directory.appending(path: "griddle.sqlite").path
    for target in [sqlite, database.uri] {
      #expect(try griddle(["init"], database: target, config: config).status == 0)
      let imported = try griddle(["import", tickets], database: target, config: config)
      #expect(imported.status == 0, "\(imported.standardError)")
      // Again: nothing new, the same summary line.
      #expect(try griddle(["import", tickets], database: target, config: config).status == 0)
    }
    try expectIntegrity()
    let range = ["--from", "2023-01-01", "--to", "2023-04-30"]
    for arguments in [
      ["query", "daily"] + range, ["query", "daily", "--by", "city"] + range,
      ["query", "daily", "--city", "Berlin", "--style", "Dosa"] + range,
      ["query", "monthly", "--from", "2023-01", "--to", "2023-06"],
      ["query", "styles"] + range, ["query", "styles", "--top", "3"] + range,
      ["query", "cities"] + range, ["query", "weekdays"] + range, ["query", "hours"] + range,
      ["query", "weekdays", "--city", "Sydney"] + range,
    ] {
      for format in ["json", "csv"] {
        try expectSameOutput(arguments + ["--format", format], sqlite: sqlite, config: config)
      }
    }
    for target in [sqlite, database.uri] {
      let out = directory.appending(path: target == sqlite ? "reports-sqlite" : "reports-pg")
      let report = try griddle(
        ["report", "nightly", "--date", "2023-03-31", "--out", out.path], database: target,
        config: config)
      #expect(report.status == 0, "\(report.standardError)")
    }
    let sqliteData = try Data(
      contentsOf: directory.appending(path: "reports-sqlite/2023-03-31/data.json"))
    let postgresData = try Data(
      contentsOf: directory.appending(path: "reports-pg/2023-03-31/data.json"))
    #expect(!sqliteData.isEmpty && postgresData == sqliteData)
  }

  @Test func theFirstReleaseFixtureGivesTheSessionsAnswers() throws {
    let config = fixtures.appending(path: "first-release.json")
    let csv = fixtures.appending(path: "first-release.csv").path
    let sqlite = directory.appending(path: "first.sqlite").path
    for target in [sqlite, database.uri] {
      #expect(try griddle(["import", csv], database: target, config: config).status == 0)
    }
    try expectIntegrity()
    let answers = try String(
      contentsOf: fixtures.appending(path: "first-release-answers.txt"), encoding: .utf8)
    for block in answers.components(separatedBy: "== ").dropFirst() {
      let arguments = block.prefix { $0 != "\n" }.split(separator: " ").map(String.init)
      try expectSameOutput(
        ["query"] + arguments + ["--format", "json"], sqlite: sqlite, config: config)
    }
  }

  @Test func pointOfSaleExportsGiveTheSameAnswers() throws {
    let fixtures = GriddleProcess.packageRoot.appending(path: "fixtures/pos")
    let config = fixtures.appending(path: "griddle.json")
    let exports = try FileManager.default.contentsOfDirectory(atPath: fixtures.path)
      .filter { $0.hasSuffix(".csv") }.sorted().map { fixtures.appending(path: $0).path }
    #expect(exports.count >= 4)
    let sqlite = directory.appending(path: "pos.sqlite").path
    let results = try [sqlite, database.uri].map {
      try griddle(["import"] + exports, database: $0, config: config)
    }
    #expect(results[0].status == 0, "\(results[0].standardError)")
    // The same problems and warnings, word for word (the summary lines carry timings).
    #expect(results[1].status == results[0].status)
    #expect(results[1].standardError == results[0].standardError)
    try expectIntegrity()
    let range = ["--from", "2024-01-01", "--to", "2026-12-31"]
    for query in ["daily", "styles", "cities", "hours"] {
      try expectSameOutput(
        ["query", query, "--format", "json"] + range, sqlite: sqlite, config: config)
    }
  }

  @Test func initMasksThePasswordAndQueriesBeforeInitAskForIt() throws {
    let config = GriddleProcess.packageRoot.appending(path: "fixtures/griddle.json")
    let withPassword = database.uri.replacingOccurrences(
      of: "postgres@", with: "postgres:Hunter2Secret@")
    let before = try griddle(
      ["query", "cities", "--format", "json"], database: withPassword, config: config)
    #expect(before.status == 65)
    #expect(before.standardError.contains("griddle") && before.standardError.contains("init"))
    #expect(!before.standardError.contains("Hunter2Secret"))
    let initialized = try griddle(["init"], database: withPassword, config: config)
    #expect(initialized.status == 0, "\(initialized.standardError)")
    #expect(initialized.standardOutput.hasPrefix("Created database: postgresql://postgres:***@/"))
    #expect(!initialized.standardOutput.contains("Hunter2Secret"))
    let again = try griddle(["init"], database: withPassword, config: config)
    #expect(again.standardOutput.hasPrefix("Database is up to date"))
    let unreachable = try griddle(
      ["query", "cities"], database: "postgresql://ann:Hunter2Secret@/db?host=/nonexistent",
      config: config)
    #expect(unreachable.status == 75)
    #expect(!unreachable.standardError.contains("Hunter2Secret"))
  }

  @Test func aKilledImportLeavesTheDatabaseAsItWas() throws {
    let config = directory.appending(path: "griddle.json")
    try Data(SyntheticOrders.configJSON.utf8).write(to: config)
    let small = directory.appending(path: "small.csv").path
    try SyntheticOrders(rowCount: 3_000, seed: 5, idPrefix: "S-").writeTicketsCSV(toPath: small)
    #expect(try griddle(["import", small], database: database.uri, config: config).status == 0)
    let connection = try PostgresConnection(database.uri)
    let snapshot = """
      SELECT (SELECT count(*) FROM order_lines), (SELECT coalesce(sum(net_cents), 0)::bigint FROM hourly_sales),
        (SELECT count(*) FROM operating_days)
      """
    let before = try connection.query(snapshot) { [$0.int(0), $0.int(1), $0.int(2)] }
    let big = directory.appending(path: "big.csv").path
    try SyntheticOrders(rowCount: 400_000, seed: 6, idPrefix: "B-").writeTicketsCSV(toPath: big)

    let process = Process()
    process.executableURL = GriddleProcess.executable
    process.arguments = ["--config", config.path, "--database", database.uri, "import", big]
    process.currentDirectoryURL = directory
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    // Kill it once its transaction has written something (the staged rows, or more).
    let inTransaction = """
      SELECT count(*) FROM pg_stat_activity
      WHERE datname = current_database() AND application_name = 'griddle'
        AND xact_start IS NOT NULL AND pid <> pg_backend_pid()
      """
    let deadline = Date().addingTimeInterval(60)
    while try connection.scalar(Int.self, inTransaction) == 0, process.isRunning,
      Date() < deadline
    {
      usleep(20_000)
    }
    usleep(300_000)
    #expect(process.isRunning, "the import finished before it could be killed")
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
    #expect(process.terminationReason == .uncaughtSignal)
    // The server rolls the dead session's transaction back; wait for it to end.
    let sessions =
      "SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()"
    while try connection.scalar(Int.self, sessions) ?? 0 > 0, Date() < deadline { usleep(20_000) }
    #expect(try connection.query(snapshot) { [$0.int(0), $0.int(1), $0.int(2)] } == before)
    try expectIntegrity()
    // Nothing is left locked: the same file imports completely afterwards.
    let retried = try griddle(["import", small], database: database.uri, config: config)
    #expect(retried.status == 0 && retried.standardOutput.contains("already present 3,000"))
  }
}
