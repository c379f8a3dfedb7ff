import Foundation
import PlotKit

/// Charts of PlotKit part 3's view vocabulary: annotation callouts, axis label views, symbol
/// views, and overlays that read the chart's proxy, as apps write them.
@MainActor
enum ViewCharts {
  nonisolated static let all: [GalleryChart] = [
    GalleryChart(name: "best-day-callout", render: bestDayCallout),
    GalleryChart(name: "daily-sales-selection-overlay", render: dailySalesSelectionOverlay),
    GalleryChart(name: "weekday-label-views", render: weekdayLabelViews),
    GalleryChart(name: "weekday-symbol-views", render: weekdaySymbolViews),
    GalleryChart(name: "monthly-summary-card", render: monthlySummaryCard),
  ]

  /// An annotation popover (WWDC23 style): a `VStack` of two texts on a rounded background.
  static func bestDayCallout(_ scheme: ChartColorScheme) -> String {
    let data = SessionData.dailySales
    let best = data.max { $0.sales < $1.sales } ?? data[0]
    return Chart {
      ForEach(data, id: \.day) { day in
        if day.day == best.day {
          BarMark(x: .value("Day", day.day, unit: .day), y: .value("Sales", day.sales))
            .annotation(position: .top, alignment: .trailing, spacing: 4) {
              VStack(alignment: .leading, spacing: 2) {
                Label("Best day", systemImage: "star.fill")
                  .font(.caption)
                  .foregroundStyle(.secondary)
                Text("\(best.sales, format: .number) pancakes")
                  .font(.title3.bold())
              }
              .padding(6)
              .background {
                RoundedRectangle(cornerRadius: 6)
                  .fill(.quaternary.opacity(0.5))
              }
            }
        } else {
          BarMark(x: .value("Day", day.day, unit: .day), y: .value("Sales", day.sales))
            .foregroundStyle(.blue.opacity(0.5))
        }
      }
    }
    .chartYScale(domain: 0...320)
    .chartTitle("Daily pancake sales with the best day called out")
    .chartCalendar(SessionData.calendar)
    .chartColorScheme(scheme)
    .svg(width: 560, height: 300, id: "best-day-callout")
  }

  /// Apple's selection pattern: `chartOverlay` with a drag gesture on a clear rectangle, and a
  /// `chartBackground` drawing the rule and callout at the selected day through `ChartProxy`.
  static func dailySalesSelectionOverlay(_ scheme: ChartColorScheme) -> String {
    let data = SessionData.dailySales
    let selected = data[9]
    return Chart(data, id: \.day) {
      LineMark(x: .value("Day", $0.day, unit: .day), y: .value("Sales", $0.sales))
        .interpolationMethod(.catmullRom)
        .symbol(.circle)
    }
    .chartYScale(domain: 0...300)
    .chartOverlay { proxy in
      GeometryReader { geometry in
        Rectangle().fill(.clear).contentShape(Rectangle())
          .gesture(
            DragGesture()
              .onChanged { value in
                let origin = geometry[proxy.plotAreaFrame].origin
                _ = proxy.value(atX: value.location.x - origin.x, as: Date.self)
              }
          )
      }
    }
    .chartBackground { proxy in
      ZStack(alignment: .topLeading) {
        GeometryReader { geometry in
          let plot = geometry[proxy.plotAreaFrame]
          let middle = SessionData.calendar.date(byAdding: .hour, value: 12, to: selected.day)!
          let lineX = (proxy.position(forX: middle) ?? 0) + plot.origin.x
          let boxWidth: CGFloat = 96
          let boxOffset = max(0, min(plot.width - boxWidth, lineX - plot.origin.x - boxWidth / 2))
          Rectangle()
            .fill(.red)
            .frame(width: 2, height: plot.height)
            .position(x: lineX, y: plot.midY)
          VStack(alignment: .center, spacing: 2) {
            Text(selected.day, format: .dateTime.month(.abbreviated).day())
              .font(.caption)
              .foregroundStyle(.secondary)
            Text("\(selected.sales, format: .number)")
              .font(.title2.bold())
          }
          .frame(width: boxWidth, alignment: .center)
          .padding(.vertical, 4)
          .background {
            ZStack {
              RoundedRectangle(cornerRadius: 8).fill(.background)
              RoundedRectangle(cornerRadius: 8).fill(.quaternary.opacity(0.7))
            }
          }
          .offset(x: plot.origin.x + boxOffset, y: plot.origin.y + 4)
        }
      }
    }
    .chartTitle("Daily pancake sales with the 10th day selected")
    .chartCalendar(SessionData.calendar)
    .chartColorScheme(scheme)
    .svg(width: 560, height: 300, id: "daily-sales-selection-overlay")
  }

