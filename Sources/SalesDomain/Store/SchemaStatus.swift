/// What a database file holds, as far as this build is concerned.
public enum SchemaStatus: Equatable, Sendable {
  /// Griddle's schema, exactly as this build expects it.
  case current
  /// No tables at all: a new file.
  case empty
  /// Griddle's schema from an older build (or an unfinished upgrade): run `griddle init`.
  case needsUpgrade(reason: String)
  /// Griddle's schema from a newer build.
  case newer(version: Int, knownVersion: Int)
  /// Somebody else's database: never written to.
  case foreign(reason: String)
}
