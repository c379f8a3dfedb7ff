import CLibPQ
import Foundation

/// Streams rows to a running `COPY … FROM STDIN (FORMAT binary)`: per row a field count, then
/// per field its length and its bytes in network order (`-1` for NULL).
///
/// The server reads each value with its type's binary receive function, which costs less than
/// parsing decimal text (a fifth of a text COPY's server time went to parsing). The caller
/// must send each column in exactly its type's width: `integer` as `append(int32:)`, `bigint`
/// as `append(int64:)`, `text` as `append(text:)` (valid UTF-8).
///
/// A struct the caller holds `inout` (no runtime exclusivity checks on its fields, which a
/// class's stored properties cost per access in the hot loop), writing into a raw buffer with
/// unaligned stores (the per-field `Array.append` showed in profiles).
public struct BinaryCopyWriter: ~Copyable {
  private let handle: ConnectionHandle
  private let sql: String
  /// The gathered bytes: `chunkSize` plus room for the rows ended before the next flush check
  /// (see `reserve(_:)`).
  private var storage: UnsafeMutableRawPointer
  private var capacity: Int
  private var count = 0
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
    capacity = CopyWriter.chunkSize + 65_536
    storage = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: 16)
    Self.header.withUnsafeBytes { header in
      storage.copyMemory(from: header.baseAddress!, byteCount: header.count)
    }
    count = Self.header.count
  }

  deinit { storage.deallocate() }

  /// Makes room for `bytes` more bytes: a text field longer than the spare room grows the
  /// buffer (rare: order ids and references are short).
  @inline(__always)
  private mutating func reserve(_ bytes: Int) {
    if count + bytes > capacity { grow(to: count + bytes) }
  }

  private mutating func grow(to needed: Int) {
    let larger = max(needed, capacity * 2)
    let moved = UnsafeMutableRawPointer.allocate(byteCount: larger, alignment: 16)
    moved.copyMemory(from: storage, byteCount: count)
    storage.deallocate()
    storage = moved
    capacity = larger
  }

  @inline(__always)
  private mutating func appendBigEndian<T: FixedWidthInteger>(_ value: T) {
    storage.storeBytes(of: value.bigEndian, toByteOffset: count, as: T.self)
    count += MemoryLayout<T>.size
  }

  private mutating func appendBytes(_ bytes: UnsafeRawBufferPointer) {
    reserve(bytes.count)
    if let base = bytes.baseAddress {
      (storage + count).copyMemory(from: base, byteCount: bytes.count)
    }
    count += bytes.count
  }

  /// Starts a row of `fields` fields (each at most 12 bytes unless it is text, which reserves
  /// its own room).
  @inline(__always)
  public mutating func beginRow(fields: Int16) {
    reserve(2 + Int(fields) * 12)
    appendBigEndian(fields)
  }

  /// Appends a `bigint` field.
  @inline(__always)
  public mutating func append(int64 value: Int64) {
    appendBigEndian(Int32(8))
    appendBigEndian(value)
  }

  /// Appends an `integer` field.
  @inline(__always)
  public mutating func append(int32 value: Int32) {
    appendBigEndian(Int32(4))
    appendBigEndian(value)
  }

  /// Appends a `smallint` field.
  @inline(__always)
  public mutating func append(int16 value: Int16) {
    appendBigEndian(Int32(2))
    appendBigEndian(value)
  }

  /// Appends a NULL field.
  @inline(__always)
  public mutating func appendNull() { appendBigEndian(Int32(-1)) }

  /// Appends a `text` field given as UTF-8 bytes (sent as they are: no escaping in binary).
  @inline(__always)
  public mutating func append(text bytes: UnsafeBufferPointer<UInt8>) {
    // The length word was reserved by `beginRow`; the bytes reserve their own room.
    reserve(bytes.count + 4)
    appendBigEndian(Int32(bytes.count))
    if let base = bytes.baseAddress {
      (storage + count).copyMemory(from: base, byteCount: bytes.count)
    }
    count += bytes.count
  }

  /// Ends the current row.
  @inline(__always)
  public mutating func endRow() throws {
    rowCount += 1
    if count >= CopyWriter.chunkSize { try flush() }
  }

  /// Hands the gathered bytes to libpq.
  mutating func flush() throws {
    guard count > 0 else { return }
    let sent = handle.libpq.putCopyData(
      handle.pointer, storage.assumingMemoryBound(to: CChar.self), Int32(count))
    guard sent == 1 else {
      throw PostgresError(sqlState: nil, message: handle.lastErrorMessage(), sql: sql)
    }
    count = 0
  }

  /// Adds the trailer and hands everything left to libpq.
  mutating func finish() throws {
    Self.trailer.withUnsafeBytes { appendBytes($0) }
    try flush()
  }
}

extension PostgresConnection {
  /// Runs `sql` (a `COPY … FROM STDIN (FORMAT binary)`) and streams the rows `body` writes;
  /// as `copyIn(_:_:)` otherwise.
  /// - Returns: the number of rows the server stored.
  @discardableResult
  public func copyInBinary(_ sql: String, _ body: (inout BinaryCopyWriter) throws -> Void)
    throws -> Int
  {
    try runCopy(sql) {
      var writer = BinaryCopyWriter(handle: handle, sql: sql)
      try body(&writer)
      try writer.finish()
    }
  }
}
