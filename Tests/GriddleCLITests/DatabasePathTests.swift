import Foundation
import Testing

/// `--database` naming a folder, or nothing at all, through the real binary: a message that
/// says what is wrong, never SQLite's "disk I/O error" or a temporary database that vanishes.
@Suite struct DatabasePathTests {
  let directory: URL

  init() throws {
    directory = FileManager.default.temporaryDirectory.appending(
      path: "griddle-database-path-\(UUID().uuidString)")
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
    let directory = FileManager.default.temporaryDirectory.appending(
      path: "griddle-profile-option-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
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
  let directory: URL

  init() throws {
    directory = FileManager.default.temporaryDirectory.appending(
      path: "griddle-config-path-\(UUID().uuidString)")
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
