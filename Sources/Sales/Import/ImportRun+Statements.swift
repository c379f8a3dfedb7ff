import SQLiteStorage

/// The SQL one file's import runs, prepared once per file.
extension ImportRun {
  /// Rows per multi-row `INSERT`: one statement execution (one cursor, one VDBE run, one
  /// reset) stores this many orders, which costs far less per row than a statement per row.
  static let rowsPerInsert = 64

  /// The statements one file's import runs, prepared (or taken from the connection's cache)
  /// once per file.
  struct Statements {
    /// One order; `ON CONFLICT DO NOTHING` tells an id already stored by `changes`.
    let insertOne: Statement
    /// `rowsPerInsert` orders known to be new.
    let insertMany: Statement
    /// The stored orders whose ids fall in a range, in id order.
    let storedInRange: Statement
    /// One stored order by id.
    let lookup: Statement
  }

  private static let orderColumns =
    "order_id, ordered_at, local_day, city_id, style_id, quantity, unit_price_cents"

  /// Prepares the file's statements, or takes them from the connection's cache.
  func prepareStatements() throws -> Statements {
    let values = Array(repeating: "(?, ?, ?, ?, ?, ?, ?)", count: Self.rowsPerInsert)
      .joined(separator: ", ")
    return Statements(
      insertOne: try database.cachedStatement(
        """
        INSERT INTO orders (\(Self.orderColumns))
        VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (order_id) DO NOTHING
        """),
      // OR IGNORE rather than a CHECK that aborts: a statement that may abort after some of its
      // rows needs a statement journal, which copied the pages it touched (a write call per
      // page; 3.8 s of system time at 16 rows per statement on 10M orders). Every row here was
      // validated and checked new, and `changes` proves none was ignored.
      insertMany: try database.cachedStatement(
        """
        INSERT OR IGNORE INTO orders (\(Self.orderColumns)) VALUES \(values)
        """),
      storedInRange: try database.cachedStatement(
        """
        SELECT order_id, ordered_at, city_id, style_id, quantity, unit_price_cents
        FROM orders WHERE order_id >= ? AND order_id <= ?
        """),
      lookup: try database.cachedStatement(
        """
        SELECT ordered_at, city_id, style_id, quantity, unit_price_cents
        FROM orders WHERE order_id = ?
        """))
  }
}
