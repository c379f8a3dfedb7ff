/// libpq, the PostgreSQL client library, could not be loaded: no PostgreSQL database can be
/// used in this process (SQLite databases do not need it).
public struct LibPQUnavailableError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file given to the dynamic loader: `libpq.so.5`, or the value of `GRIDDLE_LIBPQ`.
  public let path: String
  /// Why it failed: the dynamic loader's message, or the libpq function the file lacks.
  public let reason: String

  /// Creates the error for the library at `path`.
  public init(path: String, reason: String) {
    self.path = path
    self.reason = reason
  }

  public var description: String {
    "a PostgreSQL database needs libpq, the PostgreSQL client library, which could not be loaded from \(path) (\(reason))"
  }
}
