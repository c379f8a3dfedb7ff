import Foundation
import SQLiteStorage
import SalesDomain

/// Applies numbered migrations to a SQLite database in order, each in its own transaction,
/// and records them in its `schema_migrations` ledger.
public struct Migrator: Sendable {
  /// The migrations and the rules that choose which to apply.
  public let plan: MigrationPlan
  /// The migrations this build knows, in version order.
  public var migrations: [Migration] { plan.migrations }

  /// Creates a migrator; throws when two migrations share a version.
  public init(migrations: [Migration]) throws {
    plan = try MigrationPlan(migrations: migrations)
  }

  /// The highest version this build knows.
  public var latestVersion: Int { plan.latestVersion }

  /// What is recorded as applied in `database`, by version.
  public func appliedMigrations(in database: Database) throws -> [Int: (
    name: String, checksum: String
  )] {
    try createLedger(in: database)
    var applied: [Int: (name: String, checksum: String)] = [:]
    for row in try database.query(
      "SELECT version, name, checksum FROM schema_migrations ORDER BY version", [],
      { ($0.int(0), $0.string(1), $0.string(2)) })
    {
      applied[row.0] = (row.1, row.2)
    }
    return applied
  }

  /// Brings `database` up to date; returns the migrations it applied (empty when up to date).
  @discardableResult
  public func migrate(_ database: Database, now: Date = Date()) throws -> [Migration] {
    let applied = try appliedMigrations(in: database)
    var done: [Migration] = []
    for migration in try pendingMigrations(appliedChecksums: applied.mapValues(\.checksum)) {
      try database.transaction {
        try database.executeScript(migration.sql)
        try database.execute(
          "INSERT INTO schema_migrations (version, name, checksum, applied_at) VALUES (?, ?, ?, ?)",
          [
            migration.version, migration.name, migration.checksum,
            ISO8601DateFormatter().string(from: now),
          ])
      }
      done.append(migration)
    }
    return done
  }

  /// The migrations still to apply (see `MigrationPlan`).
  public func pendingMigrations(appliedChecksums: [Int: String]) throws -> [Migration] {
    try plan.pendingMigrations(appliedChecksums: appliedChecksums)
  }

  private func createLedger(in database: Database) throws {
    try database.executeScript(
      """
      CREATE TABLE IF NOT EXISTS schema_migrations (
        version INTEGER PRIMARY KEY,
        name TEXT NOT NULL,
        checksum TEXT NOT NULL,
        applied_at TEXT NOT NULL
      )
      """)
  }
}
