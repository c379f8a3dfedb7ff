import Foundation
import OrderGenerator
import SQLiteStorage
import SalesDomain
import TemporaryDirectorySupport
import Testing

@testable import Sales

/// The import as a real child process: killed midway, and read while it runs.
///
/// These run the built `griddle` binary (built with the tests by `swift build --build-tests`).
@Suite(.serialized) struct ImportProcessTests {
  /// The `griddle` executable next to the test bundle.
  static var griddle: String {
    let besideTests = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("griddle").path
    if FileManager.default.isExecutableFile(atPath: besideTests) { return besideTests }
    return URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent(".build/debug/griddle").path
  }

  /// A database with the generator's cities and a first committed import, and a large file.
  struct Setup {
    let directory: TemporaryDirectory
    let database: String
    let config: String
    let largeFile: String

    init(largeRows: Int) throws {
      directory = try TemporaryDirectory()
      database = directory.file("griddle.sqlite")
      config = try directory.write("griddle.json", SyntheticOrders.configJSON)
      do {
        let store = try SalesStore(path: database)
        try SyntheticOrders(rowCount: 0).register(in: store)
        let first = directory.file("first.csv")
        try SyntheticOrders(rowCount: 2000, seed: 7, idPrefix: "FIRST-").writeCSV(toPath: first)
        let summary = try OrderImporter(store: store).importFile(atPath: first)
        #expect(summary.imported == 2000)
      }
      largeFile = directory.file("large.csv")
      try SyntheticOrders(rowCount: largeRows, seed: 8, idPrefix: "LARGE-")
        .writeCSV(toPath: largeFile)
    }

    /// Starts `griddle import` of the large file.
    func startImport() throws -> Process {
      #expect(FileManager.default.isExecutableFile(atPath: griddle), "build griddle first")
      let process = Process()
      process.executableURL = URL(fileURLWithPath: griddle)
      process.arguments = ["--config", config, "--database", database, "import", largeFile]
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try process.run()
      return process
    }

    /// Waits until the import's uncommitted transaction has written `bytes` to the WAL.
    func waitForWAL(bytes: Int, of process: Process) throws {
      let deadline = Date().addingTimeInterval(120)
      while Date() < deadline, process.isRunning {
        let size =
          (try? FileManager.default.attributesOfItem(atPath: database + "-wal")[.size] as? Int)
          ?? 0
        if size >= bytes { return }
        usleep(20_000)
      }
      Issue.record("the import never got going (WAL below \(bytes) bytes)")
    }

    /// Orders, roll-up and operating days, read by a separate read-only connection.
    func contents() throws -> [String] {
      let store = try SalesStore(readingFrom: database)
      return try [
        "order_lines", "daily_style_sales", "hourly_sales", "daily_city_sales", "operating_days",
      ].map {
        table in
        let rows = try store.database.scalar(Int.self, "SELECT count(*) FROM \(table)") ?? -1
        let sum =
          table.hasSuffix("_sales")
          ? try store.database.scalar(
            Int.self,
            "SELECT sum(quantity) * 7 + sum(net_cents) + sum(tickets) FROM \(table)")
            ?? 0 : 0
        return "\(table) \(rows) \(sum)"
      }
    }
  }

  @Test func killDuringAnImportLeavesTheDatabaseAsBefore() throws {
    let setup = try Setup(largeRows: 600_000)
    let before = try setup.contents()
    let process = try setup.startImport()
    try setup.waitForWAL(bytes: 4 << 20, of: process)
    #expect(process.isRunning, "the import finished before it could be killed")
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
    #expect(process.terminationReason == .uncaughtSignal)

    let store = try SalesStore(path: setup.database)
    #expect(try store.database.scalar(String.self, "PRAGMA integrity_check") == "ok")
    #expect(try setup.contents() == before)
    #expect(try store.orderCount() == 2000)
  }

  @Test func readersSeeTheLastCommittedStateWhileAnImportRuns() throws {
    let setup = try Setup(largeRows: 1_000_000)
    let before = try setup.contents()
    let process = try setup.startImport()
    try setup.waitForWAL(bytes: 2 << 20, of: process)
    #expect(process.isRunning)

    // A reader is neither blocked nor shown uncommitted orders.
    let started = Date()
    #expect(try setup.contents() == before)
    #expect(Date().timeIntervalSince(started) < 2)

    // A second writer waits for the lock and gives up after its busy timeout (exit 75 in the
    // CLI) instead of failing at once or corrupting anything.
    let writer = try SalesStore(path: setup.database, busyTimeout: 0.3)
    #expect(process.isRunning, "the import finished too soon to test a competing writer")
    let error = #expect(throws: SQLiteError.self) {
      try writer.database.transaction(.immediate) {}
    }
    #expect(error?.isBusy == true)
    #expect(try setup.contents() == before)

    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    let store = try SalesStore(path: setup.database)
    #expect(try store.orderCount() == 1_002_000)
    #expect(try store.database.scalar(String.self, "PRAGMA integrity_check") == "ok")
  }
}
