import Foundation
import PostgresStorage
import PostgresTestSupport
import SalesDomain
import TemporaryDirectorySupport
import Testing

@testable import Sales

/// A SQLite store and a PostgreSQL store with the same cities and menu, fed the same files:
/// after every import both must report the same summary, hold roll-ups that agree with their
/// lines, and answer every typed reader identically.
///
/// SQLite's store is checked against a naive reference aggregation in `SalesAnalyticsTests`;
/// equality on every reader carries that check over to PostgreSQL.
final class BothStores {
  /// Removed when the suite's value is released, at the end of each test.
  let temporary: TemporaryDirectory
  let directory: URL
  let sqlite: SalesStore
  let database: TestPostgresDatabase
  let postgres: PostgresSalesStore
  /// Whether PostgreSQL's importer makes a partition of every file of new orders, not only
  /// of large ones.
  let partitionEveryFile: Bool
  private var fileCount = 0

  static let cities = [
    ("Cupertino", "America/Los_Angeles"), ("Tokyo", "Asia/Tokyo"), ("Sydney", "Australia/Sydney"),
  ]
  static let styles = [
    ("Cachapa", 650), ("Injera", 500), ("Crêpe", 700), ("Jian Bing", 600), ("Dosa", 550),
    ("American", 450),
  ]

  init(
    partitionEveryFile: Bool = false, cities: [(String, String)] = BothStores.cities,
    styles: [(String, Int)] = BothStores.styles
  ) throws {
    self.partitionEveryFile = partitionEveryFile
    temporary = try TemporaryDirectory(prefix: "griddle-both")
    directory = temporary.url
    sqlite = try SalesStore(path: directory.appending(path: "griddle.sqlite").path)
    database = try TestPostgresServer.shared().makeDatabase()
    postgres = try PostgresSalesStore(connectionString: database.uri)
    for store in [sqlite, postgres] as [any SalesDataStore] {
      for (name, zone) in cities { try store.addCity(name: name, timeZoneIdentifier: zone) }
      for (name, price) in styles { try store.addStyle(name: name, priceCents: price) }
    }
  }

