import Foundation
import SQLiteStorage
import SalesDomain
import Testing

@testable import Sales

/// Migrations 0020 and 0021: SQLite's `order_lines` is keyed by (local_day, order_id, city_id,
/// line), so that a time-ordered export appends to the key (issue 28). A database keyed as
/// before 0020 ((order_id, line)) or as 0020 left it ((local_day, city_id, order_id, line))
/// upgrades in place with every line and every answer unchanged, and the import's reads use
/// the new key.
@Suite struct LinesKeyedByTimeUpgradeTests {
  /// A CSV of `tickets` tickets with random 22-character ids, in time order, 1–3 lines each,
  /// a refund every tenth ticket, over the fixture's three cities and a few days.
  static func randomIDFile(tickets: Int, seed: UInt64) -> String {
    var state = seed
    func next() -> UInt64 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return state >> 33
    }
    let base62 = Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz")
    let cities = ["Cupertino", "Tokyo", "Sydney"]
    let styles = [("Cachapa", 650), ("Injera", 500), ("Dosa", 550)]
    var text =
      "order_id,ordered_at,city,style,quantity,line,gross_cents,discount_cents,kind,refund_of\n"
    var instant = 1_772_000_000.0
    var earlier: [(String, String)] = []
    let formatter = ISO8601DateFormatter()
    for ticket in 0..<tickets {
      instant += Double(60 + next() % 3_000)
      let when = formatter.string(from: Date(timeIntervalSince1970: instant))
      let id = String((0..<22).map { _ in base62[Int(next() % 62)] })
      let city = cities[Int(next() % 3)]
      for line in 1...(1 + Int(next() % 3)) {
        let (style, price) = styles[Int(next() % 3)]
        let quantity = 1 + Int(next() % 3)
        text += "\(id),\(when),\(city),\(style),\(quantity),\(line),\(quantity * price),0,sale,\n"
      }
      if ticket % 10 == 9, let (refunded, refundCity) = earlier.popLast() {
        let refund = String((0..<22).map { _ in base62[Int(next() % 62)] })
        text += "\(refund),\(when),\(refundCity),Dosa,-1,1,-550,0,refund,\(refunded)\n"
      }
      earlier.append((id, city))
    }
    return text
  }

  /// Every answer the stored lines give: the readers of `query`, the roll-ups, the analysts'
  /// view, and every line with every column (in a fixed order, whatever the key).
  static func answers(_ store: SalesStore) throws -> [String] {
    let bounds = try #require(try store.dataDateBounds())
    let all = RollupSelection(first: bounds.lowerBound, last: bounds.upperBound)
    var answers = try store.cityDayFigures(all).map { "day \($0)" }
    // Every city named: the per-(day, city, style) rows, which a rewound database has (the
    // fleet's per-style roll-up of 0025 is gone with it; `rollupDiscrepancies` checks that one).
    let everyCity = RollupSelection(
      first: all.first, last: all.last, cityIDs: try store.cities().map(\.id))
    answers += try store.styleFigures(everyCity).map { "style \($0)" }
    // From the per-hour rows, which a rewound database has (the whole history's roll-up of
    // 0027, which `weekdayHourFigures` reads for this range, is gone with it; and
    // `rollupDiscrepancies` checks that one).
    answers += try store.hourlyWeekdayHourFigures(all).map { "hour \($0)" }
    answers += try store.operatingDays().map { "open \($0)" }
    answers += try store.database.query(
      "SELECT * FROM griddle_sales_lines ORDER BY order_id, line"
    ) { row in (0..<Int32(row.columnCount)).map { "\(row.value($0))" }.joined(separator: "|") }
    answers += try store.database.query(
      "SELECT * FROM order_lines ORDER BY order_id, line, local_day, city_id"
    ) { row in (0..<Int32(row.columnCount)).map { "\(row.value($0))" }.joined(separator: "|") }
    return answers
  }

  /// The columns of `order_lines`' key, in key order.
  static func key(_ database: Database) throws -> [String] {
    try database.query(
      "SELECT name FROM pragma_table_info('order_lines') WHERE pk > 0 ORDER BY pk"
    ) { $0.string(0) }
  }

  /// Puts `order_lines` back in an earlier layout, keyed by `key` (migration 0017's
  /// `order_id, line` or 0020's `local_day, city_id, order_id, line`), and forgets the
  /// migrations from `version` on, as a database written before them (0022's packs, 0023's view, 0024's and 0025's fleet roll-ups and 0026's and 0027's whole-history ones too).
  static func rewind(_ database: Database, toKey key: String, forgettingFrom version: Int)
    throws
  {
    let view =
      try database.scalar(
        String.self, "SELECT sql FROM sqlite_master WHERE name = 'griddle_sales_lines'") ?? ""
    // The table as the database defines it (the migrations' columns), under another name and
    // with the earlier key.
    let current =
      try database.scalar(
        String.self, "SELECT sql FROM sqlite_master WHERE name = 'order_lines'") ?? ""
    let table = current.replacingOccurrences(
      of: #"CREATE TABLE "?order_lines"?"#, with: "CREATE TABLE order_lines_main",
      options: .regularExpression
    ).replacingOccurrences(
      of: #"PRIMARY KEY \([^)]*\)"#, with: "PRIMARY KEY (\(key))", options: .regularExpression)
    try database.executeScript(
      """
      DROP VIEW griddle_sales_lines;
      \(table);
      INSERT INTO order_lines_main SELECT order_id, line, ordered_at, local_day, local_hour,
        city_id, style_id, quantity, unit_price_cents, gross_cents, discount_cents, refund_of,
        import_id FROM order_lines;
      DROP TABLE order_lines;
      ALTER TABLE order_lines_main RENAME TO order_lines;
      DELETE FROM schema_migrations WHERE version >= \(version);
      DROP TABLE visit_packs;
      ALTER TABLE schedule_settings DROP COLUMN packs_complete;
      DROP VIEW griddle_visits;
      DROP TRIGGER daily_fleet_sales_insert;
      DROP TRIGGER daily_fleet_sales_update;
      DROP TRIGGER daily_fleet_sales_move;
      DROP TRIGGER daily_fleet_sales_delete;
      DROP TABLE daily_fleet_sales;
      DROP TRIGGER fleet_operating_days_insert;
      DROP TRIGGER fleet_operating_days_move;
      DROP TRIGGER fleet_operating_days_delete;
      DROP TABLE fleet_operating_days;
      DROP TRIGGER daily_fleet_style_sales_insert;
      DROP TRIGGER daily_fleet_style_sales_update;
      DROP TRIGGER daily_fleet_style_sales_move;
      DROP TRIGGER daily_fleet_style_sales_delete;
      DROP TABLE daily_fleet_style_sales;
      DROP TRIGGER city_weekday_sales_insert;
      DROP TRIGGER city_weekday_sales_update;
      DROP TRIGGER city_weekday_sales_move;
      DROP TRIGGER city_weekday_sales_delete;
      DROP TRIGGER city_weekday_open_days_insert;
      DROP TRIGGER city_weekday_open_days_move;
      DROP TRIGGER city_weekday_open_days_delete;
      DROP TABLE city_weekday_sales;
      DROP TABLE city_weekday_hour_sales;
      """)
    try database.executeScript(view)
  }

  /// The key every upgrade ends with (migration 0021).
  static let currentKey = ["local_day", "order_id", "city_id", "line"]

  @Test(arguments: [
    ("order_id, line", 20),
    ("local_day, city_id, order_id, line", 21),
  ])
  func anEarlierLayoutUpgradesWithEveryAnswerUnchanged(key: String, version: Int) throws {
    let fixture = try ImportFixture()
    let file = Self.randomIDFile(tickets: 300, seed: 3)
    let summary = try fixture.importText(file)
    #expect(summary.imported > 600 && summary.problemCount == 0)
    let before = try Self.answers(fixture.store)
    try Self.rewind(fixture.store.database, toKey: key, forgettingFrom: version)
    #expect(
      try Self.key(fixture.store.database)
        == key.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
    // A database written before answers the same (the readers do not depend on the key).
    #expect(try Self.answers(fixture.store) == before)

    // Opening it for writing applies the migrations it lacks.
    let upgraded = try SalesStore(path: fixture.databasePath)
    #expect(try Self.key(upgraded.database) == Self.currentKey)
    #expect(try Self.answers(upgraded) == before)
    #expect(try upgraded.rollupDiscrepancies() == [])
    // The file again: every line is found stored under the new key.
    let importer = try OrderImporter(store: upgraded)
    let again = try importer.importFile(atPath: fixture.directory.file("orders.csv"))
    #expect(again.imported == 0 && again.alreadyPresent == summary.imported)
    #expect(try Self.answers(upgraded) == before)
  }

  @Test func theImportAndTheVisitScanReadTheKeyWithoutASort() throws {
    let fixture = try ImportFixture()
    let database = fixture.store.database
    func plan(_ sql: String) throws -> String {
      try database.query("EXPLAIN QUERY PLAN " + sql) { $0.string(3) }.joined(separator: "; ")
    }
    let range = try plan(
      """
      SELECT order_id FROM order_lines
      WHERE (local_day, order_id, city_id) >= (1, 'a', 1) AND (local_day, order_id, city_id) <= (2, 'z', 1)
      ORDER BY local_day, order_id, city_id, line
      """)
    #expect(range.contains("SEARCH order_lines USING PRIMARY KEY"))
    #expect(!range.contains("TEMP B-TREE"))
    for ascending in [true, false] {
      let scan = try plan(
        ScanSide.sql(ascending: ascending).replacingOccurrences(
          of:
            "\(ScanSide.lineFunction)(order_id, city_id, ordered_at, quantity, gross_cents, discount_cents, local_day)",
          with: "1"))
      #expect(!scan.contains("TEMP B-TREE"), "\(scan)")
    }
    let gap = try plan(
      "SELECT 1 FROM order_lines WHERE (local_day, order_id, city_id) > (1, 'a', 1) AND (local_day, order_id, city_id) < (3, 'b', 1) ORDER BY local_day, order_id, city_id, line"
    )
    #expect(gap.contains("SEARCH order_lines USING PRIMARY KEY") && !gap.contains("TEMP B-TREE"))
  }
}
