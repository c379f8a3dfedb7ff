import Foundation
import TemporaryDirectorySupport
import Testing

/// The v2 model through the real binary: upgrading a first-release database keeps every
/// answer, read-only commands never write, somebody else's database is refused, `query hours`.
@Suite struct ModelV2CommandTests {
  /// Removed when the suite's value is released, at the end of each test.
  let temporary: TemporaryDirectory
  let directory: URL
  let fixtures = GriddleProcess.packageRoot.appending(path: "Tests/SalesTests/Fixtures")

  init() throws {
    temporary = try TemporaryDirectory(prefix: "griddle-v2")
    directory = temporary.url
  }

  func griddle(_ arguments: [String], database: String = "db.sqlite") throws
    -> GriddleProcess.Result
  {
    try GriddleProcess.run(
      ["--config", fixtures.appending(path: "first-release.json").path, "--database", database]
        + arguments, in: directory)
  }

  func copyFixture() throws -> URL {
    let copy = directory.appending(path: "db.sqlite")
    try FileManager.default.copyItem(at: fixtures.appending(path: "first-release.sqlite"), to: copy)
    return copy
  }

  /// The queries whose first-release answers the fixture keeps, and those answers.
  func firstReleaseAnswers() throws -> [(arguments: [String], rows: [[String: Any]])] {
    let text = try String(
      contentsOf: fixtures.appending(path: "first-release-answers.txt"), encoding: .utf8)
    var answers: [(arguments: [String], rows: [[String: Any]])] = []
    for block in text.components(separatedBy: "== ").dropFirst() {
      let newline = block.firstIndex(of: "\n")!
      let arguments = block[..<newline].split(separator: " ").map(String.init)
      let rows =
        try JSONSerialization.jsonObject(with: Data(block[newline...].utf8)) as! [[String: Any]]
      answers.append((arguments, rows))
    }
    return answers
  }

