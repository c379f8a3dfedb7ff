import Foundation
import SQLiteStorage
import SalesDomain
import TemporaryDirectorySupport
import Testing

@testable import Sales

/// Migration 0017: SQLite's `order_lines` drops `kind` (a line's kind is its quantity's sign),
/// so a stored line is 13 columns (SQLite's fast comparators stop at 13).
@Suite struct KindFromQuantityUpgradeTests {
  /// A database migrated up to 0016 with a sale, a refund and their ledger ids, then upgraded.
  func upgradedDatabase() throws -> (TemporaryDirectory, String) {
    let directory = try TemporaryDirectory()
    let path = directory.file("before-0017.sqlite")
    let database = try Database(path: path, mode: .readWriteCreate)
    try Migrator(migrations: SalesStore.bundledMigrations().filter { $0.version < 17 })
      .migrate(database)
    try database.executeScript(
      """
      INSERT INTO cities (id, name, match_key, time_zone)
        VALUES (1, 'Tokyo', 'tokyo', 'Asia/Tokyo');
      INSERT INTO styles (id, name, match_key, price_cents) VALUES (1, 'Dosa', 'dosa', 550);
      INSERT INTO order_lines (order_id, line, ordered_at, local_day, local_hour, city_id,
        style_id, kind, quantity, unit_price_cents, gross_cents, discount_cents, refund_of)
      VALUES ('s1', 1, 1000, 19850, 9, 1, 1, 0, 2, 550, 1100, 100, NULL),
        ('r1', 1, 2000, 19851, 10, 1, 1, 1, -1, NULL, 0, -550, 's1');
      """)
    return (directory, path)
  }

  @Test func upgradeKeepsEveryLineAndItsKind() throws {
    let (directory, path) = try upgradedDatabase()
    _ = directory
    _ = try SalesStore(path: path)
    let database = try Database(path: path, mode: .readOnly)
    let rows = try database.query(
      "SELECT order_id, \(OrderLineKind.sql), quantity, gross_cents, discount_cents, refund_of, import_id FROM order_lines ORDER BY order_id",
      []
    ) { row in
      "\(row.string(0)) \(row.int(1)) \(row.int(2)) \(row.int(3)) \(row.int(4)) \(row.isNull(5) ? "-" : row.string(5)) \(row.int(6))"
    }
    #expect(rows == ["r1 1 -1 0 -550 s1 0", "s1 0 2 1100 100 - 0"])
    // 13 stored columns and no kind: SQLite's fast comparators apply to the key again.
    let columns = try database.query("SELECT name FROM pragma_table_xinfo('order_lines')", []) {
      $0.string(0)
    }
    #expect(!columns.contains("kind"))
    #expect(columns.count == 13)
    // The analyst view, made again over the new table, still splits by kind.
    let kinds = try database.query(
      "SELECT order_id, kind FROM griddle_sales_lines ORDER BY order_id", []
    ) { "\($0.string(0)) \($0.string(1))" }
    #expect(kinds == ["r1 refund", "s1 sale"])
  }

  @Test func aLineWithoutQuantityIsStillRefused() throws {
    let (directory, path) = try upgradedDatabase()
    _ = directory
    _ = try SalesStore(path: path)
    let database = try Database(path: path, mode: .readWrite)
    #expect(throws: (any Error).self) {
      try database.execute(
        """
        INSERT INTO order_lines (order_id, line, ordered_at, local_day, local_hour, city_id,
          style_id, quantity, unit_price_cents, gross_cents, discount_cents)
        VALUES ('z', 1, 0, 19850, 9, 1, 1, 0, NULL, 0, 0)
        """)
    }
  }
}
