import Foundation
import Sales
import SalesAnalytics
import SalesDomain
import Testing

@testable import Reports

/// A fleet of 40 or 200 trucks, imported through the real importer into a real SQLite store:
/// the page stays legible and small whatever the number of cities.
@MainActor
@Suite struct FleetReportTests {
  static let date = LocalDate(iso: "2025-06-30")!
  let format = ReportFormatter(locale: Locale(identifier: "en_US"), currencyCode: "USD")

  /// A store with `count` cities, 60 days of one-line orders, bigger trucks first.
  static func fleet(_ count: Int) throws -> SalesStore {
    let store = try SalesStore(path: ":memory:")
    let zones = ["America/Los_Angeles", "Europe/Berlin", "Asia/Tokyo", "Australia/Sydney"]
    for index in 0..<count {
      try store.addCity(name: "Truck \(index + 1)", timeZoneIdentifier: zones[index % zones.count])
    }
    let styles = ["Cachapa", "Injera", "Crêpe", "Buckwheat Galette with Ham and Cheese"]
    for (index, style) in styles.enumerated() {
      try store.addStyle(name: style, priceCents: 500 + index * 100)
    }
    var csv = "order_id,ordered_at,city,style,quantity\n"
    var serial = 0
    for day in 0..<60 {
      let date = date.adding(days: day - 59)
      for index in 0..<count {
        let orders = 1 + (count - index) * 4 / count + (day + index) % 3
        for order in 0..<orders {
          serial += 1
          let hour = 10 + (order * 3 + index) % 10
          csv +=
            "F\(serial),\(date)T\(hour < 10 ? "0" : "")\(hour):15:00,Truck \(index + 1),"
            + "\(styles[(serial + day) % styles.count]),\(1 + serial % 3)\n"
        }
      }
    }
    try store.importCSV(csv)
    return store
  }

  func report(_ count: Int) throws -> NightlyReport {
    let data = try NightlyReportData(
      analytics: SalesAnalytics(store: try Self.fleet(count)), date: Self.date)
    return NightlyReport(date: Self.date, data: data, format: format, generatedAt: "G")
  }

  func page(_ report: NightlyReport) -> String {
    String(decoding: report.files.first { $0.name == "index.html" }!.contents, as: UTF8.self)
  }

  @Test(arguments: [(40, 400), (200, 600)])
  func aFleetPageStaysSmallShortAndLegible(count: Int, budgetKB: Int) throws {
    let report = try report(count)
    let html = page(report)
    #expect(html.utf8.count <= budgetKB * 1024, "\(html.utf8.count / 1024) KB")
    for section in report.dashboard.sections {
      #expect(section.summary.count <= 600, "\(section.id): \(section.summary.count) characters")
      // At most five series (four cities and Other) in any legend.
      let legend = section.svg.components(separatedBy: "<g role=\"listitem\">").count - 1
      #expect(legend <= 5, "\(section.id): \(legend) legend entries")
    }
    let daily = try #require(report.dashboard.sections.first { $0.id == "daily-sales" })
    // Past 8 trucks the daily chart is the fleet total, with the spread across trucks beside it
    // (FleetSpreadTests), not a stack with "Other (N cities)".
    #expect(!daily.svg.contains("Other ("))
    #expect(report.dashboard.sections.contains { $0.id == "truck-spread" })
    // Every truck is in the ranked fleet table, with a sparkline each.
    let fleet = try #require(report.dashboard.sections.first { $0.id == "fleet" }?.bodyHTML)
    #expect(fleet.components(separatedBy: "<th scope=\"row\">").count - 1 == count)
    #expect(fleet.components(separatedBy: "<svg class=\"spark\"").count - 1 == count)
    // The tiles list the top five trucks and link to the table.
    let figures = try #require(report.dashboard.cityFigures)
    #expect(figures.table.rows.count == 5)
    #expect(figures.link?.href == "#fleet")
    #expect(figures.link?.text == "All \(count) trucks, ranked")
  }

  @Test func theFleetTableIsRankedByNetSalesWithTheChangeOnThe30DaysBefore() throws {
    let analytics = SalesAnalytics(store: try Self.fleet(40))
    let current = try analytics.cityTotals(in: DateRange.days(30, endingOn: Self.date))
    let previous = try analytics.cityTotals(
      in: DateRange.days(30, endingOn: Self.date.adding(days: -30)))
    let ranked = current.sorted { ($0.revenueCents, $1.city) > ($1.revenueCents, $0.city) }
    let report = NightlyReport(
      date: Self.date, data: try NightlyReportData(analytics: analytics, date: Self.date),
      format: format, generatedAt: "G")
    let csv = String(
      decoding: report.files.first { $0.name == "fleet.csv" }!.contents, as: UTF8.self)
    let header = try #require(csv.split(separator: "\n").first).split(separator: ",")
    let city = try #require(header.firstIndex(of: "city"))
    let tickets = try #require(header.firstIndex(of: "tickets"))
    let previousNet = try #require(header.firstIndex(of: "previous_revenue_cents"))
    let lines = csv.split(separator: "\n").dropFirst().map { $0.split(separator: ",") }
    #expect(lines.map { String($0[city]) } == ranked.map(\.city))
    let before = Dictionary(uniqueKeysWithValues: previous.map { ($0.city, $0.revenueCents) })
    let ticketsNow = Dictionary(uniqueKeysWithValues: current.map { ($0.city, $0.tickets) })
    for line in lines {
      #expect(Int(line[previousNet]) == before[String(line[city])])
      #expect(Int(line[tickets]) == ticketsNow[String(line[city])])
    }
  }

  @Test func seriesColoursAreClearlyDifferentHuesInBothSchemes() {
    func hue(_ rgb: UInt32) -> Double {
      let r = Double((rgb >> 16) & 0xFF) / 255
      let g = Double((rgb >> 8) & 0xFF) / 255
      let b = Double(rgb & 0xFF) / 255
      let high = max(r, g, b)
      let low = min(r, g, b)
      guard high > low else { return -1 }  // grey: no hue
      let delta = high - low
      let h =
        high == r ? (g - b) / delta : high == g ? (b - r) / delta + 2 : (r - g) / delta + 4
      return (h * 60 + 360).truncatingRemainder(dividingBy: 360)
    }
    let schemes = [ReportCharts.seriesColors.map(\.light), ReportCharts.seriesColors.map(\.dark)]
    for colors in schemes {
      let hues = colors.map(hue).filter { $0 >= 0 }
      #expect(hues.count == 4)
      for i in hues.indices {
        for j in hues.indices where j > i {
          let distance = min(abs(hues[i] - hues[j]), 360 - abs(hues[i] - hues[j]))
          #expect(distance >= 40, "hues \(hues[i]) and \(hues[j])")
        }
      }
    }
  }
}
