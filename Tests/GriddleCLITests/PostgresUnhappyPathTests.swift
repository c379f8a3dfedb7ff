import Foundation
import PostgresStorage
import PostgresTestSupport
import TemporaryDirectorySupport
import Testing

/// What a fleet owner meets when the PostgreSQL database is not as it should be: a database
/// that does not exist, a role the server refuses, a role that may only read. Each message
/// says what and where, exits with the documented status, never shows the password, and
/// leaves the database as it was.
@Suite(
  .enabled(
    if: PostgresServerBinaries.testsEnabled, Comment(rawValue: PostgresServerBinaries.installHint)))
final class PostgresUnhappyPathTests {
  /// Removed when the suite's value is released, at the end of each test.
  let temporary: TemporaryDirectory
  let directory: URL
  let database: TestPostgresDatabase
  let config = GriddleProcess.packageRoot.appending(path: "fixtures/griddle.json")
  let orders = GriddleProcess.packageRoot.appending(path: "fixtures/orders.csv").path
  static let password = "Pa55-unhappy-Secret"

  init() throws {
    temporary = try TemporaryDirectory(prefix: "griddle-pg-unhappy")
    directory = temporary.url
    database = try TestPostgresServer.shared().makeDatabase()
  }

  func griddle(_ arguments: [String], database: String) throws -> GriddleProcess.Result {
    try GriddleProcess.run(
      ["--config", config.path, "--database", database] + arguments, in: directory)
  }

  /// `uri` with `role:password@` in place of `postgres@` (the test server trusts the socket,
  /// so any password is accepted: what matters is that it is never printed).
  func withPassword(_ uri: String, role: String = "postgres") -> String {
    uri.replacingOccurrences(of: "postgres@", with: "\(role):\(Self.password)@")
  }

  @Test func theDemoNeverPrintsThePasswordOfItsURI() throws {
    let uri = withPassword(database.uri)
    let demo = try GriddleProcess.run(
      [
        "--database", uri, "demo", "--out", directory.appending(path: "reports").path,
        "--fixtures", GriddleProcess.packageRoot.appending(path: "fixtures").path,
      ], in: directory)
    #expect(demo.status == 0, "\(demo.standardError)")
    #expect(!demo.standardError.contains(Self.password), "\(demo.standardError)")
    #expect(!demo.standardOutput.contains(Self.password))
    // The commands it suggests name the same database without the password, and say where
    // libpq looks for it instead.
    #expect(demo.standardError.contains("griddle --database '\(database.uri)' query daily"))
    #expect(demo.standardError.contains("PGPASSWORD"))
  }

  @Test func aDatabaseThatDoesNotExistSaysSoAndHowToCreateIt() throws {
    let missing = withPassword(
      try TestPostgresServer.shared().uri(database: "griddle_no_such_database"))
    for arguments in [["query", "cities"], ["init"], ["import", orders]] {
      let result = try griddle(arguments, database: missing)
      #expect(result.status == 66, "\(arguments): \(result.standardError)")
      #expect(result.standardError.contains("\"griddle_no_such_database\" does not exist"))
      #expect(result.standardError.contains("createdb"), "\(result.standardError)")
      #expect(!result.standardError.contains(Self.password))
    }
  }

  @Test func aRoleTheServerRefusesIsABadConfigurationNotABusyDatabase() throws {
    let unknownRole = withPassword(database.uri, role: "griddle_no_such_role")
    let result = try griddle(["query", "cities"], database: unknownRole)
    #expect(result.status == 78, "\(result.standardError)")
    #expect(result.standardError.contains("griddle_no_such_role"))
    #expect(result.standardError.contains("PGPASSWORD"), "\(result.standardError)")
    #expect(!result.standardError.contains(Self.password))
  }