  /// Writes `contents` to a new file and imports it into both stores.
  @discardableResult
  func importText(
    _ contents: String, options: ImportOptions = ImportOptions(),
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> FileImportSummary {
    fileCount += 1
    let path = directory.appending(path: "orders-\(fileCount).csv").path
    guard FileManager.default.createFile(atPath: path, contents: Data(contents.utf8)) else {
      throw CocoaError(.fileWriteUnknown)
    }
    return try importFile(path, options: options, sourceLocation: sourceLocation)
  }

  /// Imports `path` into both stores and checks that they agree.
  @discardableResult
  func importFile(
    _ path: String, options: ImportOptions = ImportOptions(),
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> FileImportSummary {
    var sqliteOptions = options
    var postgresOptions = options
    if let rejects = options.rejectsPath {
      sqliteOptions.rejectsPath = rejects + ".sqlite"
      postgresOptions.rejectsPath = rejects + ".postgres"
    }
    let sqliteImporter = try OrderImporter(store: sqlite, options: sqliteOptions)
    var expected = try sqliteImporter.importFile(atPath: path)
    try sqliteImporter.finish()
    let postgresImporter = try PostgresOrderImporter(store: postgres, options: postgresOptions)
    if partitionEveryFile { postgresImporter.partitionMinimumBytes = 0 }
    var actual = try postgresImporter.importFile(atPath: path, progress: nil)
    try postgresImporter.finish()
    expected.elapsed = 0
    actual.elapsed = 0
    #expect(actual == expected, "summary of \(path)", sourceLocation: sourceLocation)
    if let rejects = options.rejectsPath {
      #expect(
        try String(contentsOfFile: rejects + ".postgres", encoding: .utf8)
          == String(contentsOfFile: rejects + ".sqlite", encoding: .utf8),
        "rejects of \(path)", sourceLocation: sourceLocation)
    }
    try expectSameContent(sourceLocation: sourceLocation)
    // One file after the other, so the same ids (imports at once may commit in any order).
    try expectSameLedger(sourceLocation: sourceLocation)
    return actual
  }

  /// Checks the integrity of both stores and that every reader answers the same.
  func expectSameContent(sourceLocation: SourceLocation = #_sourceLocation) throws {
    #expect(try sqlite.rollupDiscrepancies() == [], sourceLocation: sourceLocation)
    #expect(try postgres.rollupDiscrepancies() == [], sourceLocation: sourceLocation)
    #expect(try postgres.orderCount() == sqlite.orderCount(), sourceLocation: sourceLocation)
    #expect(
      try postgres.orderLineCount() == sqlite.orderLineCount(), sourceLocation: sourceLocation)
    #expect(
      try postgres.dataDateBounds() == sqlite.dataDateBounds(), sourceLocation: sourceLocation)
    #expect(
      try postgres.operatingDays() == sqlite.operatingDays(), sourceLocation: sourceLocation)
    let bounds = try sqlite.dataDateBounds()
    let everything = RollupSelection(
      first: bounds?.lowerBound ?? LocalDate(dayNumber: 0),
      last: bounds?.upperBound ?? LocalDate(dayNumber: 0))
    var selections = [everything]
    for city in try sqlite.cities() {
      selections.append(
        RollupSelection(first: everything.first, last: everything.last, cityIDs: [city.id]))
    }
    for style in try sqlite.styles() {
      selections.append(
        RollupSelection(first: everything.first, last: everything.last, styleIDs: [style.id]))
    }
    for selection in selections {
      #expect(
        try postgres.cityDayFigures(selection) == sqlite.cityDayFigures(selection),
        sourceLocation: sourceLocation)
      #expect(
        try postgres.styleFigures(selection) == sqlite.styleFigures(selection),
        sourceLocation: sourceLocation)
      #expect(
        try postgres.weekdayHourFigures(selection) == sqlite.weekdayHourFigures(selection),
        sourceLocation: sourceLocation)
      // SQLite's reader promises no order: compare as sets.
      #expect(
        Set(try postgres.operatingDays(selection).map { "\($0.cityID) \($0.date)" })
          == Set(try sqlite.operatingDays(selection).map { "\($0.cityID) \($0.date)" }),
        sourceLocation: sourceLocation)
      // Per date: a selection of every city and style reads the fleet's roll-up, which must
      // be the per-(day, city) figures summed, on both stores.
      for store in [sqlite, postgres] as [any SalesDataStore] {
        #expect(
          try store.dayFigures(selection) == store.dayFiguresSummingCities(selection),
          "\(type(of: store))", sourceLocation: sourceLocation)
        #expect(
          try store.operatingDates(selection) == store.operatingDatesOfCities(selection),
          "\(type(of: store))", sourceLocation: sourceLocation)
        // Per style: no city named reads the fleet's per-(day, style) roll-up, every city
        // named the per-(day, city, style) rows; both must give the same totals.
        var everyCity = selection
        if everyCity.cityIDs.isEmpty { everyCity.cityIDs = try store.cities().map(\.id) }
        #expect(
          try store.styleFigures(selection) == store.styleFigures(everyCity),
          "\(type(of: store))", sourceLocation: sourceLocation)
        // Per (city, weekday): a selection of the whole history with no style reads the
        // whole-history roll-up, which must be the per-(day, city) rows folded.
        #expect(
          try store.cityWeekdayFigures(selection) == store.cityWeekdayFiguresOfDays(selection),
          "\(type(of: store))", sourceLocation: sourceLocation)
      }
    }
    #expect(
      try postgres.dayFigures(everything) == sqlite.dayFigures(everything),
      sourceLocation: sourceLocation)
    #expect(
      try postgres.cityWeekdayFigures(everything) == sqlite.cityWeekdayFigures(everything),
      sourceLocation: sourceLocation)
    try expectWholeHistoryReadsAgree(around: everything, sourceLocation: sourceLocation)
  }

  /// The whole-history roll-ups (migrations 0026, 0027) answer a range that holds most stored
  /// days as the whole history less the days it leaves out: on both stores, for the whole
  /// range, ranges a day or two short at either end, and ranges of more or less than half
  /// the days, every city and each city, the answer must be what the per-day and per-hour
  /// rows give (groups of zeros aside).
  func expectWholeHistoryReadsAgree(
    around everything: RollupSelection, sourceLocation: SourceLocation
  ) throws {
    let (first, last) = (everything.first, everything.last)
    let span = last.dayNumber - first.dayNumber
    var ranges = [(first, last)]
    if span >= 2 {
      ranges += [
        (first.adding(days: 1), last), (first, last.adding(days: -1)),
        (first.adding(days: 1), last.adding(days: -1)),
        (first, first.adding(days: span * 3 / 5)), (last.adding(days: -span * 3 / 5), last),
        (first, first.adding(days: span * 2 / 5)), (first.adding(days: -3), last.adding(days: 3)),
      ]
    }
    let cityChoices = [[]] + (try sqlite.cities().map { [$0.id] })
    func hours(_ cells: [WeekdayHourFigures]) -> [WeekdayHourFigures] {
      cells.filter { $0.figures != .zero }
    }
    func opens(_ cells: [(cityID: Int64, weekday: Int, days: Int)]) -> [String] {
      cells.map { "\($0.cityID) \($0.weekday) \($0.days)" }
    }
    for (from, to) in ranges {
      for cityIDs in cityChoices {
        let selection = RollupSelection(first: from, last: to, cityIDs: cityIDs)
        let label = "\(from)…\(to) cities \(cityIDs)"
        #expect(
          try hours(sqlite.weekdayHourFigures(selection))
            == hours(sqlite.weekdayHourFiguresOfRows(selection)), "SQLite \(label)",
          sourceLocation: sourceLocation)
        #expect(
          try hours(postgres.weekdayHourFigures(selection))
            == hours(postgres.weekdayHourFiguresOfRows(selection)), "PostgreSQL \(label)",
          sourceLocation: sourceLocation)
        for store in [sqlite, postgres] as [any SalesDataStore] {
          #expect(
            try store.cityWeekdayFigures(selection) == store.cityWeekdayFiguresOfDays(selection),
            "\(type(of: store)) \(label)", sourceLocation: sourceLocation)
          #expect(
            try opens(store.operatingWeekdays(selection))
              == opens(store.operatingWeekdaysOfDays(selection)),
            "\(type(of: store)) \(label)", sourceLocation: sourceLocation)
        }
      }
    }
  }

  /// Checks that both stores' import ledgers hold the same imports (apart from their
  /// instants), the same per-(day, city) figures, and the same import on every line.
  func expectSameLedger(sourceLocation: SourceLocation = #_sourceLocation) throws {
    func withoutInstants(_ records: [ImportRecord]) -> [ImportRecord] {
      records.map {
        var record = $0
        record.importedAtMilliseconds = nil
        return record
      }
    }
    let imports = try sqlite.imports()
    #expect(
      withoutInstants(try postgres.imports()) == withoutInstants(imports),
      sourceLocation: sourceLocation)
    for record in imports {
      #expect(
        try postgres.importDayChanges(id: record.id) == sqlite.importDayChanges(id: record.id),
        "import \(record.id)", sourceLocation: sourceLocation)
    }
    let owners = try sqlite.database.query(
      "SELECT import_id, count(*) FROM order_lines GROUP BY import_id ORDER BY import_id"
    ) { "\($0.int(0)):\($0.int(1))" }
    #expect(
      try postgres.connection.query(
        "SELECT import_id, count(*) FROM order_lines GROUP BY import_id ORDER BY import_id"
      ) { "\($0.int(0)):\($0.int(1))" } == owners, sourceLocation: sourceLocation)
  }
}
