import Foundation
import PlotKit
import SalesAnalytics
import SalesDomain

/// The weekday charts: grouped bars and lines of the average per day open, largest cities.
extension ReportCharts {
  /// The weekday rows of the cities the weekday charts show, largest city first (the order of
  /// the legend and of the bars in each group).
  var weekdayRows: [WeekdayTotal] {
    let order = Dictionary(
      uniqueKeysWithValues: summaries.weekdayCities.enumerated().map { ($1, $0) })
    // A weekday a city never opened on has no average: it is left out, not drawn as zero.
    return data.weekdays.filter { order[$0.city] != nil && $0.operatingDays > 0 }
      .sorted { (order[$0.city]!, $0.weekday) < (order[$1.city]!, $1.weekday) }
  }

  var weekdayPlotRows: [(city: String, weekday: String, average: Double, label: String)] {
    weekdayRows.map {
      (
        city: legendName($0.city), weekday: format.shortWeekdayName($0.weekday),
        average: $0.average,
        label: "\($0.city), \(format.weekdayName($0.weekday))"
      )
    }
  }

  var weekdayDomain: [String] { (1...7).map(format.shortWeekdayName) }

  func weekdayBars(id: String) -> String {
    let rows = weekdayPlotRows
    let chart = Chart {
      ForEach(Array(rows.enumerated()), id: \.offset) { _, row in
        BarMark(
          x: .value(text(.weekdayAxis), row.weekday),
          y: .value(text(.averageSoldAxis), row.average)
        )
        .foregroundStyle(by: .value(text(.cityLegend), row.city))
        .position(by: .value(text(.cityLegend), row.city))
        .accessibilityLabel(row.label)
        .accessibilityValue(text(.averageSoldValue, ["value": format.decimal(row.average)]))
      }
    }
    .chartXScale(domain: weekdayDomain)
    .chartForegroundStyleScale(
      domain: summaries.weekdayCities.map(legendName), range: Self.seriesColors)
    return finish(
      chart, id: id, title: text(.weekdaysTitle), summary: summaries.weekdayBars, height: 320)
  }

  func weekdayLines(id: String) -> String {
    let rows = weekdayPlotRows
    let chart = Chart {
      ForEach(Array(rows.enumerated()), id: \.offset) { _, row in
        LineMark(
          x: .value(text(.weekdayAxis), row.weekday),
          y: .value(text(.averageSoldAxis), row.average)
        )
        .foregroundStyle(by: .value(text(.cityLegend), row.city))
        .symbol(by: .value(text(.cityLegend), row.city))
        .interpolationMethod(.catmullRom)
        .accessibilityLabel(row.label)
        .accessibilityValue(text(.averageSoldValue, ["value": format.decimal(row.average)]))
      }
    }
    .chartXScale(domain: weekdayDomain)
    .chartForegroundStyleScale(
      domain: summaries.weekdayCities.map(legendName), range: Self.seriesColors)
    return finish(
      chart, id: id, title: text(.weekdayLinesTitle), summary: summaries.weekdayLines, height: 320)
  }
}
