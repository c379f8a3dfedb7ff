import CLibPQ
import Foundation

/// Streams rows to a running `COPY … FROM STDIN` in PostgreSQL's text format: fields separated
/// by tabs, rows ended by a newline, `\N` for NULL, and backslash escapes for a backslash,
/// tab, newline or carriage return inside a field.
///
/// Rows are gathered in a buffer and sent in large chunks, so a million rows cost a few
/// hundred calls into libpq, not millions.
public final class CopyWriter {
  private let handle: ConnectionHandle
  private let sql: String
  private var buffer: [UInt8] = []
  private var fieldsInRow = 0
  /// The rows ended so far.
  public private(set) var rowCount = 0

  /// How many bytes are gathered before they are handed to libpq.
  static let chunkSize = 1 << 18

  init(handle: ConnectionHandle, sql: String) {
    self.handle = handle
    self.sql = sql
    buffer.reserveCapacity(Self.chunkSize + 4096)
  }

  @inline(__always)
  private func beginField() {
    if fieldsInRow > 0 { buffer.append(UInt8(ascii: "\t")) }
    fieldsInRow += 1
  }

  /// Appends an integer field.
  public func append(_ value: Int64) {
    beginField()
    if value == 0 {
      buffer.append(UInt8(ascii: "0"))
      return
    }
    var magnitude = value.magnitude
    if value < 0 { buffer.append(UInt8(ascii: "-")) }
    let start = buffer.count
    while magnitude > 0 {
      buffer.append(UInt8(ascii: "0") + UInt8(magnitude % 10))
      magnitude /= 10
    }
    buffer[start...].reverse()
  }

  /// Appends an integer field.
  public func append(_ value: Int) { append(Int64(value)) }

  /// Appends a NULL field.
  public func appendNull() {
    beginField()
    buffer.append(UInt8(ascii: "\\"))
    buffer.append(UInt8(ascii: "N"))
  }

  /// Appends a text field given as UTF-8 bytes, escaping what the text format requires.
  public func append(text bytes: UnsafeBufferPointer<UInt8>) {
    beginField()
    for byte in bytes {
      switch byte {
      case UInt8(ascii: "\\"):
        buffer.append(UInt8(ascii: "\\"))
        buffer.append(byte)
      case 0x09:
        buffer.append(UInt8(ascii: "\\"))
        buffer.append(UInt8(ascii: "t"))
      case 0x0A:
        buffer.append(UInt8(ascii: "\\"))
        buffer.append(UInt8(ascii: "n"))
      case 0x0D:
        buffer.append(UInt8(ascii: "\\"))
        buffer.append(UInt8(ascii: "r"))
      default: buffer.append(byte)
      }
    }
  }

  /// Appends a text field.
  public func append(_ text: String) {
    var text = text
    text.withUTF8 { append(text: $0) }
  }

  /// Appends an optional integer field (NULL when nil).
  public func append(_ value: Int64?) {
    if let value { append(value) } else { appendNull() }
  }

  /// Appends an optional text field (NULL when nil).
  public func append(_ text: String?) {
    if let text { append(text) } else { appendNull() }
  }

  /// Ends the current row.
  public func endRow() throws {
    buffer.append(UInt8(ascii: "\n"))
    fieldsInRow = 0
    rowCount += 1
    if buffer.count >= Self.chunkSize { try flush() }
  }

  /// Hands the gathered bytes to libpq.
  func flush() throws {
    guard !buffer.isEmpty else { return }
    let sent = buffer.withUnsafeBufferPointer { bytes in
      UnsafeRawPointer(bytes.baseAddress!).withMemoryRebound(
        to: CChar.self, capacity: bytes.count
      ) { handle.libpq.putCopyData(handle.pointer, $0, Int32(bytes.count)) }
    }
    guard sent == 1 else {
      throw PostgresError(sqlState: nil, message: handle.lastErrorMessage(), sql: sql)
    }
    buffer.removeAll(keepingCapacity: true)
  }
}

extension PostgresConnection {
  /// Runs `sql` (a `COPY … FROM STDIN`, text format) and streams the rows `body` writes.
  ///
  /// When `body` throws, the COPY is cancelled (nothing it wrote is stored) and the error is
  /// rethrown; a row the server rejects fails the whole COPY with the server's error.
  /// - Returns: the number of rows the server stored.
  @discardableResult
  public func copyIn(_ sql: String, _ body: (CopyWriter) throws -> Void) throws -> Int {
    try runCopy(sql) {
      let writer = CopyWriter(handle: handle, sql: sql)
      try body(writer)
      try writer.flush()
    }
  }

  /// Starts the COPY `sql`, runs `send` (which hands every byte to libpq), and ends it; when
  /// `send` throws, the COPY is cancelled and the error rethrown.
  func runCopy(_ sql: String, _ send: () throws -> Void) throws -> Int {
    _ = try check(handle.libpq.exec(handle.pointer, sql), sql: sql, expected: [PGRES_COPY_IN])
    do {
      try send()
    } catch {
      _ = handle.libpq.putCopyEnd(handle.pointer, "cancelled by the client")
      drainResults()
      throw error
    }
    guard handle.libpq.putCopyEnd(handle.pointer, nil) == 1 else {
      let message = handle.lastErrorMessage()
      drainResults()
      throw PostgresError(sqlState: nil, message: message, sql: sql)
    }
    let result: PostgresResult
    do {
      result = try check(
        handle.libpq.getResult(handle.pointer), sql: sql, expected: [PGRES_COMMAND_OK])
    } catch {
      drainResults()
      throw error
    }
    drainResults()
    return result.affectedRows
  }

  /// Reads and frees results until libpq has none left, so the connection is ready again.
  private func drainResults() {
    while let result = handle.libpq.getResult(handle.pointer) { handle.libpq.clear(result) }
  }
}
