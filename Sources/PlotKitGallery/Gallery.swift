import PlotKit

/// One chart of the gallery: a name and a function that renders it.
public struct GalleryChart: Sendable {
  /// File-name-friendly name, e.g. `top-styles`.
  public let name: String
  /// Renders the chart as SVG in a colour scheme, on the main actor as chart content is built.
  public let render: @MainActor @Sendable (ChartColorScheme) -> String

  /// The chart in the automatic colour scheme.
  @MainActor public func svg(_ scheme: ChartColorScheme = .automatic) -> String { render(scheme) }
}

/// Every chart of the WWDC22 session's code listings, written with PlotKit.
public enum Gallery {
  /// All gallery charts, in the order the session shows them.
  public static let charts: [GalleryChart] =
    SessionCharts.all + ComposedCharts.all + StyleCharts.all + PlotCharts.all + ViewCharts.all
    + LegendCharts.all + ScaleRangeCharts.all + AnnotationCharts.all
    + ShapeCharts.all + AppCharts.all
    + DataCharts.all + CompatibilityCharts.all

  /// The chart named `name`, if any.
  public static func chart(named name: String) -> GalleryChart? {
    charts.first { $0.name == name }
  }
}