  /// `AxisValueLabel { … }` with a `VStack` of two texts: the weekday and its sales.
  static func weekdayLabelViews(_ scheme: ChartColorScheme) -> String {
    let data = SessionData.locations[0].data
    let calendar = SessionData.calendar
    return Chart(data, id: \.weekday) {
      BarMark(x: .value("Weekday", $0.weekday, unit: .day), y: .value("Sales", $0.sales))
        .cornerRadius(4)
    }
    .chartXAxis {
      AxisMarks(values: .stride(by: .day)) { value in
        AxisValueLabel(centered: true) {
          if let day = value.as(Date.self) {
            let sales = data.first { calendar.isDate($0.weekday, inSameDayAs: day) }?.sales ?? 0
            VStack(spacing: 1) {
              Text(calendar.shortWeekdaySymbols[calendar.component(.weekday, from: day) - 1])
                .fontWeight(.semibold)
              Text("\(sales)")
                .font(.caption2)
                .foregroundStyle(.secondary)
            }
          }
        }
      }
    }
    .chartYAxis {
      AxisMarks { value in
        AxisGridLine()
        AxisValueLabel {
          if let sales = value.as(Int.self) {
            HStack(spacing: 2) {
              Circle().fill(.blue).frame(width: 5, height: 5)
              Text("\(sales)").monospacedDigit()
            }
          }
        }
      }
    }
    .chartTitle("Cupertino sales by weekday, labelled with views")
    .chartCalendar(calendar)
    .chartColorScheme(scheme)
    .svg(width: 520, height: 300, id: "weekday-label-views")
  }

  /// `.symbol { … }` on a line (a ringed circle) and on points (a capsule), per series.
  static func weekdaySymbolViews(_ scheme: ChartColorScheme) -> String {
    Chart {
      ForEach(SessionData.locations[0].data, id: \.weekday) {
        LineMark(x: .value("Weekday", $0.weekday, unit: .day), y: .value("Sales", $0.sales))
          .foregroundStyle(by: .value("City", "Cupertino"))
          .symbol {
            Circle()
              .strokeBorder(.blue, lineWidth: 2)
              .background(Circle().fill(.white))
              .frame(width: 10, height: 10)
          }
      }
      ForEach(SessionData.locations[1].data, id: \.weekday) {
        PointMark(x: .value("Weekday", $0.weekday, unit: .day), y: .value("Sales", $0.sales))
          .foregroundStyle(by: .value("City", "San Francisco"))
          .symbol {
            Capsule()
              .frame(width: 14, height: 6)
          }
      }
    }
    .chartForegroundStyleScale(["Cupertino": .blue, "San Francisco": .green])
    .chartTitle("Sales by weekday, points drawn with views")
    .chartCalendar(SessionData.calendar)
    .chartColorScheme(scheme)
    .svg(width: 520, height: 300, id: "weekday-symbol-views")
  }

  /// An overlay card using the rest of the vocabulary: `HStack`, `Spacer`, `Divider`,
  /// `Image(systemName:)`, `italic`, `opacity`, `clipShape`, `cornerRadius`, padding forms.
  static func monthlySummaryCard(_ scheme: ChartColorScheme) -> String {
    let months = SessionData.monthly
    let total = months.reduce(0) { $0 + $1.sales }
    return Chart(months, id: \.month) {
      BarMark(x: .value("Month", $0.month, unit: .month), y: .value("Sales", $0.sales))
        .foregroundStyle(.teal.gradient)
    }
    .chartYScale(domain: 0...8000)
    .chartOverlay(alignment: .topLeading) { proxy in
      HStack(alignment: .center, spacing: 8) {
        Image(systemName: "chart.bar.fill")
          .foregroundStyle(.teal)
        VStack(alignment: .leading, spacing: 2) {
          Text("Year to date").font(.caption).italic()
          Text("\(total, format: .number)").font(.headline)
        }
        Divider()
        Text("+12 %")
          .font(.caption.bold())
          .foregroundStyle(.white)
          .padding(.horizontal, 6)
          .padding(EdgeInsets(top: 2, leading: 0, bottom: 2, trailing: 0))
          .background(Color.green)
          .clipShape(Capsule())
          .rotationEffect(.degrees(-6))
          .animation(.easeInOut, value: total)
      }
      .fixedSize()
      .padding(8)
      .frame(width: 210, alignment: .leading)
      .background(.background.opacity(0.85))
      .overlay {
        RoundedRectangle(cornerRadius: 8).stroke(.quaternary, lineWidth: 1)
      }
      .cornerRadius(8)
      .offset(x: (proxy.position(forX: months[0].month) ?? 0) + 40, y: 10)
    }
    .chartTitle("Monthly pancake sales with a year-to-date card")
    .chartCalendar(SessionData.calendar)
    .chartColorScheme(scheme)
    .svg(width: 560, height: 300, id: "monthly-summary-card")
  }
}
