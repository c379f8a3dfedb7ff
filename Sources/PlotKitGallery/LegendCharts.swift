import Foundation
import PlotKit

/// Legends in every position Swift Charts offers, and a legend of custom views.
@MainActor
enum LegendCharts {
  nonisolated static let all: [GalleryChart] =
    positions.map { name, position, alignment in
      GalleryChart(name: "legend-" + name) { scheme in
        cityLines(scheme, id: "legend-" + name)
          .chartLegend(position: position, alignment: alignment)
          .chartColorScheme(scheme)
          .svg(width: 480, height: 240, id: "legend-" + name)
      }
    } + [
      GalleryChart(name: "legend-custom-content", render: customContent),
      GalleryChart(name: "legend-hidden", render: hidden),
      GalleryChart(name: "legend-wrapped") {
        truckLines($0, position: .bottom, id: "legend-wrapped")
      },
      GalleryChart(name: "legend-wrapped-trailing") {
        truckLines($0, position: .trailing, id: "legend-wrapped-trailing")
      },
      GalleryChart(name: "legend-columns-leading") {
        // Fourteen trucks in a short chart: the side legend continues in a second column.
        truckLines(
          $0, position: .leading, id: "legend-columns-leading",
          trucks: trucks
            + trucks.map {
              $0 + " (late)"
            }, height: 200)
      },
    ]

  /// Food trucks with long names, more than one legend row holds: the entries wrap to new rows
  /// and the name too long for a whole row ends in "…".
  static let trucks = [
    "Cupertino", "San Francisco — Mission", "Washington, D.C. — weekend brunch truck",
    "Portland", "Austin food park", "Chicago",
    "Llanfairpwllgwyngyll — the village with the long name, and its weekday morning market stall",
  ]

  /// The session's weekday sales, shifted per truck, one line per truck.
  static func truckLines(
    _ scheme: ChartColorScheme, position: AnnotationPosition, id: String,
    trucks: [String] = trucks, height: Double = 300
  ) -> String {
    let weekdays = SessionData.locations[0].data
    return Chart {
      ForEach(Array(trucks.enumerated()), id: \.offset) { index, truck in
        ForEach(Array(weekdays.enumerated()), id: \.offset) { day, row in
          LineMark(
            x: .value("Weekday", row.weekday, unit: .day),
            y: .value("Sales", row.sales / 2 + (day * 17 + index * 29) % 60))
        }
        .foregroundStyle(by: .value("Truck", truck))
      }
    }
    .chartXAxis {
      AxisMarks(values: .stride(by: .day)) { _ in
        AxisValueLabel(format: .dateTime.weekday(.abbreviated))
      }
    }
    .chartLegend(position: position)
    .chartCalendar(SessionData.calendar)
    .chartColorScheme(scheme)
    .svg(width: 480, height: height, id: id)
  }

  /// Position, and an alignment where the default would hide what the position does.
  nonisolated static let positions: [(String, AnnotationPosition, Alignment?)] = [
    ("top", .top, nil),
    ("bottom-centered", .bottom, .center),
    ("leading", .leading, nil),
    ("trailing", .trailing, .top),
    ("top-leading", .topLeading, nil),
    ("top-trailing", .topTrailing, nil),
    ("bottom-leading", .bottomLeading, nil),
    ("bottom-trailing", .bottomTrailing, nil),
    ("overlay", .overlay, .topTrailing),
    ("automatic", .automatic, nil),
  ]

  /// The session's two cities by weekday, one line each.
  static func cityLines(_ scheme: ChartColorScheme, id: String) -> Chart<
    ForEach<
      [(city: String, data: [(weekday: Date, sales: Int)])],
      ModifiedChartContent<ForEach<[(weekday: Date, sales: Int)], LineMark>>
    >
  > {
    Chart {
      ForEach(SessionData.locations, id: \.city) { series in
        ForEach(series.data, id: \.weekday) {
          LineMark(x: .value("Weekday", $0.weekday, unit: .day), y: .value("Sales", $0.sales))
        }
        .foregroundStyle(by: .value("City", series.city))
      }
    }
    .chartXAxis {
      AxisMarks(values: .stride(by: .day)) { _ in
        AxisValueLabel(format: .dateTime.weekday(.abbreviated))
      }
    }
    .chartCalendar(SessionData.calendar)
  }

  /// A legend of the app's own views: a title over two coloured capsules.
  static func customContent(_ scheme: ChartColorScheme) -> String {
    cityLines(scheme, id: "legend-custom-content")
      .chartForegroundStyleScale(["Cupertino": .purple, "San Francisco": .green])
      .chartLegend(position: .top, alignment: .trailing, spacing: 12) {
        HStack(spacing: 10) {
          Text("Sales by city").font(.callout).bold()
          HStack(spacing: 4) {
            Capsule().fill(.purple).frame(width: 14, height: 6)
            Text("Cupertino").foregroundStyle(.secondary)
          }
          HStack(spacing: 4) {
            Capsule().fill(.green).frame(width: 14, height: 6)
            Text("San Francisco").foregroundStyle(.secondary)
          }
        }
      }
      .chartColorScheme(scheme)
      .svg(width: 480, height: 240, id: "legend-custom-content")
  }

  /// `chartLegend(.hidden)`: the plot takes the legend's space.
  static func hidden(_ scheme: ChartColorScheme) -> String {
    cityLines(scheme, id: "legend-hidden")
      .chartLegend(.hidden)
      .chartColorScheme(scheme)
      .svg(width: 480, height: 240, id: "legend-hidden")
  }
}
