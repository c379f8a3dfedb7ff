import Foundation
import SalesDomain

/// The dashboard's "Where to park" figures: the stops ranked by net after fee per scheduled
/// hour over the 12 weeks up to a date, the best stop per weekday, and the next visits with
/// what a typical visit of their stop and weekday brought.
public struct WhereToPark: Sendable {
  /// The 12 weeks the figures cover, ending on the report date.
  public let range: DateRange
  /// Every stop with a visit in `range`, best per scheduled hour first (ties: more net after
  /// fee, then city and stop name). `Unscheduled` sales are not a stop and are left out.
  public let stops: [StopTotal]
  /// Per ISO weekday with a visit in `range` (Monday first), the stop of the best net after fee
  /// per scheduled hour on that weekday, ranked as `stops`.
  public let bestByWeekday: [StopTotal]
  /// The first `nextVisitLimit` visits dated in the `nextDays` days after the report date, by
  /// start.
  public let nextVisits: [NextVisit]

  /// How far back the figures look: 12 weeks, so every weekday counts 12 times.
  public static let weeks = 12
  /// A stop with fewer visits than this in `range` is marked as new: too few to judge.
  public static let newStopVisits = 3
  /// The next visits are looked for in this many days after the report date.
  public static let nextDays = 7
  /// At most this many next visits are listed (a fleet has hundreds a week).
  public static let nextVisitLimit = 10

  /// Whether `stop` has too few visits to judge.
  public static func isNew(_ stop: StopTotal) -> Bool { stop.visits < newStopVisits }
}

/// A visit after the report date with what a typical visit of its stop on its weekday brought.
public struct NextVisit: Sendable {
  /// The stop's city.
  public let city: String
  /// The stop.
  public let stop: String
  /// The visit's local date and instants (ms since 1970 UTC), with its city's time zone.
  public let date: LocalDate
  public let startsAt: Int64
  public let endsAt: Int64
  public let timeZone: TimeZone
  /// The stop's figures on that weekday over the 12 weeks (nil when it had no visit then):
  /// its `visitAverageCents` is the typical visit, `visits` how many it is based on.
  public let typical: StopTotal?
}

/// Ranking order of `WhereToPark`: per hour, then net after fee (both descending), then names.
private func ranksBefore(_ a: StopTotal, _ b: StopTotal) -> Bool {
  let left = (a.netAfterFeePerHourCents ?? .min, a.netAfterFeeCents)
  let right = (b.netAfterFeePerHourCents ?? .min, b.netAfterFeeCents)
  if left != right { return left > right }
  return (a.city, a.stop) < (b.city, b.stop)
}

extension SalesAnalytics {
  /// The "Where to park" figures for the report of `date`, or nil when no visit of `cities` is
  /// dated in the 12 weeks up to `date` or the week after it (a business without a schedule:
  /// the lines are then not read at all).
  ///
  /// One `stopTotals` pass by weekday; the per-stop figures are its weekday rows summed (each
  /// visit is in exactly one weekday row, so the sums, lowest and highest are the same).
  public func whereToPark(
    endingOn date: LocalDate, cities: [City], schedule: any ScheduleDataStore, graceMinutes: Int
  ) throws -> WhereToPark? {
    let range = DateRange.days(WhereToPark.weeks * 7, endingOn: date)
    let cityIDs = cities.map(\.id)
    let next = date.adding(days: 1)...date.adding(days: WhereToPark.nextDays)
    let upcoming = try schedule.visits(on: next, cityIDs: cityIDs)
    guard
      try !upcoming.isEmpty
        || !schedule.visits(on: range.first...range.last, cityIDs: cityIDs).isEmpty
    else { return nil }
    let byWeekday = try stopTotals(
      in: range, cities: cities, schedule: schedule, graceMinutes: graceMinutes, byWeekday: true
    ).filter { $0.stop != StopTotal.unscheduled && $0.visits > 0 }
    let stops = Dictionary(grouping: byWeekday) { [$0.city, $0.stop] }.values.map(Self.combined)
    var best: [StopTotal] = []
    for weekday in 1...7 {
      if let top = byWeekday.filter({ $0.weekday == weekday }).sorted(by: ranksBefore).first {
        best.append(top)
      }
    }
    let typical = Dictionary(
      byWeekday.map { ([$0.city, $0.stop, String($0.weekday ?? 0)], $0) },
      uniquingKeysWith: { a, _ in a })
    let stopByID = Dictionary(
      try schedule.stops().map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
    let cityByID = Dictionary(cities.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
    let soonest = upcoming.sorted { ($0.startsAt, $0.cityID) < ($1.startsAt, $1.cityID) }
      .prefix(WhereToPark.nextVisitLimit)
    let nextVisits = soonest.map { visit in
      let city = cityByID[visit.cityID]
      let cityName = city?.name ?? "?"
      let stopName = stopByID[visit.stopID]?.name ?? "?"
      return NextVisit(
        city: cityName, stop: stopName, date: visit.date, startsAt: visit.startsAt,
        endsAt: visit.endsAt,
        timeZone: city?.timeZone ?? TimeZone(identifier: "UTC")!,
        typical: typical[[cityName, stopName, String(visit.date.isoWeekday)]])
    }
    return WhereToPark(
      range: range, stops: stops.sorted(by: ranksBefore), bestByWeekday: best,
      nextVisits: nextVisits)
  }

  /// One stop's weekday rows as one row over all its weekdays.
  private static func combined(_ rows: [StopTotal]) -> StopTotal {
    StopTotal(
      city: rows[0].city, stop: rows[0].stop, weekday: nil,
      visits: rows.reduce(0) { $0 + $1.visits },
      scheduledMilliseconds: rows.reduce(0) { $0 + $1.scheduledMilliseconds },
      quantity: rows.reduce(0) { $0 + $1.quantity }, netCents: rows.reduce(0) { $0 + $1.netCents },
      tickets: rows.reduce(0) { $0 + $1.tickets }, feeCents: rows.reduce(0) { $0 + $1.feeCents },
      visitMinCents: rows.compactMap(\.visitMinCents).min(),
      visitMaxCents: rows.compactMap(\.visitMaxCents).max())
  }
}
