import Foundation
import PostgresStorage
import SalesDomain

/// Applies numbered migrations to a PostgreSQL database with the rules SQLite's `Migrator`
/// applies (the same versions, checksums, ledger table and refusals), each migration in its
/// own transaction.
///
/// Several processes may open the same database at once (a fleet's imports start together):
/// a session advisory lock lets one of them migrate while the others wait, then find nothing
/// left to do.
public struct PostgresMigrator: Sendable {
  /// The rules and the migrations, shared with SQLite.
  public let migrator: MigrationPlan

  /// The advisory lock key migrations hold ("griddle" in ASCII).
  static let lockKey: Int64 = 0x67_7269_6464_6c65

  /// Creates a migrator; throws when two migrations share a version.
  public init(migrations: [Migration]) throws {
    migrator = try MigrationPlan(migrations: migrations)
  }

  /// Brings the database up to date; returns the migrations it applied (empty when up to date).
  @discardableResult
  public func migrate(_ connection: PostgresConnection, now: Date = Date()) throws -> [Migration] {
    try connection.withAdvisoryLock(Self.lockKey) {
      try connection.executeScript(
        """
        CREATE TABLE IF NOT EXISTS schema_migrations (
          version integer PRIMARY KEY,
          name text NOT NULL,
          checksum text NOT NULL,
          applied_at text NOT NULL
        )
        """)
      let pending = try migrator.pendingMigrations(
        appliedChecksums: try appliedChecksums(connection))
      for migration in pending {
        try connection.transaction {
          try connection.executeScript(migration.sql)
          try connection.execute(
            "INSERT INTO schema_migrations (version, name, checksum, applied_at) VALUES ($1, $2, $3, $4)",
            [
              migration.version, migration.name, migration.checksum,
              ISO8601DateFormatter().string(from: now),
            ])
        }
      }
      return pending
    }
  }

  /// Checks, without changing anything, that the database was made by Griddle and is not
  /// newer than this build (for commands that only read).
  public func checkReadable(_ connection: PostgresConnection) throws {
    guard
      try connection.scalar(Bool.self, "SELECT to_regclass('schema_migrations') IS NOT NULL")
        == true
    else {
      throw SalesStoreError.needsUpgrade(
        path: connection.connectionString.redacted, reason: "it has no Griddle schema yet")
    }
    let newest = try connection.scalar(Int.self, "SELECT max(version) FROM schema_migrations")
    if let newest, newest > migrator.latestVersion {
      throw MigrationError.databaseIsNewer(
        databaseVersion: newest, knownVersion: migrator.latestVersion)
    }
  }

  /// The checksum of every applied migration, by version.
  public func appliedChecksums(_ connection: PostgresConnection) throws -> [Int: String] {
    Dictionary(
      uniqueKeysWithValues: try connection.query(
        "SELECT version, checksum FROM schema_migrations ORDER BY version"
      ) { ($0.int(0), $0.string(1)) })
  }
}

extension PostgresMigrator {
  /// The PostgreSQL migrations shipped with this build, from `migrations/postgresql/*.sql`.
  public static func bundledMigrations() -> [Migration] {
    embeddedPostgresqlMigrationFiles.compactMap { Migration(fileName: $0.name, sql: $0.sql) }
  }
}
