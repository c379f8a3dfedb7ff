import PostgresStorage
import SalesDomain

extension PostgresSalesStore {
  /// Whether the database's schema is the one this build expects (see `SchemaStatus`).
  public func schemaStatus() throws -> SchemaStatus { try inspectSchema() }

  /// Reads the schema of the session's current schema (`public` unless the connection string
  /// sets `search_path`) without writing anything, by the rules both stores share.
  func inspectSchema() throws -> SchemaStatus {
    try SchemaStatusStatements(
      dialect: PostgresDialect(connection: connection),
      migrations: PostgresMigrator.bundledMigrations()
    ).status()
  }
}
