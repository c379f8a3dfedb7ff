import Foundation

/// Where a chart's legend goes: Swift Charts places legends with `AnnotationPosition`.
public typealias LegendPosition = AnnotationPosition

/// The legend modifiers' settings: where the legend goes, how it aligns there, how far it
/// stays from the chart, and custom content replacing the automatic legend.
struct LegendPlacement {
  var position = AnnotationPosition.automatic
  var alignment: Alignment?
  var spacing: Double?
  var content: ViewNode?

  /// Which side of the chart the legend takes space on (`nil`: drawn over the plot).
  enum Side { case top, bottom, leading, trailing }

  var side: Side? {
    switch position {
    case .automatic, .bottom, .bottomLeading, .bottomTrailing: return .bottom
    case .top, .topLeading, .topTrailing: return .top
    case .leading: return .leading
    case .trailing: return .trailing
    case .overlay: return nil
    }
  }

  /// The alignment inside the legend's band: the corners pick their edge, leading and
  /// trailing legends centre on the plot, and an overlay sits in the plot's top leading corner.
  var resolvedAlignment: Alignment {
    if let alignment { return alignment }
    switch position {
    case .topTrailing, .bottomTrailing: return .trailing
    case .leading, .trailing: return .center
    case .overlay: return .topLeading
    default: return .leading
    }
  }

  var resolvedSpacing: Double { spacing ?? Legend.defaultSpacing }
}

/// The legend as the layout sees it: the automatic legend or custom content, measured and drawn.
struct LegendBlock {
  var legend: Legend?
  var content: ViewNode?
  var placement: LegendPlacement

  /// The block's size when it may be `width` wide; side legends stack their entries in
  /// columns at most `height` tall.
  func size(width: Double, height: Double, vertical: Bool, environment: ChartEnvironment) -> (
    width: Double, height: Double
  ) {
    if let content {
      let size = ViewLayout.size(
        content, Proposal(width: width, height: nil), .legend(environment))
      return (min(size.width, width), size.height)
    }
    guard let legend else { return (0, 0) }
    let size = legend.size(
      width: width, columnHeight: vertical ? height : nil, environment: environment)
    return (min(size.width, width), size.height)
  }

  func draw(in rect: Rect, environment: ChartEnvironment, into svg: inout SVGWriter) {
    if placement.side == nil {
      // Over the plot, a translucent backing keeps the legend readable above marks.
      let backing = Rect(
        x: rect.x - 4, y: rect.y - 3, width: rect.width + 8, height: rect.height + 6)
      svg.write(
        MarkGeometry.rect(backing, cornerRadius: 4)
          + svg.paint(fill: Color.chartBackground.opacity(0.85)) + " aria-hidden=\"true\"/>")
    }
    if let content {
      svg.write("<g class=\"legend\">")
      ViewRenderer.draw(content, in: rect, .legend(environment), into: &svg)
      svg.write("</g>")
    } else {
      let vertical = placement.side == .leading || placement.side == .trailing
      legend?.draw(in: rect, columned: vertical, environment: environment, into: &svg)
    }
  }

  static func make(legend: Legend?, configuration: ChartConfiguration) -> LegendBlock? {
    guard configuration.legendVisibility != .hidden else { return nil }
    let placement = configuration.legend
    if let content = placement.content {
      return LegendBlock(content: content, placement: placement)
    }
    guard let legend else { return nil }
    return LegendBlock(legend: legend, placement: placement)
  }
}

extension ViewEnvironment {
  /// Legend content: legend-sized text in the secondary colour.
  static func legend(_ chart: ChartEnvironment) -> ViewEnvironment {
    ViewEnvironment(
      chart: chart, font: .system(size: ChartFont.legend), foreground: .color(.secondary))
  }
}

extension Chart {
  /// Places the legend: `.top`, `.bottom`, `.leading`, `.trailing`, a corner (`.topTrailing`
  /// puts it above the plot at the trailing edge), `.overlay` (inside the plot area), or
  /// `.automatic` (below, leading). `alignment` aligns it in that band, `spacing` is its
  /// distance from the chart.
  public func chartLegend(
    position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
    spacing: CGFloat? = nil
  ) -> Chart {
    var copy = self
    copy.configuration.legend.position = position
    copy.configuration.legend.alignment = alignment
    copy.configuration.legend.spacing = spacing.map { CallerNumbers.nonNegative(Double($0)) }
    return copy
  }

  /// Places a legend of your own views instead of the automatic one.
  @MainActor
  public func chartLegend<LegendContent: View>(
    position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
    spacing: CGFloat? = nil, @ViewBuilder content: () -> LegendContent
  ) -> Chart {
    var copy = chartLegend(position: position, alignment: alignment, spacing: spacing)
    copy.configuration.legend.content = content()._viewNode
    return copy
  }
}
