import SalesDomain

/// Stored lines attributed to the stored visits and summed per `visit_sales` group, without
/// hashing a line: what a schedule import's full recomputation and the roll-up check fold
/// (issue 26).
///
/// The lines come in key order (an order's lines adjacent), so an order's ticket is decided
/// when its first sale line comes, by the import's rule; a line costs an array lookup of its
/// city and one binary search in its city's windows (`VisitWindows`, the import's). Two folds
/// of disjoint sets of whole orders (two ends of the table, read on two connections) merge.
struct VisitLineFold {
  /// The cities with a visit, by index in `windows`.
  private let cityIDs: [Int64]
  /// City id → index in `cityIDs` for small ids (-1: no visit); larger ids use `largeIDs`.
  private let smallIDs: [Int32]
  private let largeIDs: [Int64: Int]
  private let windows: VisitWindows
  private var rollup = VisitRollup()
  /// Whether the current order had a sale line already.
  private var hasSale = false

  /// A fold attributing to `visits` with a grace of `graceMinutes`.
  init(visits: [Visit], graceMinutes: Int) {
    let ids = Array(Set(visits.map(\.cityID))).sorted()
    cityIDs = ids
    var small = [Int32](repeating: -1, count: Int(max(0, min((ids.last ?? -1) + 1, 1 << 16))))
    var large: [Int64: Int] = [:]
    for (index, id) in ids.enumerated() {
      if id >= 0, id < small.count { small[Int(id)] = Int32(index) } else { large[id] = index }
    }
    smallIDs = small
    largeIDs = large
    windows = VisitWindows(visits: visits, graceMinutes: graceMinutes, cityIDs: ids)
  }

  /// Whether no line can be attributed (no visit stored).
  var isEmpty: Bool { windows.isEmpty }

  /// Adds one stored line; `startsOrder` when it is its order's first line in the scan.
  @inline(__always)
  mutating func add(
    startsOrder: Bool, cityID: Int64, orderedAt: Int64, quantity: Int64, netCents: Int64,
    day: Int64
  ) {
    if startsOrder { hasSale = false }
    let isSale = quantity > 0
    let ticket = isSale && !hasSale
    if isSale { hasSale = true }
    let city: Int
    if cityID >= 0, cityID < Int64(smallIDs.count) {
      city = Int(smallIDs[Int(cityID)])
      guard city >= 0 else { return }
    } else {
      guard let index = largeIDs[cityID] else { return }
      city = index
    }
    guard let visit = windows.visit(city: city, at: orderedAt) else { return }
    rollup.add(
      FoldedLine(
        day: Int32(truncatingIfNeeded: day), city: UInt16(city), style: 0, hour: 0,
        isRefund: !isSale, quantity: quantity, grossCents: netCents, discountCents: 0,
        styleTicket: false, hourTicket: ticket, instant: orderedAt),
      visit: visit, of: windows.starts[city].count, ticket: ticket)
  }

  /// Every group with its sums (zero ones left out), keyed by database ids.
  var groups: [VisitSalesGroup.Key: VisitSums] {
    var result: [VisitSalesGroup.Key: VisitSums] = [:]
    rollup.forEachGroup { key, sums in
      guard !sums.isZero else { return }
      result[
        VisitSalesGroup.Key(
          cityID: cityIDs[Int(key.city)], startsAt: windows.starts[Int(key.city)][Int(key.visit)],
          day: Int(key.day)),
        default: VisitSums()
      ].add(sums)
    }
    return result
  }

  /// The groups of `folds` (of disjoint sets of whole orders) summed.
  static func merged(_ folds: [VisitLineFold]) -> [VisitSalesGroup.Key: VisitSums] {
    var result: [VisitSalesGroup.Key: VisitSums] = [:]
    for fold in folds {
      for (key, sums) in fold.groups { result[key, default: VisitSums()].add(sums) }
    }
    return result.filter { !$0.value.isZero }
  }
}
