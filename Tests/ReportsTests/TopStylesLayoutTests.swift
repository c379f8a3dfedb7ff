import Foundation
import PlotKit
import Sales
import SalesAnalytics
import SalesDomain
import Testing

@testable import Reports

/// The top-styles chart with a long menu name and sales in the billions: every value label must
/// sit right of the style names (not over them) and inside the chart, in every layout.
@MainActor
@Suite struct TopStylesLayoutTests {
  static let longName = "Buckwheat Galette with Ham, Cheese, Egg and a Very Long Name Indeed"

  func section() throws -> DashboardSection {
    let store = try SalesStore(path: ":memory:")
    try store.addCity(name: "Lisbon", timeZoneIdentifier: "Europe/Lisbon")
    try store.addStyle(name: Self.longName, priceCents: 850)
    try store.addStyle(name: "Dosa", priceCents: 600)
    // Lines of a few hundred million dollars each (gross below 2^36 cents per line).
    var csv = "order_id,ordered_at,city,style,quantity,gross_cents\n"
    for day in 1...5 {
      csv += "L\(day),2024-03-0\(day)T12:00:00,Lisbon,\"\(Self.longName)\",3,60000000000\n"
      csv += "D\(day),2024-03-0\(day)T13:00:00,Lisbon,Dosa,2,45000000000\n"
    }
    try store.importCSV(csv)
    let date = LocalDate(iso: "2024-03-05")!
    let data = try NightlyReportData(analytics: SalesAnalytics(store: store), date: date)
    let report = NightlyReport(
      date: date, data: data,
      format: ReportFormatter(locale: Locale(identifier: "en_US"), currencyCode: "USD"),
      generatedAt: "G")
    return try #require(report.dashboard.sections.first { $0.id == "top-styles" })
  }

  /// The `<text>` elements of the group `class` in `svg`: x, anchor and content.
  func texts(in svg: String, group: String) -> [(x: Double, anchor: String, text: String)] {
    guard let start = svg.range(of: "<g class=\"\(group)\"") else { return [] }
    let rest = String(svg[start.upperBound...])
    let body = rest.components(separatedBy: "</g></g>").first ?? rest
    return body.matches(of: /<text x="([0-9.]+)"([^>]*)>([^<]*)<\/text>/).map {
      let anchor = $0.output.2.firstMatch(of: /text-anchor="(\w+)"/).map { String($0.output.1) }
      return (Double($0.output.1) ?? -1, anchor ?? "start", String($0.output.3))
    }
  }

  @Test func valueLabelsSitRightOfTheStyleNamesAndInsideTheChart() throws {
    let section = try section()
    for svg in [section.svg, section.compactSVG ?? ""] {
      let width = try #require(
        svg.firstMatch(of: /width="([0-9.]+)"/).flatMap { Double($0.output.1) })
      let names = texts(in: svg, group: "axis-y")
      let labels = texts(in: svg, group: "annotations")
      #expect(names.count == 2 && labels.count == 2, "\(svg)")
      // Names are drawn right-aligned at the plot's left edge.
      let namesEnd = names.map(\.x).max() ?? 0
      #expect(names.allSatisfy { $0.anchor == "end" })
      for label in labels {
        #expect(label.anchor == "start")
        #expect(
          label.x > namesEnd,
          "'\(label.text)' at \(label.x) overlaps the names ending at \(namesEnd)")
        let end = label.x + TextMeasurer.standard.width(of: label.text, fontSize: 12)
        #expect(end <= width, "'\(label.text)' ends at \(end), past the chart's width \(width)")
      }
      // The long name is cut with "…", the full name stays in the accessible label.
      #expect(names.contains { $0.text.hasSuffix("…") })
      #expect(svg.contains(Self.longName))
    }
  }

  @Test func twoLongNamesThatWouldBeCutAlikeStayTwoBars() throws {
    // Both names begin with the same 60 letters: cut to the same text they would be one bar.
    let store = try SalesStore(path: ":memory:")
    try store.addCity(name: "Lisbon", timeZoneIdentifier: "Europe/Lisbon")
    let stem = "Buckwheat Galette with Ham, Cheese, Egg and a Very Long Name"
    try store.addStyle(name: stem + " (small)", priceCents: 850)
    try store.addStyle(name: stem + " (large)", priceCents: 1250)
    let csv = """
      order_id,ordered_at,city,style,quantity
      S1,2024-03-05T12:00:00,Lisbon,"\(stem) (small)",1
      L1,2024-03-05T13:00:00,Lisbon,"\(stem) (large)",1

      """
    try store.importCSV(csv)
    let date = LocalDate(iso: "2024-03-05")!
    let data = try NightlyReportData(analytics: SalesAnalytics(store: store), date: date)
    let section = try #require(
      NightlyReport(
        date: date, data: data,
        format: ReportFormatter(locale: Locale(identifier: "en_US"), currencyCode: "USD"),
        generatedAt: "G"
      ).dashboard.sections.first { $0.id == "top-styles" })
    for svg in [section.svg, section.compactSVG ?? ""] {
      #expect(texts(in: svg, group: "annotations").count == 2, "\(svg)")
      #expect(Set(texts(in: svg, group: "axis-y").map(\.text)).count == 2)
    }
  }
}
