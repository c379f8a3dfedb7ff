import Foundation
import PlotKit

/// Charts written the way other people's apps write them, for the APIs their code needed:
/// a second axis on the other edge, masks cut from areas, square plots, mark shadows and blurs,
/// app-defined views and plottable types, and chart modifiers on the view around the charts.
@MainActor
enum CompatibilityCharts {
  nonisolated static let all: [GalleryChart] = [
    GalleryChart(name: "queue-inset-axis-dimmed", render: queueInsetAxisDimmed),
    GalleryChart(name: "square-function-plot", render: squareFunctionPlot),
    GalleryChart(name: "glowing-sales-line", render: glowingSalesLine),
    GalleryChart(name: "shift-callout-views", render: shiftCalloutViews),
    GalleryChart(name: "batter-price-candles", render: batterPriceCandles),
  ]

  /// The queue at the truck through a day: a gradient area and line aligned with the plot, the
  /// hours already past dimmed by a rectangle masked with the same area, words for the levels
  /// inset on the leading edge beside the trailing numbers, and the count per hour on top.
  static func queueInsetAxisDimmed(_ scheme: ChartColorScheme) -> String {
    let start = SessionData.dailySales[0].day
    let queue = [0, 1, 3, 6, 9, 7, 4, 6, 8, 5, 2, 0].enumerated().map {
      (hour: start.addingTimeInterval(Double(8 + $0.offset) * 3600), people: $0.element)
    }
    let now = queue[6]
    let ramp = LinearGradient(colors: [.green, .yellow, .red], startPoint: .bottom, endPoint: .top)
    return Chart {
      ForEach(queue, id: \.hour) { point in
        AreaMark(x: .value("Hour", point.hour), y: .value("People", point.people))
          .interpolationMethod(.catmullRom)
          .foregroundStyle(ramp.opacity(0.4))
          .alignsMarkStylesWithPlotArea()
        LineMark(x: .value("Hour", point.hour), y: .value("People", point.people))
          .interpolationMethod(.catmullRom)
          .foregroundStyle(ramp)
          .lineStyle(StrokeStyle(lineWidth: 3))
          .alignsMarkStylesWithPlotArea()
      }
      RectangleMark(xStart: .value("Open", queue[0].hour), xEnd: .value("Now", now.hour))
        .foregroundStyle(.gray.opacity(0.5))
        .mask {
          ForEach(queue, id: \.hour) { point in
            AreaMark(
              x: .value("Hour", point.hour), y: .value("People", point.people),
              series: .value("Part", "mask"), stacking: .unstacked
            )
            .interpolationMethod(.catmullRom)
          }
        }
      RuleMark(x: .value("Now", now.hour)).foregroundStyle(.secondary)
    }
    .chartYScale(domain: 0...10)
    .chartYAxis {
      AxisMarks(values: [0, 2, 4, 6, 8, 10])
      AxisMarks(preset: .inset, position: .leading, values: [1, 5, 9]) { value in
        AxisValueLabel(["Quiet", "Busy", "Packed"][value.index])
      }
    }
    .chartXAxis {
      AxisMarks(values: .stride(by: .hour, count: 3))
      AxisMarks(position: .top, values: .stride(by: .hour, count: 2)) { value in
        AxisValueLabel("\(queue[min(value.index * 2, queue.count - 1)].people)")
      }
    }
    .chartTitle("People waiting at the truck, by hour, with the hours already past dimmed")
    .chartCalendar(SessionData.calendar)
    .chartColorScheme(scheme)
    .svg(width: 560, height: 300, id: "queue-inset-axis-dimmed")
  }

  /// WWDC24's square function plots: two functions in a plot kept square and clipped.
  static func squareFunctionPlot(_ scheme: ChartColorScheme) -> String {
    Chart {
      LinePlot(x: "x", y: "sin x") { sin($0) * 3 }
        .foregroundStyle(by: .value("Function", "3 sin x"))
      LinePlot(x: "x", y: "x²/4") { $0 * $0 / 4 }
        .foregroundStyle(by: .value("Function", "x²/4"))
        .lineStyle(StrokeStyle(lineWidth: 2, dash: [4, 4]))
    }
    .chartXScale(domain: -6...6)
    .chartYScale(domain: -6...6)
    .chartPlotStyle { $0.aspectRatio(contentMode: .fit).clipped() }
    .chartTitle("3 sin x and x²/4 in a square plot")
    .chartColorScheme(scheme)
    .svg(width: 560, height: 320, id: "square-function-plot")
  }

