import SalesDomain

/// The import's lines summed per (city index, visit index, the line's local day): what the
/// import adds to `visit_sales`. Lines outside every visit are not kept: Unscheduled is the
/// day's figures less its visits'.
///
/// A visit's lines fall on one or two local days: the first day seen for a visit is summed
/// in a flat array by visit (no hashing per line), any other day in a small dictionary.
struct VisitRollup {
  /// A group: city index, visit index in the city's windows, the lines' local day.
  struct Key: Hashable {
    let city: UInt16
    let visit: Int32
    let day: Int32
  }
  /// Per city index, per visit index: the day its first line fell on (`Int32.min`: none yet)
  /// and that day's sums.
  private var firstDays: [[Int32]] = []
  private var firstSums: [[VisitSums]] = []
  /// The sums of a visit's lines on another day.
  private var otherDays: [Key: VisitSums] = [:]

  /// Adds a stored line attributed to visit `visit` of its city (one of `visitCount`); `ticket`
  /// when it counts its order's ticket (the order's first sale line: all its lines share its
  /// instant, so its visit).
  @inline(__always)
  mutating func add(_ line: FoldedLine, visit: Int, of visitCount: Int, ticket: Bool) {
    let city = Int(line.city)
    if city >= firstDays.count {
      firstDays += Array(repeating: [], count: city + 1 - firstDays.count)
      firstSums += Array(repeating: [], count: city + 1 - firstSums.count)
    }
    if firstDays[city].isEmpty {
      firstDays[city] = Array(repeating: Int32.min, count: visitCount)
      firstSums[city] = Array(repeating: VisitSums(), count: visitCount)
    }
    let sale = line.isRefund ? nil : line.instant
    let sums = VisitSums(
      quantity: line.quantity, netCents: line.grossCents - line.discountCents,
      tickets: ticket ? 1 : 0, firstSaleAt: sale, lastSaleAt: sale)
    if firstDays[city][visit] == Int32.min { firstDays[city][visit] = line.day }
    if firstDays[city][visit] == line.day {
      firstSums[city][visit].add(sums)
    } else {
      otherDays[Key(city: line.city, visit: Int32(visit), day: line.day), default: VisitSums()]
        .add(sums)
    }
  }

  /// Every group with its sums, in no particular order.
  func forEachGroup(_ body: (Key, VisitSums) -> Void) {
    for (city, days) in firstDays.enumerated() {
      for (visit, day) in days.enumerated() where day != Int32.min {
        body(Key(city: UInt16(city), visit: Int32(visit), day: day), firstSums[city][visit])
      }
    }
    for (key, sums) in otherDays { body(key, sums) }
  }
}
