import Foundation
import Sales
import SalesAnalytics
import SalesDomain
import Testing

@testable import Reports

/// The dashboard's "Where to park" sections (issue 26), checked against figures worked out here
/// from the visits and orders the test writes (each sale assigned to its visit by its clock
/// time, fees and per-hour figures in integer arithmetic), not from the code under test.
@MainActor
@Suite struct WhereToParkTests {
  /// A Monday.
  static let date = LocalDate(iso: "2025-06-30")!
  static let grace: Int64 = 30
  let format = ReportFormatter(locale: Locale(identifier: "en_US"), currencyCode: "USD")

  /// A planned visit: stop, local date, start and end hour (both cities are in UTC).
  struct Plan {
    var city: String
    var stop: String
    var date: LocalDate
    var start: Int
    var end: Int
  }

  /// One order of one Cachapa line at 6.00 × `quantity`, at `minute` minutes after midnight.
  struct Sale {
    var city: String
    var date: LocalDate
    var minute: Int
    var quantity: Int
  }

  /// The stops: fee as (flat cents, percent) — percentages that leave no fraction of a cent
  /// on multiples of 6.00.
  static let stops: [(name: String, city: String, flat: Int, percent: Int)] = [
    ("Brewery", "North", 2000, 0), ("Market", "North", 0, 10), ("Fair", "North", 0, 0),
    ("Office", "South", 0, 0), ("Pop-up", "South", 500, 5),
  ]

  /// Every planned visit: 12 Fridays and Saturdays in North, 3 Wednesdays (the fewest visits
  /// that are not new), Tuesdays to Thursdays in South (so two stops compete on Wednesdays), a
  /// Sunday pop-up visited twice (new), Fridays before the 12 weeks, and the visits of the two
  /// weeks after the report date.
  static var plans: [Plan] {
    var plans: [Plan] = []
    for day in -90...14 {
      let date = date.adding(days: day)
      if (2...4).contains(date.isoWeekday) {
        plans.append(Plan(city: "South", stop: "Office", date: date, start: 11, end: 14))
      }
      switch date.isoWeekday {
      case 5: plans.append(Plan(city: "North", stop: "Brewery", date: date, start: 17, end: 21))
      case 6: plans.append(Plan(city: "North", stop: "Market", date: date, start: 9, end: 13))
      case 3 where (-19 ... -5).contains(day):
        plans.append(Plan(city: "North", stop: "Fair", date: date, start: 10, end: 12))
      case 7 where day > -10:
        plans.append(Plan(city: "South", stop: "Pop-up", date: date, start: 12, end: 15))
      default: break
      }
    }
    return plans
  }

  /// Uneven orders inside each visit up to the report date, one in the grace period after its
  /// end, and one far outside every visit (unscheduled, in no stop's figures).
  static var sales: [Sale] {
    var sales: [Sale] = []
    for (index, plan) in plans.enumerated() where plan.date <= date {
      let orders = 2 + index % 4
      for order in 0..<orders {
        let minute = plan.start * 60 + 7 + order * 23
        sales.append(
          Sale(
            city: plan.city, date: plan.date, minute: minute,
            quantity: 1 + (index * 7 + order * 3) % 5 + (plan.stop == "Market" ? 2 : 0)))
      }
      if index % 3 == 0 {
        sales.append(
          Sale(city: plan.city, date: plan.date, minute: plan.end * 60 + 10, quantity: 2))
      }
      sales.append(Sale(city: plan.city, date: plan.date, minute: 23 * 60, quantity: 9))
    }
    return sales
  }

