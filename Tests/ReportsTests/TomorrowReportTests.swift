import Foundation
import GriddleTestSupport
import Sales
import SalesAnalytics
import SalesDomain
import Testing

@testable import Reports

/// The dashboard's "Tomorrow" section on the committed fixture: the forecast of the day after
/// the report date, the weeks of forecasts against what sold, and the next report's look back
/// at the forecast.
@MainActor
@Suite struct TomorrowReportTests {
  let analytics: SalesAnalytics
  let format = ReportFormatter(locale: Locale(identifier: "en_US"), currencyCode: "USD")
  let date = LocalDate(iso: "2022-06-06")!

  init() throws { analytics = SalesAnalytics(store: try Fixture.makeStore()) }

  func data(_ date: LocalDate) throws -> NightlyReportData {
    try NightlyReportData(analytics: analytics, date: date)
  }

  func report(_ data: NightlyReportData) -> NightlyReport {
    NightlyReport(date: data.date, data: data, format: format, generatedAt: "G")
  }

  func file(_ name: String, in report: NightlyReport) throws -> String {
    try #require(
      report.files.first { $0.name == name }.map { String(decoding: $0.contents, as: UTF8.self) })
  }

  @Test func theSectionChartsEachBacktestDayAgainstWhatSold() throws {
    let report = report(try data(date))
    let section = try #require(report.dashboard.sections.first { $0.id == "tomorrow" })
    #expect(
      section.title == "Forecast for Tuesday, June 7, 2022, and how the forecast did over 8 weeks")
    let rows = try file("tomorrow.csv", in: report).split(separator: "\n").map {
      $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    }
    #expect(rows[0] == ["date", "sold", "forecast", "low", "high"])
    // Both trucks open every day of the 8 weeks before June 7: 56 days, then June 7 itself.
    #expect(rows.count == 1 + 56 + 1)
    let daily = try analytics.dailyTotals(in: DateRange(LocalDate(iso: "2022-04-12")!, date))
    #expect(rows[1..<57].map { $0[0] } == daily.map(\.date.description))
    #expect(rows[1..<57].map { Int($0[1]) } == daily.map(\.quantity))
    // The last row is tomorrow: nothing sold yet, the sum of the two trucks' forecasts.
    let cities = try analytics.forecasts(for: date.adding(days: 1)).filter { $0.style == nil }
    let figures = cities.compactMap(\.figures)
    #expect(figures.count == 2)
    #expect(
      rows[57] == [
        "2022-06-07", "", String(figures.map(\.quantity).reduce(0, +)),
        String(figures.map(\.low).reduce(0, +)), String(figures.map(\.high).reduce(0, +)),
      ])
    for row in rows[1...] {
      let (forecast, low, high) = (Int(row[2])!, Int(row[3])!, Int(row[4])!)
      #expect(low <= forecast && forecast <= high, "\(row)")
    }
    #expect(section.svg.contains("Forecast the day before"))
  }

  @Test func tilesNameEachTrucksForecastAndItsAccuracyInWords() throws {
    let report = report(try data(date))
    let section = try #require(report.dashboard.sections.first { $0.id == "tomorrow" })
    let intro = try #require(section.introHTML)
    #expect(intro.contains("To prep for Tuesday, June 7, 2022"))
    for row in try analytics.forecasts(for: date.adding(days: 1)) where row.style == nil {
      let figures = try #require(row.figures)
      let percent = Int(
        (try #require(figures.forecast.meanAbsolutePercentageError) * 100).rounded())
      #expect(
        intro.contains(
          "<p class=\"label\">\(row.city)</p>\n<p class=\"value\">\(figures.quantity)</p>"))
      #expect(
        intro.contains(
          "\(figures.low)–\(figures.high) on 8 days in 10 · usually within ±\(percent)%"))
    }
    // Two trucks: a prep table per style with both, as "units (low–high)".
    let table = try #require(section.legendHTML)
    let cachapa = try #require(
      try analytics.forecasts(for: date.adding(days: 1)).first {
        $0.city == "Cupertino" && $0.style == "Cachapa"
      }?.figures)
    #expect(table.contains("\(cachapa.quantity) (\(cachapa.low)–\(cachapa.high))"))
  }

  @Test func dataJSONRecordsTheForecastAndTheNextReportShowsHowItDid() throws {
    let root = FileManager.default.temporaryDirectory.appending(
      path: "griddle-tomorrow-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let previous = report(try data(date.adding(days: -1)))
    try ReportPublisher(root: root).publish(previous, for: date.adding(days: -1))
    let recorded = RecordedForecast.read(reportsRoot: root, for: date)
    let expected = try analytics.forecasts(for: date).filter { $0.style == nil }
    #expect(recorded.map(\.city) == expected.map(\.city))
    #expect(recorded.map(\.quantity) == expected.compactMap(\.figures?.quantity))
    #expect(recorded.map(\.low) == expected.compactMap(\.figures?.low))
    var today = try data(date)
    today.recordedForecasts = recorded
    let tile = try #require(
      report(today).dashboard.tileGroups.first?.tiles.first { $0.label == "Forecast" })
    let (quantity, low, high) = (
      recorded.map(\.quantity).reduce(0, +), recorded.map(\.low).reduce(0, +),
      recorded.map(\.high).reduce(0, +)
    )
    #expect(tile.value == "\(quantity) (\(low)–\(high))")
    // The session's June 6 sold 146 over both trucks.
    let place = 146 < low ? "below" : 146 > high ? "above" : "inside"
    #expect(tile.detail == "sold 146, \(place) the range")
    // Without the earlier report there is no such tile, and no report of another day counts.
    #expect(RecordedForecast.read(reportsRoot: root, for: date.adding(days: 1)).isEmpty)
    #expect(
      !report(try data(date)).dashboard.tileGroups.flatMap(\.tiles).contains {
        $0.label == "Forecast"
      })
  }

  @Test func tooLittleHistoryDrawsNoForecastChart() throws {
    let store = try SalesStore(path: ":memory:")
    try store.addCity(name: "Lisbon", timeZoneIdentifier: "Europe/Lisbon")
    try store.addStyle(name: "Cachapa", priceCents: 650)
    try store.importCSV(
      """
      order_id,ordered_at,city,style,quantity
      A1,2024-02-26T12:00:00,Lisbon,Cachapa,2
      B1,2024-03-03T12:00:00,Lisbon,Cachapa,1

      """)
    let data = try NightlyReportData(
      analytics: SalesAnalytics(store: store), date: LocalDate(iso: "2024-03-04")!)
    #expect(data.forecasts.allSatisfy { $0.figures == nil && $0.reason != nil })
    let report = report(data)
    #expect(!report.dashboard.sections.contains { $0.id == "tomorrow" })
    #expect(try file("data.json", in: report).contains("\"reason\": \"only 0 operating Tuesdays"))
  }

  @Test func aTruckNeverOpenOnTheWeekdayIsClosedNotShortOfHistory() throws {
    // Lisbon sells every day, Porto never on Tuesdays, for ten weeks up to Monday 2024-03-04.
    var csv = "order_id,ordered_at,city,style,quantity\n"
    let last = LocalDate(iso: "2024-03-04")!
    for offset in 0..<70 {
      let day = last.adding(days: -offset)
      csv += "L\(offset),\(day)T12:00:00,Lisbon,Cachapa,\(day.isoWeekday + 2)\n"
      if day.isoWeekday != 2 { csv += "P\(offset),\(day)T12:00:00,Porto,Cachapa,3\n" }
    }
    let store = try SalesStore(path: ":memory:")
    try store.addCity(name: "Lisbon", timeZoneIdentifier: "Europe/Lisbon")
    try store.addCity(name: "Porto", timeZoneIdentifier: "Europe/Lisbon")
    try store.addStyle(name: "Cachapa", priceCents: 650)
    try store.importCSV(csv)
    let data = try NightlyReportData(analytics: SalesAnalytics(store: store), date: last)
    let intro = try #require(
      report(data).dashboard.sections.first { $0.id == "tomorrow" }?.introHTML)
    // Lisbon's Tuesdays are all 4 units: exact, with no spread.
    #expect(intro.contains("<p class=\"label\">Lisbon</p>\n<p class=\"value\">4</p>"))
    #expect(intro.contains("4–4 on 8 days in 10"))
    #expect(
      intro.contains(
        "<p class=\"label\">Porto</p>\n<p class=\"value\">–</p>\n<p class=\"detail\">No Tuesday open in the last 52 weeks</p>"
      ))
  }

  @Test func everyLanguageSaysTheForecastPhrasesWithTheSamePlaceholders() {
    // The "Where to park" phrases have tables of their own beside the forecast's.
    let tables = [
      ReportStrings.forecastGerman.merging(ReportStrings.parkingGerman) { a, _ in a },
      ReportStrings.forecastFrench.merging(ReportStrings.parkingFrench) { a, _ in a },
      ReportStrings.forecastSpanish.merging(ReportStrings.parkingSpanish) { a, _ in a },
    ]
    for phrase in Phrase.allCases where ReportStrings.english[phrase] == nil {
      let english = ReportStrings.forecastEnglish[phrase] ?? ReportStrings.parkingEnglish[phrase]
      #expect(english != nil, "\(phrase)")
      for table in tables {
        #expect(
          table[phrase].map(ReportStrings.placeholders)
            == english.map(ReportStrings.placeholders), "\(phrase)")
      }
    }
  }
}
