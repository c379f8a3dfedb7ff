import Foundation
import Reports
import Sales
import SalesAnalytics
import SalesDomain

/// `griddle demo`: the fixture data in a fresh database, then the nightly report for its last day.
enum DemoCommand {
  static let defaultDatabase = "griddle-demo.sqlite"

  static let arguments: [ArgumentSpec] = [
    .option(
      "out", valueName: "dir",
      help: "The reports directory (default: reportsDirectory from the config)."),
    .option(
      "fixtures", valueName: "dir",
      help: "Where the sample data is (default: ./fixtures, or the one beside the source tree)."),
  ]

  static let command = Command(
    name: "demo",
    abstract: "Load the sample data into a fresh database and write its nightly report.",
    discussion:
      "Loads fixtures/orders.csv (the WWDC22 \"Swift Charts: Raise the bar\" pancake data) into griddle-demo.sqlite in the working directory, recreating that file, or into the database named by --database if it holds no orders yet. Then writes the report for the last day of the data and prints the path of its index.html.",
    arguments: arguments,
    run: { values in try run(values) })

  /// `demo`'s options, parsed once (the sample data is looked for first, as it always was).
  struct Options {
    /// The folder holding `orders.csv` (and maybe `griddle.json`).
    let fixtures: URL
    /// `--out`, else nil for the config's reports directory.
    let out: String?
    /// Whether `--database` or `GRIDDLE_DATABASE` names the database (else the demo's own file).
    let databaseNamed: Bool
    /// `--quiet` or `--verbose`.
    let verbosity: Verbosity

    /// Finds the sample data, then reads the flags (usage errors, exit 64).
    init(_ values: ParsedValues) throws {
      fixtures = try DemoCommand.locateFixtures(values.value("fixtures"))
      out = values.value("out")
      databaseNamed =
        values.value("database") != nil
        || ProcessInfo.processInfo.environment["GRIDDLE_DATABASE"] != nil
      verbosity = try Verbosity.from(values)
    }
  }

  @MainActor
  private static func run(_ values: ParsedValues) throws {
    let options = try Options(values)
    let fixtures = options.fixtures
    var configuration = try CommandEnvironment.resolve(values).configuration
    let fixtureConfig = fixtures.appending(path: "griddle.json")
    if let data = FileManager.default.contents(atPath: fixtureConfig.path) {
      let demo = try Configuration(jsonData: data, file: fixtureConfig.path)
      configuration.cities = demo.cities
      configuration.styles = demo.styles
      configuration.stops = demo.stops
    }
    if !options.databaseNamed {
      configuration.database = defaultDatabase
      // The demo's own file: always start it afresh so the demo is repeatable.
      for suffix in ["", "-wal", "-shm"] {
        try? FileManager.default.removeItem(atPath: defaultDatabase + suffix)
      }
    }
    let environment = CommandEnvironment(
      configuration: configuration, isStandardOutputTerminal: isatty(STDOUT_FILENO) == 1,
      isStandardErrorTerminal: isatty(STDERR_FILENO) == 1, verbosity: options.verbosity)
    let store = try environment.openStore()
    guard try store.orderCount() == 0 else {
      throw CommandFailure(
        exitStatus: .usage,
        message:
          "database '\(environment.databaseDisplayName)' already holds orders; the demo only loads into an empty one",
        hint: "Leave out --database to use a fresh \(defaultDatabase).")
    }
    let orders = fixtures.appending(path: "orders.csv").path
    let importer = try SalesStores.makeImporter(for: store, options: ImportOptions())
    let summary: FileImportSummary
    do {
      summary = try importer.importFile(atPath: orders, progress: nil)
    } catch let error as ImportError {
      throw CommandFailure(error)
    }
    guard !summary.isRefused else {
      throw CommandFailure(
        exitStatus: .dataError,
        message:
          "the sample data in \(orders) did not import: \(summary.problems.first.map(String.init(describing:)) ?? "")"
      )
    }
    if environment.verbosity != .quiet {
      writeDiagnostic(
        "Loaded \(summary.imported) sample orders into \(environment.databaseDisplayName).\n")
    }
    guard let last = try SalesAnalytics(store: store).latestDateWithData() else {
      throw CommandFailure(exitStatus: .dataError, message: "the sample data holds no orders")
    }
    try importSchedule(from: fixtures, into: store, environment: environment, horizon: last)
    let out = options.out ?? configuration.reportsDirectory
    let page = try ReportCommand.writeNightlyReport(
      store: store, date: last, out: out, environment: environment)
    writeToStandardOutput(page.path + "\n")
    if environment.verbosity != .quiet {
      writeToStandardError(nextSteps(database: configuration.database, lastDate: last))
    }
  }

  /// Stores the sample schedule (`schedule.ics`, the trucks' weekly stops) when the fixtures
  /// have one, so the report has its "Where to park" sections.
  private static func importSchedule(
    from fixtures: URL, into store: any SalesDataStore, environment: CommandEnvironment,
    horizon: LocalDate
  ) throws {
    let path = fixtures.appending(path: "schedule.ics").path
    guard FileManager.default.fileExists(atPath: path),
      let schedule = store as? any ScheduleDataStore
    else { return }
    let reference = try ScheduleCommand.referenceData(
      store: store, schedule: schedule, environment.configuration)
    do {
      // Its rules all end (UNTIL), so the horizon does not change what is stored.
      let file = try ScheduleFile(
        path: path, name: "schedule.ics", reference: reference, horizon: horizon.adding(days: 366))
      _ = try schedule.replaceVisits(
        of: file.source, with: file.visits,
        graceMinutes: environment.configuration.scheduleGraceMinutes)
    } catch {
      throw CommandFailure(
        exitStatus: .dataError, message: "the sample schedule in \(path) did not import: \(error)")
    }
  }

  /// The commands to try next against the demo database, for a first-time user.
  /// A password in the URI is left out of them (they are printed, and may be pasted into a
  /// shell's history): the note says where libpq looks for it instead.
  static func nextSteps(database: String, lastDate: LocalDate) -> String {
    let copyable = SalesStores.copyableName(database)
    let prefix = "griddle --database \(UnknownNamesHint.shellWord(copyable.name))"
    let lastMonth = lastDate.yearMonth
    let passwordNote =
      copyable.omitsPassword
      ? "The password is left out of these: set PGPASSWORD or put it in ~/.pgpass.\n" : ""
    return """
      Open the page above in a browser, then try:
        \(prefix) query daily
        \(prefix) query styles --format markdown
        \(prefix) query monthly --from \(lastMonth.adding(months: -11)) --to \(lastMonth)
        \(prefix) query weekdays --fields city,weekday,average
        \(prefix) report nightly --date \(lastDate)
      \(passwordNote)
      """
  }

  /// `--fixtures`, else `./fixtures`, else the source tree's `fixtures/` (for a built binary run elsewhere).
  static func locateFixtures(_ explicit: String?) throws -> URL {
    var candidates: [URL] = []
    if let explicit {
      candidates.append(URL(fileURLWithPath: explicit))
    } else {
      candidates.append(
        URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appending(path: "fixtures"))
      let source = URL(fileURLWithPath: #filePath)
      candidates.append(
        source.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
          .deletingLastPathComponent().appending(path: "fixtures"))
    }
    for candidate in candidates
    where FileManager.default.fileExists(atPath: candidate.appending(path: "orders.csv").path) {
      return candidate
    }
    throw CommandFailure(
      exitStatus: .noInput, message: "cannot find the sample data (fixtures/orders.csv)",
      hint: "Run the demo from the Griddle source directory, or pass --fixtures DIR.")
  }
}
