import SalesDomain

/// A value bound to a statement of the dialect-neutral store code.
enum StoreValue {
  /// Text.
  case text(String)
  /// A whole number.
  case integer(Int64)
  /// SQL NULL.
  case null
}

/// A row of a query run through a `StoreDialect`.
protocol StoreRow {
  /// Column `column` (0-based) as a whole number.
  func int64(_ column: Int) -> Int64
  /// Column `column` as text.
  func string(_ column: Int) -> String
  /// Whether column `column` is NULL.
  func isNull(_ column: Int) -> Bool
}

/// The small seam between the parts of a store every engine shares (reference data, stored
/// orders, schema status) and the engine: how to run a statement, how parameters are written,
/// how to sort text by its bytes, how to read the catalog. The statements written over it use
/// only SQL both SQLite and PostgreSQL accept.
protocol StoreDialect {
  /// The engine's row: a concrete type, so that code generic over the dialect reads columns
  /// by direct calls once specialized (through `any StoreRow` every column was a witness-table
  /// call on a boxed row: a third of `query stops`' instructions).
  associatedtype Row: StoreRow
  /// Runs a query and maps each row.
  func rows<T>(
    _ sql: String, _ arguments: [StoreValue], _ transform: (Row) throws -> T
  )
    throws -> [T]
  /// Runs a query and hands each row to `body` as it comes, holding only a few thousand rows
  /// at a time whatever the result's size (a scan of every stored line).
  func forEachRow(
    _ sql: String, _ arguments: [StoreValue], _ body: (Row) throws -> Void
  ) throws
  /// Runs a statement that returns no rows.
  func run(_ sql: String, _ arguments: [StoreValue]) throws
  /// The placeholder of the `position`th parameter (1-based): `?1` or `$1`.
  func parameter(_ position: Int) -> String
  /// What follows a text column in ORDER BY to sort it by its bytes (SQLite's default order).
  var byteOrder: String { get }
  /// Whether `order_lines` stores a `kind` column (PostgreSQL) or leaves it to quantity's sign
  /// (SQLite since migration 0017, which keeps a line at the 13 columns of its fast comparator).
  var storesLineKind: Bool { get }
  /// Whether `order_lines` is keyed by (local_day, order_id, city_id, line) (SQLite since
  /// migration 0021; by (local_day, city_id, order_id, line) since 0020), so that the days an import stored lines on (its ledger row's first and
  /// last day) bound an undo's scan; PostgreSQL's is keyed by order id.
  var keysLinesByDay: Bool { get }
  /// The columns of `order_lines`' key, for ORDER BY: a scan in that order reads the table
  /// without a sort and keeps an order's lines together.
  var lineKeyOrder: String { get }
  /// A query listing the name of every table of the database (of the session's schema).
  var tableNamesQuery: String { get }
  /// A query listing the column names of the table named by its one text parameter.
  var columnNamesQuery: String { get }
}

extension StoreDialect {
  /// Stores key their lines by order id unless they say otherwise.
  var keysLinesByDay: Bool { false }
  /// The condition that rows `a` and `b` (table aliases) are lines of the same order: the
  /// same id, and on a store keyed by day the same day and city too (an order is its id on
  /// one day in one city there, and the condition is then a search of the key, not a scan).
  func sameOrder(_ a: String, _ b: String) -> String {
    "\(a).order_id = \(b).order_id"
      + (keysLinesByDay
        ? " AND \(a).local_day = \(b).local_day AND \(a).city_id = \(b).city_id" : "")
  }
  /// A `WITH` clause and the table name to read the stored lines (order id, line) of the
  /// orders of the history rows `condition` selects (on `order_line_history` as `h0`; its
  /// parameters are the statement's) by order id, on any day: on a store keyed by order id,
  /// `order_lines` itself; on one keyed by day (SQLite), those lines taken by one scan, which
  /// SQLite then searches through an index of its own, in place of a scan per history row.
  /// `within`: a condition (ending in `AND `) bounding the scan, such as its days.
  func storedLinesOfHistory(_ condition: String, within: String = "") -> (
    with: String, table: String
  ) {
    guard keysLinesByDay else { return ("", "order_lines") }
    return (
      """
      WITH history_lines AS MATERIALIZED (
        SELECT order_id, line FROM order_lines WHERE \(within)order_id IN (
          SELECT h0.order_id FROM order_line_history h0 WHERE \(condition)))

      """, "history_lines"
    )
  }
  /// `order_lines`' key: by order id, or by day first (`keysLinesByDay`).
  var lineKeyOrder: String {
    keysLinesByDay ? "local_day, order_id, city_id, line" : "order_id, line"
  }
}
