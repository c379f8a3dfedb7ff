import Foundation
import SalesDomain

/// What a stop earned over a period (`query stops`): per visit, then summed per stop, and
/// per weekday of the visits' dates when asked.
public struct StopTotal: Hashable, Sendable {
  /// The stop's city.
  public let city: String
  /// The stop's name, or `Unscheduled` for sales outside every visit.
  public let stop: String
  /// The ISO weekday of the visits' dates, under `--by weekday`.
  public let weekday: Int?
  /// Visits in the period (0 for `Unscheduled`).
  public let visits: Int
  /// Scheduled time in milliseconds, exact across changes of daylight saving time.
  public let scheduledMilliseconds: Int64
  /// Units sold, net of refunds.
  public let quantity: Int64
  /// Net sales in minor units.
  public let netCents: Int64
  /// Orders with a sale line, counted per visit.
  public let tickets: Int
  /// Fees: per visit, flat + percent × its net (rounded half to even), summed.
  public let feeCents: Int64
  /// Net after fee per visit: lowest, highest and sum (nil for `Unscheduled`).
  public let visitMinCents: Int64?
  public let visitMaxCents: Int64?

  /// The name `Unscheduled` sales are listed under.
  public static let unscheduled = "Unscheduled"

  /// Net sales minus fees.
  public var netAfterFeeCents: Int64 { netCents - feeCents }
  /// Scheduled hours.
  public var scheduledHours: Double { Double(scheduledMilliseconds) / 3_600_000 }
  /// Net after fee per scheduled hour, rounded half to even to the minor unit (nil without
  /// scheduled time).
  public var netAfterFeePerHourCents: Int64? {
    scheduledMilliseconds > 0
      ? Int64(
        (Double(netAfterFeeCents) * 3_600_000 / Double(scheduledMilliseconds)).rounded(
          .toNearestOrEven))
      : nil
  }
  /// Net after fee per visit on average, rounded half to even (nil without visits).
  public var visitAverageCents: Int64? {
    visits > 0 ? Int64((Double(netAfterFeeCents) / Double(visits)).rounded(.toNearestOrEven)) : nil
  }
}

extension SalesAnalytics {
  /// Per stop (and weekday with `byWeekday`) of each city: the visits dated in `range` and the
  /// sales attributed to them (the visit of the line's city whose window widened by
  /// `graceMinutes` holds its instant), then `Unscheduled` with the lines of a date in `range`
  /// that no visit holds. By city name, then stop name (`Unscheduled` last), then weekday.
  ///
  /// Folded from the per-visit roll-ups the imports keep as the store reads them; computed
  /// from the stored lines (a scan of the range's dates) only when those were kept with
  /// another grace.
  public func stopTotals(
    in range: DateRange, cities: [City], schedule: any ScheduleDataStore, graceMinutes: Int,
    byWeekday: Bool
  ) throws -> [StopTotal] {
    var fold = StopTotalsFold(stops: try schedule.stops(), byWeekday: byWeekday)
    guard
      try schedule.forEachVisitFigure(
        on: range.first...range.last, cityIDs: cities.map(\.id), graceMinutes: graceMinutes,
        readingDates: byWeekday,
        visit: { visit in
          fold.add(
            cityID: visit.cityID, stopID: visit.stopID, date: visit.date,
            startsAt: visit.startsAt, endsAt: visit.endsAt, fee: visit.fee, sums: visit.sums)
        },
        unscheduled: { cityID, date, sums in
          fold.addUnscheduled(cityID: cityID, date: date, sums: sums)
        })
    else {
      return try stopTotalsFromLines(
        in: range, cities: cities, schedule: schedule, graceMinutes: graceMinutes,
        byWeekday: byWeekday)
    }
    return fold.totals(cities: cities)
  }

