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
  /// Read from the per-visit roll-ups the imports keep; computed from the stored lines (a scan
  /// of the range's dates) only when those were kept with another grace.
  public func stopTotals(
    in range: DateRange, cities: [City], schedule: any ScheduleDataStore, graceMinutes: Int,
    byWeekday: Bool
  ) throws -> [StopTotal] {
    let cityIDs = cities.map(\.id)
    guard
      let rollups = try schedule.visitRollups(
        on: range.first...range.last, cityIDs: cityIDs, graceMinutes: graceMinutes)
    else {
      return try stopTotalsFromLines(
        in: range, cities: cities, schedule: schedule, graceMinutes: graceMinutes,
        byWeekday: byWeekday)
    }
    var unscheduled: [Int64: [Int: VisitSums]] = [:]
    for day in rollups.unscheduled {
      unscheduled[day.cityID, default: [:]][byWeekday ? day.date.isoWeekday : 0, default: .init()]
        .add(day.sums)
    }
    return try Self.stopTotals(
      visits: rollups.visits, sums: rollups.sums, unscheduled: unscheduled, cities: cities,
      stops: schedule.stops(), byWeekday: byWeekday)
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
    let dated = visits.filter { range.first <= $0.date && $0.date <= range.last }
    return try Self.stopTotals(
      visits: dated,
      sums: dated.map {
        perVisit[VisitRollups.VisitKey(cityID: $0.cityID, startsAt: $0.startsAt)]?.visitSums
          ?? VisitSums()
      },
      unscheduled: unscheduled.mapValues { $0.mapValues(\.visitSums) }, cities: cities,
      stops: schedule.stops(), byWeekday: byWeekday)
  }

  /// The per-stop figures of `visits` (dated in the range) with their `sums` (in the same
  /// order), and the Unscheduled sums per city and weekday (0 without `byWeekday`).
  private static func stopTotals(
    visits: [Visit], sums: [VisitSums], unscheduled: [Int64: [Int: VisitSums]], cities: [City],
    stops: [Stop], byWeekday: Bool
  ) -> [StopTotal] {
    let stopIndex = Dictionary(
      stops.enumerated().map { ($0.element.id, $0.offset) }, uniquingKeysWith: { a, _ in a })
    let cityNames = Dictionary(cities.map { ($0.id, $0.name) }, uniquingKeysWith: { a, _ in a })
    /// One stop's (and weekday's) visits, summed as they come.
    struct Group {
      var cityID: Int64
      var stopID: Int64
      var weekday: Int
      var visits = 0
      var milliseconds: Int64 = 0
      var sums = VisitSums()
      var fee: Int64 = 0
      var lowest = Int64.max
      var highest = Int64.min
    }
    // Slots by (stop index or a stop not on record, weekday 0–7): no hashing per visit.
    var slots: [Int] = Array(repeating: -1, count: (stops.count + 1) * 8)
    var groups: [Group] = []
    var others: [Int64: Int] = [:]
    for (visit, visitSums) in zip(visits, sums) {
      let weekday = byWeekday ? visit.date.isoWeekday : 0
      var index: Int
      if let known = stopIndex[visit.stopID] {
        let slot = known * 8 + weekday
        if slots[slot] < 0 {
          slots[slot] = groups.count
          groups.append(Group(cityID: visit.cityID, stopID: visit.stopID, weekday: weekday))
        }
        index = slots[slot]
      } else {
        let key = visit.stopID * 8 + Int64(weekday)
        if others[key] == nil {
          others[key] = groups.count
          groups.append(Group(cityID: visit.cityID, stopID: visit.stopID, weekday: weekday))
        }
        index = others[key]!
      }
      let stopFee = stopIndex[visit.stopID].map { stops[$0].fee }
      let fee = (visit.fee ?? stopFee ?? .none).amount(onNet: visitSums.netCents)
      let afterFee = visitSums.netCents - fee
      groups[index].visits += 1
      groups[index].milliseconds += visit.endsAt - visit.startsAt
      groups[index].sums.add(visitSums)
      groups[index].fee += fee
      groups[index].lowest = min(groups[index].lowest, afterFee)
      groups[index].highest = max(groups[index].highest, afterFee)
    }
    var totals: [StopTotal] = groups.map { group in
      StopTotal(
        city: cityNames[group.cityID] ?? "?",
        stop: stopIndex[group.stopID].map { stops[$0].name } ?? "?",
        weekday: byWeekday ? group.weekday : nil, visits: group.visits,
        scheduledMilliseconds: group.milliseconds, quantity: group.sums.quantity,
        netCents: group.sums.netCents, tickets: Int(group.sums.tickets), feeCents: group.fee,
        visitMinCents: group.lowest, visitMaxCents: group.highest)
    }
    for (cityID, byDay) in unscheduled {
      for (weekday, sums) in byDay {
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
