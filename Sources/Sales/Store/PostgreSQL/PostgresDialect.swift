import PostgresStorage
import SalesDomain

/// PostgreSQL as seen by the dialect-neutral store code: `$N` parameters, text sorted by its
/// bytes with the "C" collation (whatever the database's own), as SQLite sorts it; the catalog
/// of the session's current schema (`public` unless the connection string sets `search_path`).
struct PostgresDialect: StoreDialect {
  let connection: PostgresConnection

  /// A row of a result, read in place.
  struct Row: StoreRow {
    let row: PostgresRow
    func int64(_ column: Int) -> Int64 { row.int64(column) }
    func string(_ column: Int) -> String { row.string(column) }
    func isNull(_ column: Int) -> Bool { row.isNull(column) }
  }

  private static func bindable(_ values: [StoreValue]) -> [(any PostgresConvertible)?] {
    values.map { value in
      switch value {
      case .text(let text): text
      case .integer(let number): number
      case .null: nil
      }
    }
  }

  func rows<T>(
    _ sql: String, _ arguments: [StoreValue], _ transform: (Row) throws -> T
  )
    throws -> [T]
  {
    try connection.query(sql, Self.bindable(arguments)) { try transform(Row(row: $0)) }
  }

  /// Rows fetched per round trip by `forEachRow`.
  static let rowsPerFetch = 10_000

  func forEachRow(
    _ sql: String, _ arguments: [StoreValue], _ body: (Row) throws -> Void
  ) throws {
    // libpq holds a whole result in memory: a cursor hands it over a fetch at a time. A
    // cursor lives in a transaction: the caller's, or one of its own.
    func scan() throws {
      _ = try connection.execute(
        "DECLARE griddle_scan NO SCROLL CURSOR FOR " + sql, Self.bindable(arguments))
      defer { _ = try? connection.execute("CLOSE griddle_scan") }
      while true {
        let fetched = try connection.query("FETCH \(Self.rowsPerFetch) FROM griddle_scan") {
          try body(Row(row: $0))
        }
        if fetched.count < Self.rowsPerFetch { return }
      }
    }
    if connection.isInTransaction {
      try scan()
    } else {
      try connection.transaction(readOnly: true) { try scan() }
    }
  }

  func run(_ sql: String, _ arguments: [StoreValue]) throws {
    _ = try connection.execute(sql, Self.bindable(arguments))
  }

  func parameter(_ position: Int) -> String { "$\(position)" }

  var byteOrder: String { " COLLATE \"C\"" }
  var storesLineKind: Bool { true }

  var tableNamesQuery: String {
    "SELECT tablename::text FROM pg_tables WHERE schemaname = current_schema()"
  }

  // pg_catalog rather than information_schema: the same answer in a fraction of the time,
  // which every query command pays.
  var columnNamesQuery: String {
    """
    SELECT attname::text FROM pg_attribute
    WHERE attrelid = to_regclass($1) AND attnum > 0 AND NOT attisdropped
    """
  }
}
