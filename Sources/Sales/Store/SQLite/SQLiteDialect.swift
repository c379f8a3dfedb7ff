import SQLiteStorage
import SalesDomain

/// SQLite as seen by the dialect-neutral store code: `?N` parameters, text already sorted by
/// its bytes (the BINARY collation), the catalog in `sqlite_master` and `pragma_table_info`.
struct SQLiteDialect: StoreDialect {
  let database: Database

  /// A row of a result, read in place.
  struct Row: StoreRow {
    let statement: Statement
    func int64(_ column: Int) -> Int64 { statement.int64(Int32(column)) }
    func string(_ column: Int) -> String { statement.string(Int32(column)) }
    func isNull(_ column: Int) -> Bool { statement.isNull(Int32(column)) }
  }

  private static func bindable(_ values: [StoreValue]) -> [(any SQLiteConvertible)?] {
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
    try database.query(sql, Self.bindable(arguments)) { try transform(Row(statement: $0)) }
  }

  func forEachRow(
    _ sql: String, _ arguments: [StoreValue], _ body: (Row) throws -> Void
  ) throws {
    // SQLite steps one row at a time: nothing is held but the current row. The statement is
    // prepared once per text (undo and restatement run the same 500-order chunk query
    // hundreds of times); one already stepping (its own query run from inside its loop) is
    // left alone for a fresh one.
    let cached = try database.cachedStatement(sql)
    let statement = cached.isRunning ? try database.prepare(sql) : cached
    try statement.forEachRow(Self.bindable(arguments)) {
      try body(Row(statement: $0))
    }
  }

  func run(_ sql: String, _ arguments: [StoreValue]) throws {
    // Bound value by value as `Statement.execute` does, without boxing each in an
    // `any SQLiteConvertible` first: that cost 800 instructions a value, 0.2G for the 260k
    // values of a schedule import's five years of visits.
    let statement = try database.cachedStatement(sql)
    statement.resetKeepingBindings()
    defer { statement.resetKeepingBindings() }
    for (offset, value) in arguments.enumerated() {
      let index = Int32(offset + 1)
      switch value {
      case .integer(let number): try statement.bind(number, at: index)
      case .text(let text): try statement.bind(text, at: index)
      case .null: try statement.bindNull(at: index)
      }
    }
    while try statement.step() {}
  }

  func parameter(_ position: Int) -> String { "?\(position)" }

  var byteOrder: String { "" }
  var storesLineKind: Bool { false }
  var keysLinesByDay: Bool { true }

  var tableNamesQuery: String { "SELECT name FROM sqlite_master WHERE type = 'table'" }

  var columnNamesQuery: String { "SELECT name FROM pragma_table_info(?1)" }
}
