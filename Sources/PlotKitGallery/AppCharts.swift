import Foundation
import PlotKit

/// Charts written the way app code writes them: axis titles, UIKit system colours, a chart-wide
/// foreground style, `frame` and `padding` on the chart, `specifier:` interpolation, fonts on
/// axis labels and a rounded plot area.
enum AppCharts {
  static let all: [GalleryChart] = [
    GalleryChart(name: "axis-titles", render: axisTitles),
    GalleryChart(name: "app-style-bars", render: appStyleBars),
    GalleryChart(name: "line-styles-and-sizes", render: lineStylesAndSizes),
    GalleryChart(name: "capsule-bars-selected-rule", render: capsuleBarsSelectedRule),
  ]

  /// Titled axes: "Day" below the x axis, "Pancakes sold" up the y axis; day labels centred in
  /// their days, value labels in a semibold caption.
  static func axisTitles(_ scheme: ChartColorScheme) -> String {
    Chart {
      ForEach(SessionData.dailySales, id: \.day) { item in
        LineMark(x: .value("Day", item.day, unit: .day), y: .value("Sales", item.sales))
          .symbol(.circle)
      }
    }
    .chartXAxisLabel("Day")
    .chartYAxisLabel("Pancakes sold")
    .chartXAxis {
      AxisMarks(values: .stride(by: .day, count: 2)) { _ in
        AxisGridLine(centered: true, stroke: StrokeStyle(lineWidth: 0.5, dash: [2, 3]))
        AxisTick(centered: true, length: 4)
        AxisValueLabel(format: .dateTime.month(.abbreviated).day(), centered: true)
      }
    }
    .chartYAxis {
      AxisMarks { _ in
        AxisGridLine()
        AxisValueLabel().font(.caption.weight(.semibold)).foregroundStyle(Color.primary)
      }
    }
    .chartCalendar(SessionData.calendar)
    .chartColorScheme(scheme)
    .svg(width: 560, height: 300, id: "axis-titles")
  }

  /// Top styles in a UIKit system colour set once on the chart, values written with a
  /// `printf` specifier, a rounded plot background, and the chart's own frame and padding.
  static func appStyleBars(_ scheme: ChartColorScheme) -> String {
    Chart(SessionData.topStyles, id: \.name) { style in
      BarMark(x: .value("Style", style.name), y: .value("Sales", style.sales))
        .cornerRadius(4)
        .annotation(position: .top) {
          Text("\(Double(style.sales), specifier: "%.0f")")
            .font(.system(.caption2, design: .rounded))
            .foregroundColor(Color(.secondaryLabel))
        }
    }
    .foregroundStyle(Color(.systemIndigo))
    .chartYScale(domain: [0, 1_100])
    .chartYAxis(.hidden)
    .chartPlotStyle { plotArea in
      plotArea.background(Color(.secondarySystemBackground)).cornerRadius(8)
    }
    .frame(height: 260)
    .padding()
    .chartColorScheme(scheme)
    .svg(width: 560, height: 400, id: "app-style-bars")
  }

  /// Weekday sales per city told apart by dash pattern (`lineStyle(by:)`), points sized by
  /// sales (`symbolSize(by:)`) on a fixed area range.
  static func lineStylesAndSizes(_ scheme: ChartColorScheme) -> String {
    Chart {
      ForEach(SessionData.locations, id: \.city) { location in
        ForEach(location.data, id: \.weekday) { item in
          LineMark(x: .value("Weekday", item.weekday, unit: .day), y: .value("Sales", item.sales))
            .lineStyle(by: .value("City", location.city))
            .foregroundStyle(.gray)
          PointMark(x: .value("Weekday", item.weekday, unit: .day), y: .value("Sales", item.sales))
            .symbolSize(by: .value("Sales", item.sales))
            .foregroundStyle(.orange)
        }
      }
    }
    .chartSymbolSizeScale(range: 20...240)
    .chartXAxis {
      AxisMarks(values: .stride(by: .day)) { _ in
        AxisValueLabel(format: .dateTime.weekday(.abbreviated), centered: true)
      }
    }
    .chartCalendar(SessionData.calendar)
    .chartColorScheme(scheme)
    .svg(width: 560, height: 300, id: "line-styles-and-sizes")
  }

  /// Capsule-clipped bars with the selected day's rule reaching 10 points above the plot to its
  /// label, as Apple's selection sample draws it.
  static func capsuleBarsSelectedRule(_ scheme: ChartColorScheme) -> String {
    let data = Array(SessionData.dailySales.suffix(10))
    let selected = data[6]
    return Chart {
      ForEach(data, id: \.day) { item in
        BarMark(
          x: .value("Day", item.day, unit: .day), y: .value("Sales", item.sales), width: .ratio(0.5)
        )
        .clipShape(Capsule())
        .foregroundStyle(item.day == selected.day ? Color.orange : Color(.systemGray3))
      }
      RuleMark(x: .value("Selected", selected.day, unit: .day))
        .foregroundStyle(Color.gray.opacity(0.4))
        .offset(yStart: -10)
        .zIndex(-1)
    }
    .chartYScale(domain: 0...300)
    .chartPlotStyle { $0.frame(height: 200) }
    .chartCalendar(SessionData.calendar)
    .chartColorScheme(scheme)
    .svg(width: 480, height: 260, id: "capsule-bars-selected-rule")
  }
}
