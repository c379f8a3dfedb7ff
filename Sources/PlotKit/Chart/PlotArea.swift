/// The plot area as `chartPlotStyle` sees it: its background, border and optional fixed size.
public struct PlotArea: Sendable {
  var backgroundColor: Color?
  var borderColor: Color?
  var borderWidth = 1.0
  var fixedWidth: Double?
  var fixedHeight: Double?
  var cornerRadius = 0.0
  /// Width ÷ height the plot keeps (`aspectRatio(_:contentMode: .fit)`), centred in its room.
  var aspectRatio: Double?
  /// Whether marks are cut at the plot's edges (`clipped()`).
  var clipsMarks = false
  /// Room kept between the plot and the axes around it (`padding`).
  var insets = EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
  /// How the plot background blends with what is behind it (`blendMode`).
  var blendMode: BlendMode = .normal
  /// A shadow under the plot background (`shadow(color:radius:x:y:)`).
  var shadow: MarkEffect.Shadow?

  /// Fills the plot area behind the marks.
  public func background(_ color: Color) -> PlotArea {
    var copy = self
    copy.backgroundColor = color
    return copy
  }

  /// Fills the plot area with a shape style: a material or hierarchical style draws as its
  /// colour.
  @_disfavoredOverload
  public func background<S: ShapeStyle>(_ style: S) -> PlotArea {
    background(style._paint.representativeColor)
  }

  /// Draws a border around the plot area.
  public func border(_ color: Color, width: Double = 1) -> PlotArea {
    var copy = self
    copy.borderColor = color
    copy.borderWidth = CallerNumbers.nonNegative(width)
    return copy
  }

  /// Fixes the plot area's size; the chart grows or shrinks around it.
  public func frame(width: Double? = nil, height: Double? = nil) -> PlotArea {
    // A size that is not a positive number is a 1-point plot (see CallerNumbers).
    var copy = self
    copy.fixedWidth = width.map(CallerNumbers.positive)
    copy.fixedHeight = height.map(CallerNumbers.positive)
    return copy
  }

  /// Rounds the corners of the plot area's background and border.
  public func cornerRadius(_ radius: Double) -> PlotArea {
    var copy = self
    copy.cornerRadius = CallerNumbers.nonNegative(radius)
    return copy
  }

  /// Keeps the plot area at `aspectRatio` (width ÷ height; 1, a square, when nil), shrunk and
  /// centred in the room the chart leaves it, as SwiftUI's `.fit`. `.fill` keeps the whole room:
  /// a still image has nothing to overflow into.
  public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> PlotArea {
    var copy = self
    if contentMode == .fit {
      let ratio = Double(aspectRatio ?? 1)
      copy.aspectRatio = ratio.isFinite && ratio > 0 ? ratio : 1
    }
    return copy
  }

  /// Cuts marks off at the plot area's edges, so values outside the scales' domains do not spill
  /// over the axes.
  public func clipped(antialiased: Bool = true) -> PlotArea {
    var copy = self
    copy.clipsMarks = true
    return copy
  }
}
