import Foundation
import PlotKit

/// Annotations with an explicit overflow resolution.
@MainActor
enum AnnotationCharts {
  nonisolated static let all: [GalleryChart] = [
    GalleryChart(name: "annotation-overflow-fit", render: annotationOverflowFit),
    GalleryChart(name: "annotation-corners", render: annotationCorners),
  ]

  /// A selection popover at the last day slides into the plot; the first day's label slides
  /// into the chart; the average's label is fitted below the plot's top edge.
  static func annotationOverflowFit(_ scheme: ChartColorScheme) -> String {
    let first = SessionData.dailySales[0]
    let last = SessionData.dailySales[SessionData.dailySales.count - 1]
    return Chart {
      ForEach(SessionData.dailySales, id: \.day) {
        LineMark(x: .value("Day", $0.day, unit: .day), y: .value("Sales", $0.sales))
      }
      RuleMark(x: .value("Day", last.day, unit: .day))
        .foregroundStyle(.gray.opacity(0.4))
        .annotation(
          position: .top, spacing: 0,
          overflowResolution: .init(x: .fit(to: .plot), y: .fit(to: .plot))
        ) {
          VStack(alignment: .leading) {
            Text("June 6").font(.caption).foregroundStyle(.secondary)
            Text("146 sold").font(.headline)
          }
          .padding(6)
          .background(RoundedRectangle(cornerRadius: 4).fill(.quaternary))
        }
      PointMark(x: .value("Day", first.day, unit: .day), y: .value("Sales", first.sales))
        .annotation(position: .top, overflowResolution: .init(x: .fit, y: .disabled)) {
          Text("First day: \(first.sales)").font(.caption)
        }
    }
    .chartCalendar(SessionData.calendar)
    .chartColorScheme(scheme)
    .svg(width: 560, height: 260, id: "annotation-overflow-fit")
  }

  /// The four corner positions around one bar.
  static func annotationCorners(_ scheme: ChartColorScheme) -> String {
    Chart(SessionData.topStyles.prefix(3), id: \.name) { style in
      BarMark(x: .value("Name", style.name), y: .value("Sales", style.sales), width: .ratio(0.4))
        .annotation(position: .topLeading) { Text("↖").font(.caption) }
        .annotation(position: .topTrailing) { Text("↗").font(.caption) }
        .annotation(position: .bottomLeading) { Text("↙").font(.caption) }
        .annotation(position: .bottomTrailing) { Text("↘").font(.caption) }
    }
    .chartColorScheme(scheme)
    .svg(width: 420, height: 240, id: "annotation-corners")
  }
}
