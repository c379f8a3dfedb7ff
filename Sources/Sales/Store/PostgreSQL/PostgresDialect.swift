import PostgresStorage
import SalesDomain

/// PostgreSQL as seen by the dialect-neutral store code: `$N` parameters, text sorted by its
/// bytes with the "C" collation (whatever the database's own), as SQLite sorts it; the catalog
/// of the session's current schema (`public` unless the connection string sets `search_path`).
struct PostgresDialect: StoreDialect {
  let connection: PostgresConnection

  private struct Row: StoreRow {
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
    _ sql: String, _ arguments: [StoreValue], _ transform: (any StoreRow) throws -> T
  )
    throws -> [T]
  {
    try connection.query(sql, Self.bindable(arguments)) { try transform(Row(row: $0)) }
  }

  func run(_ sql: String, _ arguments: [StoreValue]) throws {
    _ = try connection.execute(sql, Self.bindable(arguments))
  }

  func parameter(_ position: Int) -> String { "$\(position)" }

  var byteOrder: String { " COLLATE \"C\"" }

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
