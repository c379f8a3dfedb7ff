import SalesDomain

/// Resolves the spellings of names seen in a file, caching each exact spelling.
///
/// A file spells the same names millions of times; matching by `NameKey` (NFC and case
/// folding through Foundation) costs microseconds, finding a cached byte string costs
/// nanoseconds. The cache is a hash table, not a list: a fleet's export names a thousand trucks
/// of the same length, and comparing a row's name with each cached one in turn took a tenth of
/// such an import.
struct NameResolver {
  /// The cached spellings' bytes, one after another.
  private var bytes: [UInt8] = []
  /// Per cached spelling: where its bytes start and end in `bytes`, and its index (or -1).
  private var starts: [Int32] = [0]
  private var results: [Int32] = []
  /// Open addressing: a cached spelling's number, or -1; a power of two, at most half full.
  private var table = [Int32](repeating: -1, count: 64)
  private let indexes: [String: Int]

  /// The most spellings cached, and the longest: a file of endless unknown names must not
  /// grow the cache without bound (at most 4 MiB of bytes).
  private static let maximumCached = 16_384
  private static let longestCached = 256

  init(indexes: [String: Int]) { self.indexes = indexes }

  /// The index of the name spelled `name`, or -1 when no known name matches.
  mutating func resolve(_ name: UnsafeBufferPointer<UInt8>) -> Int {
    let hash = Self.hash(name)
    let mask = table.count - 1
    var place = Int(truncatingIfNeeded: hash) & mask
    while true {
      let cached = Int(table[place])
      if cached < 0 { break }
      if spelling(cached, equals: name) { return Int(results[cached]) }
      place = (place + 1) & mask
    }
    let result = indexes[NameKey(String(decoding: name, as: UTF8.self)).rawValue] ?? -1
    if results.count < Self.maximumCached, name.count <= Self.longestCached {
      table[place] = Int32(results.count)
      bytes.append(contentsOf: name)
      starts.append(Int32(bytes.count))
      results.append(Int32(result))
      if results.count * 2 > table.count { grow() }
    }
    return result
  }

  @inline(__always)
  private func spelling(_ cached: Int, equals name: UnsafeBufferPointer<UInt8>) -> Bool {
    let start = Int(starts[cached])
    let count = Int(starts[cached + 1]) - start
    guard count == name.count else { return false }
    return bytes.withUnsafeBufferPointer { stored in
      for offset in 0..<count where stored[start + offset] != name[offset] { return false }
      return true
    }
  }

  /// Doubles the table and places every cached spelling again.
  private mutating func grow() {
    table = [Int32](repeating: -1, count: table.count * 2)
    let mask = table.count - 1
    for cached in results.indices {
      let start = Int(starts[cached])
      let end = Int(starts[cached + 1])
      let hash = bytes.withUnsafeBufferPointer {
        Self.hash(UnsafeBufferPointer(rebasing: $0[start..<end]))
      }
      var place = Int(truncatingIfNeeded: hash) & mask
      while table[place] >= 0 { place = (place + 1) & mask }
      table[place] = Int32(cached)
    }
  }

  /// FNV-1a over the bytes, its high bits folded down (the table uses the low ones).
  @inline(__always)
  private static func hash(_ name: UnsafeBufferPointer<UInt8>) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in name { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    return hash ^ (hash >> 29)
  }
}