  /// A store with the stops, visits and orders above.
  static func store(withSchedule: Bool) throws -> SalesStore {
    let store = try SalesStore(path: ":memory:")
    for city in ["North", "South"] { try store.addCity(name: city, timeZoneIdentifier: "UTC") }
    try store.addStyle(name: "Cachapa", priceCents: 600)
    var csv = "order_id,ordered_at,city,style,quantity\n"
    for (serial, sale) in sales.enumerated() {
      let clock = String(format: "%02d:%02d:00", sale.minute / 60, sale.minute % 60)
      csv += "O\(serial),\(sale.date)T\(clock),\(sale.city),Cachapa,\(sale.quantity)\n"
    }
    try store.importCSV(csv)
    guard withSchedule else { return store }
    var ids: [String: Int64] = [:]
    for stop in stops {
      let city = try #require(try store.city(named: stop.city))
      ids[stop.name] =
        try store.addStop(
          name: stop.name, cityID: city.id,
          fee: StopFee(flatCents: stop.flat, percentHundredths: stop.percent * 100)
        ).id
    }
    let visits = try plans.map { plan in
      Visit(
        cityID: try #require(try store.city(named: plan.city)).id, stopID: ids[plan.stop]!,
        date: plan.date, startsAt: instant(plan.date, minute: plan.start * 60),
        endsAt: instant(plan.date, minute: plan.end * 60), fee: nil, source: "test.ics")
    }
    _ = try store.replaceVisits(of: "test.ics", with: visits, graceMinutes: Int(Self.grace))
    return store
  }

  static func instant(_ date: LocalDate, minute: Int) -> Int64 {
    Int64(date.dayNumber * 86_400 + minute * 60) * 1000
  }

  /// `numerator / denominator` rounded half to even, in integers.
  static func rounded(_ numerator: Int, _ denominator: Int) -> Int {
    let quotient = numerator / denominator
    let twice = 2 * (numerator - quotient * denominator)
    if twice > denominator || (twice == denominator && quotient % 2 != 0) { return quotient + 1 }
    return quotient
  }

  /// What the test expects of one stop (or one stop on one weekday).
  struct Expected: Equatable {
    var city: String
    var stop: String
    var visits: Int
    var afterFee: Int
    var perHour: Int
    var worst: Int
    var best: Int
    var average: Int
  }

  /// The net after fee of each visit in the 12 weeks: the orders of its city from 30 minutes
  /// before its start to 30 minutes after its end, less its stop's fee.
  static var visitNets: [(plan: Plan, afterFee: Int)] {
    let first = date.adding(days: -83)
    return plans.filter { first <= $0.date && $0.date <= date }.map { plan in
      let net = sales.filter {
        $0.city == plan.city && $0.date == plan.date
          && $0.minute >= plan.start * 60 - Int(grace) && $0.minute < plan.end * 60 + Int(grace)
      }.reduce(0) { $0 + $1.quantity * 600 }
      let stop = stops.first { $0.name == plan.stop }!
      return (plan, net - stop.flat - net * stop.percent / 100)
    }
  }

  static func expected(_ group: [(plan: Plan, afterFee: Int)]) -> Expected {
    let total = group.reduce(0) { $0 + $1.afterFee }
    let hours = group.reduce(0) { $0 + $1.plan.end - $1.plan.start }
    return Expected(
      city: group[0].plan.city, stop: group[0].plan.stop, visits: group.count, afterFee: total,
      perHour: rounded(total, hours), worst: group.map(\.afterFee).min()!,
      best: group.map(\.afterFee).max()!, average: rounded(total, group.count))
  }

  static func actual(_ total: StopTotal) -> Expected {
    Expected(
      city: total.city, stop: total.stop, visits: total.visits,
      afterFee: Int(total.netAfterFeeCents), perHour: Int(total.netAfterFeePerHourCents ?? -1),
      worst: Int(total.visitMinCents ?? -1), best: Int(total.visitMaxCents ?? -1),
      average: Int(total.visitAverageCents ?? -1))
  }

  static func ranked(_ rows: [Expected]) -> [Expected] {
    rows.sorted { ($0.perHour, $0.afterFee, $1.stop) > ($1.perHour, $1.afterFee, $0.stop) }
  }

  func data(withSchedule: Bool = true) throws -> NightlyReportData {
    try NightlyReportData(
      analytics: SalesAnalytics(store: try Self.store(withSchedule: withSchedule)),
      date: Self.date)
  }

