import SalesDomain

/// The per-style roll-up of one file's rows: amounts per (day, city index, style index).
///
/// A ticket's lines share their day and city but not their style, so the latest group of each
/// (city, style) is kept in a small direct-mapped table: a time-ordered file finds nearly every
/// row's group there, and hashes a key (SipHash, ~120 instructions a lookup, a tenth of the
/// inserting thread's own work) only once per group. Amounts live in fixed-size chunks, so
/// growing never copies what is there.
struct StyleRollup {
  /// Slot by key (`rollupKey`).
  private var slotOfKey: [Int64: Int32] = [:]
  /// `slotsPerChunk` amounts each.
  private var chunks: [[RollupAmounts]] = []
  /// The latest key and slot per (city, style) hashed to `recentCount` places.
  private var recentKeys: [Int64] = []
  private var recentSlots: [Int32] = []

  private static let slotsPerChunk = 1024
  private static let recentCount = 4096

  /// The number of groups.
  var count: Int { slotOfKey.count }

  /// About the memory the groups and their table take, in bytes.
  var estimatedBytes: Int { count * (MemoryLayout<RollupAmounts>.stride + 24) }

  /// Runs `body` on the amounts of (`day`, `city`, `style`), which start at zero.
  @inline(__always)
  mutating func modify<Result>(
    day: Int32, city: UInt16, style: UInt16, _ body: (inout RollupAmounts) -> Result
  ) -> Result {
    let slot = self.slot(day: day, city: city, style: style)
    return body(&chunks[slot / Self.slotsPerChunk][slot % Self.slotsPerChunk])
  }

  /// Calls `body` with every group's key (`rollupKey`) and amounts, in no particular order.
  func forEachGroup(_ body: (Int64, RollupAmounts) -> Void) {
    for (key, slot) in slotOfKey {
      body(key, chunks[Int(slot) / Self.slotsPerChunk][Int(slot) % Self.slotsPerChunk])
    }
  }

  @inline(__always)
  private mutating func slot(day: Int32, city: UInt16, style: UInt16) -> Int {
    let key = rollupKey(day: day, city: city, style: style)
    if recentKeys.isEmpty {
      recentKeys = Array(repeating: Int64.min, count: Self.recentCount)
      recentSlots = Array(repeating: 0, count: Self.recentCount)
    }
    let place = (Int(city) &* 61 &+ Int(style)) & (Self.recentCount - 1)
    if recentKeys[place] == key { return Int(recentSlots[place]) }
    let slot: Int
    if let found = slotOfKey[key] {
      slot = Int(found)
    } else {
      slot = slotOfKey.count
      slotOfKey[key] = Int32(slot)
      if slot % Self.slotsPerChunk == 0 {
        chunks.append(Array(repeating: RollupAmounts(), count: Self.slotsPerChunk))
      }
    }
    recentKeys[place] = key
    recentSlots[place] = Int32(slot)
    return slot
  }
}
