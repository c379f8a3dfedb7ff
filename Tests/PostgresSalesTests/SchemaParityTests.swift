import Foundation
import PostgresStorage
import PostgresTestSupport
import SQLiteStorage
import SalesDomain
import Testing

@testable import Sales

/// Both dialects' migrations must build the same schema: the same tables, the same columns in
/// the same order with the same kind of type and nullability, the same primary keys.
@Suite(
  .enabled(
    if: PostgresServerBinaries.testsEnabled, Comment(rawValue: PostgresServerBinaries.installHint)))
struct SchemaParityTests {
  struct Column: Equatable, CustomStringConvertible {
    var table: String
    var name: String
    /// `integer`, `text` or `real`: the SQLite type affinity the column's type maps to.
    var kind: String
    var notNull: Bool
    var primaryKeyPosition: Int
    var description: String {
      "\(table).\(name) \(kind)\(notNull ? " NOT NULL" : "")\(primaryKeyPosition > 0 ? " PK\(primaryKeyPosition)" : "")"
    }
  }

  static func kind(ofSQLite type: String) -> String {
    let upper = type.uppercased()
    if upper.contains("INT") { return "integer" }
    if upper.contains("CHAR") || upper.contains("TEXT") { return "text" }
    return "real"
  }

  static func kind(ofPostgres type: String) -> String {
    switch type {
    case "bigint", "integer", "smallint", "boolean": return "integer"
    case "text", "character varying": return "text"
    default: return "real"
    }
  }

  func sqliteColumns() throws -> [Column] {
    let store = try SalesStore(path: ":memory:")
    let tables = try store.database.query(
      "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name"
    ) { $0.string(0) }
    return try tables.flatMap { table in
      try store.database.query(
        "SELECT name, type, \"notnull\", pk FROM pragma_table_info(?)", [table]
      ) {
        // SQLite lets a primary-key column be NULL unless declared otherwise; PostgreSQL never
        // does, so a key column counts as NOT NULL on both sides.
        Column(
          table: table, name: $0.string(0), kind: Self.kind(ofSQLite: $0.string(1)),
          notNull: $0.int(2) == 1 || $0.int(3) > 0, primaryKeyPosition: $0.int(3))
      }
    }
  }

  /// The columns of every table (not view) but partitions (PostgreSQL's storage of
  /// `order_lines`).
  func postgresColumns(_ connection: PostgresConnection) throws -> [Column] {
    try connection.query(
      """
      SELECT c.table_name::text, c.column_name::text, c.data_type::text, c.is_nullable = 'NO',
        coalesce(k.ordinal_position, 0)::bigint
      FROM information_schema.columns c
      LEFT JOIN information_schema.table_constraints t
        ON t.table_schema = c.table_schema AND t.table_name = c.table_name
        AND t.constraint_type = 'PRIMARY KEY'
      LEFT JOIN information_schema.key_column_usage k
        ON k.constraint_name = t.constraint_name AND k.table_schema = c.table_schema
        AND k.column_name = c.column_name
      WHERE c.table_schema = current_schema()
        -- Tables only, as on SQLite (the analysts' views have a test of their own).
        AND (SELECT relkind FROM pg_class WHERE oid = to_regclass(quote_ident(c.table_name))) <> 'v'
        -- order_lines's partitions (migration 0007) are PostgreSQL's storage of one table.
        AND NOT (SELECT relispartition FROM pg_class WHERE oid = to_regclass(quote_ident(c.table_name)))
      ORDER BY c.table_name, c.ordinal_position
      """
    ) {
      Column(
        table: $0.string(0), name: $0.string(1), kind: Self.kind(ofPostgres: $0.string(2)),
        notNull: $0.bool(3), primaryKeyPosition: $0.int(4))
    }
  }

  @Test func bothDialectsBuildTheSameTablesAndColumns() throws {
    let database = try TestPostgresServer.shared().makeDatabase()
    let connection = try PostgresConnection(database.uri)
    try PostgresMigrator(migrations: PostgresMigrator.bundledMigrations()).migrate(connection)
    let sqlite = try sqliteColumns()
    let postgres = try postgresColumns(connection)
    #expect(!sqlite.isEmpty)
    // The one difference by design: SQLite stores no kind (migration 0017 keeps its lines at
    // 13 columns); both compute a line's kind from its quantity's sign.
    let postgresOnly = "order_lines.kind integer NOT NULL"
    #expect(postgres.map(\.description).contains(postgresOnly))
    // The other: SQLite keys order_lines by (local_day, order_id, city_id, line) (migrations
    // 0020 and 0021: a time-ordered export appends to it), PostgreSQL by (order_id, line). The same
    // columns, in the same order, with another key.
    let sqliteKey = sqlite.filter { $0.table == "order_lines" && $0.primaryKeyPosition > 0 }
      .sorted { $0.primaryKeyPosition < $1.primaryKeyPosition }.map(\.name)
    #expect(sqliteKey == ["local_day", "order_id", "city_id", "line"])
    let postgresKey = postgres.filter { $0.table == "order_lines" && $0.primaryKeyPosition > 0 }
      .sorted { $0.primaryKeyPosition < $1.primaryKeyPosition }.map(\.name)
    #expect(postgresKey == ["order_id", "line"])
    func keyless(_ columns: [Column]) -> [String] {
      columns.map {
        var column = $0
        if column.table == "order_lines" { column.primaryKeyPosition = 0 }
        return column.description
      }
    }
    #expect(keyless(postgres).filter { $0 != postgresOnly } == keyless(sqlite))
  }
}
