import Foundation
import PlotKit

/// Charts written the way app code writes them: axis titles, UIKit system colours, a chart-wide
/// foreground style, `frame` and `padding` on the chart, `specifier:` interpolation, fonts on
/// axis labels and a rounded plot area.
enum AppCharts {
  static let all: [GalleryChart] = [
    GalleryChart(name: "axis-titles", render: axisTitles),
    GalleryChart(name: "app-style-bars", render: appStyleBars),
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
}