  @Test func queriesAskForInitThenInitUpgradesKeepingEveryFirstReleaseAnswer() throws {
    let database = try copyFixture()
    let before = try Data(contentsOf: database)
    let refused = try griddle(["query", "cities", "--format", "json"])
    #expect(refused.status == 65)
    #expect(refused.standardError.contains("needs an upgrade"))
    #expect(refused.standardError.contains("init"))
    #expect(try Data(contentsOf: database) == before)

    let upgrade = try griddle(["init"])
    #expect(upgrade.status == 0, "\(upgrade.standardError)")
    #expect(upgrade.standardOutput.hasPrefix("Upgraded database (0004_"))
    let answers = try firstReleaseAnswers()
    #expect(answers.count == 6)
    for (arguments, oldRows) in answers {
      let result = try griddle(["query"] + arguments + ["--format", "json"])
      #expect(result.status == 0, "\(result.standardError)")
      let newRows =
        try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8))
        as! [[String: Any]]
      #expect(newRows.count == oldRows.count, "\(arguments)")
      for (old, new) in zip(oldRows, newRows) {
        for (key, value) in old {
          let closedMonth = (old["operating_days"] as? Int) == 0 && key.hasPrefix("daily_")
          if closedMonth {
            // The one deliberate change: no operating day gives null, not 0.
            #expect(new[key] is NSNull, "\(arguments) \(key)")
          } else {
            #expect("\(new[key] ?? "absent")" == "\(value)", "\(arguments) \(key)")
          }
        }
      }
    }
  }

  @Test func hoursListEveryCityWeekdayAndHourWithTheDocumentedKeys() throws {
    _ = try copyFixture()
    #expect(try griddle(["init"]).status == 0)
    let result = try griddle([
      "query", "hours", "--from", "2024-03-01", "--to", "2024-03-31", "--format", "json",
    ])
    #expect(result.status == 0)
    let rows =
      try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as! [[String: Any]]
    #expect(rows.count == 2 * 7 * 24)
    #expect(
      Set(rows[0].keys) == [
        "city", "weekday", "hour", "quantity", "revenue_cents", "tickets", "operating_days",
      ])
    // Computed by hand from first-release.csv: San Francisco, Sunday 2024-03-10, 03:00–03:59
    // local (the hour after the clocks sprang forward): FR0003 (3 Dosa) and FR0017 (2 Crêpe),
    // both at the menu price.
    let cell = rows.first {
      $0["city"] as? String == "San Francisco" && $0["weekday"] as? Int == 7
        && $0["hour"] as? Int == 3
    }
    #expect(cell?["quantity"] as? Int == 5)
    #expect(cell?["tickets"] as? Int == 2)
    #expect(cell?["revenue_cents"] as? Int == 3 * 600 + 2 * 700)
  }

  @Test func somebodyElsesDatabaseIsRefusedByEveryCommandAndLeftUntouched() throws {
    let path = directory.appending(path: "theirs.sqlite")
    _ = try Process.output(
      "/usr/bin/sqlite3",
      [
        path.path,
        "CREATE TABLE orders (id INTEGER PRIMARY KEY, total REAL); INSERT INTO orders (total) VALUES (1);",
      ],
      in: directory)
    let before = try Data(contentsOf: path)
    for arguments in [["query", "cities"], ["init"], ["report", "nightly", "--out", "r"]] {
      let result = try griddle(arguments, database: "theirs.sqlite")
      #expect(result.status == 65, "\(arguments): \(result.standardError)")
      #expect(result.standardError.contains("not a Griddle database"), "\(arguments)")
    }
    #expect(try Data(contentsOf: path) == before)
  }

  /// A user who may read the database but not write it or its folder (mode 444 in 555). As
  /// root permissions are not enforced, so the binary then runs as `nobody` via `setpriv`.
  @Test func queriesAndReportsWorkOnAFileTheUserMayOnlyRead() throws {
    let folder = directory.appending(path: "readonly")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: fixtures.appending(path: "first-release.sqlite"), to: folder.appending(path: "db.sqlite"))
    #expect(try griddle(["init"], database: "readonly/db.sqlite").status == 0)
    let expected = try griddle(
      ["query", "cities", "--from", "2024-01-01", "--to", "2024-12-31", "--format", "json"],
      database: "readonly/db.sqlite")
    let database = folder.appending(path: "db.sqlite")
    try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: database.path)
    try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder.path)
    defer {
      try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path)
    }
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: directory.path)
    let before = try Data(contentsOf: database)
    var command = [GriddleProcess.executable.path]
    if getuid() == 0 {
      guard FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv") else {
        print("skipped: running as root without setpriv, cannot run as another user")
        return
      }
      command = ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"] + command
    }
    let arguments = [
      "--config", fixtures.appending(path: "first-release.json").path, "--database",
      database.path,
    ]
    let query = try Self.run(
      command + arguments + [
        "query", "cities", "--from", "2024-01-01", "--to", "2024-12-31", "--format", "json",
      ], in: directory)
    #expect(query.status == 0, "\(query.error)")
    #expect(query.output == expected.standardOutput)
    // The report goes to a folder the reader (`nobody` under root) may write.
    let reports = try TemporaryDirectory(prefix: "griddle-ro")
    try FileManager.default.setAttributes([.posixPermissions: 0o777], ofItemAtPath: reports.path)
    let report = try Self.run(
      command + arguments + [
        "report", "nightly", "--date", "2024-11-04", "--out", reports.file("out"),
      ],
      in: directory)
    #expect(report.status == 0, "\(report.error)")
    #expect(try Data(contentsOf: database) == before)
  }

  /// Runs `command` (its first element is the executable) and captures both outputs.
  static func run(_ command: [String], in directory: URL) throws -> (
    status: Int32, output: String, error: String
  ) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: command[0])
    process.arguments = Array(command.dropFirst())
    process.currentDirectoryURL = directory
    process.environment = ["PATH": "/usr/bin:/bin", "HOME": "/tmp"]
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    let errorData = LockedData()
    let reader = Thread { errorData.set(error.fileHandleForReading.readDataToEndOfFile()) }
    reader.start()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    while !errorData.isSet { usleep(1000) }
    return (
      process.terminationStatus, String(decoding: data, as: UTF8.self),
      String(decoding: errorData.value, as: UTF8.self)
    )
  }
}
