import CLibPQ
import Foundation

/// One result a statement returned, freed when released.
final class PostgresResult {
  let pointer: OpaquePointer
  let libpq: LibPQ

  init(pointer: OpaquePointer, libpq: LibPQ) {
    self.pointer = pointer
    self.libpq = libpq
  }

  deinit { libpq.clear(pointer) }

  var rowCount: Int { Int(libpq.ntuples(pointer)) }
  var columnCount: Int { Int(libpq.nfields(pointer)) }

  /// The number of rows an INSERT, UPDATE, DELETE, COPY (…) touched; 0 for other commands.
  var affectedRows: Int { libpq.cmdTuples(pointer).flatMap { Int(String(cString: $0)) } ?? 0 }

  /// The command tag (`INSERT 0 1`, `COMMIT`, `ROLLBACK`).
  var commandStatus: String { libpq.cmdStatus(pointer).map { String(cString: $0) } ?? "" }

  /// The error the server reported in this result, with the SQL that ran.
  func error(sql: String?, scrubbing connectionString: ConnectionString) -> PostgresError {
    func field(_ code: UInt8) -> String? {
      libpq.resultErrorField(pointer, Int32(code)).map { String(cString: $0) }
    }
    let message =
      field(UInt8(ascii: "M"))
      ?? oneLine(libpq.resultErrorMessage(pointer).map { String(cString: $0) } ?? "")
    return PostgresError(
      sqlState: field(UInt8(ascii: "C")),
      message: connectionString.scrub(message.isEmpty ? "unknown error" : message),
      detail: field(UInt8(ascii: "D")).map(connectionString.scrub), sql: sql)
  }
}

/// One row of a query result, read by 0-based column index.
///
/// Values arrive in PostgreSQL's text format and are converted here; a row stays valid as
/// long as it is kept (it holds its result).
public struct PostgresRow {
  let result: PostgresResult
  let row: Int32

  /// The number of columns.
  public var columnCount: Int { result.columnCount }

  /// The name of column `index`.
  public func columnName(_ index: Int) -> String {
    result.libpq.fname(result.pointer, Int32(index)).map { String(cString: $0) } ?? ""
  }

  /// Whether column `index` is NULL.
  public func isNull(_ index: Int) -> Bool {
    result.libpq.getisnull(result.pointer, row, Int32(index)) == 1
  }

  /// Column `index` as UTF-8 text (NULL reads as the empty string).
  public func string(_ index: Int) -> String {
    guard let text = result.libpq.getvalue(result.pointer, row, Int32(index)) else { return "" }
    let count = Int(result.libpq.getlength(result.pointer, row, Int32(index)))
    return text.withMemoryRebound(to: UInt8.self, capacity: count) {
      String(decoding: UnsafeBufferPointer(start: $0, count: count), as: UTF8.self)
    }
  }

  /// Column `index` as a 64-bit integer (NULL, or text that is not an integer, reads as 0).
  public func int64(_ index: Int) -> Int64 {
    guard let text = result.libpq.getvalue(result.pointer, row, Int32(index)) else { return 0 }
    let count = Int(result.libpq.getlength(result.pointer, row, Int32(index)))
    return text.withMemoryRebound(to: UInt8.self, capacity: count) {
      parseInteger(UnsafeBufferPointer(start: $0, count: count)) ?? 0
    }
  }

  /// Column `index` as an integer (NULL reads as 0).
  public func int(_ index: Int) -> Int { Int(truncatingIfNeeded: int64(index)) }

  /// Column `index` as a double (NULL reads as 0).
  public func double(_ index: Int) -> Double { Double(string(index)) ?? 0 }

  /// Column `index` as a boolean (`t` is true; NULL reads as false).
  public func bool(_ index: Int) -> Bool { string(index) == "t" }

  /// Column `index` as a value of the kind its column type says.
  public func value(_ index: Int) -> PostgresValue {
    if isNull(index) { return .null }
    let type = result.libpq.ftype(result.pointer, Int32(index))
    if TypeOID.isInteger(type) { return .integer(int64(index)) }
    if TypeOID.isFloatingPoint(type) { return .double(double(index)) }
    if type == TypeOID.bool { return .boolean(bool(index)) }
    if type == TypeOID.bytea { return .bytes(decodeHexBytea(string(index))) }
    return .text(string(index))
  }

  /// Column `index` converted to `T`, or nil when it does not fit.
  public func get<T: PostgresConvertible>(_ type: T.Type = T.self, _ index: Int) -> T? {
    T(postgresValue: value(index))
  }
}

/// A decimal integer with an optional sign, or nil (empty, other characters, overflow).
func parseInteger(_ bytes: UnsafeBufferPointer<UInt8>) -> Int64? {
  var index = 0
  var negative = false
  if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
    negative = bytes[index] == UInt8(ascii: "-")
    index += 1
  }
  guard index < bytes.count else { return nil }
  var value: Int64 = 0
  while index < bytes.count {
    let digit = bytes[index] &- UInt8(ascii: "0")
    guard digit < 10 else { return nil }
    let (times, overflow1) = value.multipliedReportingOverflow(by: 10)
    let (next, overflow2) =
      negative
      ? times.subtractingReportingOverflow(Int64(digit))
      : times.addingReportingOverflow(Int64(digit))
    guard !overflow1, !overflow2 else { return nil }
    value = next
    index += 1
  }
  return value
}

/// `bytea` in the server's hex output format (`\x0a1b…`) as bytes.
func decodeHexBytea(_ text: String) -> Data {
  var data = Data()
  let digits = Array(text.utf8.dropFirst(2))
  func nibble(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
    default: return nil
    }
  }
  var index = 0
  while index + 1 < digits.count {
    if let high = nibble(digits[index]), let low = nibble(digits[index + 1]) {
      data.append(high << 4 | low)
    }
    index += 2
  }
  return data
}
