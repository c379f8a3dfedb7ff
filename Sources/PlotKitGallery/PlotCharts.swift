import Foundation
import PlotKit

/// Charts of the vectorized and function plots (WWDC24) and of stacking methods.
@MainActor
enum PlotCharts {
  nonisolated static let all: [GalleryChart] = [
    GalleryChart(name: "function-plot-sin-cos", render: functionPlotSinCos),
    GalleryChart(name: "function-plot-area-parametric", render: functionPlotAreaParametric),
    GalleryChart(name: "daily-sales-by-city-line-plot", render: dailySalesByCityLinePlot),
    GalleryChart(name: "daily-sales-by-city-normalized", render: dailySalesByCityNormalized),
    GalleryChart(name: "weekday-sales-center-stacked", render: weekdaySalesCenterStacked),
    GalleryChart(name: "daily-sales-scrolling-week", render: dailySalesScrollingWeek),
    GalleryChart(name: "weekly-orders-log-scale", render: weeklyOrdersLogScale),
  ]

  /// Orders growing by about ×3.5 a week on a log y scale (ticks at 1, 2, 5 × powers of ten),
  /// with `AxisMarks(format:values:)` on x and a dashed `StrokeStyle` with a dash phase.
  static func weeklyOrdersLogScale(_ scheme: ChartColorScheme) -> String {
    let orders = [3, 11, 40, 130, 460, 1_650, 5_800]
    let weeks = orders.indices.map {
      SessionData.dailySales[0].day.addingTimeInterval(Double($0) * 7 * 86_400)
    }
    return Chart {
      ForEach(orders.indices, id: \.self) { index in
        LineMark(x: .value("Week", weeks[index]), y: .value("Orders", orders[index]))
          .lineStyle(
            StrokeStyle(
              lineWidth: 2, lineCap: .butt, lineJoin: .miter, miterLimit: 4,
              dash: [6, 3], dashPhase: 2)
          )
          .symbol(.circle)
      }
    }
    .chartYScale(type: .log)
    .chartXAxis {
      AxisMarks(format: .dateTime.month(.abbreviated).day(), values: .automatic(desiredCount: 4))
    }
    .chartCalendar(SessionData.calendar)
    .chartTitle("Weekly orders since launch, log scale")
    .chartColorScheme(scheme)
    .svg(width: 480, height: 280, id: "weekly-orders-log-scale")
  }

  /// A selection binding (`@State`-like) and a scrolling bar chart showing one week at its
  /// initial scroll position, the rest clipped, as a still image of the scroll view would.
  static func dailySalesScrollingWeek(_ scheme: ChartColorScheme) -> String {
    @State var selectedDay: Date?
    let start = SessionData.dailySales[7].day
    return Chart(SessionData.dailySales, id: \.day) {
      BarMark(x: .value("Day", $0.day, unit: .day), y: .value("Sales", $0.sales))
    }
    .chartScrollableAxes(.horizontal)
    .chartXVisibleDomain(length: 3600 * 24 * 7)
    .chartScrollPosition(initialX: start)
    .chartScrollTargetBehavior(
      .valueAligned(
        matching: DateComponents(hour: 0), majorAlignment: .matching(DateComponents(day: 1)))
    )
    .chartXSelection(value: $selectedDay)
    .chartCalendar(SessionData.calendar)
    .chartTitle("Daily sales, one week visible")
    .chartColorScheme(scheme)
    .svg(width: 480, height: 260, id: "daily-sales-scrolling-week")
  }

  /// The WWDC24 function plot: two `LinePlot`s of functions, coloured by expression.
  static func functionPlotSinCos(_ scheme: ChartColorScheme) -> String {
    Chart {
      LinePlot(x: "x", y: "y = sin(x)") { sin($0) }
        .foregroundStyle(by: .value("expression", "y=sin(x)"))
      LinePlot(x: "x", y: "y = cos(x)") { cos($0) }
        .foregroundStyle(by: .value("expression", "y=cos(x)"))
    }
    .chartXScale(domain: -6.0...6.0)
    .chartYScale(domain: -1.5...1.5)
    .chartTitle("sin(x) and cos(x)")
    .chartColorScheme(scheme)
    .svg(width: 560, height: 260, id: "function-plot-sin-cos")
  }

  /// `AreaPlot(x:yStart:yEnd:)` between y = x and y = x² − 1, with a parametric circle and a
  /// `tan` line that breaks at its poles and is clipped to the plot.
  static func functionPlotAreaParametric(_ scheme: ChartColorScheme) -> String {
    Chart {
      AreaPlot(x: "x", yStart: "x", yEnd: "x^2 - 1") { x in (yStart: x, yEnd: x * x - 1) }
        .foregroundStyle(.orange.opacity(0.4))
      LinePlot(x: "x", y: "y", t: "t", domain: 0...(2 * .pi)) { t in (x: cos(t), y: sin(t)) }
        .foregroundStyle(.purple)
      LinePlot(x: "x", y: "tan(x)") { tan($0) }
        .foregroundStyle(.gray)
    }
    .chartXScale(domain: -2.0...2.0)
    .chartYScale(domain: -4.0...4.0)
    .chartTitle("Area between two functions, a circle and tan(x)")
    .chartColorScheme(scheme)
    .svg(width: 400, height: 400, id: "function-plot-area-parametric")
  }

  /// One row per day and city, as a vectorized `LinePlot` with key-path series and colours.
  static func dailySalesByCityLinePlot(_ scheme: ChartColorScheme) -> String {
    Chart {
      LinePlot(
        SessionData.dailySalesByCity, x: .value("Day", \.day), y: .value("Sales", \.sales),
        series: .value("City", \.city)
      )
      .foregroundStyle(by: .value("City", \.city))
    }
    .chartCalendar(SessionData.calendar)
    .chartTitle("Daily sales by city, as one LinePlot")
    .chartColorScheme(scheme)
    .svg(width: 640, height: 280, id: "daily-sales-by-city-line-plot")
  }

  /// `AreaPlot(…, stacking: .normalized)`: each day's city shares of the whole.
  static func dailySalesByCityNormalized(_ scheme: ChartColorScheme) -> String {
    Chart {
      AreaPlot(
        SessionData.dailySalesByCity, x: .value("Day", \.day), y: .value("Sales", \.sales),
        series: .value("City", \.city), stacking: .normalized
      )
      .foregroundStyle(by: .value("City", \.city))
    }
    .chartCalendar(SessionData.calendar)
    .chartTitle("Share of daily sales by city")
    .chartColorScheme(scheme)
    .svg(width: 640, height: 280, id: "daily-sales-by-city-normalized")
  }

  /// `BarMark(…, stacking: .center)`: both cities' weekday sales centred on zero.
  static func weekdaySalesCenterStacked(_ scheme: ChartColorScheme) -> String {
    Chart {
      ForEach(SessionData.locations, id: \.city) { location in
        ForEach(location.data, id: \.weekday) {
          BarMark(
            x: .value("Weekday", $0.weekday, unit: .day), y: .value("Sales", $0.sales),
            stacking: .center
          )
          .foregroundStyle(by: .value("City", location.city))
        }
      }
    }
    .chartCalendar(SessionData.calendar)
    .chartTitle("Weekday sales by city, centred")
    .chartColorScheme(scheme)
    .svg(width: 480, height: 280, id: "weekday-sales-center-stacked")
  }
}