  /// A line with a soft coloured glow (a shadow on the mark) and the days before the best one
  /// blurred, as app code styles a highlight.
  static func glowingSalesLine(_ scheme: ChartColorScheme) -> String {
    let data = SessionData.dailySales
    let best = data.max { $0.sales < $1.sales } ?? data[0]
    return Chart {
      ForEach(data, id: \.day) { day in
        LineMark(x: .value("Day", day.day, unit: .day), y: .value("Sales", day.sales))
          .interpolationMethod(.catmullRom)
          .lineStyle(StrokeStyle(lineWidth: 3))
          .shadow(color: .blue.opacity(0.6), radius: 6, y: 3)
      }
      ForEach(data, id: \.day) { day in
        PointMark(x: .value("Day", day.day, unit: .day), y: .value("Sales", day.sales))
          .symbolSize(day.day == best.day ? 120 : 40)
          .blur(radius: day.day < best.day ? 2 : 0)
      }
    }
    .chartTitle("Daily pancake sales as a glowing line, the days before the best one blurred")
    .chartCalendar(SessionData.calendar)
    .chartColorScheme(scheme)
    .svg(width: 560, height: 300, id: "glowing-sales-line")
  }

  /// A shift plotted through an app-defined Plottable and annotated with an app-defined View,
  /// bar labels as wide as their bars (`AnnotationContext`); the colour scale is written once on
  /// the stack holding two charts.
  static func shiftCalloutViews(_ scheme: ChartColorScheme) -> String {
    let rows = Shift.allCases.flatMap { shift in
      SessionData.topStyles.prefix(3).map {
        (shift: shift, style: $0.name, sales: $0.sales / shift.divisor)
      }
    }
    let bars = Chart(rows, id: \.style) { row in
      BarMark(x: .value("Style", row.style), y: .value("Sales", row.sales))
        .foregroundStyle(by: .value("Shift", row.shift))
        .position(by: .value("Shift", row.shift))
        .annotation(position: .overlay, alignment: .top) { context in
          // The label takes its bar's width, which only the annotation context knows.
          Text("\(row.sales)").font(.caption2.bold()).foregroundStyle(.white)
            .frame(width: context.targetSize.width)
        }
    }
    .chartColorScheme(scheme)
    let share = Chart(rows.filter { $0.style == rows[0].style }, id: \.shift.primitivePlottable) {
      row in
      SectorMark(angle: .value("Sales", row.sales), innerRadius: .ratio(0.6), angularInset: 2)
        .foregroundStyle(by: .value("Shift", row.shift))
        .annotation(position: .overlay) { ShiftCallout(shift: row.shift, sales: row.sales) }
    }
    .chartLegend(.hidden)
    .chartColorScheme(scheme)
    return HStack(spacing: 16) {
      bars
      share.frame(width: 180)
    }
    .chartForegroundStyleScale([Shift.morning: Color.orange, .evening: Color.indigo])
    .svg(width: 560, height: 260, id: "shift-callout-views", colorScheme: scheme)
  }

  /// A truck shift, plotted through its name.
  enum Shift: CaseIterable, Plottable {
    case morning, evening
    var primitivePlottable: String { self == .morning ? "Morning" : "Evening" }
    init?(primitivePlottable: String) {
      guard let shift = Self.allCases.first(where: { $0.primitivePlottable == primitivePlottable })
      else { return nil }
      self = shift
    }
    var divisor: Int { self == .morning ? 3 : 2 }
  }

  /// The callout an app defines once and reuses: the shift's name over its sales.
  struct ShiftCallout: View {
    var shift: Shift
    var sales: Int
    var body: some View {
      VStack(spacing: 0) {
        Text(shift.primitivePlottable).font(.caption2)
        Text("\(sales)").font(.caption.bold())
      }
    }
  }

  /// Daily batter prices as candlesticks built from rectangles of fixed widths, in a plot area
  /// padded from its axes, on a tinted background with a soft shadow.
  static func batterPriceCandles(_ scheme: ChartColorScheme) -> String {
    let days = SessionData.dailySales.prefix(14).enumerated().map { index, day in
      let open = 2.0 + Double(day.sales % 40) / 100
      let close = open + Double(index % 5 - 2) / 20
      return (
        day: day.day, open: open, close: close, low: min(open, close) - 0.08,
        high: max(open, close) + 0.1
      )
    }
    return Chart(days, id: \.day) { day in
      RectangleMark(
        x: .value("Day", day.day, unit: .day), yStart: .value("Low", day.low),
        yEnd: .value("High", day.high), width: 2)
      RectangleMark(
        x: .value("Day", day.day, unit: .day), yStart: .value("Open", day.open),
        yEnd: .value("Close", day.close), width: 10
      )
      .foregroundStyle(day.close >= day.open ? Color.green : Color.red)
    }
    .chartYScale(domain: 1.6...2.8)
    .chartPlotStyle { plot in
      plot.background(Color.yellow.opacity(0.12)).padding(12).shadow(radius: 4, y: 2)
    }
    .chartTitle("Daily batter price per litre as candlesticks, in a padded plot")
    .chartCalendar(SessionData.calendar)
    .chartColorScheme(scheme)
    .svg(width: 560, height: 300, id: "batter-price-candles")
  }
}
