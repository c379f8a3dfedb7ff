import Foundation
import Sales
import SalesAnalytics
import SalesDomain
import Testing

@testable import Reports

/// The daily chart of a fleet past 8 trucks: the fleet's total, and the spread across the trucks
/// that traded (lowest, median, highest), checked against sums worked out here from the orders
/// the test writes, not from the code under test.
@MainActor
@Suite struct FleetSpreadTests {
  static let date = LocalDate(iso: "2025-06-30")!
  let format = ReportFormatter(locale: Locale(identifier: "en_US"), currencyCode: "USD")

  /// Net sales in cents of truck `truck` (0-based) on day `day` (0 = 29 days before the report
  /// date), or nil when the truck does not trade that day. Every truck rests on some days
  /// (trucks 0 and 1 on every Sunday-like seventh day, truck 2 on odd days), so odd and even
  /// counts of trading trucks both occur.
  static func net(truck: Int, day: Int, trucks: Int) -> Int? {
    if truck < 2 && day % 7 == 3 { return nil }
    if truck == 2 && day % 2 == 1 { return nil }
    // Whole orders of one Cachapa at 6.00: distinct, uneven amounts per truck and day.
    return 600 * (1 + (truck * 7 + day * 3) % 11 + (truck == trucks - 1 ? 20 : 0))
  }

  /// A store with `trucks` cities (all in UTC, so a local date is the calendar date) and the
  /// orders of `net(truck:day:trucks:)` over the 30 days up to the report date.
  static func store(trucks: Int) throws -> SalesStore {
    let store = try SalesStore(path: ":memory:")
    for truck in 0..<trucks {
      try store.addCity(name: "Truck \(truck + 1)", timeZoneIdentifier: "UTC")
    }
    try store.addStyle(name: "Cachapa", priceCents: 600)
    var csv = "order_id,ordered_at,city,style,quantity\n"
    var serial = 0
    for day in 0..<30 {
      let date = date.adding(days: day - 29)
      for truck in 0..<trucks {
        guard let cents = net(truck: truck, day: day, trucks: trucks) else { continue }
        serial += 1
        csv += "S\(serial),\(date)T12:00:00,Truck \(truck + 1),Cachapa,\(cents / 600)\n"
      }
    }
    try store.importCSV(csv)
    return store
  }

  func report(trucks: Int) throws -> NightlyReport {
    let data = try NightlyReportData(
      analytics: SalesAnalytics(store: try Self.store(trucks: trucks)), date: Self.date)
    return NightlyReport(date: Self.date, data: data, format: format, generatedAt: "G")
  }

