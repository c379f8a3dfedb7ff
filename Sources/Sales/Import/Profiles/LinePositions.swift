import Foundation

/// Numbers each row by its position among its order's rows in the file (1, 2, …), for exports
/// without a line id (Square): two identical items in one ticket are lines 1 and 2, and the
/// same export read again numbers them the same way.
///
/// Orders are nearly always contiguous, so the previous order is compared first; orders seen
/// earlier are remembered by a 64-bit FNV-1a hash of their id (8 + 4 bytes each instead of a
/// `String`, so a million-line file stays within the import's memory budget).
struct LinePositions {
  private var previous: [UInt8] = []
  private var previousHash: UInt64 = 0
  private var previousCount: Int32 = 0
  private var counts: [UInt64: Int32] = [:]

  /// The position of the next row of order `id`.
  mutating func next(_ id: UnsafeBufferPointer<UInt8>) -> Int32 {
    if previousCount > 0, previous.count == id.count, sameBytes(previous, id) {
      previousCount += 1
      return previousCount
    }
    if previousCount > 0 { counts[previousHash] = previousCount }
    previous.removeAll(keepingCapacity: true)
    previous.append(contentsOf: id)
    previousHash = Self.hash(id)
    previousCount = (counts[previousHash] ?? 0) + 1
    return previousCount
  }

  static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01B3
    }
    return hash
  }
}

/// Whether `array` holds the same bytes as `bytes`, compared with `memcmp`:
/// the generic `elementsEqual` costs a few percent of an import in profiles.
@inline(__always)
func sameBytes(_ array: [UInt8], _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
  guard array.count == bytes.count else { return false }
  guard let base = bytes.baseAddress, !array.isEmpty else { return true }
  return array.withUnsafeBufferPointer { memcmp($0.baseAddress!, base, bytes.count) == 0 }
}
