import Foundation
import PlotKit
import Sales
import SalesAnalytics

/// The dashboard's charts, built with PlotKit from the report's series.
///
/// Charts follow the viewer's light or dark mode (`.automatic`); every mark carries an
/// accessible label with its values, and series are told apart by legend, symbol and position,
/// never by colour alone.
struct ReportCharts {
  let data: NightlyReportData
  let format: ReportFormatter
  /// The width the charts are laid out for (the page shows them scaled to fit).
  let width: Double

  private var summaries: ReportSummaries { ReportSummaries(data: data, format: format) }

  private func finish(
    _ chart: Chart<some ChartContent>, id: String, title: String, summary: String, height: Double
  ) -> String {
    chart
      .chartTitle(title)
      .chartSummary(summary)
      .chartLocale(format.locale)
      .chartCalendar(format.calendar)
      .chartColorScheme(.automatic)
      .svg(width: width, height: height, id: id)
  }

  func topStyles(id: String) -> String {
    let rows = data.styles.map {
      (style: $0.style, quantity: $0.quantity, label: format.count($0.quantity))
    }
    let chart = Chart(rows, id: \.style) { row in
      BarMark(x: .value("Sold", row.quantity), y: .value("Style", row.style))
        .foregroundStyle(.pink)
        .accessibilityLabel(row.style)
        .accessibilityValue("\(row.label) sold")
        .annotation(position: .trailing) { Text(row.label) }
    }
    return finish(
      chart, id: id, title: "Top styles, last 30 days", summary: summaries.topStyles,
      height: Double(max(rows.count, 1)) * 36 + 60
    )
  }

  func dailySales(id: String) -> String {
    let rows = data.dailyByCity.map {
      (
        city: $0.city, day: format.instant($0.date), date: format.shortDate($0.date),
        quantity: $0.quantity
      )
    }
    let chart = Chart {
      ForEach(Array(rows.enumerated()), id: \.offset) { _, row in
        BarMark(x: .value("Day", row.day, unit: .day), y: .value("Sold", row.quantity))
          .foregroundStyle(by: .value("City", row.city))
          .accessibilityLabel("\(row.city), \(row.date)")
          .accessibilityValue("\(format.count(row.quantity)) sold")
      }
    }
    return finish(
      chart, id: id, title: "Daily sales by city, last 30 days", summary: summaries.dailySales,
      height: 340)
  }

  private var weekdayRows: [(city: String, weekday: String, average: Double, label: String)] {
    data.weekdays.map {
      (
        city: $0.city, weekday: format.shortWeekdayName($0.weekday), average: $0.average,
        label: "\($0.city), \(format.weekdayName($0.weekday))"
      )
    }
  }

  private var weekdayDomain: [String] { (1...7).map(format.shortWeekdayName) }

  func weekdayBars(id: String) -> String {
    let rows = weekdayRows
    let chart = Chart {
      ForEach(Array(rows.enumerated()), id: \.offset) { _, row in
        BarMark(x: .value("Weekday", row.weekday), y: .value("Average sold", row.average))
          .foregroundStyle(by: .value("City", row.city))
          .position(by: .value("City", row.city))
          .accessibilityLabel(row.label)
          .accessibilityValue("\(format.decimal(row.average)) sold on average")
      }
    }
    .chartXScale(domain: weekdayDomain)
    return finish(
      chart, id: id, title: "Average sales by weekday and city", summary: summaries.weekdayBars,
      height: 320)
  }

  func weekdayLines(id: String) -> String {
    let rows = weekdayRows
    let chart = Chart {
      ForEach(Array(rows.enumerated()), id: \.offset) { _, row in
        LineMark(x: .value("Weekday", row.weekday), y: .value("Average sold", row.average))
          .foregroundStyle(by: .value("City", row.city))
          .symbol(by: .value("City", row.city))
          .interpolationMethod(.catmullRom)
          .accessibilityLabel(row.label)
          .accessibilityValue("\(format.decimal(row.average)) sold on average")
      }
    }
    .chartXScale(domain: weekdayDomain)
    return finish(
      chart, id: id, title: "Weekday pattern per city", summary: summaries.weekdayLines, height: 320
    )
  }

  func monthlyRange(id: String) -> String {
    let months = data.monthly.map {
      (
        month: format.instant($0.month.firstDay), name: format.month($0.month), low: $0.dailyMin,
        high: $0.dailyMax,
        average: $0.dailyAverage
      )
    }
    let overall = Int(data.overallAverage.average.rounded())
    let chart = Chart {
      ForEach(months, id: \.month) { month in
        BarMark(
          x: .value("Month", month.month, unit: .month), yStart: .value("Daily minimum", month.low),
          yEnd: .value("Daily maximum", month.high), width: .ratio(0.6)
        )
        .opacity(0.3)
        .accessibilityLabel(month.name)
        .accessibilityValue(
          "\(format.count(month.low)) to \(format.count(month.high)) a day, average \(format.decimal(month.average))"
        )
        RectangleMark(
          x: .value("Month", month.month, unit: .month), y: .value("Daily average", month.average),
          width: .ratio(0.6), height: 2
        )
        .foregroundStyle(.secondary)
        .accessibilityHidden(true)
      }
      RuleMark(y: .value("Average", overall))
        .lineStyle(StrokeStyle(lineWidth: 3))
        .foregroundStyle(.secondary)
        .accessibilityLabel(
          "Average over \(format.count(data.overallAverage.operatingDays)) days open"
        )
        .accessibilityValue("\(format.count(overall)) a day")
        .annotation(position: .top, alignment: .leading) {
          Text("Average: \(format.count(overall))").font(.caption).foregroundStyle(.secondary)
        }
    }
    return finish(
      chart, id: id, title: "Daily minimum to maximum per month", summary: summaries.monthlyRange,
      height: 320)
  }

  func monthlyTotals(id: String) -> String {
    let months = data.monthly.map {
      (
        month: format.instant($0.month.firstDay), name: format.month($0.month),
        quantity: $0.quantity
      )
    }
    let calendar = format.calendar
    let chart = Chart {
      ForEach(months, id: \.month) { month in
        BarMark(x: .value("Month", month.month, unit: .month), y: .value("Sold", month.quantity))
          .accessibilityLabel(month.name)
          .accessibilityValue("\(format.count(month.quantity)) sold")
      }
    }
    .chartXAxis {
      AxisMarks(values: .stride(by: .month)) { value in
        // Quarters start in January, April, July and October: mark them more strongly.
        if let date = value.as(Date.self), (calendar.component(.month, from: date) - 1) % 3 == 0 {
          AxisGridLine().foregroundStyle(.primary)
          AxisTick().foregroundStyle(.primary)
          AxisValueLabel(format: .dateTime.month(.narrow))
        } else {
          AxisGridLine()
          AxisValueLabel(format: .dateTime.month(.narrow))
        }
      }
    }
    return finish(
      chart, id: id, title: "Monthly totals", summary: summaries.monthlyTotals, height: 320)
  }
}
