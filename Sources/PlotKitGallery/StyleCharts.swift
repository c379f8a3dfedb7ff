import Foundation
import PlotKit

/// Charts of PlotKit part 3: gradient styles, continuous colour scales, `Plot` and draw order.
@MainActor
enum StyleCharts {
  nonisolated static let all: [GalleryChart] = [
    GalleryChart(name: "weekday-sales-gradient-bars", render: weekdaySalesGradientBars),
    GalleryChart(name: "daily-sales-area-fade", render: dailySalesAreaFade),
    GalleryChart(name: "top-styles-linear-gradient", render: topStylesLinearGradient),
    GalleryChart(name: "hourly-orders-heatmap", render: hourlyOrdersHeatmap),
    GalleryChart(name: "hourly-orders-heatmap-custom", render: hourlyOrdersHeatmapCustom),
    GalleryChart(name: "monthly-target-draw-order", render: monthlyTargetDrawOrder),
    GalleryChart(name: "top-styles-one-dimensional", render: topStylesOneDimensional),
  ]

  /// The session's one-dimensional bar: `BarMark(x:)` stacked by style, one band for the whole.
  static func topStylesOneDimensional(_ scheme: ChartColorScheme) -> String {
    Chart(SessionData.topStyles, id: \.name) {
      BarMark(x: .value("Sales", $0.sales))
        .foregroundStyle(by: .value("Name", $0.name))
    }
    .chartTitle("Sales of the top pancake styles, as one bar")
    .chartColorScheme(scheme)
    .svg(width: 640, height: 120, id: "top-styles-one-dimensional")
  }

  /// `Color.gradient` (an `AnyGradient`) on rounded bars.
  static func weekdaySalesGradientBars(_ scheme: ChartColorScheme) -> String {
    Chart(SessionData.locations[0].data, id: \.weekday) {
      BarMark(x: .value("Weekday", $0.weekday, unit: .day), y: .value("Sales", $0.sales))
        .foregroundStyle(Color.pink.gradient)
        .cornerRadius(6)
    }
    .chartTitle("Cupertino sales by weekday")
    .chartCalendar(SessionData.calendar)
    .chartColorScheme(scheme)
    .svg(width: 480, height: 280, id: "weekday-sales-gradient-bars")
  }

  /// A line over an area that fades to `.clear`: a `LinearGradient` in plot coordinates.
  static func dailySalesAreaFade(_ scheme: ChartColorScheme) -> String {
    let fade = LinearGradient(
      gradient: Gradient(colors: [.blue.opacity(0.5), .blue.opacity(0.2), .clear]),
      startPoint: .top, endPoint: .bottom)
    return Chart {
      ForEach(SessionData.dailySales, id: \.day) {
        AreaMark(x: .value("Day", $0.day, unit: .day), y: .value("Sales", $0.sales))
          .interpolationMethod(.catmullRom)
          .foregroundStyle(fade)
        LineMark(x: .value("Day", $0.day, unit: .day), y: .value("Sales", $0.sales))
          .interpolationMethod(.catmullRom)
          .foregroundStyle(.blue)
      }
    }
    .chartTitle("Daily sales, last 30 days")
    .chartCalendar(SessionData.calendar)
    .chartColorScheme(scheme)
    .svg(width: 640, height: 280, id: "daily-sales-area-fade")
  }

  /// `.linearGradient(colors:startPoint:endPoint:)` and `Gradient(stops:)` on horizontal bars.
  static func topStylesLinearGradient(_ scheme: ChartColorScheme) -> String {
    Chart(SessionData.topStyles, id: \.name) {
      BarMark(x: .value("Sales", $0.sales), y: .value("Name", $0.name))
        .foregroundStyle(
          .linearGradient(
            Gradient(stops: [
              .init(color: .teal, location: 0), .init(color: .indigo, location: 1),
            ]), startPoint: .leading, endPoint: .trailing))
    }
    .chartTitle("Top pancake styles")
    .chartColorScheme(scheme)
    .svg(width: 480, height: 260, id: "top-styles-linear-gradient")
  }

  /// Orders per hour and weekday: a number in `foregroundStyle(by:)` is a continuous scale.
  static func hourlyOrdersHeatmap(_ scheme: ChartColorScheme) -> String {
    Chart(hourlyOrders, id: \.id) { cell in
      RectangleMark(x: .value("Hour", cell.hour), y: .value("Weekday", cell.weekday))
        .foregroundStyle(by: .value("Orders", cell.orders))
    }
    .chartTitle("Orders by hour and weekday")
    .chartColorScheme(scheme)
    .svg(width: 640, height: 300, id: "hourly-orders-heatmap")
  }

  /// The same heat map on a given domain and gradient: `chartForegroundStyleScale(domain:range:)`.
  static func hourlyOrdersHeatmapCustom(_ scheme: ChartColorScheme) -> String {
    Chart(hourlyOrders, id: \.id) { cell in
      RectangleMark(x: .value("Hour", cell.hour), y: .value("Weekday", cell.weekday))
        .foregroundStyle(by: .value("Orders", cell.orders))
    }
    .chartForegroundStyleScale(domain: 0...60, range: Gradient(colors: [.mint, .indigo]))
    .chartTitle("Orders by hour and weekday, scale 0 to 60")
    .chartColorScheme(scheme)
    .svg(width: 640, height: 300, id: "hourly-orders-heatmap-custom")
  }

  /// `{ bars; rule; bars }`: the later bars draw over the target rule, as declared.
  static func monthlyTargetDrawOrder(_ scheme: ChartColorScheme) -> String {
    let months = SessionData.monthly
    return Chart {
      Plot {
        ForEach(months.prefix(6), id: \.month) {
          BarMark(x: .value("Month", $0.month, unit: .month), y: .value("Sales", $0.sales))
        }
      }
      .foregroundStyle(.secondary)
      RuleMark(y: .value("Target", 4000))
        .foregroundStyle(.orange)
        .lineStyle(StrokeStyle(lineWidth: 4))
      ForEach(months.suffix(6), id: \.month) {
        BarMark(x: .value("Month", $0.month, unit: .month), y: .value("Sales", $0.sales))
      }
      .foregroundStyle(.tint)
    }
    .chartTitle("Monthly sales against the target")
    .chartCalendar(SessionData.calendar)
    .chartColorScheme(scheme)
    .svg(width: 640, height: 280, id: "monthly-target-draw-order")
  }

  /// Orders for 08:00–19:00 on each weekday: a lunch and an evening peak, busier weekends.
  static let hourlyOrders: [(id: Int, hour: String, weekday: String, orders: Int)] = {
    let weekdays = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
    return weekdays.enumerated().flatMap { day, name in
      (8..<20).map { hour in
        let lunch = max(0, 14 - 4 * abs(hour - 12))
        let evening = max(0, 18 - 5 * abs(hour - 18))
        let weekend = day >= 5 ? 12 : 0
        let label = hour < 10 ? "0\(hour)" : "\(hour)"
        return (
          id: day * 24 + hour, hour: label, weekday: name, orders: 4 + lunch * 2 + evening + weekend
        )
      }
    }
  }()
}
