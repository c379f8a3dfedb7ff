import PostgresStorage
import SalesDomain

extension PostgresSalesStore {
  /// Whether the database's schema is the one this build expects (see `SchemaStatus`).
  public func schemaStatus() throws -> SchemaStatus { try inspectSchema() }

  /// Reads the schema of the session's current schema (`public` unless the connection string
  /// sets `search_path`) without writing anything; the same rules as SQLite's.
  func inspectSchema() throws -> SchemaStatus {
    let tables = Set(
      try connection.query(
        "SELECT tablename::text FROM pg_tables WHERE schemaname = current_schema()"
      ) { $0.string(0) })
    if tables.isEmpty { return .empty }
    guard tables.contains("schema_migrations") else {
      return .foreign(
        reason:
          "it has tables (\(tables.sorted().prefix(5).joined(separator: ", "))) but no Griddle migration ledger"
      )
    }
    // pg_catalog rather than information_schema: the same answer in a fraction of the time,
    // which every query command pays.
    let ledgerColumns = Set(
      try connection.query(
        """
        SELECT attname::text FROM pg_attribute
        WHERE attrelid = to_regclass('schema_migrations') AND attnum > 0 AND NOT attisdropped
        """
      ) { $0.string(0) })
    guard ledgerColumns.isSuperset(of: ["version", "name", "checksum"]) else {
      return .foreign(reason: "its schema_migrations table is not Griddle's")
    }
    let migrations = PostgresMigrator.bundledMigrations()
    let known = Dictionary(uniqueKeysWithValues: migrations.map { ($0.version, $0.name) })
    let latest = migrations.map(\.version).max() ?? 0
    let applied = try connection.query("SELECT version, name FROM schema_migrations") {
      ($0.int(0), $0.string(1))
    }
    if let newest = applied.map(\.0).max(), newest > latest {
      return .newer(version: newest, knownVersion: latest)
    }
    for (version, name) in applied where known[version] != name {
      return .foreign(reason: "its migration \(version) is '\(name)', not one of Griddle's")
    }
    let appliedVersions = Set(applied.map(\.0))
    if !appliedVersions.contains(2), tables.contains("orders") {
      return .foreign(reason: "it has an 'orders' table that Griddle did not create")
    }
    if appliedVersions.count < migrations.count {
      return .needsUpgrade(
        reason:
          "its schema is at version \(appliedVersions.max() ?? 0), this build needs version \(latest)"
      )
    }
    if try connection.scalar(Int.self, "SELECT count(*) FROM pending_upgrade_steps") ?? 0 > 0 {
      return .needsUpgrade(reason: "its upgrade to order lines was not finished")
    }
    return .current
  }
}
