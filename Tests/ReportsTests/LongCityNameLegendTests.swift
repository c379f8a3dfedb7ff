import Foundation
import PlotKit
import Sales
import SalesAnalytics
import SalesDomain
import Testing

@testable import Reports

/// A city with a very long name (a real Welsh village) in a small fleet: every chart legend,
/// in every layout, must stay inside its chart; on a phone the name ran 70 px past the screen.
@MainActor
@Suite struct LongCityNameLegendTests {
  static let village = "Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch"

  func sections() throws -> [DashboardSection] {
    let store = try SalesStore(path: ":memory:")
    try store.addCity(name: Self.village, timeZoneIdentifier: "Europe/London")
    try store.addCity(name: "Lisbon", timeZoneIdentifier: "Europe/Lisbon")
    try store.addStyle(name: "Cachapa", priceCents: 650)
    var csv = "order_id,ordered_at,city,style,quantity\n"
    for day in 1...9 {
      csv += "W\(day),2024-03-0\(day)T12:00:00,\(Self.village),Cachapa,2\n"
      csv += "L\(day),2024-03-0\(day)T12:00:00,Lisbon,Cachapa,1\n"
    }
    try store.importCSV(csv)
    let date = LocalDate(iso: "2024-03-09")!
    let data = try NightlyReportData(analytics: SalesAnalytics(store: store), date: date)
    return NightlyReport(
      date: date, data: data,
      format: ReportFormatter(locale: Locale(identifier: "en_US"), currencyCode: "USD"),
      generatedAt: "G"
    ).dashboard.sections
  }

  @Test func legendTextStaysInsideEveryChart() throws {
    var legends = 0
    for section in try sections() {
      for svg in [section.svg, section.mediumSVG, section.compactSVG].compactMap({ $0 })
      where !svg.isEmpty {
        let width = try #require(
          svg.firstMatch(of: /width="([0-9.]+)"/).flatMap { Double($0.output.1) })
        guard let legend = svg.range(of: "<g class=\"legend\"") else { continue }
        legends += 1
        for match in svg[legend.lowerBound...].matches(of: /<text x="([0-9.]+)"[^>]*>([^<]*)</) {
          let x = Double(match.output.1) ?? 0
          let end = x + TextMeasurer.standard.width(of: String(match.output.2), fontSize: 12)
          #expect(
            end <= width + 0.5,
            "\(section.id): legend '\(match.output.2)' ends at \(end), past the width \(width)")
        }
      }
    }
    // The daily chart and both weekday charts have a city legend, in each of their layouts.
    #expect(legends >= 6)
  }
}
