import Foundation
import OrderGenerator
import TemporaryDirectorySupport
import Testing

/// A query run while an import holds the write lock answers from the last committed state.
@Suite struct ConcurrentQueryTests {
  @Test func queryDuringAnImportAnswersFromTheLastCommittedState() throws {
    let temporary = try TemporaryDirectory(prefix: "griddle-concurrent")
    let directory = temporary.url
    try SyntheticOrders.configJSON.write(
      to: directory.appending(path: "griddle.json"), atomically: true, encoding: .utf8)
    try SyntheticOrders(rowCount: 2_000, seed: 1, idPrefix: "S").writeCSV(
      toPath: directory.appending(path: "small.csv").path)
    try SyntheticOrders(rowCount: 1_200_000, seed: 2, idPrefix: "B").writeCSV(
      toPath: directory.appending(path: "big.csv").path)
    let base = ["--config", "griddle.json", "--database", "c.sqlite"]
    #expect(try GriddleProcess.run(base + ["import", "small.csv"], in: directory).status == 0)
    let before = try GriddleProcess.run(
      base + ["query", "cities", "--format", "csv"], in: directory)
    #expect(before.status == 0)

    let importer = Process()
    importer.executableURL = GriddleProcess.executable
    importer.arguments = base + ["import", "big.csv"]
    importer.currentDirectoryURL = directory
    importer.standardOutput = FileHandle.nullDevice
    importer.standardError = FileHandle.nullDevice
    try importer.run()
    // The import takes its write lock at once and keeps it for seconds (over 1M rows in a
    // debug build); give it time to start reading and inserting.
    usleep(700_000)
    let during = try GriddleProcess.run(
      base + ["query", "cities", "--format", "csv"], in: directory)
    let importWasRunning = importer.isRunning
    importer.waitUntilExit()
    #expect(importer.terminationStatus == 0)
    #expect(during.status == 0, "\(during.standardError)")
    // The import must still have been mid-transaction for the check to mean anything.
    #expect(importWasRunning)
    #expect(during.standardOutput == before.standardOutput)
    let after = try GriddleProcess.run(
      base + ["query", "cities", "--format", "csv"], in: directory)
    #expect(after.standardOutput != before.standardOutput)
  }
}