  /// `stopTotals` computed from the stored lines of the range's dates (and a day either side).
  func stopTotalsFromLines(
    in range: DateRange, cities: [City], schedule: any ScheduleDataStore, graceMinutes: Int,
    byWeekday: Bool
  ) throws -> [StopTotal] {
    let cityIDs = cities.map(\.id)
    let wide = range.first.adding(days: -1)...range.last.adding(days: 1)
    let visits = try schedule.visits(on: wide, cityIDs: cityIDs)
    let attribution = VisitAttribution(visits: visits, graceMinutes: graceMinutes)
    struct Sums {
      var quantity: Int64 = 0
      var net: Int64 = 0
      var orders = Set<String>()
      var visitSums: VisitSums {
        VisitSums(quantity: quantity, netCents: net, tickets: Int64(orders.count))
      }
    }
    var perVisit: [VisitRollups.VisitKey: Sums] = [:]
    var unscheduled: [Int64: [Int: Sums]] = [:]
    try schedule.forEachLine(on: wide, cityIDs: cityIDs) { line in
      if let visit = attribution.visit(cityID: line.cityID, at: line.orderedAt) {
        let key = VisitRollups.VisitKey(cityID: visit.cityID, startsAt: visit.startsAt)
        perVisit[key, default: Sums()].quantity += line.quantity
        perVisit[key, default: Sums()].net += line.netCents
        if line.isSale { perVisit[key, default: Sums()].orders.insert(line.orderID) }
      } else if range.first <= line.date, line.date <= range.last {
        let weekday = byWeekday ? line.date.isoWeekday : 0
        unscheduled[line.cityID, default: [:]][weekday, default: Sums()].quantity += line.quantity
        unscheduled[line.cityID, default: [:]][weekday, default: Sums()].net += line.netCents
        if line.isSale {
          unscheduled[line.cityID, default: [:]][weekday, default: Sums()].orders.insert(
            line.orderID)
        }
      }
    }
    var fold = StopTotalsFold(stops: try schedule.stops(), byWeekday: byWeekday)
    for visit in visits where range.first <= visit.date && visit.date <= range.last {
      fold.add(
        cityID: visit.cityID, stopID: visit.stopID, date: visit.date, startsAt: visit.startsAt,
        endsAt: visit.endsAt, fee: visit.fee,
        sums: perVisit[VisitRollups.VisitKey(cityID: visit.cityID, startsAt: visit.startsAt)]?
          .visitSums ?? VisitSums())
    }
    for (cityID, byDay) in unscheduled {
      for (weekday, sums) in byDay {
        fold.addUnscheduled(cityID: cityID, weekdayKey: weekday, sums: sums.visitSums)
      }
    }
    return fold.totals(cities: cities)
  }
}

/// The per-stop figures of `query stops`, summed visit by visit in any order: per stop (and
/// ISO weekday of the visit's date with `byWeekday`), and the Unscheduled sums per city (and
/// weekday).
struct StopTotalsFold {
  /// One stop's (and weekday's) visits, summed as they come.
  private struct Group {
    var cityID: Int64
    var stopID: Int64
    var weekday: Int
    /// The start of the group's first visit in (city, start) order, which orders the groups
    /// as they were first met in that order (and names the group's city).
    var firstStartsAt: Int64
    var visits = 0
    var milliseconds: Int64 = 0
    var quantity: Int64 = 0
    var netCents: Int64 = 0
    var tickets: Int64 = 0
    var fee: Int64 = 0
    var lowest = Int64.max
    var highest = Int64.min

    mutating func add(cityID: Int64, startsAt: Int64, endsAt: Int64, sums: VisitSums, fee: Int64) {
      if (cityID, startsAt) < (self.cityID, firstStartsAt) {
        self.cityID = cityID
        firstStartsAt = startsAt
      }
      let afterFee = sums.netCents - fee
      visits += 1
      milliseconds += endsAt - startsAt
      quantity += sums.quantity
      netCents += sums.netCents
      tickets += sums.tickets
      self.fee += fee
      lowest = min(lowest, afterFee)
      highest = max(highest, afterFee)
    }
  }

  private let stops: [Stop]
  /// The stops' fees by position (a `Stop` copied out of `stops` per visit retained its name).
  private let fees: [StopFee]
  private let byWeekday: Bool
  /// The position in `stops` of each stop id below its count (-1 for none), then the rest.
  private var positionByID: [Int32] = []
  private var positionByLargeID: [Int64: Int] = [:]
  /// The group of each (stop position, weekday 0–7), -1 before its first visit: no hashing
  /// per visit. Stops not on record are grouped through `others`.
  private var slots: [Int32]
  private var others: [Int64: Int] = [:]
  private var groups: [Group] = []
  private var unscheduled: [Int64: [Int: VisitSums]] = [:]

  /// A fold over `stops` (their names and fees), split by weekday when `byWeekday`.
  init(stops: [Stop], byWeekday: Bool) {
    self.stops = stops
    fees = stops.map(\.fee)
    self.byWeekday = byWeekday
    positionByID = [Int32](repeating: -1, count: stops.count)
    for (position, stop) in stops.enumerated() {
      if stop.id >= 0, stop.id < stops.count {
        if positionByID[Int(stop.id)] < 0 { positionByID[Int(stop.id)] = Int32(position) }
      } else if positionByLargeID[stop.id] == nil {
        positionByLargeID[stop.id] = position
      }
    }
    slots = [Int32](repeating: -1, count: stops.count * 8)
  }

