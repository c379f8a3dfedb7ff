import Foundation
import SalesDomain

/// Numbers each row by its position among its order's rows in the file (1, 2, …), for exports
/// without a line id (Square): two identical items in one ticket are lines 1 and 2, and the
/// same export read again numbers them the same way.
///
/// Orders are nearly always contiguous, so the previous order is compared first. An order
/// whose rows are interrupted by another's must still go on counting where it stopped, so
/// every finished run is remembered in `FinishedOrders`: 8 bytes per order (a hash tag and the
/// count packed in one word), 4 MiB for a million-line export instead of the 12 MiB a
/// `[UInt64: Int32]` dictionary took.
struct LinePositions {
  private var previous: [UInt8] = []
  private var previousHash: UInt64 = 0
  private var previousCount: Int32 = 0
  private var finished = FinishedOrders()

  /// The position of the next row of order `id`.
  mutating func next(_ id: UnsafeBufferPointer<UInt8>) -> Int32 {
    if previousCount > 0, previous.count == id.count, sameBytes(previous, id) {
      previousCount += 1
      return previousCount
    }
    if previousCount > 0 { finished.set(previousCount, for: previousHash) }
    previous.removeAll(keepingCapacity: true)
    previous.append(contentsOf: id)
    previousHash = Self.hash(id)
    previousCount = finished.count(for: previousHash) + 1
    return previousCount
  }

  /// 64-bit FNV-1a of `bytes`.
  static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01B3
    }
    return hash
  }
}

/// How many rows each order seen so far had, by a 56-bit tag of its id's hash, in one flat
/// open-addressing table of words: the tag in the high 56 bits, the count in the low 8 (255
/// meaning "look in `large`"). Zero marks an empty slot (a count is never zero).
///
/// Two ids sharing a 56-bit tag (about 10⁻⁶ for a million orders) would number the second
/// one's rows after the first's: still unique keys, never a merged line.
struct FinishedOrders {
  private var slots: [UInt64] = Array(repeating: 0, count: 1024)
  private var used = 0
  /// Counts of 255 rows or more, by tag.
  private var large: [UInt64: Int32] = [:]

  private static let countMask: UInt64 = 0xFF

  /// The count stored for `hash`, 0 when none.
  func count(for hash: UInt64) -> Int32 {
    let tag = hash & ~Self.countMask
    let mask = slots.count - 1
    var index = Self.home(tag, mask)
    while true {
      let slot = slots[index]
      if slot == 0 { return 0 }
      if slot & ~Self.countMask == tag {
        let small = Int32(slot & Self.countMask)
        return small == 255 ? large[tag] ?? 255 : small
      }
      index = (index + 1) & mask
    }
  }

  /// Stores `count` (≥ 1) for `hash`, replacing what was there.
  mutating func set(_ count: Int32, for hash: UInt64) {
    let tag = hash & ~Self.countMask
    let small = UInt64(min(count, 255))
    if count >= 255 { large[tag] = count }
    let mask = slots.count - 1
    var index = Self.home(tag, mask)
    while true {
      let slot = slots[index]
      if slot == 0 {
        slots[index] = tag | small
        used += 1
        // Linear probing stays short below 7/8 full; grow before that.
        if used * 8 > slots.count * 7 { grow() }
        return
      }
      if slot & ~Self.countMask == tag {
        slots[index] = tag | small
        return
      }
      index = (index + 1) & mask
    }
  }

  /// The first slot to probe for `tag`: Fibonacci hashing mixes the tag's bits.
  @inline(__always)
  private static func home(_ tag: UInt64, _ mask: Int) -> Int {
    Int(truncatingIfNeeded: (tag &* 0x9E37_79B9_7F4A_7C15) >> 20) & mask
  }

  private mutating func grow() {
    let old = slots
    slots = Array(repeating: 0, count: old.count * 2)
    let mask = slots.count - 1
    for slot in old where slot != 0 {
      var index = Self.home(slot & ~Self.countMask, mask)
      while slots[index] != 0 { index = (index + 1) & mask }
      slots[index] = slot
    }
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
