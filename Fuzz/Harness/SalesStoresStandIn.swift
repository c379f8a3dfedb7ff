import Foundation

/// The one check of `Sales.SalesStores` the configuration loader calls, without libpq: the
/// product asks libpq whether a `--database` value is a keyword connection string
/// (Sources/Sales/Store/SalesStores.swift); the parser fuzz binary links no libpq, and treats
/// only URIs as servers, so keyword strings are fuzzed as file paths.
enum SalesStores {
  /// Whether `database` names a PostgreSQL server rather than a SQLite file.
  static func isServer(_ database: String) -> Bool { database.contains("://") }
}
