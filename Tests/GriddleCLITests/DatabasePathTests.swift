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
