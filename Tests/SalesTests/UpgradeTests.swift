import Foundation
import SQLiteStorage
import SalesDomain
import TemporaryDirectorySupport
import Testing

@testable import Sales

/// The first-release database fixture (made by the first release's build from
/// `Fixtures/first-release.csv`) upgraded in place, and what read-only opens refuse.
@Suite struct UpgradeTests {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures")

  /// A copy of the fixture database in a fresh directory.
  func copyOfFixture() throws -> (TemporaryDirectory, String) {
    let directory = try TemporaryDirectory()
    let path = directory.file("first-release.sqlite")
    try FileManager.default.copyItem(
      atPath: Self.fixtures.appendingPathComponent("first-release.sqlite").path, toPath: path)
    return (directory, path)
  }

  /// One row of the first-release CSV with its local date and hour by Foundation's Calendar.
  struct FirstReleaseRow {
    let orderID: String
    let city: String
    let style: String
    let quantity: Int
    let revenueCents: Int
    let date: LocalDate
    let hour: Int
  }

  /// The fixture's CSV read independently of the importer: menu prices and zones from its
  /// config, local time through `Calendar` and `DateFormatter`.
  static func firstReleaseRows() throws -> [FirstReleaseRow] {
    let zones = ["San Francisco": "America/Los_Angeles", "Tokyo": "Asia/Tokyo"]
    let menu = ["Cachapa": 650, "Crêpe": 700, "Dosa": 600]
    let text = try String(
      contentsOf: fixtures.appendingPathComponent("first-release.csv"), encoding: .utf8)
    return text.split(separator: "\n").dropFirst().map { line in
      let fields = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
      let zone = TimeZone(identifier: zones[fields[2]]!)!
      let instant: Date
      let iso = ISO8601DateFormatter()
      if let withOffset = iso.date(from: fields[1]) {
        instant = withOffset
      } else {
        let local = DateFormatter()
        local.locale = Locale(identifier: "en_US_POSIX")
        local.timeZone = zone
        local.dateFormat = "yyyy-MM-dd'T'HH:mm:ss"
        instant = local.date(from: fields[1])!
      }
      var calendar = Calendar(identifier: .gregorian)
      calendar.timeZone = zone
      let parts = calendar.dateComponents([.year, .month, .day, .hour], from: instant)
      let quantity = Int(fields[4])!
      return FirstReleaseRow(
        orderID: fields[0], city: fields[2], style: fields[3], quantity: quantity,
        revenueCents: quantity * (Int(fields[5]) ?? menu[fields[3]]!),
        date: LocalDate(year: parts.year!, month: parts.month!, day: parts.day!)!,
        hour: parts.hour!)
    }
  }

