import CSQLite

/// An error reported by SQLite, with its result codes, message and the SQL that was running.
public struct SQLiteError: Error, Equatable, CustomStringConvertible, Sendable {
  /// The primary result code (`SQLITE_BUSY`, `SQLITE_CONSTRAINT`, …).
  public let code: Int32
  /// The extended result code, which says more precisely what failed.
  public let extendedCode: Int32
  /// SQLite's own message.
  public let message: String
  /// The SQL being prepared or run when the error happened, if any.
  public let sql: String?

  /// Creates an error from its parts.
  public init(code: Int32, extendedCode: Int32? = nil, message: String, sql: String? = nil) {
    self.code = code
    self.extendedCode = extendedCode ?? code
    self.message = message
    self.sql = sql
  }

  /// Whether the database was locked by another connection for longer than the busy timeout.
  public var isBusy: Bool { code == SQLITE_BUSY || code == SQLITE_LOCKED }

  /// Whether a constraint (unique, check, foreign key, not null) was violated.
  public var isConstraintViolation: Bool { code == SQLITE_CONSTRAINT }

  public var description: String {
    var text = "SQLite error \(code): \(message)"
    if let sql { text += " - while executing `\(sql)`" }
    return text
  }
}
