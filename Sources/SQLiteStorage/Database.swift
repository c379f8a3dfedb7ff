import CSQLite
import Foundation

/// A connection to one SQLite database file.
///
/// Opened in WAL mode with foreign keys enforced and a busy timeout, so a reader never blocks a
/// writer and a short lock held by another process is waited for instead of failing at once.
/// A connection is used from one thread at a time.
public final class Database {
  let handle: OpaquePointer
  private var statementCache: [String: Statement] = [:]
  /// The row functions registered on this connection (`withRowFunction`), by name and arity:
  /// each slot is SQLite's user data for its function, freed once the connection is closed.
  var rowFunctions: [String: UnsafeMutablePointer<RowFunctionSlot>] = [:]
  /// The path the database was opened from.
  public let path: String

  /// How the database file is opened.
  public enum Mode: Sendable {
    /// Read and write; create the file when it does not exist.
    case readWriteCreate
    /// Read and write an existing file.
    case readWrite
    /// Read only.
    case readOnly
    /// Read only, promising SQLite that nobody changes the file while it is open (`immutable=1`):
    /// no locks, no `-shm` or `-wal` file, so it opens in a folder the user may not write.
    case readOnlyImmutable
  }

  /// Configures the SQLite library once per process, before its first connection initializes it.
  ///
  /// Memory statistics off: with them on, every allocation takes a global mutex (about 5% of an
  /// import's CPU time), and nothing in Griddle reads them. A process that initialized SQLite
  /// already (another library) keeps its setting: the call then fails harmlessly.
  private static let libraryConfigured: Void = {
    _ = griddle_sqlite3_disable_memstatus()
  }()

  /// The page size of databases this type creates (SQLite's default is 4 KiB).
  ///
  /// Measured on a 10M-order import: a quarter of the WAL frames and write calls, so the
  /// commit and checkpoint take 0.7 s instead of 1.1 s, and the B-tree splits pages less often.
  static let newDatabasePageSize = 16_384

  /// Opens (or creates) the database at `path`; `":memory:"` opens a private in-memory database.
  public init(path: String, mode: Mode = .readWriteCreate, busyTimeout: TimeInterval = 5) throws {
    Self.libraryConfigured
    var connection: OpaquePointer?
    let flags: Int32
    switch mode {
    case .readWriteCreate: flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE
    case .readWrite: flags = SQLITE_OPEN_READWRITE
    case .readOnly: flags = SQLITE_OPEN_READONLY
    case .readOnlyImmutable: flags = SQLITE_OPEN_READONLY | SQLITE_OPEN_URI
    }
    let name = mode == .readOnlyImmutable ? Self.immutableURI(path) : path
    let code = sqlite3_open_v2(name, &connection, flags | SQLITE_OPEN_NOMUTEX, nil)
    guard code == SQLITE_OK, let connection else {
      let message =
        connection.map { String(cString: sqlite3_errmsg($0)) }
        ?? String(cString: sqlite3_errstr(code))
      if let connection { sqlite3_close_v2(connection) }
      throw SQLiteError(code: code & 0xFF, extendedCode: code, message: "\(message) (\(path))")
    }
    self.handle = connection
    self.path = path
    sqlite3_extended_result_codes(connection, 1)
    try check(sqlite3_busy_timeout(connection, Int32(busyTimeout * 1000)), sql: nil)
    if mode != .readOnly && mode != .readOnlyImmutable && path != ":memory:" {
      // Only a new, empty file takes the page size (before WAL is on); an existing database
      // keeps the one it was created with, and the pragma is then a no-op.
      try execute("PRAGMA page_size = \(Self.newDatabasePageSize)")
      try execute("PRAGMA journal_mode = WAL")
    }
    try execute("PRAGMA foreign_keys = ON")
  }

  /// A `file:` URI for `path` with `immutable=1`, escaping the characters URIs reserve.
  static func immutableURI(_ path: String) -> String {
    let absolute =
      path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    var escaped = ""
    for byte in absolute.utf8 {
      switch byte {
      case UInt8(ascii: "%"), UInt8(ascii: "?"), UInt8(ascii: "#"), 0..<0x20, 0x7F...:
        escaped += String(format: "%%%02X", byte)
      default: escaped += String(UnicodeScalar(byte))
      }
    }
    return "file:" + escaped + "?immutable=1"
  }

  /// Whether the connection cannot write (opened read-only, or the file is read-only).
  public var isReadOnly: Bool { sqlite3_db_readonly(handle, "main") == 1 }

  deinit {
    statementCache.removeAll()
    // A connection left open until its last statement is finalized keeps its functions'
    // slots (a few bytes, never freed).
    let closesNow = sqlite3_next_stmt(handle, nil) == nil
    sqlite3_close_v2(handle)
    if closesNow {
      for slot in rowFunctions.values { slot.deallocate() }
    }
  }