  @Test func aReadOnlyRoleQueriesButItsImportIsRefusedPlainly() throws {
    #expect(try griddle(["init"], database: database.uri).status == 0)
    #expect(try griddle(["import", orders], database: database.uri).status == 0)
    let role = "griddle_reader_\(getpid())"
    let admin = try PostgresConnection(database.uri)
    try admin.executeScript(
      """
      DROP ROLE IF EXISTS \(role);
      CREATE ROLE \(role) LOGIN;
      GRANT SELECT ON ALL TABLES IN SCHEMA public TO \(role);
      """)
    defer {
      try? admin.executeScript(
        "REVOKE ALL ON ALL TABLES IN SCHEMA public FROM \(role); DROP ROLE IF EXISTS \(role)")
    }
    let reader = withPassword(database.uri, role: role)
    let owner = try griddle(["query", "cities", "--format", "json"], database: database.uri)
    let query = try griddle(["query", "cities", "--format", "json"], database: reader)
    #expect(query.status == 0, "\(query.standardError)")
    #expect(query.standardOutput == owner.standardOutput)
    let lines = "SELECT count(*) FROM order_lines"
    let before = try admin.scalar(Int.self, lines)
    let newOrders = directory.appending(path: "more.csv")
    try Data(
      "order_id,ordered_at,city,style,quantity\nNEW-1,2022-06-01T12:00:00Z,Cupertino,Dosa,2\n".utf8
    ).write(to: newOrders)
    for arguments in [["import", newOrders.path], ["init"]] {
      let result = try griddle(arguments, database: reader)
      #expect(result.status == 73, "\(arguments): \(result.standardError)")
      #expect(result.standardError.contains("permission denied"), "\(result.standardError)")
      // What failed, not the statement: no SQL on the user's terminal.
      #expect(!result.standardError.contains("CREATE TABLE"), "\(result.standardError)")
      #expect(!result.standardError.contains(Self.password))
    }
    #expect(try admin.scalar(Int.self, lines) == before)
  }

  @Test func aKeywordConnectionStringNamesTheServerNotAFile() throws {
    let server = try TestPostgresServer.shared()
    let words =
      "host=\(server.directory.path) dbname=\(database.name) user=postgres password=\(Self.password)"
    let initialized = try griddle(["init"], database: words)
    #expect(initialized.status == 0, "\(initialized.standardError)")
    #expect(initialized.standardOutput.contains("password=***"), "\(initialized.standardOutput)")
    #expect(!initialized.standardOutput.contains(Self.password))
    #expect(try griddle(["import", orders], database: words).status == 0)
    let viaWords = try griddle(["query", "styles", "--format", "json"], database: words)
    let viaURI = try griddle(["query", "styles", "--format", "json"], database: database.uri)
    #expect(viaWords.status == 0 && viaURI.status == 0)
    #expect(viaWords.standardOutput == viaURI.standardOutput)
    #expect(!viaWords.standardOutput.isEmpty)
    // Nothing was created beside the command as a SQLite file.
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
  }

  @Test func aSchemaFromANewerBuildIsRefusedNamingTheDatabase() throws {
    let uri = withPassword(database.uri)
    #expect(try griddle(["init"], database: uri).status == 0)
    #expect(try griddle(["import", orders], database: uri).status == 0)
    let admin = try PostgresConnection(database.uri)
    try admin.executeScript(
      "INSERT INTO schema_migrations VALUES (9999, '9999_from_the_future.sql', 'x', '2030-01-01')")
    let lines = "SELECT count(*) FROM order_lines"
    let before = try admin.scalar(Int.self, lines)
    let redacted = database.uri.replacingOccurrences(of: "postgres@", with: "postgres:***@")
    for arguments in [["query", "cities"], ["import", orders], ["init"]] {
      let result = try griddle(arguments, database: uri)
      #expect(result.status == 65, "\(arguments): \(result.standardError)")
      #expect(result.standardError.contains("9999"))
      #expect(result.standardError.contains(redacted), "\(result.standardError)")
      #expect(!result.standardError.contains(Self.password))
    }
    #expect(try admin.scalar(Int.self, lines) == before)
  }
}
