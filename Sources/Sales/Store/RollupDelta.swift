/// Figures one set of newly stored lines adds to one roll-up group.
struct RollupAmounts {
  var quantity: Int64 = 0
  var grossCents: Int64 = 0
  var discountCents: Int64 = 0
  var refundCents: Int64 = 0
  var netCents: Int64 = 0
  var tickets: Int64 = 0

  /// Adds one line's money and units (tickets are decided by the caller, who knows which
  /// lines of the order are already stored).
  @inline(__always)
  mutating func addLine(
    isRefund: Bool, quantity: Int64, grossCents: Int64, discountCents: Int64
  ) {
    self.quantity += quantity
    if isRefund {
      refundCents += discountCents - grossCents
    } else {
      self.grossCents += grossCents
      self.discountCents += discountCents
    }
    netCents += grossCents - discountCents
  }

  /// Adds `other`.
  @inline(__always)
  mutating func add(_ other: RollupAmounts) {
    quantity += other.quantity
    grossCents += other.grossCents
    discountCents += other.discountCents
    refundCents += other.refundCents
    netCents += other.netCents
    tickets += other.tickets
  }

  /// Subtracts `other` (rows counted but not stored).
  @inline(__always)
  mutating func subtract(_ other: RollupAmounts) {
    quantity -= other.quantity
    grossCents -= other.grossCents
    discountCents -= other.discountCents
    refundCents -= other.refundCents
    netCents -= other.netCents
    tickets -= other.tickets
  }

  var isZero: Bool {
    quantity == 0 && grossCents == 0 && discountCents == 0 && refundCents == 0 && netCents == 0
      && tickets == 0
  }
}

/// What newly stored lines add to the roll-ups, keyed by database ids: the one input of the
/// one roll-up writer, `SalesStore.writeRollup(_:)`, whatever path stored the lines.
struct RollupDelta {
  /// Group of the per-style roll-up.
  struct StyleKey: Hashable, Comparable {
    let day: Int
    let cityID: Int64
    let styleID: Int64
    static func < (a: Self, b: Self) -> Bool {
      (a.day, a.cityID, a.styleID) < (b.day, b.cityID, b.styleID)
    }
  }
  /// Group of the per-hour roll-up.
  struct HourKey: Hashable, Comparable {
    let day: Int
    let cityID: Int64
    let hour: Int
    static func < (a: Self, b: Self) -> Bool {
      (a.day, a.cityID, a.hour) < (b.day, b.cityID, b.hour)
    }
  }
  /// A (city, day) with a new sale line: an operating day.
  struct SaleDay: Hashable, Comparable {
    let cityID: Int64
    let day: Int
    static func < (a: Self, b: Self) -> Bool { (a.cityID, a.day) < (b.cityID, b.day) }
  }

  var styles: [StyleKey: RollupAmounts] = [:]
  var hours: [HourKey: RollupAmounts] = [:]
  var saleDays: Set<SaleDay> = []
}
