import SalesDomain

/// Whether a database holds the schema this build expects, written once for every store over
/// its `StoreDialect`: the same rules and the same reasons on SQLite and PostgreSQL. Only the
/// two catalog reads (the tables, a table's columns) come from the dialect. Reads only.
struct SchemaStatusStatements<Dialect: StoreDialect> {
  /// The store's connection, seen through the seam.
  let dialect: Dialect
  /// The engine's bundled migrations (the same versions and names on both engines).
  let migrations: [Migration]

  /// The schema's status (see `SchemaStatus`).
  func status() throws -> SchemaStatus {
    let tables = Set(try dialect.rows(dialect.tableNamesQuery, []) { $0.string(0) })
    if tables.isEmpty { return .empty }
    guard tables.contains("schema_migrations") else {
      return .foreign(
        reason:
          "it has tables (\(tables.sorted().prefix(5).joined(separator: ", "))) but no Griddle migration ledger"
      )
    }
    let ledgerColumns = Set(
      try dialect.rows(dialect.columnNamesQuery, [.text("schema_migrations")]) { $0.string(0) })
    guard ledgerColumns.isSuperset(of: ["version", "name", "checksum"]) else {
      return .foreign(reason: "its schema_migrations table is not Griddle's")
    }
    let known = Dictionary(uniqueKeysWithValues: migrations.map { ($0.version, $0.name) })
    let latest = migrations.map(\.version).max() ?? 0
    let applied = try dialect.rows("SELECT version, name FROM schema_migrations", []) {
      (Int(truncatingIfNeeded: $0.int64(0)), $0.string(1))
    }
    if let newest = applied.map(\.0).max(), newest > latest {
      return .newer(version: newest, knownVersion: latest)
    }
    for (version, name) in applied where known[version] != name {
      return .foreign(reason: "its migration \(version) is '\(name)', not one of Griddle's")
    }
    let appliedVersions = Set(applied.map(\.0))
    // Tables of ours that exist before the migration creating them was applied belong to
    // somebody else (an `orders` table of another application).
    if !appliedVersions.contains(2), tables.contains("orders") {
      return .foreign(reason: "it has an 'orders' table that Griddle did not create")
    }
    if appliedVersions.count < migrations.count {
      return .needsUpgrade(
        reason:
          "its schema is at version \(appliedVersions.max() ?? 0), this build needs version \(latest)"
      )
    }
    let pending =
      try dialect.rows("SELECT count(*) FROM pending_upgrade_steps", []) { $0.int64(0) }.first
      ?? 0
    if pending > 0 {
      return .needsUpgrade(reason: "its upgrade to order lines was not finished")
    }
    return .current
  }
}
