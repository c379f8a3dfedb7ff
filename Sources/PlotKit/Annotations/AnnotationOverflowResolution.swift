import Foundation

/// What an annotation does when it would reach past the chart or the plot, per dimension, as
/// Swift Charts' `AnnotationOverflowResolution`.
public struct AnnotationOverflowResolution: Sendable, Hashable {
  /// The region an annotation is fitted into.
  public struct Boundary: Sendable, Hashable {
    enum Kind: Sendable, Hashable { case automatic, chart, plot }
    let kind: Kind
    /// The chart (the default).
    public static let automatic = Boundary(kind: .automatic)
    /// The whole chart, axes and legend included.
    public static let chart = Boundary(kind: .chart)
    /// The plot area.
    public static let plot = Boundary(kind: .plot)
  }

  /// How overflow is resolved in one dimension.
  public struct Strategy: Sendable, Hashable {
    enum Kind: Sendable, Hashable {
      case automatic, disabled, padScale
      case fit(Boundary.Kind)
    }
    let kind: Kind
    /// PlotKit's placement: slide along the mark, flip to the other side, or move inside it.
    public static let automatic = Strategy(kind: .automatic)
    /// The annotation stays where its position puts it, even past the chart's edge.
    public static let disabled = Strategy(kind: .disabled)
    /// The annotation slides back inside the chart.
    public static let fit = Strategy(kind: .fit(.automatic))
    /// Swift Charts pads the scale to make room; a still image cannot re-run the layout for
    /// it, so PlotKit slides the annotation inside the chart, as `.fit` does.
    public static let padScale = Strategy(kind: .padScale)
    /// The annotation slides back inside `boundary`.
    public static func fit(to boundary: Boundary) -> Strategy {
      Strategy(kind: .fit(boundary.kind))
    }
  }

  let x: Strategy
  let y: Strategy

  /// Strategies for the x and y dimensions.
  public init(x: Strategy = .automatic, y: Strategy = .automatic) {
    self.x = x
    self.y = y
  }

  /// PlotKit's automatic placement in both dimensions.
  public static let automatic = AnnotationOverflowResolution()

  /// Whether both dimensions leave placement to PlotKit's flipping and shifting.
  var isAutomatic: Bool { x.kind == .automatic && y.kind == .automatic }

  /// `box` moved, per dimension, inside the boundary its strategy names.
  func resolve(_ box: Rect, chart: Rect, plot: Rect) -> Rect {
    var box = box
    if let bounds = Self.bounds(x.kind, chart: chart, plot: plot) {
      box.x = min(max(box.x, bounds.minX), bounds.maxX - box.width)
    }
    if let bounds = Self.bounds(y.kind, chart: chart, plot: plot) {
      box.y = min(max(box.y, bounds.minY), bounds.maxY - box.height)
    }
    return box
  }

  private static func bounds(_ kind: Strategy.Kind, chart: Rect, plot: Rect) -> Rect? {
    switch kind {
    case .disabled: return nil
    case .fit(.plot): return plot
    case .automatic, .padScale, .fit: return chart
    }
  }
}

extension ChartContent {
  /// Labels each mark with a view, resolving overflow as `overflowResolution` says: e.g.
  /// `.init(x: .fit(to: .chart), y: .disabled)` keeps a selection popover above the plot and
  /// slides it sideways to stay inside the chart.
  public func annotation<C: View>(
    position: AnnotationPosition = .automatic, alignment: Alignment = .center,
    spacing: CGFloat? = nil, overflowResolution: AnnotationOverflowResolution,
    @ViewBuilder content: () -> C
  ) -> ModifiedChartContent<Self> {
    var annotation = Annotation(
      position: position, alignment: alignment, spacing: spacing.map { Double($0) } ?? 4,
      content: content()._viewNode)
    annotation.overflow = overflowResolution
    return modified { $0.annotations.append(annotation) }
  }
}
