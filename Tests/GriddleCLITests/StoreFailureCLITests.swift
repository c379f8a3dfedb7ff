import Foundation
import PostgresTestSupport
import TemporaryDirectorySupport
import Testing

/// Each category of store failure (mapped from SQLite result codes and SQLSTATEs inside the
/// store) through the real binary: its exit status and the start of its message. The
/// categories tested elsewhere: a full disk (`FullDiskTests`), an I/O error
/// (`DatabasePathTests`), a total past 64 bits (`HugeTotalsTests`), a role that may only read
/// (`PostgresUnhappyPathTests`), libpq missing (`LibPQAbsentTests`).
@Suite struct StoreFailureCLITests {
  /// Removed when the suite's value is released, at the end of each test.
  let temporary: TemporaryDirectory
  let directory: URL
  let orders = GriddleProcess.packageRoot.appending(path: "fixtures/orders.csv").path

  init() throws {
    temporary = try TemporaryDirectory(prefix: "griddle-store-failures")
    directory = temporary.url
  }

  func griddle(_ arguments: [String], database: String) throws -> GriddleProcess.Result {
    try GriddleProcess.run(["--database", database] + arguments, in: directory)
  }

  func expect(
    _ result: GriddleProcess.Result, status: Int32, message: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(result.status == status, "\(result.standardError)", sourceLocation: sourceLocation)
    #expect(
      result.standardError.contains("griddle: error: \(message)"), "\(result.standardError)",
      sourceLocation: sourceLocation)
  }

  @Test func aFileThatIsNotADatabaseIsBadData() throws {
    let path = directory.appending(path: "junk.sqlite").path
    // Not SQLite's header: SQLite reports SQLITE_NOTADB on its first read.
    let junk = Data((0..<8192).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) })
    #expect(FileManager.default.createFile(atPath: path, contents: junk))
    for arguments in [["query", "daily"], ["init"]] {
      expect(
        try griddle(arguments, database: path), status: 65,
        message: "the database file is not a valid Griddle database: file is not a database")
    }
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == junk, "left untouched")
  }

  @Test func aDatabaseAnotherProcessHoldsIsBusy() throws {
    guard FileManager.default.isExecutableFile(atPath: "/usr/bin/sqlite3") else { return }
    let path = directory.appending(path: "held.sqlite").path
    #expect(try griddle(["init"], database: path).status == 0)
    // The sqlite3 shell holds an exclusive lock for longer than griddle's 5 s busy timeout.
    let holder = Process()
    holder.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
    holder.arguments = [path]
    let input = Pipe()
    holder.standardInput = input
    holder.standardOutput = FileHandle.nullDevice
    try holder.run()
    defer {
      try? input.fileHandleForWriting.close()
      holder.waitUntilExit()
    }
    input.fileHandleForWriting.write(Data("BEGIN EXCLUSIVE;\nSELECT count(*) FROM cities;\n".utf8))
    usleep(300_000)
    expect(
      try griddle(["import", orders], database: path), status: 75,
      message: "the database is busy: another process held its lock too long (database is locked)")
  }

  @Test func aServerThatCannotBeReachedIsATemporaryFailure() throws {
    let nowhere = "postgresql://postgres@/griddle?host=\(directory.path)/no-server"
    expect(
      try griddle(["query", "cities"], database: nowhere), status: 75,
      message: "cannot reach the PostgreSQL server: connection to server on socket")
  }

  @Test(
    .enabled(
      if: PostgresServerBinaries.testsEnabled,
      Comment(rawValue: PostgresServerBinaries.installHint)))
  func aMissingDatabaseAndARefusedLoginAreWordedByTheirCategory() throws {
    let server = try TestPostgresServer.shared()
    expect(
      try griddle(["query", "cities"], database: try server.uri(database: "griddle_absent")),
      status: 66, message: "the PostgreSQL database does not exist: ")
    let database = try server.makeDatabase()
    let refused = database.uri.replacingOccurrences(of: "postgres@", with: "griddle_nobody@")
    expect(
      try griddle(["query", "cities"], database: refused), status: 78,
      message: "the PostgreSQL server refused the login: ")
  }
}