  @inline(__always)
  private func position(of stopID: Int64) -> Int? {
    if stopID >= 0, stopID < positionByID.count {
      let position = positionByID[Int(stopID)]
      return position < 0 ? nil : Int(position)
    }
    return positionByLargeID[stopID]
  }

  /// Adds a visit dated in the range with the sums of the lines it holds (its date is needed
  /// only `byWeekday`).
  mutating func add(
    cityID: Int64, stopID: Int64, date: LocalDate?, startsAt: Int64, endsAt: Int64,
    fee: StopFee?, sums: VisitSums
  ) {
    let weekday = byWeekday ? date!.isoWeekday : 0
    let stop = position(of: stopID)
    var index: Int
    if let stop {
      let slot = stop * 8 + weekday
      index = Int(slots[slot])
      if index < 0 {
        index = groups.count
        slots[slot] = Int32(index)
        groups.append(
          Group(cityID: cityID, stopID: stopID, weekday: weekday, firstStartsAt: startsAt))
      }
    } else {
      let key = stopID * 8 + Int64(weekday)
      if let known = others[key] {
        index = known
      } else {
        index = groups.count
        others[key] = index
        groups.append(
          Group(cityID: cityID, stopID: stopID, weekday: weekday, firstStartsAt: startsAt))
      }
    }
    let rule = fee ?? stop.map { fees[$0] } ?? StopFee(flatCents: 0, percentHundredths: 0)
    // One access to the group (each of the array's checks once per visit, not per figure).
    groups[index].add(
      cityID: cityID, startsAt: startsAt, endsAt: endsAt, sums: sums,
      fee: rule.amount(onNet: sums.netCents))
  }

  /// Adds a city's Unscheduled sums of a date of the range.
  mutating func addUnscheduled(cityID: Int64, date: LocalDate, sums: VisitSums) {
    addUnscheduled(cityID: cityID, weekdayKey: byWeekday ? date.isoWeekday : 0, sums: sums)
  }

  /// Adds a city's Unscheduled sums of a weekday (0 without `byWeekday`).
  mutating func addUnscheduled(cityID: Int64, weekdayKey: Int, sums: VisitSums) {
    unscheduled[cityID, default: [:]][weekdayKey, default: VisitSums()].add(sums)
  }

  /// The figures, by city name, then stop name (`Unscheduled` last), then weekday.
  func totals(cities: [City]) -> [StopTotal] {
    let cityNames = Dictionary(cities.map { ($0.id, $0.name) }, uniquingKeysWith: { a, _ in a })
    // The groups as a fold in (city, start) order meets them: the order of the sort's ties.
    let ordered = groups.sorted {
      ($0.cityID, $0.firstStartsAt) < ($1.cityID, $1.firstStartsAt)
    }
    var totals: [StopTotal] = ordered.map { group in
      StopTotal(
        city: cityNames[group.cityID] ?? "?",
        stop: position(of: group.stopID).map { stops[$0].name } ?? "?",
        weekday: byWeekday ? group.weekday : nil, visits: group.visits,
        scheduledMilliseconds: group.milliseconds, quantity: group.quantity,
        netCents: group.netCents, tickets: Int(group.tickets), feeCents: group.fee,
        visitMinCents: group.lowest, visitMaxCents: group.highest)
    }
    for cityID in unscheduled.keys.sorted() {
      for (weekday, sums) in unscheduled[cityID]!.sorted(by: { $0.key < $1.key }) {
        totals.append(
          StopTotal(
            city: cityNames[cityID] ?? "?", stop: StopTotal.unscheduled,
            weekday: byWeekday ? weekday : nil, visits: 0, scheduledMilliseconds: 0,
            quantity: sums.quantity, netCents: sums.netCents, tickets: Int(sums.tickets),
            feeCents: 0, visitMinCents: nil, visitMaxCents: nil))
      }
    }
    return totals.sorted {
      ($0.city, $0.stop == StopTotal.unscheduled ? 1 : 0, $0.stop, $0.weekday ?? 0)
        < ($1.city, $1.stop == StopTotal.unscheduled ? 1 : 0, $1.stop, $1.weekday ?? 0)
    }
  }
}
