import Foundation
import PlotKit

/// Rounded sectors, masks and the radial, elliptical and angular gradients.
@MainActor
enum ShapeCharts {
  nonisolated static let all: [GalleryChart] = [
    GalleryChart(name: "donut-rounded-sectors", render: donutRoundedSectors),
    GalleryChart(name: "pie-rounded-sectors", render: pieRoundedSectors),
    GalleryChart(name: "bars-radial-gradient", render: barsRadialGradient),
    GalleryChart(name: "tiles-elliptical-gradient", render: tilesEllipticalGradient),
    GalleryChart(name: "donut-angular-gradient", render: donutAngularGradient),
    GalleryChart(name: "daily-sales-area-mask", render: dailySalesAreaMask),
    GalleryChart(name: "top-styles-faded-mask", render: topStylesFadedMask),
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

  /// The area under the daily line shows only over the selected week: a mask of one
  /// rectangle spanning May 22 to May 29.
  static func dailySalesAreaMask(_ scheme: ChartColorScheme) -> String {
    let start = SessionData.date(year: 2022, month: 5, day: 22)
    let end = SessionData.date(year: 2022, month: 5, day: 29)
    return Chart {
      ForEach(SessionData.dailySales, id: \.day) {
        AreaMark(x: .value("Day", $0.day), y: .value("Sales", $0.sales))
          .foregroundStyle(
            .linearGradient(
              colors: [.blue.opacity(0.6), .blue.opacity(0.05)],
              startPoint: .top, endPoint: .bottom))
      }
      .mask {
        RectangleMark(xStart: .value("Start", start), xEnd: .value("End", end))
      }
      ForEach(SessionData.dailySales, id: \.day) {
        LineMark(x: .value("Day", $0.day), y: .value("Sales", $0.sales))
      }
    }
    .chartCalendar(SessionData.calendar)
    .chartColorScheme(scheme)
    .svg(width: 560, height: 260, id: "daily-sales-area-mask")
  }

  /// Bars fading out to the right: the mask is a rectangle with a horizontal gradient from
  /// opaque to transparent.
  static func topStylesFadedMask(_ scheme: ChartColorScheme) -> String {
    Chart {
      ForEach(SessionData.topStyles, id: \.name) {
        BarMark(x: .value("Sales", $0.sales), y: .value("Name", $0.name))
          .foregroundStyle(.pink)
      }
      .mask {
        RectangleMark(xStart: .value("Start", 0), xEnd: .value("End", 1000))
          .foregroundStyle(
            .linearGradient(
              colors: [.black, .black.opacity(0.15)],
              startPoint: .leading, endPoint: .trailing))
      }
    }
    .chartColorScheme(scheme)
    .svg(width: 480, height: 240, id: "top-styles-faded-mask")
  }
}
