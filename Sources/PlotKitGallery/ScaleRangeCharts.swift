import Foundation
import PlotKit

/// Scale ranges (`chartXScale(range:)`) and grouped bars with a span (`position(by:axis:span:)`).
@MainActor
enum ScaleRangeCharts {
  nonisolated static let all: [GalleryChart] = [
    GalleryChart(name: "scale-range-padding", render: scaleRangePadding),
    GalleryChart(name: "scale-range-points", render: scaleRangePoints),
    GalleryChart(name: "grouped-bars-span-ratio", render: groupedBarsSpanRatio),
    GalleryChart(name: "grouped-bars-span-fixed", render: groupedBarsSpanFixed),
    GalleryChart(name: "grouped-bars-horizontal-inset", render: groupedBarsHorizontalInset),
  ]

  /// Daily sales as points and a line, with room at both ends of x and above the highest day.
  static func scaleRangePadding(_ scheme: ChartColorScheme) -> String {
    Chart(SessionData.dailySales, id: \.day) {
      LineMark(x: .value("Day", $0.day, unit: .day), y: .value("Sales", $0.sales))
      PointMark(x: .value("Day", $0.day, unit: .day), y: .value("Sales", $0.sales))
    }
    .chartXScale(range: .plotDimension(padding: 24))
    .chartYScale(domain: 0...250, range: .plotDimension(startPadding: 0, endPadding: 16))
    .chartCalendar(SessionData.calendar)
    .chartColorScheme(scheme)
    .svg(width: 640, height: 280, id: "scale-range-padding")
  }

  /// The top styles spread over the first 360 points of the plot's width.
  static func scaleRangePoints(_ scheme: ChartColorScheme) -> String {
    Chart(SessionData.topStyles, id: \.name) {
      BarMark(x: .value("Name", $0.name), y: .value("Sales", $0.sales))
    }
    .chartXScale(range: 0...360)
    .chartColorScheme(scheme)
    .svg(width: 480, height: 240, id: "scale-range-points")
  }

  /// The session's weekday bars per city, side by side, the pair taking 90 % of each day.
  static func groupedBarsSpanRatio(_ scheme: ChartColorScheme) -> String {
    weekdayBars(scheme, span: .ratio(0.9), id: "grouped-bars-span-ratio")
  }

  /// The same pairs 24 points wide, each bar 10 points in its 12-point slot.
  static func groupedBarsSpanFixed(_ scheme: ChartColorScheme) -> String {
    weekdayBars(scheme, span: .fixed(24), barWidth: .fixed(10), id: "grouped-bars-span-fixed")
  }

  static func weekdayBars(
    _ scheme: ChartColorScheme, span: MarkDimension, barWidth: MarkDimension = .automatic,
    id: String
  ) -> String {
    Chart {
      ForEach(SessionData.locations, id: \.city) { series in
        ForEach(series.data, id: \.weekday) {
          BarMark(
            x: .value("Weekday", $0.weekday, unit: .day), y: .value("Sales", $0.sales),
            width: barWidth)
        }
        .foregroundStyle(by: .value("City", series.city))
        .position(by: .value("City", series.city), axis: .horizontal, span: span)
      }
    }
    .chartXAxis {
      AxisMarks(values: .stride(by: .day)) { _ in
        AxisValueLabel(format: .dateTime.weekday(.abbreviated))
      }
    }
    .chartCalendar(SessionData.calendar)
    .chartColorScheme(scheme)
    .svg(width: 640, height: 300, id: id)
  }

  /// Horizontal grouped bars: cities side by side along y, 6 points short of each band.
  static func groupedBarsHorizontalInset(_ scheme: ChartColorScheme) -> String {
    let names = ["Monday", "Tuesday", "Wednesday"]
    let rows = SessionData.locations.flatMap { series in
      zip(names, series.data).map { (city: series.city, weekday: $0, sales: $1.sales) }
    }
    return Chart(rows, id: \.city) {
      BarMark(x: .value("Sales", $0.sales), y: .value("Weekday", $0.weekday))
        .foregroundStyle(by: .value("City", $0.city))
        .position(by: .value("City", $0.city), axis: .vertical, span: .inset(6))
    }
    .chartColorScheme(scheme)
    .svg(width: 480, height: 260, id: "grouped-bars-horizontal-inset")
  }
}
