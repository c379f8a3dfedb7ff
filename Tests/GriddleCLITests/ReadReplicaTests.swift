import Foundation
import OrderGenerator
import PostgresStorage
import PostgresTestSupport
import TemporaryDirectorySupport
import Testing

/// `--read-database` against a real hot standby (a second server streaming from the test
/// server, `pg_basebackup -R`): every read command works there, writes go to `--database`, and
/// a standby that lags says how far behind it is.
@Suite(
  .enabled(
    if: PostgresServerBinaries.testsEnabled, Comment(rawValue: PostgresServerBinaries.installHint)),
  .serialized)
final class ReadReplicaTests {
  /// Removed when the suite's value is released, at the end of each test.
  let temporary: TemporaryDirectory
  let directory: URL
  let database: TestPostgresDatabase
  let standby: TestPostgresStandby

  init() throws {
    temporary = try TemporaryDirectory(prefix: "griddle-replica")
    directory = temporary.url
    try Data(SyntheticOrders.configJSON.utf8).write(to: directory.appending(path: "griddle.json"))
    // A primary of its own: the standby's lag is measured against the whole cluster's WAL,
    // which other tests' imports on the shared server move at any moment.
    let server = try TestPostgresServer.dedicated()
    database = try server.makeDatabase()
    let tickets = directory.appending(path: "tickets.csv").path
    try SyntheticOrders(rowCount: 3_000, seed: 3, days: 60).writeTicketsCSV(
      toPath: tickets, linesPerTicket: 3, refundPercent: 5)
    let imported = try GriddleProcess.run(
      ["--config", "griddle.json", "--database", database.uri, "import", tickets], in: directory)
    #expect(imported.status == 0, "\(imported.standardError)")
    standby = try TestPostgresStandby(following: server)
  }

  var replica: String { standby.uri(database: database.name) }

  /// Runs griddle with the primary as `--database` and the standby as `--read-database`.
  func griddle(_ arguments: [String], environment: [String: String] = [:]) throws
    -> GriddleProcess.Result
  {
    try GriddleProcess.run(
      ["--config", "griddle.json", "--database", database.uri, "--read-database", replica]
        + arguments, in: directory, environment: environment)
  }

  /// Runs griddle on the primary alone.
  func onPrimary(_ arguments: [String]) throws -> GriddleProcess.Result {
    try GriddleProcess.run(
      ["--config", "griddle.json", "--database", database.uri] + arguments, in: directory)
  }

  static let range = ["--from", "2023-01-01", "--to", "2023-03-01"]
  static let readCommands: [[String]] = [
    ["query", "daily"] + range, ["query", "daily", "--by", "city"] + range,
    ["query", "monthly", "--from", "2023-01", "--to", "2023-03"], ["query", "styles"] + range,
    ["query", "cities"] + range, ["query", "weekdays"] + range, ["query", "hours"] + range,
    ["query", "forecast", "--date", "2023-02-20"],
  ]

  @Test func everyReadCommandWorksOnTheStandbyAndAnswersAsThePrimary() throws {
    try standby.waitUntilCaughtUp()
    for command in Self.readCommands {
      let expected = try onPrimary(command + ["--format", "json"])
      #expect(expected.status == 0, "\(command): \(expected.standardError)")
      let actual = try griddle(command + ["--format", "json"])
      #expect(actual.status == 0, "\(command): \(actual.standardError)")
      #expect(actual.standardOutput == expected.standardOutput, "\(command)")
      #expect(actual.standardError.isEmpty, "\(command): \(actual.standardError)")
      // The standby named by --database itself works too (it has no primary to compare with).
      let direct = try GriddleProcess.run(
        ["--config", "griddle.json", "--database", replica] + command + ["--format", "json"],
        in: directory)
      #expect(direct.status == 0, "\(command): \(direct.standardError)")
      #expect(direct.standardOutput == expected.standardOutput, "\(command)")
    }
    let out = directory.appending(path: "reports")
    let report = try griddle(
      ["report", "nightly", "--date", "2023-02-28", "--out", out.path],
      environment: ["SOURCE_DATE_EPOCH": "1700000000"])
    #expect(report.status == 0, "\(report.standardError)")
    let page = try String(
      contentsOf: out.appending(path: "2023-02-28/index.html"), encoding: .utf8)
    #expect(page.contains("Cupertino") || page.contains("<svg"))
    #expect(!page.contains("behind the primary"))
  }

