import SalesDomain

/// Whether every byte is ASCII, checked a word at a time (the common case for exports).
@inline(__always)
func isASCII(_ start: UnsafePointer<UInt8>, count: Int) -> Bool {
  var index = 0
  let raw = UnsafeRawPointer(start)
  // Four words a step, OR-ed and tested once: a Square row is ~36 words, nearly all ASCII.
  while index &+ 32 <= count {
    let any =
      raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
      | raw.loadUnaligned(fromByteOffset: index &+ 8, as: UInt64.self)
      | raw.loadUnaligned(fromByteOffset: index &+ 16, as: UInt64.self)
      | raw.loadUnaligned(fromByteOffset: index &+ 24, as: UInt64.self)
    if any & 0x8080_8080_8080_8080 != 0 { return false }
    index &+= 32
  }
  while index &+ 8 <= count {
    if raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 != 0 {
      return false
    }
    index &+= 8
  }
  while index < count {
    if start[index] >= 0x80 { return false }
    index &+= 1
  }
  return true
}

/// Whether `count` bytes at `start` are well-formed UTF-8 (no overlongs, surrogates or values
/// past U+10FFFF), following the table in Unicode §3.9.
func isValidUTF8(_ start: UnsafePointer<UInt8>, count: Int) -> Bool {
  var index = 0
  let raw = UnsafeRawPointer(start)
  while index < count {
    // ASCII runs (nearly all of an export) are skipped a word at a time.
    if index + 8 <= count,
      raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 == 0
    {
      index += 8
      continue
    }
    let lead = start[index]
    if lead < 0x80 {
      index += 1
      continue
    }
    let length: Int
    var low: UInt8 = 0x80
    var high: UInt8 = 0xBF
    switch lead {
    case 0xC2...0xDF: length = 2
    case 0xE0:
      length = 3
      low = 0xA0
    case 0xE1...0xEC, 0xEE...0xEF: length = 3
    case 0xED:
      length = 3
      high = 0x9F
    case 0xF0:
      length = 4
      low = 0x90
    case 0xF1...0xF3: length = 4
    case 0xF4:
      length = 4
      high = 0x8F
    default: return false
    }
    guard index + length <= count else { return false }
    let second = start[index + 1]
    guard second >= low, second <= high else { return false }
    for offset in 2..<length where start[index + offset] & 0xC0 != 0x80 { return false }
    index += length
  }
  return true
}
