/// Sales of one (local day, city, style), summed in memory during an import and written to
/// `daily_sales` once at the end of its transaction instead of once per order.
struct RollupTotals {
  var quantity: Int64 = 0
  var revenueCents: Int64 = 0
  var orders: Int64 = 0

  /// Adds one order.
  @inline(__always)
  mutating func add(_ row: ParsedRow) {
    quantity += row.quantity
    revenueCents += row.revenueCents
    orders += 1
  }
}

/// Packs (day, city index, style index) so that sorting keys sorts by day, then city, then
/// style: the order of `daily_sales`'s primary key.
@inline(__always)
func rollupKey(day: Int32, city: UInt16, style: UInt16) -> Int64 {
  Int64(day) << 32 | Int64(city) << 16 | Int64(style)
}

/// The parts of a key made by `rollupKey`.
@inline(__always)
func rollupParts(_ key: Int64) -> (day: Int, city: Int, style: Int) {
  (Int(key >> 32), Int((key >> 16) & 0xFFFF), Int(key & 0xFFFF))
}

extension Dictionary where Key == Int64, Value == RollupTotals {
  /// Adds one order to its (day, city, style).
  @inline(__always)
  mutating func add(_ row: ParsedRow) {
    // One hash lookup: the default subscript's modify accessor updates the entry in place.
    self[
      rollupKey(day: row.localDay, city: row.cityIndex, style: row.styleIndex),
      default: RollupTotals()
    ]
    .add(row)
  }
}