  @Test func writesGoToTheDatabaseAndTheStandbyRefusesThem() throws {
    let more = directory.appending(path: "more.csv")
    try Data(
      "order_id,ordered_at,city,style,quantity\nZ1,2023-03-05T12:00:00Z,Berlin,Dosa,7\n".utf8
    ).write(to: more)
    // Straight at the standby: refused, nothing changes.
    let refused = try GriddleProcess.run(
      ["--config", "griddle.json", "--database", replica, "import", more.path], in: directory)
    #expect(refused.status != 0)
    // With --read-database, the import writes to --database.
    let imported = try griddle(["import", more.path])
    #expect(imported.status == 0, "\(imported.standardError)")
    try standby.waitUntilCaughtUp()
    let day = ["query", "daily", "--city", "Berlin", "--from", "2023-03-05", "--to", "2023-03-05"]
    let primary = try onPrimary(day + ["--format", "csv"])
    let replicaAnswer = try griddle(day + ["--format", "csv"])
    #expect(replicaAnswer.standardOutput == primary.standardOutput)
    #expect(primary.standardOutput.contains("2023-03-05,7,"), "\(primary.standardOutput)")
  }

  @Test func aLaggingStandbySaysHowFarBehindItIs() throws {
    // Last night's import, replayed: the standby's figures are up to its commit.
    let earlier = directory.appending(path: "earlier.csv")
    try Data(
      "order_id,ordered_at,city,style,quantity\nZ0,2023-03-01T12:00:00Z,Berlin,Dosa,4\n".utf8
    ).write(to: earlier)
    #expect(try griddle(["import", earlier.path]).status == 0)
    try standby.waitUntilCaughtUp()
    let day = ["query", "daily", "--city", "Berlin", "--from", "2023-03-02", "--to", "2023-03-02"]
    let before = try griddle(day + ["--format", "csv"])
    #expect(before.status == 0 && before.standardError.isEmpty, "\(before.standardError)")
    try standby.pauseReplay()
    defer { try? standby.resumeReplay() }
    let more = directory.appending(path: "later.csv")
    try Data(
      "order_id,ordered_at,city,style,quantity\nZ2,2023-03-02T12:00:00Z,Berlin,Dosa,9\n".utf8
    ).write(to: more)
    #expect(try griddle(["import", more.path]).status == 0)
    // The primary has the new line; the paused standby does not, and says so.
    #expect(try onPrimary(day + ["--format", "csv"]).standardOutput.contains(",9,"))
    let lagging = try griddle(day + ["--format", "csv"])
    #expect(lagging.status == 0)
    #expect(lagging.standardOutput == before.standardOutput)
    #expect(
      lagging.standardError.hasPrefix(
        "griddle: note: the read database is a standby. Figures up to "),
      "\(lagging.standardError)")
    #expect(lagging.standardError.contains("behind the primary."))
    #expect(try griddle(["--quiet"] + day + ["--format", "csv"]).standardError.isEmpty)
    let out = directory.appending(path: "lagging-reports")
    let report = try griddle(["report", "nightly", "--date", "2023-03-02", "--out", out.path])
    #expect(report.status == 0, "\(report.standardError)")
    let page = try String(
      contentsOf: out.appending(path: "2023-03-02/index.html"), encoding: .utf8)
    #expect(page.contains("Figures up to ") && page.contains("behind the primary."))
    // Replayed again: the new figures, and nothing to say.
    try standby.resumeReplay()
    let caughtUp = try griddle(day + ["--format", "csv"])
    #expect(caughtUp.standardOutput.contains(",9,"))
    #expect(caughtUp.standardError.isEmpty, "\(caughtUp.standardError)")
  }
}
