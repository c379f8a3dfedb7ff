import SQLiteStorage
import SalesDomain

/// The SQL one file's import runs, prepared once per file.
extension ImportRun {
  /// Rows per multi-row `INSERT`: one statement execution (one cursor, one VDBE run, one
  /// reset) stores this many lines, which costs far less per row than a statement per row.
  static let rowsPerInsert = 64

  /// Parameters bound per line.
  static let columnsPerLine: Int32 = 12

  /// The statements one file's import runs, prepared (or taken from the connection's cache)
  /// once per file.
  struct Statements {
    /// One line known to be new.
    let insertOne: Statement
    /// `rowsPerInsert` lines known to be new.
    let insertMany: Statement
    /// The stored lines whose order keys (local day, order id, city) fall in a range, in key
    /// order.
    let storedInRange: Statement
    /// The stored lines of one order (its id on one day in one city), by line.
    let linesOfOrder: Statement
  }

  private static let lineColumns = """
    order_id, line, ordered_at, local_day, local_hour, city_id, style_id, quantity,
    unit_price_cents, gross_cents, discount_cents, refund_of, import_id
    """

  /// The stored columns a row is compared with, after `order_id` (see `StoredLine`); the
  /// statements add `local_day` after them.
  private static let comparedColumns = """
    line, ordered_at, city_id, style_id, \(OrderLineKind.sql), quantity, unit_price_cents, gross_cents,
    discount_cents, refund_of
    """

  /// Prepares the file's statements, or takes them from the connection's cache.
  func prepareStatements() throws -> Statements {
    // The import's ledger id is the same on every line: written into the SQL, not bound to
    // each row (a statement per import is prepared anyway).
    let one =
      "(" + Array(repeating: "?", count: Int(Self.columnsPerLine)).joined(separator: ", ")
      + ", \(importID))"
    let values = Array(repeating: one, count: Self.rowsPerInsert).joined(separator: ", ")
    return Statements(
      // OR IGNORE rather than a conflict that aborts: a statement that may abort after some
      // of its rows needs a statement journal, which copied the pages it touched (a write
      // call per page; 3.8 s of system time at 16 rows per statement on 10M orders). Every
      // row here was validated and checked new, and `changes` proves none was ignored.
      insertOne: try database.cachedStatement(
        "INSERT OR IGNORE INTO order_lines (\(Self.lineColumns)) VALUES \(one)"),
      insertMany: try database.cachedStatement(
        "INSERT OR IGNORE INTO order_lines (\(Self.lineColumns)) VALUES \(values)"),
      // The order key is (local_day, order_id, city_id, line) (migration 0021): a row-value
      // range is one search of the key, then a walk along it.
      storedInRange: try database.cachedStatement(
        """
        SELECT order_id, \(Self.comparedColumns), local_day FROM order_lines
        WHERE (local_day, order_id, city_id) >= (?1, ?2, ?3)
          AND (local_day, order_id, city_id) <= (?4, ?5, ?6)
        ORDER BY local_day, order_id, city_id, line
        """),
      linesOfOrder: try database.cachedStatement(
        """
        SELECT order_id, \(Self.comparedColumns), local_day FROM order_lines
        WHERE local_day = ?1 AND city_id = ?2 AND order_id = ?3 ORDER BY line
        """))
  }
}
