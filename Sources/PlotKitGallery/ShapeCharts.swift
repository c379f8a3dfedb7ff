import Foundation
import PlotKit

/// Rounded sectors, masks and the radial, elliptical and angular gradients.
enum ShapeCharts {
  static let all: [GalleryChart] = [
    GalleryChart(name: "donut-rounded-sectors", render: donutRoundedSectors),
    GalleryChart(name: "pie-rounded-sectors", render: pieRoundedSectors),
    GalleryChart(name: "bars-radial-gradient", render: barsRadialGradient),
    GalleryChart(name: "tiles-elliptical-gradient", render: tilesEllipticalGradient),
    GalleryChart(name: "donut-angular-gradient", render: donutAngularGradient),
  ]

  /// The top styles as a donut with rounded, separated slices, as Apple's pie chart sample.
  static func donutRoundedSectors(_ scheme: ChartColorScheme) -> String {
    Chart(SessionData.topStyles, id: \.name) { style in
      SectorMark(
        angle: .value("Sales", style.sales), innerRadius: .ratio(0.618), angularInset: 1.5
      )
      .cornerRadius(5)
      .foregroundStyle(by: .value("Name", style.name))
    }
    .chartLegend(position: .trailing, alignment: .center)
    .chartColorScheme(scheme)
    .svg(width: 420, height: 240, id: "donut-rounded-sectors")
  }

  /// A pie whose slices have large rounded corners; the smallest slices round less.
  static func pieRoundedSectors(_ scheme: ChartColorScheme) -> String {
    Chart(SessionData.topStyles, id: \.name) { style in
      SectorMark(angle: .value("Sales", style.sales), angularInset: 2)
        .cornerRadius(12)
        .foregroundStyle(by: .value("Name", style.name))
    }
    .chartLegend(.hidden)
    .chartColorScheme(scheme)
    .svg(width: 240, height: 240, id: "pie-rounded-sectors")
  }

  /// Bars lit from their top: a radial gradient 60 points across from each bar's top centre.
  static func barsRadialGradient(_ scheme: ChartColorScheme) -> String {
    Chart(SessionData.topStyles, id: \.name) {
      BarMark(x: .value("Name", $0.name), y: .value("Sales", $0.sales))
        .foregroundStyle(
          RadialGradient(
            colors: [.yellow, .orange, .red], center: .top, startRadius: 10, endRadius: 160))
    }
    .chartColorScheme(scheme)
    .svg(width: 480, height: 240, id: "bars-radial-gradient")
  }

  /// Weekday tiles per city, each filled with an ellipse fading from white to its colour.
  static func tilesEllipticalGradient(_ scheme: ChartColorScheme) -> String {
    Chart {
      ForEach(SessionData.locations, id: \.city) { series in
        ForEach(series.data, id: \.weekday) {
          RectangleMark(
            x: .value("Weekday", $0.weekday, unit: .day), y: .value("City", series.city))
        }
        .foregroundStyle(
          EllipticalGradient(
            colors: [.white, series.city == "Cupertino" ? .purple : .teal], center: .center,
            startRadiusFraction: 0.1, endRadiusFraction: 0.6))
      }
    }
    .chartXAxis {
      AxisMarks(values: .stride(by: .day)) { _ in
        AxisValueLabel(format: .dateTime.weekday(.abbreviated))
      }
    }
    .chartCalendar(SessionData.calendar)
    .chartColorScheme(scheme)
    .svg(width: 480, height: 200, id: "tiles-elliptical-gradient")
  }

  /// A donut whose slices share one conic gradient around the centre (drawn as 72 wedges).
  static func donutAngularGradient(_ scheme: ChartColorScheme) -> String {
    Chart(SessionData.topStyles, id: \.name) { style in
      SectorMark(
        angle: .value("Sales", style.sales), innerRadius: .ratio(0.55), angularInset: 2
      )
      .cornerRadius(4)
      .foregroundStyle(
        AngularGradient(
          colors: [.blue, .purple, .pink, .orange], center: .center,
          startAngle: .degrees(-90), endAngle: .degrees(270)))
    }
    .chartColorScheme(scheme)
    .svg(width: 240, height: 240, id: "donut-angular-gradient")
  }
}
