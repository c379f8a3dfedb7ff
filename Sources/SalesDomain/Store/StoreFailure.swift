/// A failure of the database behind a store, in the categories a caller acts on (an exit
/// status, a hint). Each store maps its engine's result codes or SQLSTATEs into these inside
/// the store, so no caller matches an engine's numbers or parses its messages.
public struct StoreFailure: Error, Equatable, Sendable, CustomStringConvertible {
  /// What kind of failure it is.
  public enum Category: Equatable, Sendable {
    /// Another process holds a lock too long (or a transaction must be retried).
    case busy
    /// The database cannot be opened for writing (a read-only file or folder).
    case cannotOpenForWriting
    /// The file is not a database, or is corrupt.
    case notADatabase
    /// The file system holding the database is full.
    case diskFull
    /// An I/O error of the database's file system.
    case ioError
    /// The named PostgreSQL database does not exist.
    case missingDatabase
    /// The PostgreSQL server refused the login.
    case refusedLogin
    /// The role may read but not change the database.
    case noRights
    /// The database is read-only here (a read-only transaction, a standby).
    case readOnly
    /// Connected, then the connection was lost; the server rolls back what was open.
    case connectionLost
    /// The server could not be reached at all.
    case unreachable
    /// The connection string is malformed (a typo, not a temporary failure).
    case badConnectionString
    /// The client library the database needs is not installed.
    case libraryMissing
    /// A sum the database computed does not fit in 64 bits.
    case totalTooLarge
    /// Anything else the engine reported.
    case other
  }

  /// What kind of failure it is.
  public let category: Category
  /// The engine's own message, without the SQL.
  public let message: String
  /// The engine's detail line, if any.
  public let detail: String?
  /// The engine's code as a user may look it up (`SQLite code 1`, `SQLSTATE 42601`).
  public let code: String

  /// Creates a failure.
  public init(_ category: Category, message: String, detail: String? = nil, code: String) {
    self.category = category
    self.message = message
    self.detail = detail
    self.code = code
  }

  public var description: String {
    "\(message)\(detail.map { " (\($0))" } ?? "") (\(code))"
  }
}
