import Foundation
import PlotKit

/// The session's listings, one function each; ids are the chart names so pages can hold them all.
@MainActor
enum SessionCharts {
  nonisolated static let all: [GalleryChart] = [
    GalleryChart(name: "top-styles", render: topStyles),
    GalleryChart(name: "daily-sales-bars", render: dailySalesBars),
    GalleryChart(name: "daily-sales-line", render: dailySalesLine),
    GalleryChart(name: "locations-lines", render: locationsLines),
    GalleryChart(name: "monthly-area-line", render: monthlyAreaLine),
    GalleryChart(name: "monthly-bar-rectangle", render: monthlyBarRectangle),
    GalleryChart(name: "monthly-totals", render: monthlyTotals),
    GalleryChart(name: "monthly-totals-narrow-months", render: monthlyTotalsNarrowMonths),
    GalleryChart(name: "monthly-totals-quarters", render: monthlyTotalsQuarters),
    GalleryChart(name: "monthly-totals-leading-extended", render: monthlyTotalsLeadingExtended),
    GalleryChart(name: "top-styles-plot-style", render: topStylesPlotStyle),
    GalleryChart(name: "daily-sales-selection", render: dailySalesSelection),
  ]

  static func topStyles(_ scheme: ChartColorScheme) -> String {
    Chart(SessionData.topStyles, id: \.name) {
      BarMark(x: .value("Sales", $0.sales), y: .value("Name", $0.name))
        .foregroundStyle(.pink)
        .accessibilityLabel($0.name)
        .accessibilityValue("\($0.sales) sold")
    }
    .chartTitle("Most sold style: Cachapa")
    .chartColorScheme(scheme)
    .svg(width: 640, height: 280, id: "top-styles")
  }

  static func dailySalesBars(_ scheme: ChartColorScheme) -> String {
    Chart {
      ForEach(SessionData.dailySales, id: \.day) {
        BarMark(x: .value("Day", $0.day, unit: .day), y: .value("Sales", $0.sales))
      }
    }
    .chartCalendar(SessionData.calendar)
    .chartColorScheme(scheme)
    .svg(width: 640, height: 320, id: "daily-sales-bars")
  }

  static func dailySalesLine(_ scheme: ChartColorScheme) -> String {
    Chart {
      ForEach(SessionData.dailySales, id: \.day) {
        LineMark(x: .value("Day", $0.day, unit: .day), y: .value("Sales", $0.sales))
      }
    }
    .chartCalendar(SessionData.calendar)
    .chartColorScheme(scheme)
    .svg(width: 640, height: 320, id: "daily-sales-line")
  }

  static func locationsLines(_ scheme: ChartColorScheme) -> String {
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
    .chartCalendar(SessionData.calendar)
    .chartColorScheme(scheme)
    .svg(width: 640, height: 320, id: "locations-lines")
  }

  static func monthlyAreaLine(_ scheme: ChartColorScheme) -> String {
    Chart {
      ForEach(SessionData.monthly, id: \.month) {
        AreaMark(
          x: .value("Month", $0.month, unit: .month),
          yStart: .value("Daily Min", $0.dailyMin),
          yEnd: .value("Daily Max", $0.dailyMax)
        )
        .opacity(0.3)
        LineMark(
          x: .value("Month", $0.month, unit: .month),
          y: .value("Daily Average", $0.dailyAverage)
        )
      }
    }
    .chartCalendar(SessionData.calendar)
    .chartColorScheme(scheme)
    .svg(width: 640, height: 320, id: "monthly-area-line")
  }

  static func monthlyBarRectangle(_ scheme: ChartColorScheme) -> String {
    Chart {
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
    }
    .chartCalendar(SessionData.calendar)
    .chartColorScheme(scheme)
    .svg(width: 640, height: 320, id: "monthly-bar-rectangle")
  }

  @ChartContentBuilder
  static var monthlyTotalBars: some ChartContent {
    ForEach(SessionData.monthly, id: \.month) {
      BarMark(x: .value("Month", $0.month, unit: .month), y: .value("Sales", $0.sales))
    }
  }

  static func monthlyTotals(_ scheme: ChartColorScheme) -> String {
    Chart { monthlyTotalBars }
      .chartCalendar(SessionData.calendar)
      .chartColorScheme(scheme)
      .svg(width: 640, height: 320, id: "monthly-totals")
  }

  static func monthlyTotalsNarrowMonths(_ scheme: ChartColorScheme) -> String {
    Chart { monthlyTotalBars }
      .chartXAxis {
        AxisMarks(values: .stride(by: .month)) { _ in
          AxisGridLine()
          AxisTick()
          AxisValueLabel(format: .dateTime.month(.narrow))
        }
      }
      .chartCalendar(SessionData.calendar)
      .chartColorScheme(scheme)
      .svg(width: 640, height: 320, id: "monthly-totals-narrow-months")
  }

  static func monthlyTotalsQuarters(_ scheme: ChartColorScheme) -> String {
    Chart { monthlyTotalBars }
      .chartXAxis {
        AxisMarks(values: .stride(by: .month)) { value in
          if value.as(Date.self)!.isFirstMonthOfQuarter {
            AxisGridLine().foregroundStyle(.primary)
            AxisTick().foregroundStyle(.primary)
            AxisValueLabel(format: .dateTime.month(.narrow))
          } else {
            AxisGridLine()
          }
        }
      }
      .chartCalendar(SessionData.calendar)
      .chartColorScheme(scheme)
      .svg(width: 640, height: 320, id: "monthly-totals-quarters")
  }

  static func monthlyTotalsLeadingExtended(_ scheme: ChartColorScheme) -> String {
    Chart { monthlyTotalBars }
      .chartYAxis {
        AxisMarks(preset: .extended, position: .leading)
      }
      .chartCalendar(SessionData.calendar)
      .chartColorScheme(scheme)
      .svg(width: 640, height: 320, id: "monthly-totals-leading-extended")
  }

  static func topStylesPlotStyle(_ scheme: ChartColorScheme) -> String {
    Chart(SessionData.topStyles, id: \.name) {
      BarMark(x: .value("Sales", $0.sales), y: .value("Name", $0.name))
        .foregroundStyle(.pink)
        .accessibilityLabel($0.name)
        .accessibilityValue("\($0.sales) sold")
    }
    .chartPlotStyle { plotArea in
      plotArea.frame(height: 60 * 6)
        .background(.pink.opacity(0.2))
        .border(.pink, width: 1)
    }
    .chartColorScheme(scheme)
    .svg(width: 640, height: 320, id: "top-styles-plot-style")
  }

  /// The brushing listing's chart with a fixed selection, since an SVG has no drag gesture.
  static func dailySalesSelection(_ scheme: ChartColorScheme) -> String {
    let range = (
      SessionData.date(year: 2022, month: 5, day: 21),
      SessionData.date(year: 2022, month: 5, day: 30)
    )
    return Chart {
      ForEach(SessionData.dailySales, id: \.day) {
        LineMark(x: .value("Month", $0.day, unit: .day), y: .value("Sales", $0.sales))
          .interpolationMethod(.catmullRom)
          .symbol(.circle)
      }
      if let (start, end) = Optional(range) {
        RectangleMark(xStart: .value("Selection Start", start), xEnd: .value("Selection End", end))
          .foregroundStyle(.gray.opacity(0.2))
      }
    }
    .chartCalendar(SessionData.calendar)
    .chartColorScheme(scheme)
    .svg(width: 640, height: 320, id: "daily-sales-selection")
  }
}
