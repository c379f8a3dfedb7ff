import Foundation

/// The checks of `Sales.SalesStores` the configuration loader calls, on the real
/// `ConnectionString` (the fuzz binary links libpq): the product's are in
/// Sources/Sales/Store/SalesStores.swift, whose module needs SQLite and the whole store.
enum SalesStores {
  /// Whether `database` names a PostgreSQL server rather than a SQLite file.
  static func isServer(_ database: String) -> Bool {
    ConnectionString.isConnectionString(database)
  }

  /// `database` as it may be shown to the user: a URI with its password masked.
  static func displayName(_ database: String) -> String {
    guard isServer(database) else { return database }
    return (try? ConnectionString(database).redacted)
      ?? ConnectionString.redact(database, password: nil)
  }

  /// `database` without its password, and whether one was left out.
  static func copyableName(_ database: String) -> (name: String, omitsPassword: Bool) {
    guard isServer(database), let parsed = try? ConnectionString(database) else {
      return (database, false)
    }
    return (parsed.withoutPassword, parsed.hasPassword)
  }
}
