import CSQLite

/// The arguments of one call of a function installed by `Database.withRowFunction`, read in
/// place (no copy, no conversion beyond SQLite's own).
public struct RowFunctionArguments {
  @usableFromInline let values: UnsafeMutablePointer<OpaquePointer?>

  /// The arguments SQLite passed (`argv`).
  @inlinable
  public init(values: UnsafeMutablePointer<OpaquePointer?>) { self.values = values }

  /// Argument `index` as a 64-bit integer (NULL reads as 0).
  @inlinable
  public func int64(_ index: Int) -> Int64 { sqlite3_value_int64(values[index]) }

  /// Argument `index` as UTF-8 bytes, valid until the function returns.
  @inlinable
  public func textBytes(_ index: Int) -> UnsafeBufferPointer<UInt8> {
    let value = values[index]
    let text = sqlite3_value_text(value)
    return UnsafeBufferPointer(start: text, count: Int(sqlite3_value_bytes(value)))
  }
}

/// The body of a row function: called with the context given to `withRowFunction` and the
/// call's arguments (`argv`, read through `RowFunctionArguments`); its result is the SQL
/// value (1 for true, 0 for false).
public typealias RowFunctionBody =
  @convention(c) (UnsafeMutableRawPointer?, UnsafeMutablePointer<OpaquePointer?>?) -> Bool

/// What a registered row function calls now: SQLite's user data for it, one per function and
/// connection. A C function and a raw context, so that a call retains nothing and checks no
/// exclusive access (a closure in a class did both, 400 instructions a row).
struct RowFunctionSlot {
  var body: RowFunctionBody?
  var context: UnsafeMutableRawPointer?
}

/// The C entry of every row function.
private let rowFunctionEntry:
  @convention(c) (OpaquePointer?, Int32, UnsafeMutablePointer<OpaquePointer?>?) -> Void = {
    context, _, values in
    let slot = sqlite3_user_data(context).assumingMemoryBound(to: RowFunctionSlot.self)
    let passes = slot.pointee.body.map { $0(slot.pointee.context, values) } ?? false
    sqlite3_result_int(context, passes ? 1 : 0)
  }

extension Database {
  /// Runs `work` with the SQL function `name` (of `argumentCount` arguments) calling `body`
  /// with `context` and each call's arguments, and returning 1 when it returns true, else 0.
  ///
  /// A scan that folds every row into Swift state calls it from its `WHERE` clause: the whole
  /// scan is then one `sqlite3_step`, and each row costs a function call instead of a step and
  /// a column call per value (a quarter of SQLite's instructions on a 10M-line table). The
  /// function is registered once per connection (registering it again would expire every
  /// prepared statement) and calls nothing outside `work`.
  public func withRowFunction<T>(
    named name: String, argumentCount: Int, calling body: RowFunctionBody,
    context: UnsafeMutableRawPointer, _ work: () throws -> T
  ) throws -> T {
    let key = "\(name)/\(argumentCount)"
    let slot: UnsafeMutablePointer<RowFunctionSlot>
    if let registered = rowFunctions[key] {
      slot = registered
    } else {
      slot = .allocate(capacity: 1)
      slot.initialize(to: RowFunctionSlot())
      let code = sqlite3_create_function_v2(
        handle, name, Int32(argumentCount), SQLITE_UTF8 | SQLITE_DIRECTONLY, slot,
        rowFunctionEntry, nil, nil, nil)
      guard code == SQLITE_OK else {
        slot.deallocate()
        throw error(code: code, sql: nil)
      }
      rowFunctions[key] = slot
    }
    guard slot.pointee.body == nil else {
      throw SQLiteError(
        code: SQLITE_MISUSE, extendedCode: SQLITE_MISUSE,
        message: "row function \(name) is already running", sql: nil)
    }
    slot.pointee = RowFunctionSlot(body: body, context: context)
    defer { slot.pointee = RowFunctionSlot() }
    return try work()
  }
}
