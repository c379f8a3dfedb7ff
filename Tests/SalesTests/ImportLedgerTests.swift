import Foundation
import SQLiteStorage
import SalesDomain
import TemporaryDirectorySupport
import Testing

@testable import Sales

/// The import ledger on SQLite: every import that stores anything gets a row whose figures
/// are checked here against the test's own sums of the rows it wrote, the file's size and
/// `sha256sum`'s hash; imports that store nothing or are refused leave none; an upgraded
/// database's lines are one "before the ledger" import.
@Suite struct ImportLedgerTests {
  /// One first-release row: local day and hour given, its UTC instant derived with the city's
  /// fixed offset in May (Tokyo +9, Cupertino -7).
  struct Row {
    let id: String
    let city: String
    let style: String
    let quantity: Int
    let price: Int
    let day: Int  // of May 2024

    var csv: String {
      let offset = city == "Tokyo" ? 9 : -7
      let utcHour = 12 - offset
      let (utcDay, hour) = utcHour >= 24 ? (day + 1, utcHour - 24) : (day, utcHour)
      let instant = String(format: "2024-05-%02dT%02d:00:00Z", utcDay, hour)
      return "\(id),\(instant),\(city),\(style),\(quantity),\(price)\n"
    }
    var date: LocalDate { LocalDate(year: 2024, month: 5, day: day)! }
  }

  /// Net, tickets and quantity per (day, city), summed here from the rows (each row is its own
  /// order: one ticket).
  static func sums(_ rows: [Row]) -> [String: (net: Int, tickets: Int, quantity: Int)] {
    var sums: [String: (net: Int, tickets: Int, quantity: Int)] = [:]
    for row in rows {
      let key = "\(row.date) \(row.city)"
      let old = sums[key] ?? (0, 0, 0)
      sums[key] = (old.net + row.quantity * row.price, old.tickets + 1, old.quantity + row.quantity)
    }
    return sums
  }

