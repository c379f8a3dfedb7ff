import SalesDomain

/// Stored lines attributed to the stored visits and summed per `visit_sales` group, without
/// hashing a line: what a schedule import's full recomputation and the roll-up check fold
/// (issue 26).
///
/// The lines come in key order (an order's lines adjacent), so an order's ticket is decided
/// when its first sale line comes, by the import's rule. A line costs an array lookup of its
/// city and, for its visit, the attribution's rule (`VisitAttribution.candidate`) from where
/// the city's previous line stood: lines of a city mostly come in time order (ids follow
/// time), so the binary search runs only when a line left its predecessor's place. Sums go
/// to a flat array by visit (the first day a visit's line fell on; a later day, of a visit
/// past midnight, to a small dictionary). Two folds of disjoint sets of whole orders (two
/// ends of the table, read on two connections) merge.
struct VisitLineFold {
  /// A visit's sums on the first local day one of its lines fell on.
  private struct Slot {
    var day = Int32.min
    var quantity: Int64 = 0
    var netCents: Int64 = 0
    var tickets: Int64 = 0
    var firstSaleAt = Int64.max
    var lastSaleAt = Int64.min
  }
  /// A visit (index in `starts`) and a local day other than its slot's.
  private struct OtherDay: Hashable {
    let visit: Int
    let day: Int32
  }
  /// The cities with a visit, by index.
  private let cityIDs: [Int64]
  /// City id → city index for small ids (-1: no visit); larger ids use `largeIDs`.
  private let smallIDs: [Int32]
  private let largeIDs: [Int64: Int]
  /// Per city index, where its visits begin in `starts` and `ends` (one more: the end).
  private let offsets: [Int]
  /// Every visit's start and end, by city index, then start.
  private let starts: [Int64]
  private let ends: [Int64]
  /// `starts` and `ends` again, read through pointers per line (`windows` keeps them).
  private let windows: WindowStore
  private let startPointer: UnsafePointer<Int64>
  private let endPointer: UnsafePointer<Int64>
  /// The grace at both ends, in milliseconds.
  private let graceMilliseconds: Int64
  /// Per city index, its previous line's place: the number of its visits whose widened
  /// start was at or before that line's instant.
  private var places: [Int]
  /// Per visit (as `starts`).
  private var slots: [Slot]
  private var otherDays: [OtherDay: VisitSums] = [:]
  /// Whether the current order had a sale line already.
  private var hasSale = false

  /// A fold attributing to `visits` with a grace of `graceMinutes`.
  init(visits: [Visit], graceMinutes: Int) {
    let byCity = Dictionary(grouping: visits, by: \.cityID)
    let ids = byCity.keys.sorted()
    cityIDs = ids
    var small = [Int32](repeating: -1, count: Int(max(0, min((ids.last ?? -1) + 1, 1 << 16))))
    var large: [Int64: Int] = [:]
    for (index, id) in ids.enumerated() {
      if id >= 0, id < small.count { small[Int(id)] = Int32(index) } else { large[id] = index }
    }
    smallIDs = small
    largeIDs = large
    var offsets = [0]
    var starts: [Int64] = []
    var ends: [Int64] = []
    for id in ids {
      let sorted = byCity[id]!.sorted { $0.startsAt < $1.startsAt }
      starts += sorted.map(\.startsAt)
      ends += sorted.map(\.endsAt)
      offsets.append(starts.count)
    }
    self.offsets = offsets
    self.starts = starts
    self.ends = ends
    windows = WindowStore(starts: starts, ends: ends)
    startPointer = UnsafePointer(windows.starts)
    endPointer = UnsafePointer(windows.ends)
    graceMilliseconds = Int64(graceMinutes) * 60_000
    places = [Int](repeating: 0, count: ids.count)
    slots = [Slot](repeating: Slot(), count: starts.count)
  }

