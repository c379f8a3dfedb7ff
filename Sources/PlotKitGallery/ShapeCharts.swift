import Foundation
import PlotKit

/// Rounded sectors, masks and the radial, elliptical and angular gradients.
enum ShapeCharts {
  static let all: [GalleryChart] = [
    GalleryChart(name: "donut-rounded-sectors", render: donutRoundedSectors),
    GalleryChart(name: "pie-rounded-sectors", render: pieRoundedSectors),
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
}
