import Foundation

/// One schema change: a numbered SQL script.
public struct Migration: Sendable, Equatable {
  /// The number that orders migrations (`0001` in `0001_create_orders.sql`).
  public let version: Int
  /// The file name it came from.
  public let name: String
  /// The SQL to run.
  public let sql: String

  /// Creates a migration; `version` must be positive.
  public init(version: Int, name: String, sql: String) {
    precondition(version > 0, "migration versions start at 1")
    self.version = version
    self.name = name
    self.sql = sql
  }

  /// Parses `NNNN_description.sql` into a migration, or nil when the name has no number.
  public init?(fileName: String, sql: String) {
    let digits = fileName.prefix { $0.isASCII && $0.isNumber }
    guard !digits.isEmpty, let version = Int(digits), version > 0,
      fileName.dropFirst(digits.count).first == "_", fileName.hasSuffix(".sql")
    else { return nil }
    self.init(version: version, name: fileName, sql: sql)
  }

  /// A stable checksum of the SQL text (FNV-1a, 64 bits, hex), to detect edited migrations.
  public var checksum: String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in sql.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01b3
    }
    let hex = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }
}

/// Why the migrator refused to touch a database.
public enum MigrationError: Error, Equatable, CustomStringConvertible {
  /// An applied migration's file no longer has the SQL that was applied.
  case changedAfterApply(version: Int, name: String, applied: String, current: String)
  /// The database has migrations this build does not know: it was made by a newer Griddle.
  case databaseIsNewer(databaseVersion: Int, knownVersion: Int)
  /// Two migrations share a version number.
  case duplicateVersion(Int)

  public var description: String {
    switch self {
    case .changedAfterApply(let version, let name, let applied, let current):
      return
        "migration \(version) (\(name)) was changed after it was applied (checksum \(applied) in the database, \(current) now); restore the file and add a new migration instead"
    case .databaseIsNewer(let databaseVersion, let knownVersion):
      return
        "the database is at schema version \(databaseVersion), newer than this build knows (\(knownVersion)); use a newer griddle"
    case .duplicateVersion(let version):
      return "two migrations have version \(version)"
    }
  }
}

/// Applies numbered migrations in order, each in its own transaction, and records them.
public struct Migrator: Sendable {
  /// The migrations this build knows, in version order.
  public let migrations: [Migration]

  /// Creates a migrator; throws when two migrations share a version.
  public init(migrations: [Migration]) throws {
    let sorted = migrations.sorted { $0.version < $1.version }
    for (previous, next) in zip(sorted, sorted.dropFirst()) where previous.version == next.version {
      throw MigrationError.duplicateVersion(next.version)
    }
    self.migrations = sorted
  }

  /// The highest version this build knows.
  public var latestVersion: Int { migrations.last?.version ?? 0 }

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

  /// The migrations still to apply to a database that recorded `appliedChecksums` (by
  /// version), in order; refuses a database made by a newer build or an applied migration
  /// whose SQL changed since. Every store's migrator applies these rules.
  public func pendingMigrations(appliedChecksums: [Int: String]) throws -> [Migration] {
    if let newest = appliedChecksums.keys.max(), newest > latestVersion {
      throw MigrationError.databaseIsNewer(databaseVersion: newest, knownVersion: latestVersion)
    }
    for migration in migrations {
      if let checksum = appliedChecksums[migration.version], checksum != migration.checksum {
        throw MigrationError.changedAfterApply(
          version: migration.version, name: migration.name, applied: checksum,
          current: migration.checksum)
      }
    }
    return migrations.filter { appliedChecksums[$0.version] == nil }
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
