import Foundation
import OrderGenerator
import PostgresStorage
import PostgresTestSupport
import TemporaryDirectorySupport
import Testing

/// Ctrl-C during a PostgreSQL import: the statement running on the server is cancelled
/// (libpq's cancel request), the file's transaction rolls back, and griddle says so itself,
/// not through the grace timer that ends a process stuck elsewhere.
@Suite(
  .enabled(
    if: PostgresServerBinaries.testsEnabled, Comment(rawValue: PostgresServerBinaries.installHint)))
final class PostgresInterruptTests {
  /// Removed when the suite's value is released, at the end of each test.
  let temporary: TemporaryDirectory
  let directory: URL
  let database: TestPostgresDatabase

  init() throws {
    temporary = try TemporaryDirectory(prefix: "griddle-pg-interrupt")
    directory = temporary.url
    database = try TestPostgresServer.shared().makeDatabase()
  }

  @Test func ctrlCDuringAServerStatementCancelsItAndStoresNothing() throws {
    let config = directory.appending(path: "griddle.json")
    try Data(SyntheticOrders.configJSON.utf8).write(to: config)
    let initialized = try GriddleProcess.run(
      ["--config", config.path, "--database", database.uri, "init"], in: directory)
    #expect(initialized.status == 0)
    let big = directory.appending(path: "big.csv").path
    try SyntheticOrders(rowCount: 400_000, seed: 9, idPrefix: "I-").writeTicketsCSV(toPath: big)

    // Standard input takes the staging path, whose insert of the new orders' lines (or
    // classification) is one long statement.
    let process = Process()
    process.executableURL = GriddleProcess.executable
    process.arguments = ["--config", config.path, "--database", database.uri, "import", "-"]
    process.currentDirectoryURL = directory
    process.standardInput = FileHandle(forReadingAtPath: big)
    let errorPipe = Pipe()
    process.standardError = errorPipe
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let connection = try PostgresConnection(database.uri)
    let classifying = """
      SELECT count(*) FROM pg_stat_activity
      WHERE datname = current_database() AND application_name = 'griddle' AND state = 'active'
        AND (query LIKE '%griddle_classified%' OR query LIKE 'INSERT INTO order_lines%griddle_staged%')
        AND pid <> pg_backend_pid()
      """
    let deadline = Date().addingTimeInterval(120)
    while try connection.scalar(Int.self, classifying) == 0, process.isRunning,
      Date() < deadline
    {
      usleep(5_000)
    }
    #expect(process.isRunning, "the import finished before it could be interrupted")
    kill(process.processIdentifier, SIGINT)
    let stderr = String(
      decoding: errorPipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 130)
    // The import's own message: the grace timer's would say "the file being imported".
    #expect(
      stderr.hasSuffix("griddle: error: interrupted; nothing from '-' was stored\n"), "\(stderr)")
    let sessions =
      "SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()"
    while try connection.scalar(Int.self, sessions) ?? 0 > 0, Date() < deadline { usleep(20_000) }
    #expect(try connection.scalar(Int.self, "SELECT count(*) FROM order_lines") == 0)
    #expect(try connection.scalar(Int.self, "SELECT count(*) FROM hourly_sales") == 0)
  }
}