  func error(code: Int32, sql: String?) -> SQLiteError {
    let extended = sqlite3_extended_errcode(handle)
    return SQLiteError(
      code: code & 0xFF, extendedCode: extended == 0 ? code : extended,
      message: String(cString: sqlite3_errmsg(handle)), sql: sql)
  }

  func check(_ code: Int32, sql: String?) throws {
    guard code == SQLITE_OK else { throw error(code: code, sql: sql) }
  }

  /// Something another thread may call to stop this connection's running statement.
  public var interrupter: Interrupter { Interrupter(handle: handle) }

  /// Stops the statement a connection is running, from any thread (`sqlite3_interrupt`): the
  /// statement fails with `SQLITE_INTERRUPT` and an open transaction is rolled back by its
  /// owner. Valid only while the `Database` it came from is open.
  public struct Interrupter: Sendable {
    nonisolated(unsafe) let handle: OpaquePointer

    /// Interrupts the connection's running and next statements.
    public func interrupt() { sqlite3_interrupt(handle) }
  }

  /// Prepares a new statement; the caller owns and may reuse it.
  public func prepare(_ sql: String) throws -> Statement {
    try Statement(database: self, sql: sql)
  }

  /// Returns a prepared statement for `sql`, parsing it only the first time it is asked for.
  public func cachedStatement(_ sql: String) throws -> Statement {
    if let statement = statementCache[sql] { return statement }
    let statement = try prepare(sql)
    statementCache[sql] = statement
    return statement
  }

  /// Runs one or more SQL statements that take no parameters (schema changes, pragmas).
  public func executeScript(_ sql: String) throws {
    var message: UnsafeMutablePointer<CChar>?
    let code = sqlite3_exec(handle, sql, nil, nil, &message)
    if code != SQLITE_OK {
      let text = message.map { String(cString: $0) } ?? String(cString: sqlite3_errstr(code))
      sqlite3_free(message)
      throw SQLiteError(
        code: code & 0xFF, extendedCode: sqlite3_extended_errcode(handle), message: text, sql: sql)
    }
  }

  /// Runs one statement with `arguments` bound to its parameters, ignoring any rows.
  public func execute(_ sql: String, _ arguments: [(any SQLiteConvertible)?] = []) throws {
    try cachedStatement(sql).execute(arguments)
  }

  /// Runs a query and maps each row with `transform`.
  // Inlinable so that callers get it specialized for their row type: unspecialized, each
  // append asked the runtime for the array's type metadata (330 instructions a row, 11M of
  // `query stops`' 235M on five years of visits).
  @inlinable
  public func query<T>(
    _ sql: String, _ arguments: [(any SQLiteConvertible)?] = [],
    _ transform: (Statement) throws -> T
  ) throws -> [T] {
    var rows: [T] = []
    try cachedStatement(sql).forEachRow(arguments) { rows.append(try transform($0)) }
    return rows
  }

  /// The first column of the first row of a query, converted to `T`, or nil without a row.
  public func scalar<T: SQLiteConvertible>(
    _ type: T.Type = T.self, _ sql: String, _ arguments: [(any SQLiteConvertible)?] = []
  ) throws -> T? {
    var result: T?
    var seen = false
    try cachedStatement(sql).forEachRow(arguments) { row in
      if !seen { result = row.get(T.self, 0) }
      seen = true
    }
    return result
  }

  /// The rowid of the last inserted row on this connection.
  public var lastInsertedRowID: Int64 { sqlite3_last_insert_rowid(handle) }

  /// The number of rows changed by the last INSERT, UPDATE or DELETE.
  public var changes: Int { Int(sqlite3_changes(handle)) }

  /// Whether a transaction is open on this connection.
  public var isInTransaction: Bool { sqlite3_get_autocommit(handle) == 0 }

  /// How a transaction takes its lock.
  public enum TransactionKind: String, Sendable {
    /// Take the lock on first read or write.
    case deferred = "DEFERRED"
    /// Take the write lock at once (waiting for the busy timeout), so a writer never fails midway.
    case immediate = "IMMEDIATE"
  }

  /// Runs `body` in a transaction: commits when it returns, rolls back when it throws.
  public func transaction<T>(_ kind: TransactionKind = .immediate, _ body: () throws -> T) throws
    -> T
  {
    try execute("BEGIN \(kind.rawValue) TRANSACTION")
    do {
      let result = try body()
      try execute("COMMIT TRANSACTION")
      return result
    } catch {
      // A failed COMMIT or statement may already have rolled back; only roll back what is open.
      if isInTransaction { try? execute("ROLLBACK TRANSACTION") }
      throw error
    }
  }

  /// The version of the SQLite library in use.
  public static var libraryVersion: String { String(cString: sqlite3_libversion()) }
}
