import SalesDomain

/// The import ledger, read (`ImportLedgerStatements`, shared with PostgreSQL).
extension SalesStore {
  private var ledger: ImportLedgerStatements<SQLiteDialect> {
    ImportLedgerStatements(dialect: SQLiteDialect(database: database))
  }

  /// Every import in the ledger, newest first.
  public func imports() throws -> [ImportRecord] { try ledger.imports() }

  /// One import, or nil.
  public func importRecord(id: Int64) throws -> ImportRecord? { try ledger.importRecord(id: id) }

  /// The (local day, city)s import `id` changed, by day then city.
  public func importDayChanges(id: Int64) throws -> [ImportDayChange] {
    try ledger.dayChanges(id: id)
  }
}