  /// Whether no line can be attributed (no visit stored).
  var isEmpty: Bool { starts.isEmpty }

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
    guard let visit = visit(city: city, at: orderedAt) else { return }
    let lineDay = Int32(truncatingIfNeeded: day)
    if slots[visit].day == Int32.min { slots[visit].day = lineDay }
    if slots[visit].day == lineDay {
      slots[visit].quantity += quantity
      slots[visit].netCents += netCents
      if isSale {
        if ticket { slots[visit].tickets += 1 }
        if orderedAt < slots[visit].firstSaleAt { slots[visit].firstSaleAt = orderedAt }
        if orderedAt > slots[visit].lastSaleAt { slots[visit].lastSaleAt = orderedAt }
      }
    } else {
      otherDays[OtherDay(visit: visit, day: lineDay), default: VisitSums()].add(
        VisitSums(
          quantity: quantity, netCents: netCents, tickets: ticket ? 1 : 0,
          firstSaleAt: isSale ? orderedAt : nil, lastSaleAt: isSale ? orderedAt : nil))
    }
  }

  /// The visit (index in `starts`) of city index `city` the instant belongs to, or nil: the
  /// attribution's rule, searching only when the instant left the city's previous place.
  @inline(__always)
  private mutating func visit(city: Int, at instant: Int64) -> Int? {
    let base = offsets[city]
    let count = offsets[city + 1] - base
    let grace = graceMilliseconds
    let starts = startPointer
    let ends = endPointer
    var place = places[city]
    // `place` is right when the visit before it starts (widened) at or before the instant
    // and the visit at it after.
    func fits(_ place: Int) -> Bool {
      (place == 0 || starts[base + place - 1] - grace <= instant)
        && (place == count || starts[base + place] - grace > instant)
    }
    if !fits(place) {
      if place < count, fits(place + 1) {
        place += 1
      } else {
        var low = 0
        var high = count
        while low < high {
          let middle = (low + high) / 2
          if starts[base + middle] - grace <= instant { low = middle + 1 } else { high = middle }
        }
        place = low
      }
      places[city] = place
    }
    return VisitAttribution.candidate(
      below: place, startsAt: { starts[base + $0] }, endsAt: { ends[base + $0] }, at: instant,
      graceMilliseconds: grace
    ).map { base + $0 }
  }

  /// The groups of `folds` (copies of one empty fold, each over its own whole orders) summed,
  /// zero ones left out, in key order: by visit (the folds' order, by city id then start),
  /// then day. Slots are combined by visit index, so nothing is hashed but the few lines on
  /// a second day of a visit past midnight (33k visits through dictionaries cost a tenth of
  /// a schedule import on 10M lines).
  static func sortedGroups(_ folds: [VisitLineFold]) -> [VisitSalesGroup] {
    guard let first = folds.first else { return [] }
    var cityOfVisit = [Int](repeating: 0, count: first.starts.count)
    for city in first.cityIDs.indices {
      for visit in first.offsets[city]..<first.offsets[city + 1] { cityOfVisit[visit] = city }
    }
    var others: [(visit: Int, day: Int32, sums: VisitSums)] = []
    for fold in folds {
      for (other, sums) in fold.otherDays { others.append((other.visit, other.day, sums)) }
    }
    others.sort { ($0.visit, $0.day) < ($1.visit, $1.day) }
    var result: [VisitSalesGroup] = []
    result.reserveCapacity(first.starts.count + others.count)
    var nextOther = 0
    var days: [(day: Int32, sums: VisitSums)] = []
    for visit in first.starts.indices {
      days.removeAll(keepingCapacity: true)
      for fold in folds where fold.slots[visit].day != Int32.min {
        let slot = fold.slots[visit]
        days.append(
          (
            slot.day,
            VisitSums(
              quantity: slot.quantity, netCents: slot.netCents, tickets: slot.tickets,
              firstSaleAt: slot.firstSaleAt == Int64.max ? nil : slot.firstSaleAt,
              lastSaleAt: slot.lastSaleAt == Int64.min ? nil : slot.lastSaleAt)
          ))
      }
      while nextOther < others.count, others[nextOther].visit == visit {
        days.append((others[nextOther].day, others[nextOther].sums))
        nextOther += 1
      }
      if days.count > 1 { days.sort { $0.day < $1.day } }
      var index = 0
      while index < days.count {
        var sums = days[index].sums
        var end = index + 1
        while end < days.count, days[end].day == days[index].day {
          sums.add(days[end].sums)
          end += 1
        }
        if !sums.isZero {
          result.append(
            VisitSalesGroup(
              key: VisitSalesGroup.Key(
                cityID: first.cityIDs[cityOfVisit[visit]], startsAt: first.starts[visit],
                day: Int(days[index].day)),
              sums: sums))
        }
        index = end
      }
    }
    return result
  }

  /// The groups of `folds` (of disjoint sets of whole orders) summed, by key.
  static func merged(_ folds: [VisitLineFold]) -> [VisitSalesGroup.Key: VisitSums] {
    let groups = sortedGroups(folds)
    var result: [VisitSalesGroup.Key: VisitSums] = [:]
    result.reserveCapacity(groups.count)
    for group in groups { result[group.key] = group.sums }
    return result
  }
}

/// A fold's visit windows in memory of their own, shared by its copies: the per-line lookup
/// reads them through pointers, where reading arrays inside the attribution rule's closures
/// retained and released them (75 instructions a line).
private final class WindowStore {
  let starts: UnsafeMutablePointer<Int64>
  let ends: UnsafeMutablePointer<Int64>

  init(starts: [Int64], ends: [Int64]) {
    self.starts = .allocate(capacity: max(1, starts.count))
    self.starts.initialize(from: starts, count: starts.count)
    self.ends = .allocate(capacity: max(1, ends.count))
    self.ends.initialize(from: ends, count: ends.count)
  }

  deinit {
    starts.deallocate()
    ends.deallocate()
  }
}

/// A fold of every stored line begun before the recomputation that needs it (SQLite: the
/// backward side of the two-ended scan starts while a schedule import still writes its
/// visits), for the visits `visits` with a grace of `graceMinutes`.
protocol StartedLineFold: AnyObject {
  var visits: [Visit] { get }
  var graceMinutes: Int { get }
  /// The folds of disjoint sets of whole orders covering every line (waits for the rest).
  func finish() throws -> [VisitLineFold]
  /// Stops the fold if it was not finished (nothing happens otherwise).
  func cancel()
}
