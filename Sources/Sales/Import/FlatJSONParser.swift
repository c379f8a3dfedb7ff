import SalesDomain

/// Parses one JSON object whose interesting values are scalars, decoding strings in place.
///
/// Only what JSON Lines order exports need: the top level must be an object; nested objects
/// and arrays are skipped (and reported to the caller as `.nested`).
struct FlatJSONParser {
  /// A syntax error, with what was expected.
  struct Failure: Error {
    let message: String
    init(_ message: String) { self.message = message }
  }

  /// What kind of JSON value a member had.
  enum ValueKind {
    case string, number, literal, null, nested
  }

  let base: UnsafeMutablePointer<UInt8>
  var index: Int
  let end: Int

  /// Calls `member` with each key and value (both valid until the next record is read).
  mutating func parseObject(
    _ member: (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<UInt8>, ValueKind) throws -> Void
  ) throws {
    skipSpace()
    try expect(0x7B, "expected '{' at the start of the line")
    skipSpace()
    if peek() == 0x7D {
      index += 1
    } else {
      while true {
        skipSpace()
        guard peek() == 0x22 else { throw Failure("expected a key in double quotes") }
        let key = try string()
        skipSpace()
        try expect(0x3A, "expected ':' after a key")
        skipSpace()
        let (value, kind) = try value()
        try member(key, value, kind)
        skipSpace()
        if peek() == 0x2C {
          index += 1
          continue
        }
        try expect(0x7D, "expected ',' or '}' after a value")
        break
      }
    }
    skipSpace()
    guard index == end else { throw Failure("unexpected text after the object") }
  }

  private func peek() -> UInt8? { index < end ? base[index] : nil }

  private mutating func expect(_ byte: UInt8, _ message: String) throws {
    guard peek() == byte else { throw Failure(message) }
    index += 1
  }

  private mutating func skipSpace() {
    while index < end, base[index] == 0x20 || base[index] == 0x09 || base[index] == 0x0D {
      index += 1
    }
  }

  private mutating func value() throws -> (UnsafeBufferPointer<UInt8>, ValueKind) {
    let start = index
    switch peek() {
    case 0x22:
      return (try string(), .string)
    case 0x7B, 0x5B:
      try skipNested()
      return (UnsafeBufferPointer(start: base + start, count: index - start), .nested)
    case .some(let byte) where byte == 0x2D || (byte >= 0x30 && byte <= 0x39):
      while let next = peek(),
        next == 0x2D || next == 0x2B || next == 0x2E || next == 0x45 || next == 0x65
          || (next >= 0x30 && next <= 0x39)
      {
        index += 1
      }
      return (UnsafeBufferPointer(start: base + start, count: index - start), .number)
    default:
      while let next = peek(), next >= 0x61, next <= 0x7A { index += 1 }
      let word = UnsafeBufferPointer(start: base + start, count: index - start)
      if word.elementsEqual("null".utf8) { return (word, .null) }
      if word.elementsEqual("true".utf8) || word.elementsEqual("false".utf8) {
        return (word, .literal)
      }
      throw Failure("expected a value")
    }
  }

  /// Reads a string at `index`, unescaping it in place; returns the decoded bytes.
  private mutating func string() throws -> UnsafeBufferPointer<UInt8> {
    index += 1  // the opening quote
    let start = index
    var write = index
    while index < end {
      let byte = base[index]
      if byte == 0x22 {
        index += 1
        return UnsafeBufferPointer(start: base + start, count: write - start)
      }
      if byte < 0x20 { throw Failure("control character in a string") }
      if byte != 0x5C {
        base[write] = byte
        write += 1
        index += 1
        continue
      }
      guard index + 1 < end else { break }
      let escape = base[index + 1]
      index += 2
      let simple: UInt8?
      switch escape {
      case 0x22: simple = 0x22
      case 0x5C: simple = 0x5C
      case 0x2F: simple = 0x2F
      case 0x62: simple = 0x08
      case 0x66: simple = 0x0C
      case 0x6E: simple = 0x0A
      case 0x72: simple = 0x0D
      case 0x74: simple = 0x09
      case 0x75: simple = nil
      default: throw Failure("invalid escape in a string")
      }
      if let simple {
        base[write] = simple
        write += 1
        continue
      }
      var scalar = try hex4()
      if (0xD800..<0xDC00).contains(scalar) {
        guard index + 1 < end, base[index] == 0x5C, base[index + 1] == 0x75 else {
          throw Failure("unpaired surrogate in a string")
        }
        index += 2
        let low = try hex4()
        guard (0xDC00..<0xE000).contains(low) else {
          throw Failure("unpaired surrogate in a string")
        }
        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
      } else if (0xDC00..<0xE000).contains(scalar) {
        throw Failure("unpaired surrogate in a string")
      }
      for byte in UTF8.encode(Unicode.Scalar(scalar)!)! {
        base[write] = byte
        write += 1
      }
    }
    throw Failure("a string is not closed")
  }

  private mutating func hex4() throws -> UInt32 {
    guard index + 4 <= end else { throw Failure("invalid \\u escape") }
    var value: UInt32 = 0
    for _ in 0..<4 {
      let byte = base[index]
      let digit: UInt32
      switch byte {
      case 0x30...0x39: digit = UInt32(byte - 0x30)
      case 0x41...0x46: digit = UInt32(byte - 0x41 + 10)
      case 0x61...0x66: digit = UInt32(byte - 0x61 + 10)
      default: throw Failure("invalid \\u escape")
      }
      value = value << 4 | digit
      index += 1
    }
    return value
  }

  private mutating func skipNested() throws {
    var depth = 0
    while index < end {
      switch base[index] {
      case 0x7B, 0x5B: depth += 1
      case 0x7D, 0x5D:
        depth -= 1
        if depth == 0 {
          index += 1
          return
        }
      case 0x22:
        _ = try string()
        continue
      default: break
      }
      index += 1
    }
    throw Failure("an object or array is not closed")
  }
}
