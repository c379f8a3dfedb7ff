import Foundation
import SQLiteStorage
import Testing

/// Issue 25: a restatement and an undo killed (SIGKILL) at each of their fdatasyncs leave the
/// SQLite store exactly as before or exactly as after, never between; every roll-up equals a
/// GROUP BY over the lines after each.
@Suite struct RestateKillTests {
  static let strace = "/usr/bin/strace"

  /// Builds a database `name` through the binary: init, the first export, then `steps`.
  static func build(
    _ exports: RestateUndoCommandTests, _ name: String, _ steps: [[String]]
  ) throws -> String {
    let database = exports.directory.appending(path: name).path
    for arguments in [["init"], ["import", "first.csv"]] + steps {
      let result = try RestateRefusalCommandTests.griddle(exports, database, arguments)
      #expect(result.status == 0, "\(arguments): \(result.standardError)")
    }
    return database
  }

  /// Runs `arguments` on `database` under strace, killed at its `count`th fdatasync; true when
  /// it was killed (false: it had fewer and finished).
  static func runKilled(
    _ exports: RestateUndoCommandTests, _ database: String, _ arguments: [String], at count: Int
  ) throws -> Bool {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: strace)
    process.arguments =
      [
        "-f", "-o", "/dev/null", "-e", "trace=fdatasync", "-e",
        "inject=fdatasync:signal=SIGKILL:when=\(count)", GriddleProcess.executable.path,
        "--config", exports.config.path, "--database", database,
      ] + arguments
    process.currentDirectoryURL = exports.directory
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    return process.terminationReason == .uncaughtSignal || process.terminationStatus == 137
  }

  /// Kills `arguments` at fdatasync 1, 2, … on a fresh copy of the state `steps` make, until
  /// a run completes; each killed store must read as `before` or `after`.
  static func expectAllOrNothing(
    _ exports: RestateUndoCommandTests, steps: [[String]], _ arguments: [String]
  ) throws {
    let before = try RestateRefusalCommandTests.snapshot(
      exports, try build(exports, "before-\(arguments[0]).sqlite", steps))
    let reference = try build(exports, "after-\(arguments[0]).sqlite", steps + [arguments])
    let after = try RestateRefusalCommandTests.snapshot(exports, reference)
    #expect(before != after)
    var killed = 0
    var states: [String: Int] = [:]
    for count in 1...40 {
      let database = try build(exports, "k\(count)-\(arguments[0]).sqlite", steps)
      let wasKilled = try runKilled(exports, database, arguments, at: count)
      // Opening for writing replays or discards what the killed process left (WAL recovery).
      _ = try Database(path: database).scalar(Int.self, "SELECT count(*) FROM order_lines")
      let state = try RestateRefusalCommandTests.snapshot(exports, database)
      #expect(
        state == before || state == after,
        "\(arguments) killed at fdatasync \(count): \(state) is neither before nor after")
      try RestateRefusalCommandTests.expectIntegrity(database)
      guard wasKilled else {
        #expect(state == after, "\(arguments) finished under strace")
        break
      }
      killed += 1
      states[state == before ? "before" : "after", default: 0] += 1
    }
    #expect(killed >= 1, "\(arguments) was never killed: \(states)")
  }

  @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: strace)))
  func aRestatementAndAnUndoKilledAtEachSyncLeaveTheStoreBeforeOrAfter() throws {
    let exports = try RestateUndoCommandTests()
    var late = RestateRefusalCommandTests.rows
    late[1].4 = true
    late[2].3 = 900
    late.removeLast()
    _ = try exports.export("first.csv", RestateRefusalCommandTests.rows)
    _ = try exports.export("late.csv", late)
    try Self.expectAllOrNothing(exports, steps: [], ["import", "--restate-days", "late.csv"])
    try Self.expectAllOrNothing(
      exports, steps: [["import", "--restate-days", "late.csv"]], ["undo", "2"])
  }
}
