import Foundation
import GriddleTestSupport
import Sales
import SalesAnalytics
import SalesDomain
import TemporaryDirectorySupport
import Testing

@testable import Reports

/// The nightly report built from the committed fixture (the WWDC22 session's pancake data),
/// loaded through the real importer. Expected figures come from the session's tables.
@MainActor
@Suite struct NightlyReportTests {
  let analytics: SalesAnalytics
  let format = ReportFormatter(locale: Locale(identifier: "en_US"), currencyCode: "USD")
  let date = LocalDate(iso: "2022-06-06")!

  init() throws { analytics = SalesAnalytics(store: try Fixture.makeStore()) }

  func report(generatedAt: String = "Generated for a test.") throws -> NightlyReport {
    NightlyReport(
      date: date, data: try NightlyReportData(analytics: analytics, date: date), format: format,
      generatedAt: generatedAt)
  }

  func file(_ name: String, in report: NightlyReport) -> String? {
    report.files.first { $0.name == name }.map { String(decoding: $0.contents, as: UTF8.self) }
  }

  @Test func summariesStateTheSessionsNumbers() throws {
    let sections = try report().dashboard.sections
    let summary = Dictionary(uniqueKeysWithValues: sections.map { ($0.id, $0.summary) })
    // Cachapa sold 916 in the session's last 30 days and leads by money too.
    #expect(summary["top-styles"]?.hasPrefix("Cachapa led with $") == true)
    #expect(summary["top-styles"]?.contains("in net sales (916 sold)") == true)
    // May 2022 is the session's best month (4,559); June follows the daily list: 1,016 in 6 days.
    #expect(
      summary["monthly-totals"]
        == "May 2022 was the best month with 4,559 sold; June 2022 has 1,016 so far in 6 days open."
    )
    // The session's lowest daily minimum is April's 93; the highest maximum is June's 250.
    #expect(
      summary["monthly-range"]?.hasPrefix(
        "Days ranged from 93 sold (April 2022) to 250 (June 2022)") == true)
    for (id, text) in summary {
      #expect(text.count <= 600, "\(id)")
      #expect(
        text.range(of: #"(^|[^0-9.,])0 ?% (more|less|above|below)"#, options: .regularExpression)
          == nil, "\(id): \(text)")
    }
  }

  @Test func theDailySummaryAndTheTilesAgreeOnTheBusiestDay() throws {
    let report = try report()
    let daily = try analytics.dailyTotals(in: DateRange.days(30, endingOn: date))
    let busiest = try #require(
      daily.max { ($0.revenueCents, $1.date) < ($1.revenueCents, $0.date) })
    let summary = try #require(report.dashboard.sections.first { $0.id == "daily-sales" }?.summary)
    #expect(
      summary.contains(
        "The busiest day was \(format.longDate(busiest.date)) with \(format.money(minorUnits: busiest.revenueCents))"
      ))
    // No tile names a different "best day": the tiles are the report date and the 30 days.
    let labels = report.dashboard.tileGroups.flatMap(\.tiles).map(\.label)
    #expect(!labels.contains { $0.lowercased().contains("best") })
  }

  @Test func tablesAndFilesCarryEverySeries() throws {
    let report = try report()
    let names = report.files.map(\.name)
    for id in [
      "top-styles", "daily-sales", "weekdays", "weekday-lines", "monthly-range", "monthly-totals",
    ] {
      #expect(names.contains("\(id).svg"), "\(id)")
      #expect(names.contains("\(id).csv"), "\(id)")
    }
    #expect(names.first == "index.html")
    #expect(names.contains("data.json"))
    let styles = try #require(file("top-styles.csv", in: report)?.split(separator: "\n"))
    #expect(styles.count == 7)
    #expect(styles[0] == "style,quantity,revenue_cents")
    #expect(styles[1].hasPrefix("Cachapa,916,"))
    #expect(styles[2].hasPrefix("Injera,850,"))
  }

  @Test func dataJSONHoldsTheSessionsDailyValues() throws {
    let json = try #require(file("data.json", in: try report()))
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let daily = try #require(object["daily"] as? [[String: Any]])
    let session = [
      168, 117, 106, 119, 109, 104, 196, 172, 122, 115, 138, 110, 106, 187, 187, 119, 160, 144, 152,
      148, 240,
      242, 173, 143, 137, 123, 146, 214, 250, 146,
    ]
    #expect(daily.compactMap { $0["quantity"] as? Int } == session)
    #expect(daily.first?["date"] as? String == "2022-05-08")
    #expect(object["date"] as? String == "2022-06-06")
  }

  @Test func sameDataGivesIdenticalFiles() throws {
    let first = try report()
    let second = try report()
    #expect(first.files.map(\.name) == second.files.map(\.name))
    for (a, b) in zip(first.files, second.files) { #expect(a.contents == b.contents, "\(a.name)") }
  }

  @Test func theGenerationTimeAppearsOnceOnThePageOnly() throws {
    let report = try report(generatedAt: "Generated at a unique moment.")
    for file in report.files {
      let text = String(decoding: file.contents, as: UTF8.self)
      let count = text.components(separatedBy: "Generated at a unique moment.").count - 1
      #expect(count == (file.name == "index.html" ? 1 : 0), "\(file.name)")
    }
  }

  @Test func everyChartIsValidStandaloneSVG() throws {
    guard FileManager.default.isExecutableFile(atPath: "/usr/bin/xmllint") else { return }
    let temporary = try TemporaryDirectory(prefix: "griddle-svg")
    let directory = temporary.url
    for file in try report().files where file.name.hasSuffix(".svg") {
      let url = directory.appending(path: file.name)
      try file.contents.write(to: url)
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/xmllint")
      process.arguments = ["--noout", url.path]
      process.standardError = FileHandle.nullDevice
      try process.run()
      process.waitUntilExit()
      #expect(process.terminationStatus == 0, "\(file.name) is not well-formed XML")
    }
  }

  @Test func theRangeChartsAverageLabelHasABackingAndQuartersAreNotBlack() throws {
    let svg = try #require(file("monthly-range.svg", in: try report()))
    // The label sits over the first bars: a rounded backing in the page colour must come
    // right before its text, or the bar shows through the words.
    let label = try #require(svg.range(of: ">Average: 135</text>"))
    let before = svg[..<label.lowerBound]
    let lastRect = try #require(before.range(of: "<rect", options: .backwards))
    let lastText = try #require(before.range(of: "<text", options: .backwards))
    #expect(lastRect.lowerBound < lastText.lowerBound)
    #expect(before[lastRect.lowerBound...].contains("rx=\""))
    // Quarter lines are grey, never the primary (black in light mode) colour.
    #expect(!svg.contains("stroke=\"#000000\""))
  }

  @Test func tilesCompareTheDayWithTheMedianOfTheLast8SameWeekdays() throws {
    let groups = try report().dashboard.tileGroups
    #expect(groups.map(\.heading) == ["Monday, June 6, 2022", "Last 30 days"])
    // Worked out here from the daily series: the 8 Mondays with sales before June 6.
    let days = try analytics.dailyTotals(in: DateRange.days(200, endingOn: date))
    let mondays = days.filter { $0.date < date && $0.date.isoWeekday == 1 && $0.isOperatingDay }
      .suffix(8).map(\.quantity).sorted()
    #expect(mondays.count == 8)
    let median = Double(mondays[3] + mondays[4]) / 2
    let units = try #require(groups[0].tiles.first { $0.label == "Pancakes sold" })
    #expect(units.value == "146")  // the session's last daily value
    #expect(units.detail == "Typical Monday: \(format.decimal(median)) (median of the last 8)")
    let percent = Int(((146 - median) / median * 100).rounded())
    #expect(
      units.change?.text == "\(abs(percent))% \(percent > 0 ? "above" : "below") a typical Monday")
    let last30 = try #require(groups[1].tiles.first { $0.label == "Pancakes sold" })
    #expect(last30.value == "4,593")
  }

  @Test func anEmptyDatabaseGivesAPageThatSaysSo() throws {
    let empty = SalesAnalytics(store: try SalesStore(path: ":memory:"))
    #expect(try empty.latestDateWithData() == nil)
    let report = NightlyReport(date: date, data: nil, format: format, generatedAt: "G")
    #expect(report.files.map(\.name) == ["index.html"])
    #expect(
      report.dashboard.notice?.hasPrefix(
        "There are no sales in the 12 months up to Monday, June 6, 2022.") == true)
    #expect(report.dashboard.sections.isEmpty)
  }
}