  @Test func stopsAreRankedPerScheduledHourWithTheirWorstBestAndAverageVisit() throws {
    let parking = try #require(try data().parking)
    let byStop = Dictionary(grouping: Self.visitNets) { $0.plan.stop }.values.map(Self.expected)
    let expected = Self.ranked(byStop)
    #expect(parking.stops.map(Self.actual) == expected)
    // The ranking is by the hour, not by the total: the 4-hour brewery nights total more
    // than the 2-hour fair mornings.
    #expect(expected.count == 5 && Set(expected.map(\.stop)).count == 5)
    #expect(parking.range == DateRange(Self.date.adding(days: -83), Self.date))
  }

  @Test func theBestStopOfEachWeekdayIsTheBestPerHourThatDay() throws {
    let parking = try #require(try data().parking)
    let groups = Dictionary(grouping: Self.visitNets) {
      "\($0.plan.date.isoWeekday)|\($0.plan.stop)"
    }
    var expected: [Expected] = []
    for weekday in 1...7 {
      let day = groups.filter { $0.key.hasPrefix("\(weekday)|") }.values.map(Self.expected)
      if let best = Self.ranked(day).first { expected.append(best) }
    }
    #expect(parking.bestByWeekday.map(Self.actual) == expected)
    #expect(parking.bestByWeekday.map(\.weekday) == [2, 3, 4, 5, 6, 7])
    // Two stops on Wednesdays: the test's pick is not the only one there was.
    #expect(Self.visitNets.filter { $0.plan.date.isoWeekday == 3 }.map(\.plan.stop).count > 12)
  }

  @Test func aStopWithFewerThanThreeVisitsIsMarkedNew() throws {
    let data = try data()
    let parking = try #require(data.parking)
    #expect(parking.stops.filter(WhereToPark.isNew).map(\.stop) == ["Pop-up"])
    #expect(parking.stops.first { $0.stop == "Fair" }?.visits == 3)
    let report = NightlyReport(date: Self.date, data: data, format: format, generatedAt: "G")
    let csv = try #require(report.files.first { $0.name == "where-to-park.csv" })
    let rows = String(decoding: csv.contents, as: UTF8.self).split(separator: "\n").dropFirst()
    for row in rows {
      let cells = row.split(separator: ",", omittingEmptySubsequences: false)
      #expect((cells[4] == "new") == (cells[2] == "Pop-up"), "\(row)")
    }
    // The chart says it in words, not by colour alone.
    let section = try #require(report.dashboard.sections.first { $0.id == "where-to-park" })
    #expect(section.svg.contains("/h · new, visits: 2"))
    #expect(!section.svg.contains("/h · new, visits: 3"))
  }

