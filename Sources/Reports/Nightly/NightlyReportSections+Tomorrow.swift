import Foundation
import PlotKit
import SalesAnalytics
import SalesDomain

extension NightlyReportSections {
  /// Tomorrow's forecast and the last 8 weeks of forecasts against what sold, when any city
  /// has a forecast.
  var tomorrowSection: ReportSection? {
    let figures = TomorrowFigures(data: data)
    guard !figures.cities.isEmpty else { return nil }
    let summary = tomorrowSummary(figures)
    let title = format.strings(.tomorrowTitle, ["date": format.longDate(figures.date)])
    var tomorrow = section(
      "tomorrow", title, summary, Self.tomorrowTable(figures, text: format.strings),
      chart: { charts in { id in charts.tomorrow(figures, id: id, summary: summary) } },
      readout: true, note: format.strings(.forecastNote))
    tomorrow.section.legendHTML = prepTableHTML(figures)
    if let group = ReportTiles(data: data, format: format).tomorrowGroup {
      tomorrow.section.introHTML =
        "<h3 class=\"tile-group\">\(escapeXML(group.heading))</h3>\n<ul class=\"tiles\">\n"
        + group.tiles.map(DashboardRenderer.tileHTML).joined() + "</ul>"
    }
    return tomorrow
  }

  /// Units to prep per style (rows) and truck (columns) with their 80% range, for a few trucks
  /// (one truck's styles are its tiles; a large fleet's are in `data.json`).
  private func prepTableHTML(_ figures: TomorrowFigures) -> String? {
    let cities = data.forecasts.filter { $0.style == nil }.map(\.city)
    guard (2...ReportFigures.cityRowLimit).contains(cities.count) else { return nil }
    let styles = data.forecasts.compactMap(\.style).reduce(into: [String]()) {
      if !$0.contains($1) { $0.append($1) }
    }.sorted()
    func cell(_ row: Forecast?) -> String {
      guard let figures = row?.figures else { return "–" }
      return format.strings(
        .forecastValue,
        [
          "count": format.count(figures.quantity), "low": format.count(figures.low),
          "high": format.count(figures.high),
        ])
    }
    let rows = styles.map { style in
      [style]
        + cities.map { city in cell(data.forecasts.first { $0.city == city && $0.style == style }) }
    }
    let table = DataTable(
      columns: [format.strings(.prepStyle)] + cities, rows: rows,
      numericColumns: Set(1...cities.count))
    return "<div class=\"table-wrap\">\n"
      + table.html(caption: format.strings(.prepCaption, ["date": format.longDate(figures.date)]))
      + "\n</div>"
  }

  /// "Expect 140 pancakes on … (120–165 on 8 days in 10); … usually within ±14%, with 18%
  /// less error than the same weekday a week before."
  private func tomorrowSummary(_ figures: TomorrowFigures) -> String {
    let total = figures.total
    let change = figures.versusSeasonalNaive ?? 0
    // A change that rounds to 0% reads "about as much error", never "0% less".
    let phrase: Phrase =
      abs(change) < 0.005
      ? .tomorrowSummarySame : change < 0 ? .tomorrowSummaryBetter : .tomorrowSummaryWorse
    return format.strings(
      phrase,
      [
        "count": format.count(total.quantity), "low": format.count(total.low),
        "high": format.count(total.high), "date": format.longDate(figures.date),
        "percent": format.percent((figures.percentageError ?? 0) * 100),
        "change": format.percent(change * 100),
      ])
  }

  /// The chart's data: each backtest day (sold, forecast, range), then tomorrow's forecast.
  static func tomorrowTable(_ figures: TomorrowFigures, text: ReportStrings) -> OutputTable {
    let total = figures.total
    func units(_ value: Double) -> OutputTable.Value { .integer(Int(value.rounded())) }
    return OutputTable(
      columns: [
        .init("date", title: text(.dayAxis)), .init("sold", title: text(.forecastSoldSeries)),
        .init("forecast", title: text(.forecastSaidSeries)),
        .init("low", title: text(.forecastBandSeries) + " ↓"),
        .init("high", title: text(.forecastBandSeries) + " ↑"),
      ],
      rows: figures.backtestDays.map {
        [
          .text($0.date.description), units($0.sold), units($0.forecast), units($0.low),
          units($0.high),
        ]
      } + [
        [
          .text(figures.date.description), .missing, .integer(total.quantity),
          .integer(total.low), .integer(total.high),
        ]
      ])
  }
}
