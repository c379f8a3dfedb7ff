import CSQLite
import Foundation

/// SQLite's `SQLITE_TRANSIENT`: tells SQLite to copy bound text and blobs before returning.
/// The C macro is a cast of -1 that Swift does not import.
let sqliteTransient = unsafeBitCast(OpaquePointer(bitPattern: -1), to: sqlite3_destructor_type.self)

/// A prepared statement: bind parameters, step through rows, read typed columns, reset, reuse.
///
/// Statements are finalized when released; reuse one (or ask `Database.cachedStatement`) for
/// repeated work so SQLite parses the SQL once.
public final class Statement {
  @usableFromInline let handle: OpaquePointer
  private unowned let database: Database
  /// The SQL text this statement was prepared from.
  public let sql: String

  init(database: Database, sql: String) throws {
    var statement: OpaquePointer?
    let code = sqlite3_prepare_v3(
      database.handle, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &statement, nil)
    guard code == SQLITE_OK, let statement else {
      throw database.error(code: code, sql: sql)
    }
    self.handle = statement
    self.database = database
    self.sql = sql
  }

  deinit { sqlite3_finalize(handle) }

  /// The number of columns in each result row.
  public var columnCount: Int { Int(sqlite3_column_count(handle)) }

  /// The name of result column `index`.
  public func columnName(_ index: Int) -> String {
    String(cString: sqlite3_column_name(handle, Int32(index)))
  }

  // MARK: Binding

  // The binds of integers, NULL and uncopied text are inlinable: an import binds 13 values per
  // line, and a call into this module per value was a tenth of its inserting thread's time.
  @inlinable
  func check(_ code: Int32) throws {
    if code != SQLITE_OK { throw failure(code) }
  }

  @usableFromInline
  func failure(_ code: Int32) -> SQLiteError { database.error(code: code, sql: sql) }

  /// Binds an integer to the 1-based parameter `index`.
  @inlinable
  public func bind(_ value: Int64, at index: Int32) throws {
    try check(sqlite3_bind_int64(handle, index, value))
  }

  /// Binds an integer to the 1-based parameter `index`.
  @inlinable
  public func bind(_ value: Int, at index: Int32) throws {
    try check(sqlite3_bind_int64(handle, index, Int64(value)))
  }

  /// Binds a double to the 1-based parameter `index`.
  public func bind(_ value: Double, at index: Int32) throws {
    try check(sqlite3_bind_double(handle, index, value))
  }

  /// Binds UTF-8 text to the 1-based parameter `index`.
  public func bind(_ value: String, at index: Int32) throws {
    var text = value
    try text.withUTF8 { try bindText($0, at: index) }
  }

  /// Binds UTF-8 text given as raw bytes (not copied into a `String` first).
  public func bindText(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int32) throws {
    guard let base = bytes.baseAddress, bytes.count > 0 else {
      try check(sqlite3_bind_text(handle, index, "", 0, sqliteTransient))
      return
    }
    let pointer = UnsafeRawPointer(base).assumingMemoryBound(to: CChar.self)
    try check(sqlite3_bind_text(handle, index, pointer, Int32(bytes.count), sqliteTransient))
  }

  /// Binds UTF-8 text without copying it (`SQLITE_STATIC`): for hot loops over bytes that
  /// outlive the statement's use of them.
  ///
  /// The caller guarantees that `bytes` stay valid and unchanged until the parameter is bound
  /// again or `clearBindings()` is called (`reset()` clears them too); SQLite reads them during
  /// every `step()` until then.
  @inlinable
  public func bindTextNoCopy(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int32) throws {
    guard let base = bytes.baseAddress, bytes.count > 0 else {
      try bindEmptyText(at: index)
      return
    }
    let pointer = UnsafeRawPointer(base).assumingMemoryBound(to: CChar.self)
    try check(sqlite3_bind_text(handle, index, pointer, Int32(bytes.count), nil))
  }

  @usableFromInline
  func bindEmptyText(at index: Int32) throws {
    try check(sqlite3_bind_text(handle, index, "", 0, sqliteTransient))
  }

  /// Binds a blob to the 1-based parameter `index`.
  public func bind(_ value: Data, at index: Int32) throws {
    let code = value.withUnsafeBytes { bytes in
      sqlite3_bind_blob(
        handle, index, bytes.baseAddress ?? UnsafeRawPointer(bitPattern: 1), Int32(bytes.count),
        sqliteTransient)
    }
    try check(code)
  }

  /// Binds NULL to the 1-based parameter `index`.
  @inlinable
  public func bindNull(at index: Int32) throws {
    try check(sqlite3_bind_null(handle, index))
  }

