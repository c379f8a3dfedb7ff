import CLibPQ
import Foundation

/// A connection to a PostgreSQL server through the system libpq.
///
/// The connection string is a `postgresql://` URI or `key=value` words, parsed by libpq
/// itself; what it leaves out comes from the `PG*` environment variables (`PGHOST`,
/// `PGUSER`, `PGPASSWORD`, …) and libpq's defaults, as for `psql`. The client encoding is
/// UTF-8. A connection is used from one thread at a time.
public final class PostgresConnection {
  let handle: ConnectionHandle
  /// The connection string as parsed by libpq.
  public let connectionString: ConnectionString
  private var statementCache: [String: PreparedStatement] = [:]
  private var statementCount = 0

  /// Connects; throws a `PostgresError` (the connection string redacted) when libpq cannot,
  /// and a `LibPQUnavailableError` when libpq itself cannot be loaded.
  public init(_ connectionString: String, applicationName: String = "griddle") throws {
    let parsed = try ConnectionString(connectionString)
    let libpq = try LibPQ.loaded()
    self.connectionString = parsed
    // expand_dbname = 1: the first `dbname` value is itself a URI or keyword string, so the
    // user's string keeps libpq's full syntax and the extra keywords only fill gaps.
    let keywords = ["dbname", "fallback_application_name", "client_encoding"]
    let values = [connectionString, applicationName, "UTF8"]
    let pointer = withCStrings(keywords) { keywordPointers in
      withCStrings(values) { valuePointers in
        libpq.connectdbParams(keywordPointers, valuePointers, 1)
      }
    }
    guard let pointer else {
      throw PostgresError(sqlState: nil, message: "libpq could not allocate a connection")
    }
    let handle = ConnectionHandle(pointer: pointer, libpq: libpq, connectionString: parsed)
    guard libpq.status(pointer) == CONNECTION_OK else {
      let message = handle.lastErrorMessage()
      throw PostgresError(
        sqlState: Self.refusalState(
          message: message, neededPassword: libpq.connectionNeedsPassword(pointer) != 0)
          ?? PostgresError.unableToConnect,
        message: message + " (connecting to \(parsed.redacted))")
    }
    self.handle = handle
    // libpq prints server notices (`relation … already exists, skipping`) on stderr by
    // default; they are not errors, and a command's output must stay clean.
    _ = libpq.setNoticeProcessor(pointer, { _, _ in }, nil)
  }

  /// The SQLSTATE of a server that answered but refused the connection: libpq keeps the one
  /// the server sent to itself, so it is read back from the server's (English) message. Nil
  /// when the server was not reached, or said something else.
  static func refusalState(message: String, neededPassword: Bool) -> String? {
    if neededPassword { return "28P01" }  // invalid_password: none was given
    if message.contains("password authentication failed") { return "28P01" }
    if message.contains("FATAL:"), message.contains("role \""), message.contains("does not exist") {
      return "28000"  // invalid_authorization_specification
    }
    if message.contains("FATAL:"), message.contains("database \""),
      message.contains("does not exist")
    {
      return "3D000"  // invalid_catalog_name
    }
    if message.contains("no pg_hba.conf entry") { return "28000" }
    return nil
  }

  deinit {
    handle.isClosing = true
    statementCache.removeAll()
  }

  /// The server's version as a number (`150018` for 15.18).
  public var serverVersion: Int { Int(handle.libpq.serverVersion(handle.pointer)) }

  /// The version of the libpq library in use, as a number (`150018` for 15.18).
  public var libraryVersion: Int { Int(handle.libpq.libVersion()) }

  /// Whether a transaction is open (or failed and not yet rolled back) on this connection.
  public var isInTransaction: Bool {
    handle.libpq.transactionStatus(handle.pointer) != PQTRANS_IDLE
  }

  // MARK: Running SQL

  func check(_ result: OpaquePointer?, sql: String?, expected: [ExecStatusType]) throws
    -> PostgresResult
  {
    try handle.check(result, sql: sql, expected: expected)
  }

  /// Runs one or more SQL statements that take no parameters (schema changes, `BEGIN`).
  public func executeScript(_ sql: String) throws {
    _ = try check(
      handle.libpq.exec(handle.pointer, sql), sql: sql,
      expected: [PGRES_COMMAND_OK, PGRES_TUPLES_OK])
  }

  /// Prepares a new statement; the caller owns it, and it is deallocated when released.
  public func prepare(_ sql: String) throws -> PreparedStatement {
    statementCount += 1
    return try PreparedStatement(connection: self, name: "griddle_\(statementCount)", sql: sql)
  }

  /// Returns a prepared statement for `sql`, preparing it only the first time it is asked for.
  public func cachedStatement(_ sql: String) throws -> PreparedStatement {
    if let statement = statementCache[sql] { return statement }
    let statement = try prepare(sql)
    statementCache[sql] = statement
    return statement
  }

  /// Runs `sql` once with `arguments` in one round trip (`PQexecParams`): parsed and planned
  /// on the server each time, the right trade for a statement a command runs once or twice.
  /// Repeated statements belong in `prepare(_:)` or `cachedStatement(_:)`.
  private func run(_ sql: String, _ arguments: [(any PostgresConvertible)?]) throws
    -> PostgresResult
  {
    let parameters = try EncodedParameters(
      declaring: arguments.map { $0?.postgresValue ?? .null })
    let result = parameters.declaredTypes.withUnsafeBufferPointer { types in
      parameters.withPointers { values, lengths, formats in
        handle.libpq.execParams(
          handle.pointer, sql, Int32(parameters.count), types.baseAddress, values, lengths,
          formats, 0)
      }
    }
    return try check(result, sql: sql, expected: [PGRES_COMMAND_OK, PGRES_TUPLES_OK])
  }

  /// Runs one statement with `arguments` as its parameters; returns the rows it changed.
  @discardableResult
  public func execute(_ sql: String, _ arguments: [(any PostgresConvertible)?] = []) throws -> Int {
    try run(sql, arguments).affectedRows
  }

  /// Runs a query and maps each row with `transform`.
  public func query<T>(
    _ sql: String, _ arguments: [(any PostgresConvertible)?] = [],
    _ transform: (PostgresRow) throws -> T
  ) throws -> [T] {
    let result = try run(sql, arguments)
    return try (0..<Int32(result.rowCount)).map {
      try transform(PostgresRow(result: result, row: $0))
    }
  }

  /// The first column of the first row of a query, converted to `T`, or nil without a row.
  public func scalar<T: PostgresConvertible>(
    _ type: T.Type = T.self, _ sql: String, _ arguments: [(any PostgresConvertible)?] = []
  ) throws -> T? {
    try query(sql, arguments) { $0.get(T.self, 0) }.first ?? nil
  }
}

/// Calls `body` with a NULL-terminated array of C strings, as libpq's keyword lists are.
func withCStrings<R>(_ strings: [String], _ body: (UnsafePointer<UnsafePointer<CChar>?>) -> R)
  -> R
{
  let copies = strings.map { strdup($0) }
  defer { for copy in copies { free(copy) } }
  let pointers = copies.map { UnsafePointer($0) } + [nil]
  return pointers.withUnsafeBufferPointer { body($0.baseAddress!) }
}
