/// An error reported by PostgreSQL or libpq, with its SQLSTATE, message and the SQL that ran.
///
/// Messages never hold a password: connection errors name the connection string redacted.
public struct PostgresError: Error, Equatable, CustomStringConvertible, Sendable {
  /// The five-character SQLSTATE (`23505` for a unique violation), or nil when libpq failed
  /// before the server answered (connection refused, a malformed connection string).
  public let sqlState: String?
  /// The server's (or libpq's) primary message.
  public let message: String
  /// The server's detail line, if any (which key, which value).
  public let detail: String?
  /// The SQL being prepared or run when the error happened, if any.
  public let sql: String?

  /// Creates an error from its parts.
  public init(sqlState: String?, message: String, detail: String? = nil, sql: String? = nil) {
    self.sqlState = sqlState
    self.message = message
    self.detail = detail
    self.sql = sql
  }

  /// Whether the server could not be reached or the connection broke (SQLSTATE class 08, or
  /// no SQLSTATE at all because libpq failed on its side).
  public var isConnectionFailure: Bool { sqlState == nil || sqlState?.hasPrefix("08") == true }

  /// The SQLSTATE of a connection that could not be made (no server at that address, or it
  /// broke off before answering): `sqlclient_unable_to_establish_sqlconnection`.
  public static let unableToConnect = "08001"

  /// Whether the connection could not be made at all (as opposed to one lost later).
  public var isUnableToConnect: Bool { sqlState == Self.unableToConnect }

  /// Whether the server refused the role: a wrong or missing password, an unknown role, or
  /// no `pg_hba.conf` line letting it in (SQLSTATE class 28).
  public var isAuthenticationFailure: Bool { sqlState?.hasPrefix("28") == true }

  /// Whether the database named in the connection string does not exist (3D000).
  public var isMissingDatabase: Bool { sqlState == "3D000" }

  /// Whether the role lacks a privilege the statement needs (42501).
  public var isPermissionDenied: Bool { sqlState == "42501" }

  /// Whether a unique or primary-key constraint was violated (23505).
  public var isUniqueViolation: Bool { sqlState == "23505" }

  /// Whether any integrity constraint was violated (class 23).
  public var isConstraintViolation: Bool { sqlState?.hasPrefix("23") == true }

  /// Whether the transaction lost a race and may simply be run again: a serialization
  /// failure (40001) or a deadlock the server broke by aborting this side (40P01).
  public var isTransient: Bool { sqlState == "40001" || sqlState == "40P01" }

  /// Whether a lock could not be taken in time (55P03, `lock_timeout`), the analogue of
  /// SQLite's busy database.
  public var isBusy: Bool { sqlState == "55P03" }

  /// Whether the table or schema asked for does not exist (42P01 undefined table).
  public var isUndefinedTable: Bool { sqlState == "42P01" }

  public var description: String {
    var text = "PostgreSQL error"
    if let sqlState { text += " \(sqlState)" }
    text += ": \(message)"
    if let detail { text += " (\(detail))" }
    if let sql { text += " - while executing `\(sql)`" }
    return text
  }
}
