import Foundation
import PostgresStorage
import PostgresTestSupport
import SQLiteStorage
import SalesDomain
import Testing

@testable import Sales

/// The same files, of every kind the pipeline reads (Griddle CSV, Square, Toast, a config
/// profile; refunds, conflicts, re-imports, an order split across two files), through the
/// SQLite sink and the PostgreSQL sink: every stored line and every roll-up row must be the
/// same, not only what the readers answer (`BothStores` checks those after every file).
@Suite(
  .enabled(
    if: PostgresServerBinaries.testsEnabled, Comment(rawValue: PostgresServerBinaries.installHint)))
struct SinkParityTests {
  /// The POS fixtures' cities, with the names their exports use for them.
  static let cities = [
    ("Cupertino", "America/Los_Angeles"), ("New York", "America/New_York"),
    ("Boston", "America/New_York"),
  ]
  static let styles = [
    ("Cachapa", 650), ("Injera", 600), ("Crêpe", 700), ("Jian Bing", 550), ("Dosa", 800),
    ("American", 500),
  ]
  static let aliases = ImportAliases(
    cities: [
      "Cupertino": ["Cupertino Truck", "Square Terminal 2274"], "New York": ["NYC Truck"],
      "Boston": ["Boston Seaport"],
    ],
    styles: ["Cachapa": ["Cachapa con queso"], "Crêpe": ["Crepe"]])

  /// A profile as a config declares one: semicolon-free, day-first dates, a line column.
  static let kioskProfile = ImportProfile(
    name: "kiosk", title: "Kiosk export", orderID: ProfileColumn("Receipt"),
    lineID: ProfileColumn("Row"), date: ProfileColumn("When"), dateFormat: "dd/MM/yyyy HH:mm",
    timeZone: .city, city: [ProfileColumn("Truck")], style: ProfileColumn("Product"),
    quantity: ProfileColumn("Units"), gross: ProfileColumn("Amount"))

  static func fixture(_ name: String) -> String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appending(path: "fixtures/pos/\(name)").path
  }

  var options: ImportOptions {
    var options = ImportOptions()
    options.aliases = Self.aliases
    options.userProfiles = [Self.kioskProfile]
    return options
  }

  @Test(arguments: [false, true]) func everyKindOfFileStoresTheSameLinesAndRollups(
    partitionEveryFile: Bool
  ) throws {
    let both = try BothStores(
      partitionEveryFile: partitionEveryFile, cities: Self.cities, styles: Self.styles)
    var stored = 0
    for file in [
      "square-v35-items-2026-03-07-2026-03-10.csv", "square-v33-items-2025-11-01-2025-11-04.csv",
      "toast-discount-ItemSelectionDetails-2026-10-08.csv",
      "toast-discnt-ItemSelectionDetails-2026-11-01.csv",
      // Overlaps the first Square file: its shared days are re-imports.
      "square-v35-items-2026-03-07-2026-03-12.csv",
    ] {
      let summary = try both.importFile(Self.fixture(file), options: options)
      #expect(summary.committed && summary.problemCount == 0, "\(file) was stored")
      stored += summary.imported
      try expectSameRows(both)
    }
    // Griddle's own CSV: a ticket of three lines whose third line comes in a second file, a
    // refund of it, then the first file again (already present) and a changed line (refused).
    let first = """
      order_id,ordered_at,city,style,quantity,line,gross_cents,discount_cents,kind,refund_of
      G-1,2026-03-08T09:15:00,Cupertino,Cachapa,2,1,1300,100,sale,
      G-1,2026-03-08T09:15:00,Cupertino,Dosa,1,2,800,0,sale,
      G-2,2026-03-08T23:50:00,Boston,Crêpe,3,1,2100,0,sale,

      """
    stored += try both.importText(first, options: options).imported
    stored += try both.importText(
      """
      order_id,ordered_at,city,style,quantity,line,gross_cents,discount_cents,kind,refund_of
      G-1,2026-03-08T09:15:00,Cupertino,Injera,1,3,600,0,sale,
      R-1,2026-03-09T10:00:00,Cupertino,Cachapa,-1,1,-650,-50,refund,G-1

      """, options: options
    ).imported
    let again = try both.importText(first, options: options)
    #expect(again.alreadyPresent == 3 && again.imported == 0)
    let changed = try both.importText(
      first.replacingOccurrences(of: "Dosa,1,2,800", with: "Dosa,2,2,1600"), options: options)
    #expect(changed.isRefused)
    #expect(
      changed.problems.map(\.message).contains {
        $0.contains("line 2 of order_id 'G-1' is already stored with different content")
      })
    // A config profile's file.
    stored += try both.importText(
      """
      Receipt,Row,When,Truck,Product,Units,Amount
      K-7,1,08/03/2026 12:30,NYC Truck,American,2,10.00
      K-7,2,08/03/2026 12:30,NYC Truck,Jian Bing,1,5.50
      K-8,1,09/03/2026 07:05,Boston Seaport,Crepe,1,7.00

      """, options: options
    ).imported
    try expectSameRows(both)
    // Every line a summary counted as stored is there. Counted from the files by hand: Square
    // 13 + 6 + 2 (the 12-day export repeats the 10-day one's 13 rows), Toast 6 + 4 (rows not
    // voided or deferred), Griddle 3 + 2, the kiosk 3.
    #expect(try both.sqlite.orderLineCount() == stored)
    #expect(stored == 39)
  }

  /// Every stored line and every roll-up row, as text, from both stores.
  func expectSameRows(_ both: BothStores, sourceLocation: SourceLocation = #_sourceLocation)
    throws
  {
    let lineColumns = """
      order_id, line, ordered_at, local_day, local_hour, city_id, style_id,
      CASE WHEN quantity < 0 THEN 1 ELSE 0 END, quantity, coalesce(unit_price_cents, -1), gross_cents, discount_cents, coalesce(refund_of, '')
      """
    let figures = "quantity, gross_cents, discount_cents, refund_cents, net_cents, tickets"
    let tables = [
      ("order_lines", lineColumns, "order_id, line"),
      ("daily_style_sales", "local_day, city_id, style_id, \(figures)", "1, 2, 3"),
      ("hourly_sales", "local_day, city_id, local_hour, \(figures)", "1, 2, 3"),
      ("daily_city_sales", "local_day, city_id, \(figures)", "1, 2"),
      ("operating_days", "city_id, local_day", "1, 2"),
    ]
    for (table, columns, order) in tables {
      let count = columns.split(separator: ",").count
      let sqliteRows = try both.sqlite.database.query(
        "SELECT \(columns) FROM \(table) ORDER BY \(order)", []
      ) { row in (0..<count).map { row.string(Int32($0)) }.joined(separator: "|") }
      let postgresRows = try both.postgres.connection.query(
        // PostgreSQL sorts text by its collation: order by bytes as SQLite does.
        "SELECT \(columns) FROM \(table) ORDER BY \(order.replacingOccurrences(of: "order_id", with: "order_id COLLATE \"C\""))",
        []
      ) { row in (0..<count).map { row.string($0) }.joined(separator: "|") }
      #expect(
        sqliteRows.count == postgresRows.count, "\(table) rows", sourceLocation: sourceLocation)
      let firstDifference = zip(sqliteRows, postgresRows).first { $0 != $1 }
      #expect(
        firstDifference == nil, "\(table): \(String(describing: firstDifference))",
        sourceLocation: sourceLocation)
    }
  }
}
