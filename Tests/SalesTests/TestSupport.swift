import Foundation
import SQLiteStorage
import SalesDomain
import TemporaryDirectorySupport
import Testing

@testable import Sales

extension TemporaryDirectory {
  /// Writes `contents` (as bytes, unchanged) to `name` and returns its path.
  @discardableResult
  func write(_ name: String, _ contents: String) throws -> String {
    try write(name, bytes: Array(contents.utf8))
  }

  /// Writes raw bytes to `name` and returns its path.
  @discardableResult
  func write(_ name: String, bytes: [UInt8]) throws -> String {
    // Plain stdio: Foundation's Data.write crashed under parallel tests on this toolchain.
    let path = file(name)
    guard let handle = fopen(path, "wb") else { throw CocoaError(.fileWriteUnknown) }
    defer { fclose(handle) }
    guard bytes.isEmpty || fwrite(bytes, 1, bytes.count, handle) == bytes.count else {
      throw CocoaError(.fileWriteUnknown)
    }
    return path
  }
}

/// A store in a temporary file with the cities and menu the import tests use.
struct ImportFixture {
  let directory: TemporaryDirectory
  let store: SalesStore
  var databasePath: String { directory.file("griddle.sqlite") }

  init() throws {
    directory = try TemporaryDirectory()
    store = try SalesStore(path: directory.file("griddle.sqlite"))
    try store.addCity(name: "Cupertino", timeZoneIdentifier: "America/Los_Angeles")
    try store.addCity(name: "Tokyo", timeZoneIdentifier: "Asia/Tokyo")
    try store.addCity(name: "Sydney", timeZoneIdentifier: "Australia/Sydney")
    for (name, price) in [
      ("Cachapa", 650), ("Injera", 500), ("Crêpe", 700), ("Jian Bing", 600), ("Dosa", 550),
      ("American", 450),
    ] {
      try store.addStyle(name: name, priceCents: price)
    }
  }

  /// Imports `contents` written to a file called `name`.
  func importText(
    _ contents: String, name: String = "orders.csv", options: ImportOptions = ImportOptions()
  ) throws -> FileImportSummary {
    let path = try directory.write(name, contents)
    return try importFile(path, options: options)
  }

  func importFile(_ path: String, options: ImportOptions = ImportOptions()) throws
    -> FileImportSummary
  {
    let importer = try OrderImporter(store: store, options: options)
    let summary = try importer.importFile(atPath: path)
    try importer.finish()
    // The invariant after every import, whatever it did: each roll-up equals a GROUP BY over
    // the stored lines.
    #expect(try store.rollupDiscrepancies() == [], "after importing \(path)")
    return summary
  }

  /// Everything the import may change, as text, to compare before and after.
  func snapshot() throws -> [String] {
    var rows: [String] = []
    for table in [
      "order_lines", "daily_style_sales", "hourly_sales", "daily_city_sales", "operating_days",
    ] {
      let lines = try store.database.query("SELECT * FROM \(table) ORDER BY 1, 2, 3") { row in
        (0..<Int32(row.columnCount)).map { "\(row.value($0))" }.joined(separator: "|")
      }
      rows += lines.map { "\(table): \($0)" }
    }
    return rows
  }

  /// `daily_style_sales` as (date, city, style, quantity, net, tickets) rows.
  func dailySales() throws -> [String] {
    try store.database.query(
      """
      SELECT d.local_day, c.name, s.name, d.quantity, d.net_cents, d.tickets
      FROM daily_style_sales d JOIN cities c ON c.id = d.city_id JOIN styles s ON s.id = d.style_id
      ORDER BY d.local_day, c.name, s.name
      """
    ) {
      "\(LocalDate(dayNumber: $0.int(0))) \($0.string(1)) \($0.string(2)) q=\($0.int(3)) r=\($0.int(4)) n=\($0.int(5))"
    }
  }

  /// The stored local date of order `id`.
  func localDate(ofOrder id: String) throws -> String? {
    try store.storedOrder(id: id).map { $0.localDate.description }
  }
}

/// The header every CSV fixture starts with.
let header = "order_id,ordered_at,city,style,quantity,unit_price_cents\n"