  @Test func theNextVisitsAreTheWeekAfterTheReportDateWithTheirTypicalVisit() throws {
    let data = try data()
    let parking = try #require(data.parking)
    let next = Self.plans.filter {
      $0.date > Self.date && $0.date <= Self.date.adding(days: 7)
    }.sorted { ($0.date, $0.start) < ($1.date, $1.start) }
    #expect(next.count == 6)
    #expect(
      parking.nextVisits.map { "\($0.date) \($0.stop)" } == next.map { "\($0.date) \($0.stop)" })
    for (visit, plan) in zip(parking.nextVisits, next) {
      let same = Self.visitNets.filter {
        $0.plan.stop == plan.stop && $0.plan.date.isoWeekday == plan.date.isoWeekday
      }
      #expect(visit.typical?.visits == same.count)
      #expect(
        visit.typical?.visitAverageCents
          == Int64(Self.rounded(same.reduce(0) { $0 + $1.afterFee }, same.count)))
      #expect(visit.startsAt == Self.instant(plan.date, minute: plan.start * 60))
    }
    let report = NightlyReport(date: Self.date, data: data, format: format, generatedAt: "G")
    let csv = try #require(report.files.first { $0.name == "next-visits.csv" })
    let lines = String(decoding: csv.contents, as: UTF8.self).split(separator: "\n")
    #expect(lines[1].hasPrefix("2025-07-01,11:00,14:00,Office,South,"))
    let first = Self.visitNets.filter { $0.plan.stop == "Office" && $0.plan.date.isoWeekday == 2 }
    #expect(
      lines[1]
        == "2025-07-01,11:00,14:00,Office,South,\(Self.rounded(first.reduce(0) { $0 + $1.afterFee }, first.count)),12"
    )
    let summary = try #require(report.dashboard.sections.first { $0.id == "next-visits" }).summary
    #expect(summary.hasPrefix("Next: Office (South) on Tuesday, July 1, 2025, 11:00"))
    #expect(summary.hasSuffix("(the average of 12 visits)."))
  }

  @Test func theSectionsAndTheirFilesAreInTheReport() throws {
    let report = NightlyReport(
      date: Self.date, data: try data(), format: format, generatedAt: "G")
    let ids = report.dashboard.sections.map(\.id)
    #expect(
      ids.contains("where-to-park") && ids.contains("best-stops") && ids.contains("next-visits"))
    // Right after the daily chart; its two tables side by side.
    let daily = try #require(ids.firstIndex(of: "daily-sales"))
    #expect(
      Array(ids[(daily + 1)...(daily + 3)]) == ["where-to-park", "best-stops", "next-visits"])
    let names = report.files.map(\.name)
    for name in ["where-to-park.svg", "where-to-park.csv", "best-stops.csv", "next-visits.csv"] {
      #expect(names.contains(name), "\(name)")
    }
    let json = String(
      decoding: try #require(report.files.first { $0.name == "data.json" }).contents, as: UTF8.self)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let ranked = try #require(object["where_to_park"] as? [[String: Any]])
    #expect(ranked.count == 5)
    #expect(ranked.map { $0["rank"] as? Int } == [1, 2, 3, 4, 5])
    #expect((object["next_visits"] as? [[String: Any]])?.count == 6)
    #expect((object["best_stop_by_weekday"] as? [[String: Any]])?.count == 6)
    // German sentences from the German table.
    let german = NightlyReport(
      date: Self.date, data: try data(),
      format: ReportFormatter(locale: Locale(identifier: "de_DE"), currencyCode: "EUR"),
      generatedAt: "G")
    #expect(
      german.dashboard.sections.first { $0.id == "next-visits" }?.title
        == "Nächste geplante Besuche")
  }

  @Test func aBusinessWithoutAScheduleGetsTheSamePageAsBefore() throws {
    let without = try data(withSchedule: false)
    #expect(without.parking == nil)
    var with = try data()
    #expect(with.parking != nil)
    with.parking = nil
    // The same sales with and without a schedule: without it, every file is byte for byte
    // the report the schedule's sections are not part of.
    let plain = NightlyReport(date: Self.date, data: without, format: format, generatedAt: "G")
    let stripped = NightlyReport(date: Self.date, data: with, format: format, generatedAt: "G")
    #expect(plain.files.map(\.name) == stripped.files.map(\.name))
    for (a, b) in zip(plain.files, stripped.files) {
      #expect(a.contents == b.contents, "\(a.name)")
    }
    let page = String(decoding: plain.files[0].contents, as: UTF8.self)
    #expect(!page.contains("where-to-park") && !page.contains("next-visits"))
    #expect(!plain.files.contains { $0.name.contains("park") || $0.name.contains("visits") })
    let json = String(decoding: plain.files.last!.contents, as: UTF8.self)
    #expect(!json.contains("where_to_park") && !json.contains("next_visits"))
  }

  @Test func stopsWithoutVisitsNearTheReportDateShowNothing() throws {
    // Stops configured, but the schedule ended long before: no section, lines not read.
    let store = try Self.store(withSchedule: false)
    let north = try #require(try store.city(named: "North"))
    let stop = try store.addStop(name: "Old", cityID: north.id, fee: .none)
    let long = Self.date.adding(days: -200)
    _ = try store.replaceVisits(
      of: "old.csv",
      with: [
        Visit(
          cityID: north.id, stopID: stop.id, date: long, startsAt: Self.instant(long, minute: 600),
          endsAt: Self.instant(long, minute: 700), fee: nil, source: "old.csv")
      ], graceMinutes: Int(Self.grace))
    let data = try NightlyReportData(analytics: SalesAnalytics(store: store), date: Self.date)
    #expect(data.parking == nil)
  }
}
