import Foundation
import PlotKit

/// The session's composed charts: series, stacking, grouping, annotations, plus a donut.
@MainActor
enum ComposedCharts {
  nonisolated static let all: [GalleryChart] = [
    GalleryChart(name: "daily-sales-by-city-stacked", render: dailySalesByCityStacked),
    GalleryChart(name: "weekday-bars-stacked", render: weekdayBarsStacked),
    GalleryChart(name: "weekday-bars-grouped", render: weekdayBarsGrouped),
    GalleryChart(name: "weekday-lines-custom-scale", render: weekdayLinesCustomScale),
    GalleryChart(name: "monthly-range-band", render: monthlyRangeBand),
    GalleryChart(name: "top-styles-value-labels", render: topStylesValueLabels),
    GalleryChart(name: "top-styles-donut", render: topStylesDonut),
  ]

  static func dailySalesByCityStacked(_ scheme: ChartColorScheme) -> String {
    Chart(SessionData.dailySalesByCity, id: \.day) {
      BarMark(x: .value("Day", $0.day, unit: .day), y: .value("Sales", $0.sales))
        .foregroundStyle(by: .value("City", $0.city))
    }
    .chartTitle("Daily sales by city, last 30 days")
    .chartSummary("Sales peaked on the weekend of May 28 and on June 5.")
    .chartCalendar(SessionData.calendar)
    .chartColorScheme(scheme)
    .svg(width: 640, height: 320, id: "daily-sales-by-city-stacked")
  }

  @ChartContentBuilder
  static func weekdayBars(grouped: Bool) -> some ChartContent {
    ForEach(SessionData.locations, id: \.city) { series in
      if grouped {
        ForEach(series.data, id: \.weekday) {
          BarMark(x: .value("Weekday", $0.weekday, unit: .day), y: .value("Sales", $0.sales))
        }
        .foregroundStyle(by: .value("City", series.city))
        .position(by: .value("City", series.city))
      } else {
        ForEach(series.data, id: \.weekday) {
          BarMark(x: .value("Weekday", $0.weekday, unit: .day), y: .value("Sales", $0.sales))
        }
        .foregroundStyle(by: .value("City", series.city))
      }
    }
  }

  static func weekdayBarsStacked(_ scheme: ChartColorScheme) -> String {
    weekdayBarsChart(grouped: false, scheme, id: "weekday-bars-stacked")
  }

  static func weekdayBarsGrouped(_ scheme: ChartColorScheme) -> String {
    weekdayBarsChart(grouped: true, scheme, id: "weekday-bars-grouped")
  }

  /// The stacked and grouped listings are one chart that differs only in `position(by:)`.
  static func weekdayBarsChart(grouped: Bool, _ scheme: ChartColorScheme, id: String) -> String {
    Chart { weekdayBars(grouped: grouped) }
      .chartXAxis {
        AxisMarks(values: .stride(by: .day)) { _ in
          AxisValueLabel(format: .dateTime.weekday(.abbreviated))
        }
      }
      .chartCalendar(SessionData.calendar)
      .chartColorScheme(scheme)
      .svg(width: 640, height: 320, id: id)
  }

  static func weekdayLinesCustomScale(_ scheme: ChartColorScheme) -> String {
    Chart {
      ForEach(SessionData.locations, id: \.city) { series in
        ForEach(series.data, id: \.weekday) {
          LineMark(x: .value("Weekday", $0.weekday, unit: .day), y: .value("Sales", $0.sales))
        }
        .foregroundStyle(by: .value("City", series.city))
        .symbol(by: .value("City", series.city))
        .interpolationMethod(.catmullRom)
      }
    }
    .chartYScale(domain: 0...200)
    .chartForegroundStyleScale([
      "San Francisco": .orange,
      "Cupertino": .pink,
    ])
    .chartCalendar(SessionData.calendar)
    .chartColorScheme(scheme)
    .svg(width: 640, height: 320, id: "weekday-lines-custom-scale")
  }

  static func monthlyRangeBand(_ scheme: ChartColorScheme) -> String {
    let averageValue = SessionData.averageValue
    return Chart {
      ForEach(SessionData.monthly, id: \.month) {
        BarMark(
          x: .value("Month", $0.month, unit: .month),
          yStart: .value("Daily Min", $0.dailyMin),
          yEnd: .value("Daily Max", $0.dailyMax),
          width: .ratio(0.6)
        )
        .opacity(0.3)
        RectangleMark(
          x: .value("Month", $0.month, unit: .month),
          y: .value("Daily Average", $0.dailyAverage),
          width: .ratio(0.6),
          height: 2
        )
      }
      .foregroundStyle(.gray.opacity(0.5))

      RuleMark(y: .value("Average", averageValue))
        .lineStyle(StrokeStyle(lineWidth: 3))
        .annotation(position: .top, alignment: .leading) {
          Text("Average: \(averageValue, format: .number)")
            .font(.headline)
            .foregroundStyle(.blue)
        }
    }
    .chartTitle("Daily sales range per month")
    .chartSummary("Daily sales averaged 137 and ranged from 93 to 250.")
    .chartCalendar(SessionData.calendar)
    .chartColorScheme(scheme)
    .svg(width: 640, height: 320, id: "monthly-range-band")
  }

  static func topStylesValueLabels(_ scheme: ChartColorScheme) -> String {
    Chart(SessionData.topStyles, id: \.name) { style in
      BarMark(x: .value("Sales", style.sales), y: .value("Name", style.name))
        .foregroundStyle(.pink)
        .accessibilityLabel(style.name)
        .accessibilityValue("\(style.sales) sold")
        .annotation(position: .trailing) {
          Text("\(style.sales, format: .number)").foregroundStyle(.secondary)
        }
    }
    .chartXAxis(.hidden)
    .chartTitle("Most sold style: Cachapa")
    .chartColorScheme(scheme)
    .svg(width: 640, height: 240, id: "top-styles-value-labels")
  }

  static func topStylesDonut(_ scheme: ChartColorScheme) -> String {
    Chart(SessionData.topStyles, id: \.name) { style in
      SectorMark(
        angle: .value("Sales", style.sales), innerRadius: .ratio(0.6), angularInset: 1.5
      )
      .foregroundStyle(by: .value("Name", style.name))
      .annotation(position: .overlay) {
        Text("\(style.sales, format: .number)").font(.caption.bold()).foregroundStyle(.white)
      }
    }
    .chartTitle("Share of sales by style")
    .chartColorScheme(scheme)
    .svg(width: 400, height: 360, id: "top-styles-donut")
  }
}
