import Foundation
import PlotKit
import SalesAnalytics
import SalesDomain

extension ReportCharts {
  /// The last 8 weeks of what sold against what the forecast of the day before said, with its
  /// 80% range as a band, and tomorrow's forecast with its range at the right end.
  func tomorrow(_ figures: TomorrowFigures, id: String, summary: String) -> String {
    let sold = text(.forecastSoldSeries)
    let said = text(.forecastSaidSeries)
    let band = text(.forecastBandSeries)
    let days = figures.backtestDays
    let total = figures.total
    let next = format.instant(figures.date)
    let dayAxis = text(.dayAxis)
    let unitsAxis = text(.unitsAxis)
    let chart = Chart {
      ForEach(days, id: \.date) { day in
        AreaMark(
          x: .value(dayAxis, format.instant(day.date)),
          yStart: .value(unitsAxis, day.low), yEnd: .value(unitsAxis, day.high)
        )
        .foregroundStyle(by: .value("", band))
        .opacity(0.25)
      }
      ForEach(days, id: \.date) { day in
        LineMark(
          x: .value(dayAxis, format.instant(day.date)), y: .value(unitsAxis, day.forecast),
          series: .value("", said)
        )
        .foregroundStyle(by: .value("", said))
        .lineStyle(StrokeStyle(lineWidth: 2, dash: [5, 4]))
      }
      ForEach(days, id: \.date) { day in
        LineMark(
          x: .value(dayAxis, format.instant(day.date)), y: .value(unitsAxis, day.sold),
          series: .value("", sold)
        )
        .foregroundStyle(by: .value("", sold))
        .lineStyle(StrokeStyle(lineWidth: 2))
        PointMark(x: .value(dayAxis, format.instant(day.date)), y: .value(unitsAxis, day.sold))
          .foregroundStyle(by: .value("", sold))
          .accessibilityLabel(format.longDate(day.date))
          .accessibilityValue(
            text(
              .forecastReadout,
              [
                "sold": format.count(Int(day.sold.rounded())),
                "count": format.count(Int(day.forecast.rounded())),
                "low": format.count(Int(day.low.rounded())),
                "high": format.count(Int(day.high.rounded())),
              ]))
      }
      RuleMark(
        x: .value(dayAxis, next), yStart: .value(unitsAxis, Double(total.low)),
        yEnd: .value(unitsAxis, Double(total.high))
      )
      .foregroundStyle(Self.seriesColors[1])
      .lineStyle(StrokeStyle(lineWidth: 3))
      .accessibilityHidden(true)
      PointMark(x: .value(dayAxis, next), y: .value(unitsAxis, Double(total.quantity)))
        .foregroundStyle(Self.seriesColors[1])
        .symbol(.diamond)
        .accessibilityLabel(text(.forecastPoint, ["date": format.longDate(figures.date)]))
        .accessibilityValue(
          text(
            .forecastValue,
            [
              "count": format.count(total.quantity), "low": format.count(total.low),
              "high": format.count(total.high),
            ])
        )
        .annotation(position: .trailing) { Text(format.count(total.quantity)).font(.caption) }
    }
    .chartForegroundStyleScale(
      domain: [sold, said, band],
      range: [
        Self.seriesColors[0], Color(light: 0xC75F00, dark: 0xE69F00),
        Color(light: 0xC75F00, dark: 0xE69F00),
      ]
    )
    .chartXScale(domain: tomorrowDomain(days, next: next))
    .chartXAxis {
      AxisMarks(values: .values(tomorrowTicks(figures.date))) { _ in
        AxisGridLine()
        AxisTick()
        AxisValueLabel(format: .dateTime.month(.abbreviated).day())
      }
    }
    return finish(
      chart, id: id, title: text(.tomorrowTitle, ["date": format.longDate(figures.date)]),
      summary: summary, height: 320)
  }

  /// From a day before the first backtest day to a few days after tomorrow, so the first and
  /// last points sit inside the plot and tomorrow's figure has room beside it, clear of the
  /// y-axis labels on the trailing side (a phone's plot has fewer points per day: more days).
  private func tomorrowDomain(_ days: [TomorrowFigures.Day], next: Date) -> ClosedRange<Date> {
    let first = days.first.map { format.instant($0.date) } ?? next
    let roomDays: Double = isCompact ? 10 : 4
    return first.addingTimeInterval(-86_400)...next.addingTimeInterval(roomDays * 86_400)
  }

  /// Every second week back from tomorrow (every fourth on a phone), oldest first.
  private func tomorrowTicks(_ date: LocalDate) -> [Date] {
    let step = isCompact ? 28 : 14
    return stride(from: 56, through: 0, by: -step).map { format.instant(date.adding(days: -$0)) }
  }
}
