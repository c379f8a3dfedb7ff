import CLibPQ
import Foundation

/// Streams rows to a running `COPY … FROM STDIN (FORMAT binary)`: per row a field count, then
/// per field its length and its bytes in network order (`-1` for NULL).
///
/// The server reads each value with its type's binary receive function, which costs less than
/// parsing decimal text (a fifth of a text COPY's server time went to parsing). The caller
/// must send each column in exactly its type's width: `integer` as `append(int32:)`, `bigint`
/// as `append(int64:)`, `text` as `append(text:)` (valid UTF-8).
public final class BinaryCopyWriter {
  private let handle: ConnectionHandle
  private let sql: String
  private var buffer: [UInt8] = []
  /// The rows ended so far.
  public private(set) var rowCount = 0

  /// The file header: signature, flags, header extension length.
  static let header: [UInt8] =
    Array("PGCOPY\n".utf8) + [0xFF, 0x0D, 0x0A, 0x00] + [0, 0, 0, 0, 0, 0, 0, 0]
  /// The trailer: a field count of -1.
  static let trailer: [UInt8] = [0xFF, 0xFF]

  init(handle: ConnectionHandle, sql: String) {
    self.handle = handle
    self.sql = sql
    buffer.reserveCapacity(CopyWriter.chunkSize + 4096)
    buffer.append(contentsOf: Self.header)
  }

  @inline(__always)
  private func appendBigEndian<T: FixedWidthInteger>(_ value: T) {
    withUnsafeBytes(of: value.bigEndian) { buffer.append(contentsOf: $0) }
  }

  /// Starts a row of `fields` fields.
  @inline(__always)
  public func beginRow(fields: Int16) { appendBigEndian(fields) }

  /// Appends a `bigint` field.
  @inline(__always)
  public func append(int64 value: Int64) {
    appendBigEndian(Int32(8))
    appendBigEndian(value)
  }

  /// Appends an `integer` field.
  @inline(__always)
  public func append(int32 value: Int32) {
    appendBigEndian(Int32(4))
    appendBigEndian(value)
  }

  /// Appends a NULL field.
  @inline(__always)
  public func appendNull() { appendBigEndian(Int32(-1)) }

  /// Appends a `text` field given as UTF-8 bytes (sent as they are: no escaping in binary).
  @inline(__always)
  public func append(text bytes: UnsafeBufferPointer<UInt8>) {
    appendBigEndian(Int32(bytes.count))
    buffer.append(contentsOf: bytes)
  }

  /// Ends the current row.
  @inline(__always)
  public func endRow() throws {
    rowCount += 1
    if buffer.count >= CopyWriter.chunkSize { try flush() }
  }

  /// Hands the gathered bytes to libpq.
  func flush() throws {
    guard !buffer.isEmpty else { return }
    let sent = buffer.withUnsafeBufferPointer { bytes in
      UnsafeRawPointer(bytes.baseAddress!).withMemoryRebound(
        to: CChar.self, capacity: bytes.count
      ) { PQputCopyData(handle.pointer, $0, Int32(bytes.count)) }
    }
    guard sent == 1 else {
      throw PostgresError(sqlState: nil, message: handle.lastErrorMessage(), sql: sql)
    }
    buffer.removeAll(keepingCapacity: true)
  }

  /// Adds the trailer and hands everything left to libpq.
  func finish() throws {
    buffer.append(contentsOf: Self.trailer)
    try flush()
  }
}

extension PostgresConnection {
  /// Runs `sql` (a `COPY … FROM STDIN (FORMAT binary)`) and streams the rows `body` writes;
  /// as `copyIn(_:_:)` otherwise.
  /// - Returns: the number of rows the server stored.
  @discardableResult
  public func copyInBinary(_ sql: String, _ body: (BinaryCopyWriter) throws -> Void) throws
    -> Int
  {
    try runCopy(sql) {
      let writer = BinaryCopyWriter(handle: handle, sql: sql)
      try body(writer)
      try writer.finish()
    }
  }
}
