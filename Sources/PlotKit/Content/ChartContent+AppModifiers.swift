import Foundation

// Mark modifiers app code writes with SwiftUI's types: clip shapes, text-valued accessibility,
// and a chart-content background for the marks' shapes.
extension ChartContent {
  /// Clips bars and rectangles to a shape: a rounded rectangle rounds their corners, a capsule
  /// or circle rounds their short ends fully, a plain rectangle leaves them square.
  public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle())
    -> ModifiedChartContent<Self>
  {
    let radius: Double
    switch shape._shapeKind {
    case .rectangle(let cornerRadius): radius = cornerRadius
    // The drawing clamps the radius to half the shorter side: a full round end.
    case .capsule, .circle, .ellipse: radius = .greatestFiniteMagnitude
    // Marks keep their square corners under a free-form outline.
    case .path: radius = 0
    }
    return modified { $0.cornerRadius = radius }
  }

  /// Replaces the spoken label of each mark with text, e.g. `Text(item.name)`.
  public func accessibilityLabel(_ label: Text) -> ModifiedChartContent<Self> {
    let text = label.resolve(ChartEnvironment())
    return modified { $0.accessibilityLabel = text }
  }

  /// Replaces the spoken label of each mark with an interpolated literal.
  @_disfavoredOverload
  public func accessibilityLabel(_ key: LocalizedStringKey) -> ModifiedChartContent<Self> {
    accessibilityLabel(key.text)
  }

  /// Replaces the spoken value of each mark with text.
  public func accessibilityValue(_ value: Text) -> ModifiedChartContent<Self> {
    let text = value.resolve(ChartEnvironment())
    return modified { $0.accessibilityValue = text }
  }

  /// Replaces the spoken value of each mark with an interpolated literal, e.g.
  /// `"\(value, specifier: "%.1f") kg"`.
  @_disfavoredOverload
  public func accessibilityValue(_ key: LocalizedStringKey) -> ModifiedChartContent<Self> {
    accessibilityValue(key.text)
  }

  /// Spreads gradient styles over the whole plot area rather than each mark, so a bar's colour
  /// shows where its top reaches (lines and areas always use the plot area).
  public func alignsMarkStylesWithPlotArea(_ aligns: Bool = true) -> ModifiedChartContent<Self> {
    modified { $0.alignsStylesWithPlotArea = aligns }
  }
}