  static func sha256sum(_ path: String) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/sha256sum")
    process.arguments = [path]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(String(decoding: output, as: UTF8.self).prefix(64))
  }

  static let first: [Row] = [
    Row(id: "a1", city: "Tokyo", style: "Dosa", quantity: 2, price: 550, day: 7),
    Row(id: "a2", city: "Tokyo", style: "Crêpe", quantity: 1, price: 700, day: 7),
    Row(id: "a3", city: "Cupertino", style: "Dosa", quantity: 3, price: 500, day: 7),
    Row(id: "a4", city: "Tokyo", style: "Dosa", quantity: 1, price: 550, day: 8),
    Row(id: "a5", city: "Cupertino", style: "Injera", quantity: 4, price: 500, day: 9),
  ]
  static let second: [Row] = [
    first[0], first[3],
    Row(id: "b1", city: "Tokyo", style: "Dosa", quantity: 5, price: 600, day: 7),
    Row(id: "b2", city: "Tokyo", style: "Injera", quantity: 1, price: 500, day: 10),
  ]

  func csv(_ rows: [Row]) -> String { header + rows.map(\.csv).joined() }

  /// The (day, city) changes as comparable text.
  func text(_ changes: [ImportDayChange]) -> [String] {
    changes.map {
      "\($0.date) \($0.city) net \($0.netCentsBefore)->\($0.netCentsAfter) tickets \($0.ticketsBefore)->\($0.ticketsAfter) qty \($0.quantityBefore)->\($0.quantityAfter)"
    }
  }

  func expectedText(before: [Row], after: [Row]) -> [String] {
    let old = Self.sums(before)
    let new = Self.sums(after)
    let changed = Set(new.keys).subtracting(new.keys.filter { new[$0]! == old[$0] ?? (0, 0, 0) })
    return changed.sorted().map { key in
      let b = old[key] ?? (0, 0, 0)
      let a = new[key]!
      return
        "\(key) net \(b.net)->\(a.net) tickets \(b.tickets)->\(a.tickets) qty \(b.quantity)->\(a.quantity)"
    }
  }

  @Test func eachImportThatStoresSomethingHasItsRow() throws {
    let fixture = try ImportFixture()
    var options = ImportOptions()
    options.clock = { Date(timeIntervalSince1970: 1_732_680_000.123_4) }
    let firstPath = try fixture.directory.write("first.csv", csv(Self.first))
    let firstSummary = try fixture.importFile(firstPath, options: options)
    #expect(firstSummary.committed && firstSummary.imported == 5)

    let records = try fixture.store.imports()
    try #require(records.count == 1)
    let record = records[0]
    #expect(record.id == 1 && record.kind == .fileImport)
    #expect(record.importedAtMilliseconds == 1_732_680_000_123)
    #expect(record.fileName == firstPath)
    let size = try FileManager.default.attributesOfItem(atPath: firstPath)[.size] as? Int
    #expect(record.fileSize == size.map(Int64.init))
    #expect(record.sha256 == (try Self.sha256sum(firstPath)))
    #expect(record.profile == "griddle")
    #expect(record.linesStored == Self.first.count && record.linesAlreadyPresent == 0)
    #expect(record.rowsRejected == 0 && record.rowsExcluded == 0)
    #expect(record.firstDate == LocalDate(year: 2024, month: 5, day: 7))
    #expect(record.lastDate == LocalDate(year: 2024, month: 5, day: 9))
    #expect(record.cities == ["Cupertino", "Tokyo"])
    #expect(
      text(try fixture.store.importDayChanges(id: 1))
        == expectedText(before: [], after: Self.first))
    #expect(try fixture.store.importRecord(id: 1) == record)

    // Two lines already present, two new (one on a day the first file had).
    let secondPath = try fixture.directory.write("second.csv", csv(Self.second))
    let secondSummary = try fixture.importFile(secondPath)
    #expect(secondSummary.imported == 2 && secondSummary.alreadyPresent == 2)
    let both = try fixture.store.imports()
    #expect(both.map(\.id) == [2, 1])
    #expect(both[0].linesStored == 2 && both[0].linesAlreadyPresent == 2)
    #expect(both[0].cities == ["Tokyo"])
    #expect(both[0].firstDate == LocalDate(year: 2024, month: 5, day: 7))
    #expect(both[0].lastDate == LocalDate(year: 2024, month: 5, day: 10))
    let union = Self.first + Self.second.filter { $0.id.hasPrefix("b") }
    #expect(
      text(try fixture.store.importDayChanges(id: 2))
        == expectedText(before: Self.first, after: union))

    // Each line carries the import that stored it.
    let owners = try fixture.store.database.query(
      "SELECT order_id, import_id FROM order_lines ORDER BY order_id"
    ) { "\($0.string(0))=\($0.int(1))" }
    #expect(owners == ["a1=1", "a2=1", "a3=1", "a4=1", "a5=1", "b1=2", "b2=2"])

    // Nothing new: no row.
    let again = try fixture.importFile(secondPath)
    #expect(again.committed && again.imported == 0)
    #expect(try fixture.store.imports().count == 2)
    #expect(try fixture.store.importRecord(id: 3) == nil)
  }

  @Test func aRefusedImportWritesNoRowAndRejectedRowsAreCounted() throws {
    let fixture = try ImportFixture()
    let bad = header + Self.first[0].csv + "x1,2024-05-07T03:00:00Z,Tokyo,Dosa,zero,\n"
    let refused = try fixture.importText(bad, name: "bad.csv")
    #expect(refused.isRefused && !refused.committed)
    #expect(try fixture.store.imports() == [])

    var options = ImportOptions(skipInvalid: true)
    options.problemLimit = 5
    let skipped = try fixture.importText(bad, name: "bad.csv", options: options)
    #expect(skipped.committed && skipped.imported == 1 && skipped.rejected == 1)
    let records = try fixture.store.imports()
    #expect(records.map(\.id) == [1])
    #expect(records.first?.rowsRejected == 1 && records.first?.linesStored == 1)

    // A dry run writes nothing either.
    let dry = try fixture.importText(
      csv([Self.second[2]]), name: "dry.csv", options: ImportOptions(dryRun: true))
    #expect(!dry.committed)
    #expect(try fixture.store.imports().map(\.id) == [1])
  }

  @Test func anUpgradedDatabasesLinesAreOneImportBeforeTheLedger() throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("old.sqlite")
    do {
      // A database made by the migrations before the ledger, with lines and roll-ups.
      let database = try Database(path: path, mode: .readWriteCreate)
      try Migrator(migrations: SalesStore.bundledMigrations().filter { $0.version < 10 })
        .migrate(database)
      try database.executeScript(
        """
        INSERT INTO cities (id, name, match_key, time_zone)
          VALUES (1, 'Tokyo', 'tokyo', 'Asia/Tokyo'), (2, 'Sydney', 'sydney', 'Australia/Sydney');
        INSERT INTO styles (id, name, match_key, price_cents) VALUES (1, 'Dosa', 'dosa', 550);
        INSERT INTO order_lines (order_id, line, ordered_at, local_day, local_hour, city_id,
          style_id, kind, quantity, unit_price_cents, gross_cents, discount_cents, refund_of)
        VALUES ('m1', 1, 0, 19850, 9, 1, 1, 0, 1, NULL, 550, 0, NULL),
          ('m1', 2, 0, 19850, 9, 1, 1, 0, 2, NULL, 1100, 0, NULL),
          ('m2', 1, 0, 19851, 10, 2, 1, 0, 3, 500, 1500, 100, NULL);
        \(Self.oldRollups)
        """)
    }
    let store = try SalesStore(path: path)
    #expect(store.appliedMigrations.map(\.version).first == 10)
    let records = try store.imports()
    try #require(records.count == 1)
    let record = records[0]
    #expect(record.id == 0 && record.kind == .beforeLedger)
    #expect(record.importedAtMilliseconds == nil && record.fileName == nil)
    #expect(record.linesStored == 3)
    #expect(record.firstDate == LocalDate(dayNumber: 19850))
    #expect(record.lastDate == LocalDate(dayNumber: 19851))
    #expect(record.cities == ["Sydney", "Tokyo"])
    // Net: 550 + 1100 in Tokyo (one order, one ticket); 1500 - 100 in Sydney.
    #expect(
      text(try store.importDayChanges(id: 0)) == [
        "\(LocalDate(dayNumber: 19850)) Tokyo net 0->1650 tickets 0->1 qty 0->3",
        "\(LocalDate(dayNumber: 19851)) Sydney net 0->1400 tickets 0->1 qty 0->3",
      ])
    #expect(
      try store.database.query("SELECT DISTINCT import_id FROM order_lines") { $0.int(0) } == [0])
    #expect(try store.rollupDiscrepancies() == [])

    // The next import is 1, after it.
    try store.addCity(name: "Cupertino", timeZoneIdentifier: "America/Los_Angeles")
    let importer = try OrderImporter(store: store)
    let file = try directory.write(
      "new.csv", header + "n1,2024-05-07T03:00:00Z,Tokyo,Dosa,1,\n")
    #expect(try importer.importFile(atPath: file).imported == 1)
    #expect(try store.imports().map(\.id) == [1, 0])
    #expect(try store.storedOrder(id: "n1") != nil)
  }

  /// The roll-ups of the upgrade test's three lines, summed by hand (the integrity check
  /// after the upgrade proves them).
  static let oldRollups =
    ["daily_style_sales", "hourly_sales", "daily_city_sales"].map {
      table in
      let (key, one, two) =
        switch table {
        case "daily_style_sales": ("style_id", "1", "1")
        case "hourly_sales": ("local_hour", "9", "10")
        default: ("", "", "")
        }
      let columns = "local_day, city_id\(key.isEmpty ? "" : ", " + key)"
      let extra = { (value: String) in value.isEmpty ? "" : "\(value), " }
      return """
        INSERT INTO \(table) (\(columns), quantity, gross_cents, discount_cents, refund_cents,
          net_cents, tickets)
        VALUES (19850, 1, \(extra(one))3, 1650, 0, 0, 1650, 1),
          (19851, 2, \(extra(two))3, 1500, 100, 0, 1400, 1);
        """
    }.joined(separator: "\n")
    + "INSERT INTO operating_days (city_id, local_day, had_sales) VALUES (1, 19850, 1), (2, 19851, 1);"

  @Test func aToastExportsRowHasItsProfileExclusionsAndTheReferenceFigures() throws {
    let directory = try TemporaryDirectory()
    let store = try SalesStore(path: directory.file("pos.sqlite"))
    for city in POSFixtures.cities {
      try store.addCity(name: city.name, timeZoneIdentifier: city.timeZone.identifier)
    }
    for style in POSFixtures.styles { try store.addStyle(name: style.name, priceCents: nil) }
    var options = ImportOptions()
    options.aliases = POSFixtures.aliases
    let file = POSFixtures.path("toast-discount-ItemSelectionDetails-2026-10-08.csv")
    let summary = try OrderImporter(store: store, options: options).importFile(atPath: file)
    #expect(summary.committed)
    let record = try #require(try store.imports().first)
    #expect(record.profile == "toast" && record.fileName == file)
    // The fixture's two voided rows and one gift card, and its six lines.
    #expect(record.rowsExcluded == 3 && record.linesStored == 6 && record.rowsRejected == 0)
    #expect(record.sha256 == (try Self.sha256sum(file)))
    // After the import, each (day, city) holds what an independent reading of the export sums.
    let reference = ReferencePOS.days(try ReferencePOS.toast(file))
    let changes = try store.importDayChanges(id: record.id)
    #expect(
      Dictionary(
        uniqueKeysWithValues: changes.map {
          ("\($0.date) \($0.city)", "\($0.netCentsAfter) \($0.ticketsAfter) \($0.quantityAfter)")
        })
        == reference.mapValues { "\($0.net) \($0.tickets.count) \($0.quantity)" })
  }

  @Test func anEmptyDatabaseHasNoImportBeforeTheLedger() throws {
    let fixture = try ImportFixture()
    #expect(try fixture.store.imports() == [])
  }
}