  /// Binds any convertible value (or NULL) to the 1-based parameter `index`.
  public func bind(_ value: (any SQLiteConvertible)?, at index: Int32) throws {
    switch value?.sqliteValue ?? .null {
    case .null: try bindNull(at: index)
    case .integer(let integer): try bind(integer, at: index)
    case .real(let real): try bind(real, at: index)
    case .text(let text): try bind(text, at: index)
    case .blob(let blob): try bind(blob, at: index)
    }
  }

  /// Binds `values` to parameters 1…n in order.
  public func bind(_ values: [(any SQLiteConvertible)?]) throws {
    for (offset, value) in values.enumerated() {
      try bind(value, at: Int32(offset + 1))
    }
  }

  // MARK: Stepping

  /// Advances to the next row; returns false when the statement is done.
  @discardableResult
  public func step() throws -> Bool {
    let code = sqlite3_step(handle)
    switch code {
    case SQLITE_ROW: return true
    case SQLITE_DONE: return false
    default: throw database.error(code: code, sql: sql)
    }
  }

  /// Resets the statement so it can run again, and clears its bindings.
  public func reset() throws {
    // sqlite3_reset repeats the error of the last step; that error was already thrown by step().
    sqlite3_reset(handle)
    try check(sqlite3_clear_bindings(handle))
  }

  /// Resets the statement so it can run again, keeping its bindings: for a loop that binds
  /// every parameter before each step (see `clearBindings()` for when it is done).
  public func resetKeepingBindings() {
    // As in reset(): the error of the last step was already thrown by step().
    sqlite3_reset(handle)
  }

  /// Sets every parameter back to NULL, releasing text bound with `bindTextNoCopy`.
  public func clearBindings() throws {
    try check(sqlite3_clear_bindings(handle))
  }

  /// Binds `values`, runs the statement to completion and resets it.
  public func execute(_ values: [(any SQLiteConvertible)?] = []) throws {
    sqlite3_reset(handle)
    try bind(values)
    defer { sqlite3_reset(handle) }
    while try step() {}
  }

  /// Binds `values`, calls `body` for every row, then resets the statement.
  public func forEachRow(
    _ values: [(any SQLiteConvertible)?] = [], _ body: (Statement) throws -> Void
  ) throws {
    sqlite3_reset(handle)
    try bind(values)
    defer { sqlite3_reset(handle) }
    while try step() { try body(self) }
  }

  /// Whether the statement has stepped and not been reset: a query still running.
  public var isRunning: Bool { sqlite3_stmt_busy(handle) != 0 }

  // MARK: Reading the current row

  /// Whether column `index` of the current row is NULL.
  @inlinable
  public func isNull(_ index: Int32) -> Bool { sqlite3_column_type(handle, index) == SQLITE_NULL }

  /// Column `index` of the current row as an integer (NULL reads as 0).
  @inlinable
  public func int(_ index: Int32) -> Int { Int(sqlite3_column_int64(handle, index)) }

  /// Column `index` of the current row as a 64-bit integer (NULL reads as 0).
  @inlinable
  public func int64(_ index: Int32) -> Int64 { sqlite3_column_int64(handle, index) }

  /// Column `index` of the current row as a double (NULL reads as 0).
  public func double(_ index: Int32) -> Double { sqlite3_column_double(handle, index) }

  /// Column `index` of the current row as text (NULL reads as the empty string).
  public func string(_ index: Int32) -> String {
    guard let text = sqlite3_column_text(handle, index) else { return "" }
    let count = Int(sqlite3_column_bytes(handle, index))
    return String(decoding: UnsafeBufferPointer(start: text, count: count), as: UTF8.self)
  }

  /// Column `index` of the current row as UTF-8 bytes, without making a `String`; the bytes
  /// are valid only until the next `step()` or `reset()` (NULL reads as no bytes).
  public func textBytes(_ index: Int32) -> UnsafeBufferPointer<UInt8> {
    let text = sqlite3_column_text(handle, index)
    return UnsafeBufferPointer(start: text, count: Int(sqlite3_column_bytes(handle, index)))
  }

  /// Column `index` of the current row as bytes.
  public func data(_ index: Int32) -> Data {
    guard let blob = sqlite3_column_blob(handle, index) else { return Data() }
    return Data(bytes: blob, count: Int(sqlite3_column_bytes(handle, index)))
  }

  /// Column `index` of the current row as whatever SQLite stored.
  public func value(_ index: Int32) -> SQLiteValue {
    switch sqlite3_column_type(handle, index) {
    case SQLITE_INTEGER: return .integer(int64(index))
    case SQLITE_FLOAT: return .real(double(index))
    case SQLITE_TEXT: return .text(string(index))
    case SQLITE_BLOB: return .blob(data(index))
    default: return .null
    }
  }

  /// Column `index` of the current row converted to `T`, or nil when it does not fit.
  public func get<T: SQLiteConvertible>(_ type: T.Type = T.self, _ index: Int32) -> T? {
    T(sqliteValue: value(index))
  }
}
