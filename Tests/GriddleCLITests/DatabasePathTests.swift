import Foundation
import TemporaryDirectorySupport
import Testing

/// `--database` naming a folder, or nothing at all, through the real binary: a message that
/// says what is wrong, never SQLite's "disk I/O error" or a temporary database that vanishes.
@Suite struct DatabasePathTests {
  /// Removed when the suite's value is released, at the end of each test.
  let temporary: TemporaryDirectory
  let directory: URL

  init() throws {
    temporary = try TemporaryDirectory(prefix: "griddle-database-path")
    directory = temporary.url
    try FileManager.default.createDirectory(
      at: directory.appending(path: "sales"), withIntermediateDirectories: true)
  }

  @Test(arguments: [
    (["query", "daily"], Int32(66)), (["report", "nightly"], Int32(66)), (["init"], Int32(73)),
  ])
  func aFolderIsNamedAsAFolder(command: [String], status: Int32) throws {
    let result = try GriddleProcess.run(["--database", "sales"] + command, in: directory)
    #expect(result.status == status, "\(result.standardError)")
    #expect(result.standardError.contains("database 'sales' is a folder, not a database file"))
    #expect(result.standardError.contains("--database sales/griddle.sqlite"))
    #expect(!result.standardError.contains("I/O error"))
  }

  @Test func anEmptyDatabaseIsAUsageErrorAndCreatesNothing() throws {
    let result = try GriddleProcess.run(["--database", "", "init"], in: directory)
    #expect(result.status == 64, "\(result.standardOutput)")
    #expect(result.standardError.contains("'--database' needs a file path"))
    #expect(!result.standardOutput.contains("database"))
    let entries = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    #expect(entries == ["sales"])
  }
}

/// `--profile` naming no profile is a mistake on the command line, found before any file is
/// read or any database opened; it was reported as a problem on line 1 of the file (exit 65)
/// with advice to fix the rows.
@Suite struct UnknownProfileOptionTests {
  @Test func anUnknownProfileIsAUsageErrorWithTheClosestName() throws {
    let temporary = try TemporaryDirectory(prefix: "griddle-profile-option")
    let directory = temporary.url
    try Data("order_id,ordered_at,city,style,quantity\n".utf8).write(
      to: directory.appending(path: "o.csv"))
    let result = try GriddleProcess.run(
      ["--database", "p.sqlite", "import", "--profile", "squar", "o.csv"], in: directory)
    #expect(result.status == 64, "\(result.standardError)")
    #expect(result.standardError.contains("unknown profile 'squar' for '--profile <name>'"))
    #expect(result.standardError.contains("Did you mean 'square'?"))
    #expect(!result.standardError.contains("Fix the rows"))
    #expect(!FileManager.default.fileExists(atPath: directory.appending(path: "p.sqlite").path))
    // Profile names match ignoring case, as before.
    let named = try GriddleProcess.run(
      ["--database", "p.sqlite", "import", "--profile", "GRIDDLE", "o.csv"], in: directory)
    #expect(named.status == 0, "\(named.standardError)")
  }
}

/// `--config` naming a folder, or nothing, says so; it said "the file cannot be read" and
/// "bad configuration in : …".
@Suite struct ConfigPathTests {
  /// Removed when the suite's value is released, at the end of each test.
  let temporary: TemporaryDirectory
  let directory: URL

  init() throws {
    temporary = try TemporaryDirectory(prefix: "griddle-config-path")
    directory = temporary.url
    try FileManager.default.createDirectory(
      at: directory.appending(path: "config"), withIntermediateDirectories: true)
  }

  @Test func aFolderIsNamedAsAFolder() throws {
    let result = try GriddleProcess.run(
      ["--config", "config", "--database", "x.sqlite", "init"], in: directory)
    #expect(result.status == 78)
    #expect(
      result.standardError.hasPrefix(
        "griddle: error: bad configuration in config: it is a folder, not a config file (name its griddle.json)\n"
      ), "\(result.standardError)")
  }

  @Test func anEmptyConfigIsAUsageError() throws {
    let result = try GriddleProcess.run(
      ["--config", "", "--database", "x.sqlite", "init"], in: directory)
    #expect(result.status == 64)
    #expect(result.standardError.contains("'--config' needs a file path, got an empty value"))
    #expect(!FileManager.default.fileExists(atPath: directory.appending(path: "x.sqlite").path))
  }
}

/// A database that cannot be written names the file and what to check: a folder that does not
/// exist, or a file (and folder) the user may only read. It said only "cannot open the database
/// for writing: attempt to write a readonly database".
@Suite struct UnwritableDatabaseTests {
  /// Removed when the suite's value is released, at the end of each test.
  let temporary: TemporaryDirectory
  let directory: URL

  init() throws {
    temporary = try TemporaryDirectory(prefix: "griddle-unwritable")
    directory = temporary.url
  }

  @Test func aMissingFolderIsNamedWithTheCommandThatMakesIt() throws {
    let result = try GriddleProcess.run(
      ["--quiet", "--database", "no/such/folder/x.sqlite", "init"], in: directory)
    #expect(result.status == 73)
    let folder = directory.appending(path: "no/such/folder").path
    #expect(
      result.standardError
        == "griddle: error: cannot write the database 'no/such/folder/x.sqlite': the folder '\(folder)' does not exist\nCreate it first (mkdir -p \(folder)), or name another path.\n"
    )
  }

  /// Root may write any file, so as root the command runs as `nobody` (with setpriv).
  static var canDropToAReader: Bool {
    getuid() != 0 || FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv")
  }

  @Test(.enabled(if: canDropToAReader)) func aReadOnlyDatabaseIsNamedWithWhatToCheck() throws {
    // A copy of the binary, the database and their folder that everyone may read, nobody write.
    let binary = directory.appending(path: "griddle")
    try FileManager.default.copyItem(at: GriddleProcess.executable, to: binary)
    let created = try GriddleProcess.run(
      ["--quiet", "--database", "ro.sqlite", "init"], in: directory)
    #expect(created.status == 0)
    let database = directory.appending(path: "ro.sqlite").path
    try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: database)
    try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: directory.path)
    defer {
      try? FileManager.default.setAttributes(
        [.posixPermissions: 0o755], ofItemAtPath: directory.path)
    }
    let command = [binary.path, "--quiet", "--database", database, "init"]
    let process = Process()
    process.executableURL = URL(fileURLWithPath: getuid() == 0 ? "/usr/bin/setpriv" : binary.path)
    process.arguments =
      getuid() == 0
      ? ["--reuid=65534", "--regid=65534", "--clear-groups"] + command : Array(command.dropFirst())
    process.currentDirectoryURL = directory
    process.environment = ["PATH": "/usr/bin:/bin", "HOME": directory.path]
    let error = Pipe()
    process.standardError = error
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let message = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 73, "\(message)")
    #expect(
      message.hasPrefix("griddle: error: cannot write the database '\(database)': "), "\(message)")
    #expect(message.contains("check that you may write both the file and its folder"))
  }
}
