import Foundation
import TemporaryDirectorySupport
import Testing

@Suite struct CLITests {
  /// Removed when the suite's value is released, at the end of each test.
  let temporary: TemporaryDirectory
  let directory: URL

  init() throws {
    temporary = try TemporaryDirectory(prefix: "griddle-cli")
    directory = temporary.url
  }

  func griddle(_ arguments: String..., environment: [String: String] = [:]) throws
    -> GriddleProcess.Result
  {
    try GriddleProcess.run(arguments, in: directory, environment: environment)
  }

  @Test func helpDescribesTheToolAndItsCommands() throws {
    let result = try griddle("--help")
    #expect(result.status == 0)
    #expect(result.standardError == "")
    #expect(result.standardOutput.contains("Sales analytics and charts for a pancake food truck."))
    #expect(result.standardOutput.contains("init"))
    #expect(result.standardOutput.contains("--database"))
  }

  @Test func everyCommandHasHelp() throws {
    for path in [["init"], ["help", "init"]] {
      let result = try GriddleProcess.run(
        path + (path.first == "help" ? [] : ["--help"]), in: directory)
      #expect(result.status == 0, "\(path)")
      #expect(result.standardOutput.contains("Create or upgrade the database"), "\(path)")
    }
  }

  @Test func versionPrintsTheVersion() throws {
    let result = try griddle("--version")
    #expect(result.status == 0)
    #expect(result.standardOutput == "griddle 0.1.0\n")
  }

  @Test func unknownCommandExits64WithASuggestion() throws {
    let result = try griddle("inti")
    #expect(result.status == 64)
    #expect(result.standardOutput == "")
    #expect(result.standardError.hasPrefix("griddle: error: "))
    #expect(result.standardError.contains("'inti'"))
    #expect(result.standardError.contains("Did you mean 'init'?"))
  }

  @Test func badConfigExits78NamingTheKey() throws {
    try Data(#"{"reportTimeZone": 3}"#.utf8).write(to: directory.appending(path: "bad.json"))
    let result = try griddle("--config", "bad.json", "init")
    #expect(result.status == 78)
    #expect(
      result.standardError.contains(
        "griddle: error: bad configuration in bad.json: reportTimeZone: expected a string, got a number"
      ))
  }

  @Test func initCreatesTheSchemaAndIsIdempotent() throws {
    try Data(
      #"{"cities": [{"name": "Tokyo", "timeZone": "Asia/Tokyo"}], "styles": [{"name": "Dosa", "priceCents": 600}]}"#
        .utf8
    )
    .write(to: directory.appending(path: "c.json"))
    let first = try griddle("--config", "c.json", "--database", "x.sqlite", "init")
    #expect(first.status == 0, "\(first.standardError)")
    let path = directory.path + "/x.sqlite"
    #expect(first.standardOutput == "Created database: \(path) (1 cities, 1 styles, 0 orders)\n")
    let second = try griddle("--config", "c.json", "init", "--database", "x.sqlite")
    #expect(second.status == 0)
    #expect(
      second.standardOutput == "Database is up to date: \(path) (1 cities, 1 styles, 0 orders)\n")
    let tables = try Process.output(
      "/usr/bin/sqlite3",
      ["x.sqlite", "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name"],
      in: directory)
    #expect(
      tables.split(separator: "\n") == [
        "cities", "city_weekday_hour_sales", "city_weekday_sales", "daily_city_sales",
        "daily_fleet_sales",
        "daily_fleet_style_sales",
        "daily_style_sales", "fleet_operating_days", "hourly_sales", "import_day_figures",
        "import_ranges", "imports",
        "monthly_weekday_hour_sales", "operating_days", "order_line_history", "order_lines",
        "pending_upgrade_steps", "reported_days", "schedule_settings", "schema_migrations",
        "stops", "styles", "visit_packs", "visit_sales",
        "visits",
      ])
    let migrations = try Process.output(
      "/usr/bin/sqlite3", ["x.sqlite", "SELECT count(*) FROM schema_migrations"], in: directory)
    #expect(Int(migrations.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0 >= 3)
  }

  @Test func binaryWorksWhenCopiedAwayFromTheSourceTree() throws {
    let copy = directory.appending(path: "griddle-copy")
    try FileManager.default.copyItem(at: GriddleProcess.executable, to: copy)
    let process = Process()
    process.executableURL = copy
    process.arguments = ["--database", "away.sqlite", "init"]
    process.currentDirectoryURL = directory
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    #expect(FileManager.default.fileExists(atPath: directory.appending(path: "away.sqlite").path))
  }
}

extension Process {
  /// Runs a tool and returns what it printed on standard output.
  static func output(_ tool: String, _ arguments: [String], in directory: URL) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: tool)
    process.arguments = arguments
    process.currentDirectoryURL = directory
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }
}
