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
      visits: rollups.visits, perVisit: rollups.perVisit, unscheduled: unscheduled, cities: cities,
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
    return try Self.stopTotals(
      visits: visits.filter { range.first <= $0.date && $0.date <= range.last },
      perVisit: perVisit.mapValues(\.visitSums),
      unscheduled: unscheduled.mapValues { $0.mapValues(\.visitSums) }, cities: cities,
      stops: schedule.stops(), byWeekday: byWeekday)
  }

  /// The per-stop figures of `visits` (dated in the range) with their sums, and the
  /// Unscheduled sums per city and weekday (0 without `byWeekday`).
  private static func stopTotals(
    visits: [Visit], perVisit: [VisitRollups.VisitKey: VisitSums],
    unscheduled: [Int64: [Int: VisitSums]], cities: [City], stops: [Stop], byWeekday: Bool
  ) -> [StopTotal] {
    let stops = Dictionary(stops.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
    let cityNames = Dictionary(cities.map { ($0.id, $0.name) }, uniquingKeysWith: { a, _ in a })
    struct GroupKey: Hashable {
      var cityID: Int64
      var stopID: Int64
      var weekday: Int
    }
    var groups: [GroupKey: [(Visit, VisitSums)]] = [:]
    for visit in visits {
      let sums =
        perVisit[VisitRollups.VisitKey(cityID: visit.cityID, startsAt: visit.startsAt)]
        ?? VisitSums()
      groups[
        GroupKey(
          cityID: visit.cityID, stopID: visit.stopID, weekday: byWeekday ? visit.date.isoWeekday : 0
        ),
        default: []
      ].append((visit, sums))
    }
    var totals: [StopTotal] = groups.map { key, members in
      let stop = stops[key.stopID]
      var fee: Int64 = 0
      var afterFee: [Int64] = []
      for (visit, sums) in members {
        let visitFee = (visit.fee ?? stop?.fee ?? .none).amount(onNet: sums.netCents)
        fee += visitFee
        afterFee.append(sums.netCents - visitFee)
      }
      return StopTotal(
        city: cityNames[key.cityID] ?? "?", stop: stop?.name ?? "?",
        weekday: byWeekday ? key.weekday : nil, visits: members.count,
        scheduledMilliseconds: members.reduce(0) { $0 + $1.0.endsAt - $1.0.startsAt },
        quantity: members.reduce(0) { $0 + $1.1.quantity },
        netCents: members.reduce(0) { $0 + $1.1.netCents },
        tickets: Int(members.reduce(0) { $0 + $1.1.tickets }), feeCents: fee,
        visitMinCents: afterFee.min(), visitMaxCents: afterFee.max())
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
