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

/// The rules every store's migrator applies: migrations in version order, none sharing a
/// version; a database made by a newer build, or whose applied migration changed since, is
/// refused without writing.
public struct MigrationPlan: Sendable {
  /// The migrations this build knows, in version order.
  public let migrations: [Migration]

  /// Creates a plan; throws when two migrations share a version.
  public init(migrations: [Migration]) throws {
    let sorted = migrations.sorted { $0.version < $1.version }
    for (previous, next) in zip(sorted, sorted.dropFirst()) where previous.version == next.version {
      throw MigrationError.duplicateVersion(next.version)
    }
    self.migrations = sorted
  }

  /// The highest version this build knows.
  public var latestVersion: Int { migrations.last?.version ?? 0 }

  /// The migrations still to apply to a database that recorded `appliedChecksums` (by
  /// version), in order; refuses a database made by a newer build or an applied migration
  /// whose SQL changed since.
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
}