  @Test(arguments: [9, 10, 200])
  func eachDaysLowestMedianAndHighestAreThoseOfTheTrucksThatTraded(trucks: Int) throws {
    let data = try NightlyReportData(
      analytics: SalesAnalytics(store: try Self.store(trucks: trucks)), date: Self.date)
    #expect(data.isLargeFleet)
    #expect(data.fleetSpread.count == 30)
    var counts = Set<Int>()
    for (day, spread) in data.fleetSpread.enumerated() {
      #expect(spread.date == Self.date.adding(days: day - 29))
      let traded = (0..<trucks).compactMap { Self.net(truck: $0, day: day, trucks: trucks) }
      let sorted = traded.sorted()
      let median =
        sorted.count.isMultiple(of: 2)
        ? Double(sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
        : Double(sorted[sorted.count / 2])
      #expect(spread.trucks == traded.count)
      #expect(spread.totalCents == traded.reduce(0, +))
      #expect(spread.lowestCents == sorted.first)
      #expect(spread.highestCents == sorted.last)
      #expect(spread.medianCents == median, "day \(day)")
      counts.insert(traded.count % 2)
    }
    // Both an odd and an even number of trading trucks occurred, so both medians were checked.
    #expect(counts == [0, 1])
  }

  @Test func aDayNoTruckTradedHasATotalOfZeroAndNoSpread() {
    let days = [
      CityDailyTotal(
        city: "A", date: Self.date, quantity: 0, revenueCents: 0, isOperatingDay: false),
      CityDailyTotal(
        city: "B", date: Self.date, quantity: 0, revenueCents: 0, isOperatingDay: false),
      CityDailyTotal(
        city: "A", date: Self.date.adding(days: -1), quantity: 1, revenueCents: 700,
        isOperatingDay: true),
      CityDailyTotal(
        city: "B", date: Self.date.adding(days: -1), quantity: 0, revenueCents: 0,
        isOperatingDay: false),
    ]
    let spread = FleetDaySpread.days(days, over: DateRange(Self.date.adding(days: -1), Self.date))
    #expect(spread.map(\.trucks) == [1, 0])
    #expect(spread.map(\.totalCents) == [700, 0])
    // One truck: it is the lowest, the median and the highest; the resting truck is not a zero.
    #expect(spread[0].lowestCents == 700 && spread[0].medianCents == 700)
    #expect(spread[1].lowestCents == nil && spread[1].medianCents == nil)
    #expect(spread[1].highestCents == nil)
  }

  @Test(arguments: [9, 200])
  func aLargeFleetShowsTheTotalAndTheBandNotAStack(trucks: Int) throws {
    let report = try report(trucks: trucks)
    let sections = report.dashboard.sections
    let daily = try #require(sections.first { $0.id == "daily-sales" })
    let spread = try #require(sections.first { $0.id == "truck-spread" })
    // The spread follows the daily chart directly.
    let ids = sections.map(\.id)
    #expect(ids.firstIndex(of: "truck-spread") == ids.firstIndex(of: "daily-sales")! + 1)
    for svg in [daily.svg, spread.svg, daily.compactSVG ?? "", spread.compactSVG ?? ""] {
      #expect(!svg.contains("Other ("))
    }
    #expect(daily.svg.contains("Daily net sales of the whole fleet"))
    // The band (an area) and the median line, with a legend naming both.
    #expect(spread.svg.contains("Lowest to highest truck"))
    #expect(spread.svg.contains("Median truck"))
    #expect(spread.svg.contains("<path") && spread.svg.contains("fill-opacity"))
    // The chart's description says what the band means.
    #expect(spread.svg.contains("The band runs from the lowest to the highest truck"))
    #expect(spread.note?.contains("not counted as zero") == true)
    // The report date's figures, worked out here, in the summary.
    let last = (0..<trucks).compactMap { Self.net(truck: $0, day: 29, trucks: trucks) }.sorted()
    #expect(spread.summary.contains("\(last.count) trucks traded"))
    #expect(spread.summary.contains(format.money(minorUnits: last.first!)))
    #expect(spread.summary.contains(format.money(minorUnits: last.last!)))
    // The ranked table of every truck stays.
    let fleet = try #require(sections.first { $0.id == "fleet" }?.bodyHTML)
    #expect(fleet.components(separatedBy: "<th scope=\"row\">").count - 1 == trucks)
    // The CSV and data.json carry the spread; the daily CSV still has every city.
    let csv = try #require(file("truck-spread.csv", in: report))
    #expect(
      csv.hasPrefix("date,revenue_cents,trucks,lowest_cents,median_cents,highest_cents\n"))
    #expect(csv.split(separator: "\n").count == 31)
    let dailyCSV = try #require(file("daily-sales.csv", in: report))
    #expect(dailyCSV.split(separator: "\n").count == 1 + 30 * trucks)
    let json = try #require(file("data.json", in: report))
    #expect(json.contains("\"fleet_spread\": ["))
  }

  @Test func theSpreadFilesAreTheSameEveryTime() throws {
    let first = try report(trucks: 9).files
    let second = try report(trucks: 9).files
    #expect(first.map(\.name) == second.map(\.name))
    for (a, b) in zip(first, second) where a.name != "index.html" {
      #expect(a.contents == b.contents, "\(a.name)")
    }
  }

  @Test func eightTrucksKeepTheStackByCity() throws {
    let report = try report(trucks: 8)
    let sections = report.dashboard.sections
    #expect(!sections.contains { $0.id == "truck-spread" })
    let daily = try #require(sections.first { $0.id == "daily-sales" })
    #expect(daily.svg.contains("Daily net sales by city"))
    #expect(daily.svg.contains("Other (4 cities)"))
    #expect(file("truck-spread.csv", in: report) == nil)
    #expect(file("data.json", in: report)?.contains("fleet_spread") == false)
  }

  func file(_ name: String, in report: NightlyReport) -> String? {
    report.files.first { $0.name == name }.map { String(decoding: $0.contents, as: UTF8.self) }
  }
}
