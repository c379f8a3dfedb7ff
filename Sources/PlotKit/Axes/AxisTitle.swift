import Foundation

/// An axis's title (`chartXAxisLabel`/`chartYAxisLabel`): a view beside its axis.
///
/// As in Swift Charts, an x title sits below the x axis labels, centred on the plot; a y title
/// runs up the side its axis is on, turned a quarter anticlockwise. `.top` and `.bottom` (and
/// their corners, which also align it) put either title upright above or below the plot,
/// `.leading` and `.trailing` turned beside it; `alignment` places it along that side.
struct AxisTitle {
  var view: ViewNode
  var position: AnnotationPosition
  var alignment: Alignment?
  var spacing: Double?

  static let defaultSpacing = 4.0

  /// Which side of the chart the title takes, given the side its axis is drawn on.
  func edge(isX: Bool, axisEdge: AxisMarks.Position) -> AxisMarks.Position {
    switch position {
    case .top, .topLeading, .topTrailing: return .top
    case .bottom, .bottomLeading, .bottomTrailing: return .bottom
    case .leading: return .leading
    case .trailing: return .trailing
    default:
      if isX { return axisEdge == .top ? .top : .bottom }
      return axisEdge == .leading ? .leading : .trailing
    }
  }

  /// Where along its side the title sits: as asked, or the corner a corner position names.
  var resolvedAlignment: Alignment {
    if let alignment { return alignment }
    switch position {
    case .topLeading, .bottomLeading: return .leading
    case .topTrailing, .bottomTrailing: return .trailing
    default: return .center
    }
  }

  /// The title's measured size, upright.
  func size(_ environment: ChartEnvironment) -> ViewSize {
    ViewLayout.size(view, .ideal, .axisLabel(environment, color: nil))
  }
}

/// A title placed by the layout: the band it takes on its side of the chart.
struct PlacedAxisTitle {
  var title: AxisTitle
  var edge: AxisMarks.Position
  var size: ViewSize
  /// Where the band starts: its top (top/bottom edges) or its left (leading/trailing edges).
  var bandStart: Double

  /// Turned titles run along the leading and trailing edges.
  var isTurned: Bool { edge == .leading || edge == .trailing }

  /// The room the title takes across its edge: its upright height, turned or not.
  var thickness: Double { size.height }

  /// Draws the title along `plot`, aligned as asked (centred by default).
  func draw(along plot: Rect, environment: ChartEnvironment, into svg: inout SVGWriter) {
    let env = ViewEnvironment.axisLabel(environment, color: nil)
    let alignment = title.resolvedAlignment
    if isTurned {
      // Upright size w × h turns into h × w: centre the upright frame on the turned box.
      let along = size.width
      let y0: Double
      switch alignment.vertical {
      case .top: y0 = plot.minY
      case .bottom: y0 = plot.maxY - along
      default: y0 = plot.midY - along / 2
      }
      let centre = (bandStart + size.height / 2, y0 + along / 2)
      let frame = Rect(
        x: centre.0 - size.width / 2, y: centre.1 - size.height / 2, width: size.width,
        height: size.height)
      let turned = ViewNode(kind: .modified(title.view, .rotation(degrees: -90, anchor: .center)))
      ViewRenderer.draw(turned, in: frame, env, into: &svg)
    } else {
      let x0: Double
      switch alignment.horizontal {
      case .leading: x0 = plot.minX
      case .trailing: x0 = plot.maxX - size.width
      default: x0 = plot.midX - size.width / 2
      }
      let frame = Rect(x: x0, y: bandStart, width: size.width, height: size.height)
      ViewRenderer.draw(title.view, in: frame, env, into: &svg)
    }
  }
}

extension ChartLayout {
  /// Takes a band for each axis title on its side of the box, outside the axes.
  static func placeAxisTitles(
    _ config: ChartConfiguration, yIsBand: Bool, top: inout Double, bottom: inout Double,
    left: inout Double, right: inout Double
  ) -> [PlacedAxisTitle] {
    var placed: [PlacedAxisTitle] = []
    let xEdge = config.xAxis.first?.position ?? .automatic
    let yEdge =
      config.yAxis.first.map(\.position).flatMap { $0 == .automatic ? nil : $0 }
      ?? (yIsBand ? .leading : .trailing)
    for (title, isX) in [(config.xAxisTitle, true), (config.yAxisTitle, false)] {
      guard let title else { continue }
      let edge = title.edge(isX: isX, axisEdge: isX ? xEdge : yEdge)
      let size = title.size(config.environment)
      let spacing = title.spacing ?? AxisTitle.defaultSpacing
      let band = size.height + spacing
      let start: Double
      switch edge {
      case .top:
        start = top
        top += band
      case .leading:
        start = left
        left += band
      case .trailing:
        right -= band
        start = right + spacing
      default:
        bottom -= band
        start = bottom + spacing
      }
      placed.append(PlacedAxisTitle(title: title, edge: edge, size: size, bandStart: start))
    }
    return placed
  }
}

extension Chart {
  /// Titles the x axis with `label`, below the axis by default.
  public func chartXAxisLabel(
    _ label: LocalizedStringKey, position: AnnotationPosition = .automatic,
    alignment: Alignment? = nil, spacing: CGFloat? = nil
  ) -> Chart {
    axisTitle(isX: true, ViewNode(kind: .text(label.text)), position, alignment, spacing)
  }

  /// Titles the x axis with `label`, below the axis by default.
  @_disfavoredOverload
  public func chartXAxisLabel<S: StringProtocol>(
    _ label: S, position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
    spacing: CGFloat? = nil
  ) -> Chart {
    axisTitle(isX: true, ViewNode(kind: .text(Text(String(label)))), position, alignment, spacing)
  }

  /// Titles the x axis with a view, below the axis by default.
  @MainActor
  public func chartXAxisLabel<C: View>(
    position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
    spacing: CGFloat? = nil, @ViewBuilder content: () -> C
  ) -> Chart {
    axisTitle(isX: true, content()._viewNode, position, alignment, spacing)
  }

  /// Titles the y axis with `label`, turned along the axis by default.
  public func chartYAxisLabel(
    _ label: LocalizedStringKey, position: AnnotationPosition = .automatic,
    alignment: Alignment? = nil, spacing: CGFloat? = nil
  ) -> Chart {
    axisTitle(isX: false, ViewNode(kind: .text(label.text)), position, alignment, spacing)
  }

  /// Titles the y axis with `label`, turned along the axis by default.
  @_disfavoredOverload
  public func chartYAxisLabel<S: StringProtocol>(
    _ label: S, position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
    spacing: CGFloat? = nil
  ) -> Chart {
    axisTitle(isX: false, ViewNode(kind: .text(Text(String(label)))), position, alignment, spacing)
  }

  /// Titles the y axis with a view, turned along the axis by default.
  @MainActor
  public func chartYAxisLabel<C: View>(
    position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
    spacing: CGFloat? = nil, @ViewBuilder content: () -> C
  ) -> Chart {
    axisTitle(isX: false, content()._viewNode, position, alignment, spacing)
  }

  private func axisTitle(
    isX: Bool, _ view: ViewNode, _ position: AnnotationPosition, _ alignment: Alignment?,
    _ spacing: CGFloat?
  ) -> Chart {
    var copy = self
    let title = AxisTitle(
      view: view, position: position, alignment: alignment, spacing: spacing.map(Double.init))
    if isX { copy.configuration.xAxisTitle = title } else { copy.configuration.yAxisTitle = title }
    return copy
  }
}
