import CLibPQ
import Foundation

/// Statement parameters laid out as libpq wants them: one byte buffer, and per parameter its
/// range (nil for NULL) and format (0 text, 1 binary).
///
/// A parameter goes in binary when the statement's parameter has a type with a fixed binary
/// form (`bigint`, `double precision`, `boolean`, `bytea`), so no number is printed and parsed
/// again; anything else goes as text, which the server converts to the parameter's type.
struct EncodedParameters {
  private var bytes: [UInt8] = []
  private var ranges: [Range<Int>?] = []
  private var formats: [Int32] = []

  /// The type of every parameter as sent: for a statement run without preparing it, numbers,
  /// booleans and bytes declare their type and go in binary; text is left for the server to
  /// infer (0).
  private(set) var declaredTypes: [Oid] = []

  /// Encodes `values` for a statement run once, declaring each value's own type.
  init(declaring values: [PostgresValue]) throws {
    let types: [Oid] = values.map { value in
      switch value {
      case .integer: TypeOID.int8
      case .double: TypeOID.float8
      case .boolean: TypeOID.bool
      case .bytes: TypeOID.bytea
      case .text, .null: 0
      }
    }
    try self.init(values, types: types)
    declaredTypes = types
  }

  init(_ values: [PostgresValue], types: [Oid]) throws {
    for (index, value) in values.enumerated() {
      if case .text(let text) = value, text.utf8.contains(0) {
        // libpq would cut the value at the NUL without a word; PostgreSQL text cannot hold one.
        throw PostgresError(
          sqlState: "22021", message: "parameter $\(index + 1) contains a NUL character")
      }
      append(value, type: index < types.count ? types[index] : 0)
    }
  }

  var count: Int { ranges.count }

  private mutating func append(_ value: PostgresValue, type: Oid) {
    let start = bytes.count
    var format: Int32 = 0
    switch value {
    case .null:
      ranges.append(nil)
      formats.append(0)
      return
    case .integer(let integer) where type == TypeOID.int8:
      appendBigEndian(UInt64(bitPattern: integer))
      format = 1
    case .integer(let integer):
      bytes.append(contentsOf: String(integer).utf8)
    case .double(let double) where type == TypeOID.float8:
      appendBigEndian(double.bitPattern)
      format = 1
    case .double(let double):
      bytes.append(contentsOf: double.description.utf8)
    case .boolean(let flag) where type == TypeOID.bool:
      bytes.append(flag ? 1 : 0)
      format = 1
    case .boolean(let flag):
      bytes.append(contentsOf: (flag ? "true" : "false").utf8)
    case .bytes(let data) where type == TypeOID.bytea:
      bytes.append(contentsOf: data)
      format = 1
    case .bytes(let data):
      bytes.append(contentsOf: ("\\x" + data.map { String(format: "%02x", $0) }.joined()).utf8)
    case .text(let text):
      bytes.append(contentsOf: text.utf8)
    }
    ranges.append(start..<bytes.count)
    formats.append(format)
    // libpq takes the length of a text parameter from its terminating NUL (the lengths are
    // only read for binary ones), so every value is followed by one.
    bytes.append(0)
  }

  private mutating func appendBigEndian(_ value: UInt64) {
    for shift in stride(from: 56, through: 0, by: -8) {
      bytes.append(UInt8(truncatingIfNeeded: value >> UInt64(shift)))
    }
  }

  /// Calls `body` with the value pointers, lengths and formats libpq's `PQexecPrepared` takes.
  func withPointers<R>(
    _ body: (
      UnsafePointer<UnsafePointer<CChar>?>?, UnsafePointer<Int32>?, UnsafePointer<Int32>?
    ) throws -> R
  ) rethrows -> R {
    try bytes.withUnsafeBufferPointer { buffer in
      let base = UnsafeRawPointer(buffer.baseAddress!).assumingMemoryBound(to: CChar.self)
      let pointers: [UnsafePointer<CChar>?] = ranges.map { $0.map { base + $0.lowerBound } }
      let lengths: [Int32] = ranges.map { Int32(clamping: $0?.count ?? 0) }
      return try pointers.withUnsafeBufferPointer { pointerBuffer in
        try lengths.withUnsafeBufferPointer { lengthBuffer in
          try formats.withUnsafeBufferPointer { formatBuffer in
            try body(pointerBuffer.baseAddress, lengthBuffer.baseAddress, formatBuffer.baseAddress)
          }
        }
      }
    }
  }
}