  @Test func aFirstReleaseDatabaseUpgradesInPlaceKeepingEveryFigure() throws {
    let (directory, path) = try copyOfFixture()
    _ = directory
    let store = try SalesStore(path: path)
    #expect(try store.schemaStatus() == .current)
    #expect(try store.rollupDiscrepancies() == [])
    let rows = try Self.firstReleaseRows()
    #expect(rows.count == 48)
    #expect(try store.orderCount() == rows.count)
    #expect(try store.orderLineCount() == rows.count)
    let cities = Dictionary(uniqueKeysWithValues: try store.cities().map { ($0.id, $0.name) })
    let styles = Dictionary(uniqueKeysWithValues: try store.styles().map { ($0.id, $0.name) })
    for row in rows {
      let order = try #require(try store.storedOrder(id: row.orderID))
      #expect(order.lines.count == 1 && order.lines[0].kind == .sale && order.lines[0].line == 1)
      #expect(styles[order.lines[0].styleID] == row.style)
      #expect(order.localDate == row.date && order.localHour == row.hour, "\(row.orderID)")
    }
    let selection = RollupSelection(
      first: LocalDate(iso: "2024-01-01")!, last: LocalDate(iso: "2024-12-31")!)
    // Per (city, date): the figures the first release answered, from the CSV.
    var expected: [String: SalesFigures] = [:]
    for row in rows {
      expected["\(row.city) \(row.date)", default: .zero] += SalesFigures(
        quantity: row.quantity, grossCents: row.revenueCents, netCents: row.revenueCents,
        tickets: 1)
    }
    let stored = try store.cityDayFigures(selection)
    #expect(
      Dictionary(
        uniqueKeysWithValues: stored.map { ("\(cities[$0.cityID]!) \($0.date)", $0.figures) })
        == expected)
    // Per (city, weekday, hour).
    var hours: [String: SalesFigures] = [:]
    for row in rows {
      hours["\(row.city) \(row.date.isoWeekday) \(row.hour)", default: .zero] += SalesFigures(
        quantity: row.quantity, grossCents: row.revenueCents, netCents: row.revenueCents,
        tickets: 1)
    }
    let storedHours = try store.weekdayHourFigures(selection)
    #expect(
      Dictionary(
        uniqueKeysWithValues: storedHours.map {
          ("\(cities[$0.cityID]!) \($0.weekday) \($0.hour)", $0.figures)
        })
        == hours)
    // Opening again changes nothing.
    let again = try SalesStore(path: path)
    #expect(again.appliedMigrations.isEmpty)
    #expect(try again.cityDayFigures(selection) == stored)
  }

  /// A database upgraded before migration 5 (per-hour roll-up, no per-day one) gains the
  /// per-day roll-up from its hours: every (city, day) agrees with a GROUP BY over the lines.
  @Test func aVersion4DatabaseGainsThePerDayRollUpFromItsHours() throws {
    let (directory, path) = try copyOfFixture()
    _ = directory
    let selection = RollupSelection(
      first: LocalDate(iso: "2024-01-01")!, last: LocalDate(iso: "2024-12-31")!)
    let before = try SalesStore(path: path).cityDayFigures(selection)
    #expect(before.count > 1)
    do {
      let database = try Database(path: path)
      try database.execute("DROP TABLE daily_city_sales")
      try database.execute("DELETE FROM schema_migrations WHERE version = 5")
    }
    let store = try SalesStore(path: path)
    #expect(store.appliedMigrations.map(\.version) == [5])
    #expect(try store.rollupDiscrepancies() == [])
    #expect(try store.cityDayFigures(selection) == before)
    // The invariant check covers the per-day roll-up too.
    try store.database.execute(
      "UPDATE daily_city_sales SET quantity = quantity + 1 WHERE local_day = (SELECT min(local_day) FROM daily_city_sales)"
    )
    #expect(try store.rollupDiscrepancies().contains { $0.hasPrefix("per-day roll-up") })
  }

  @Test func aReadOnlyOpenOfAFirstReleaseDatabaseAsksForInitAndWritesNothing() throws {
    let (directory, path) = try copyOfFixture()
    _ = directory
    let before = try Data(contentsOf: URL(fileURLWithPath: path))
    #expect {
      try SalesStore(readingFrom: path)
    } throws: { error in
      guard case SalesStoreError.needsUpgrade(_, let reason) = error else { return false }
      return reason.contains("version 3") && "\(error)".contains("griddle --database")
    }
    // SQLite may leave an empty `-wal` beside a WAL database it read; the file is unchanged.
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
  }

  @Test func anImmutableReadOnlyOpenAnswers() throws {
    let (directory, path) = try copyOfFixture()
    _ = directory
    _ = try SalesStore(path: path)
    let database = try Database(path: path, mode: .readOnlyImmutable)
    #expect(database.isReadOnly)
    #expect(try database.scalar(Int.self, "SELECT count(*) FROM order_lines") == 48)
    #expect(throws: SQLiteError.self) { try database.execute("DELETE FROM order_lines") }
  }

  /// Somebody else's SQLite files: never migrated, never written, by either kind of open.
  @Test(arguments: [
    "CREATE TABLE orders (id INTEGER PRIMARY KEY, total REAL); INSERT INTO orders (total) VALUES (9.5);",
    "CREATE TABLE schema_migrations (version TEXT PRIMARY KEY); INSERT INTO schema_migrations VALUES ('20240101000000'); CREATE TABLE orders (id INTEGER);",
    "CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, checksum TEXT NOT NULL, applied_at TEXT NOT NULL); INSERT INTO schema_migrations VALUES (1, 'create_users', 'x', 'now');",
  ])
  func aForeignDatabaseIsRefusedWithoutWritingToIt(schema: String) throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("theirs.sqlite")
    do {
      let theirs = try Database(path: path, mode: .readWriteCreate)
      try theirs.execute("PRAGMA journal_mode = DELETE")
      try theirs.executeScript(schema)
    }
    let before = try Data(contentsOf: URL(fileURLWithPath: path))
    for open in [{ _ = try SalesStore(readingFrom: path) }, { _ = try SalesStore(path: path) }] {
      #expect {
        try open()
      } throws: { error in
        if case SalesStoreError.foreignDatabase = error { return true }
        return false
      }
    }
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
  }
}
