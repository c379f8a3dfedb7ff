import Foundation

// What app code writes inside `chartPlotStyle`: padding, a blend mode and a shadow on the plot
// area, and the `content:` label of Swift Charts' signature.
extension PlotArea {
  /// Keeps `length` points (16 when nil) between the plot and the axes on the given edges: the
  /// marks, grid and background draw inside that inset.
  public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> PlotArea {
    let l = max(length ?? 16, 0)
    var copy = self
    if edges.contains(.top) { copy.insets.top += l }
    if edges.contains(.leading) { copy.insets.leading += l }
    if edges.contains(.bottom) { copy.insets.bottom += l }
    if edges.contains(.trailing) { copy.insets.trailing += l }
    return copy
  }

  /// Keeps `length` points between the plot and the axes on every edge.
  public func padding(_ length: CGFloat) -> PlotArea { padding(.all, length) }

  /// Blends the plot background with the chart behind it (CSS `mix-blend-mode`, which browsers
  /// draw; renderers without it draw the background as is).
  public func blendMode(_ mode: BlendMode) -> PlotArea {
    var copy = self
    copy.blendMode = mode
    return copy
  }

  /// Draws a shadow under the plot background, blurred by `radius` and moved by `x`, `y`.
  public func shadow(
    color: Color = .black.opacity(0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
  ) -> PlotArea {
    var copy = self
    copy.shadow = MarkEffect.Shadow(
      color: color, radius: max(Double(radius), 0), x: Double(x), y: Double(y))
    return copy
  }
}

/// How a drawing blends with what is behind it, as SwiftUI's `BlendMode`.
public enum BlendMode: String, Sendable, Hashable, CaseIterable {
  /// Drawn over what is behind.
  case normal
  /// Colours multiplied.
  case multiply
  /// Colours screened.
  case screen
  /// Multiply or screen by the backdrop.
  case overlay
  /// The darker of the two.
  case darken
  /// The lighter of the two.
  case lighten
  /// Backdrop brightened.
  case colorDodge = "color-dodge"
  /// Backdrop darkened.
  case colorBurn = "color-burn"
  /// A soft light.
  case softLight = "soft-light"
  /// A hard light.
  case hardLight = "hard-light"
  /// The difference of the two.
  case difference
  /// Like difference, lower in contrast.
  case exclusion
  /// The hue of the drawing.
  case hue
  /// The saturation of the drawing.
  case saturation
  /// The hue and saturation of the drawing.
  case color
  /// The luminosity of the drawing.
  case luminosity
}

extension Chart {
  /// Styles the plot area, written with Swift Charts' `content:` label.
  @_disfavoredOverload
  public func chartPlotStyle(content: (PlotArea) -> PlotArea) -> Chart {
    chartPlotStyle(content)
  }
}

extension ChartLayout {
  /// Moves the plot's edges in by the plot style's padding.
  static func inset(
    _ config: ChartConfiguration, top: inout Double, bottom: inout Double, plotHeight: inout Double
  ) {
    let insets = config.plotArea.insets
    top += insets.top
    bottom -= insets.bottom
    plotHeight = max(plotHeight - insets.top - insets.bottom, 10)
  }

  /// Moves the plot's sides in by the plot style's padding.
  static func inset(_ config: ChartConfiguration, left: inout Double, right: inout Double) {
    left += config.plotArea.insets.leading
    right -= config.plotArea.insets.trailing
  }
}
