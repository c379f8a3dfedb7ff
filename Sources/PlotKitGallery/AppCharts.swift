import Foundation
import PlotKit

/// Charts written the way app code writes them: axis titles, UIKit system colours, a chart-wide
/// foreground style, `frame` and `padding` on the chart, `specifier:` interpolation, fonts on
/// axis labels and a rounded plot area.
@MainActor
enum AppCharts {
  nonisolated static let all: [GalleryChart] = [
    GalleryChart(name: "axis-titles", render: axisTitles),
    GalleryChart(name: "app-style-bars", render: appStyleBars),
    GalleryChart(name: "line-styles-and-sizes", render: lineStylesAndSizes),
    GalleryChart(name: "capsule-bars-selected-rule", render: capsuleBarsSelectedRule),
    GalleryChart(name: "weekly-revenue-card", render: weeklyRevenueCard),
    GalleryChart(name: "city-days-symbols-aspect", render: cityDaysSymbolsAspect),
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

  /// A card as an app lays it out, rendered as one view: a title over a chart of daily rows
  /// binned by week (`unit: .weekOfYear` stacks each week's days), dollar labels at least $500
  /// apart, cities coloured by a mapping function, on a grey rounded background.
  static func weeklyRevenueCard(_ scheme: ChartColorScheme) -> String {
    let chart = Chart(SessionData.dailySalesByCity, id: \.day) { item in
      BarMark(
        x: .value("Week", item.day, unit: .weekOfYear),
        y: .value("Revenue", Double(item.sales) * 4.5)
      )
      .foregroundStyle(by: .value("City", item.city))
      .accessibilityLabel(Text(item.city))
    }
    .chartForegroundStyleScale { (city: String) in
      city == "Cupertino" ? Color(.systemTeal) : Color(.systemIndigo)
    }
    .chartYAxis {
      AxisMarks(format: .currency(code: "USD"), values: .automatic(minimumStride: 500))
    }
    .chartXAxis {
      AxisMarks(values: .stride(by: .weekOfYear)) {
        AxisValueLabel(format: .dateTime.month(.abbreviated).day(), centered: true)
      }
    }
    .chartCalendar(SessionData.calendar)
    .frame(height: 220)
    let card = VStack(alignment: .leading, spacing: 8) {
      Text("Revenue by week").font(.headline)
      chart
    }
    .padding()
    .background(Color(.systemGray6), in: RoundedRectangle(cornerRadius: 12))
    return card.svg(width: 520, height: 290, id: "weekly-revenue-card", colorScheme: scheme)
  }

  /// Daily sales per city as symbols picked from a domain and range, 8 × 8 points, in a square
  /// chart (`aspectRatio(1, contentMode: .fit)`), axes drawn with a thin dashed stroke.
  static func cityDaysSymbolsAspect(_ scheme: ChartColorScheme) -> String {
    Chart(SessionData.dailySalesByCity.suffix(28), id: \.day) { item in
      PointMark(x: .value("Day", item.day, unit: .day), y: .value("Sales", item.sales))
        .symbol(by: .value("City", item.city))
        .symbolSize(CGSize(width: 8, height: 8))
    }
    .chartSymbolScale(domain: ["Cupertino", "San Francisco"], range: [.circle, .triangle])
    .chartYAxis { AxisMarks(stroke: StrokeStyle(lineWidth: 0.5, dash: [2, 2])) }
    .aspectRatio(1, contentMode: .fit)
    .chartCalendar(SessionData.calendar)
    .chartColorScheme(scheme)
    .svg(width: 560, height: 360, id: "city-days-symbols-aspect")
  }
}
