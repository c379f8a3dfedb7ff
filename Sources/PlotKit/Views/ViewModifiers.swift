import Foundation

/// How a shape is filled (accepted for source compatibility; SVG fills use the nonzero rule).
public struct FillStyle: Sendable, Hashable {
  /// Whether the even-odd rule is used.
  public var isEOFilled: Bool
  /// Whether edges are antialiased.
  public var isAntialiased: Bool
  /// A fill style.
  public init(eoFill: Bool = false, antialiased: Bool = true) {
    isEOFilled = eoFill
    isAntialiased = antialiased
  }
}

// SwiftUI's layout and drawing modifiers. Each wraps the view in a node the layout engine reads.
extension View {
  /// Adds the same padding (16 points when nil) on the given edges.
  public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> ViewNode {
    let l = Double(length ?? 16)
    return _viewNode.with(
      .padding(
        top: edges.contains(.top) ? l : 0, leading: edges.contains(.leading) ? l : 0,
        bottom: edges.contains(.bottom) ? l : 0, trailing: edges.contains(.trailing) ? l : 0))
  }

  /// Adds `length` points of padding on every edge.
  public func padding(_ length: CGFloat) -> ViewNode {
    padding(.all, length)
  }

  /// Adds padding per edge.
  public func padding(_ insets: EdgeInsets) -> ViewNode {
    _viewNode.with(
      .padding(
        top: insets.top, leading: insets.leading, bottom: insets.bottom, trailing: insets.trailing))
  }

  /// Fills the view's frame behind it with a style.
  public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all)
    -> ViewNode
  {
    _viewNode.with(.background(ViewNode(kind: .color(style._paint)), .center))
  }

  /// Fills a shape the size of the view behind it with a style.
  public func background<S: ShapeStyle, T: Shape>(
    _ style: S, in shape: T, fillStyle: FillStyle = FillStyle()
  ) -> ViewNode {
    _viewNode.with(.background(shape.fill(style)._viewNode, .center))
  }

  /// Fills a shape the size of the view behind it with the chart's background.
  public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> ViewNode {
    background(BackgroundStyle(), in: shape, fillStyle: fillStyle)
  }

  /// Draws the content behind the view, in the view's frame.
  public func background<V: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> V
  ) -> ViewNode {
    _viewNode.with(.background(content()._viewNode, alignment))
  }

  /// Draws another view behind the view, in the view's frame.
  @_disfavoredOverload
  public func background<V: View>(_ background: V, alignment: Alignment = .center) -> ViewNode {
    _viewNode.with(.background(background._viewNode, alignment))
  }

  /// Draws the content in front of the view, in the view's frame.
  public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
    -> ViewNode
  {
    _viewNode.with(.overlay(content()._viewNode, alignment))
  }

  /// Draws another view in front of the view, in the view's frame.
  @_disfavoredOverload
  public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> ViewNode {
    _viewNode.with(.overlay(overlay._viewNode, alignment))
  }

  /// A frame of fixed width and/or height; the view is aligned inside it.
  public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center)
    -> ViewNode
  {
    _viewNode.with(
      .frame(
        FrameSpec(
          width: width.map { Double($0) }, height: height.map { Double($0) }, alignment: alignment))
    )
  }

  /// A flexible frame: `maxWidth: .infinity` takes all the width offered.
  public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
    minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
    alignment: Alignment = .center
  ) -> ViewNode {
    _viewNode.with(
      .frame(
        FrameSpec(
          minWidth: minWidth.map { Double($0) }, maxWidth: maxWidth.map { Double($0) },
          minHeight: minHeight.map { Double($0) }, maxHeight: maxHeight.map { Double($0) },
          alignment: alignment)))
  }

  /// Centres the view at a point of its parent's space (the view then fills that space).
  public func position(x: CGFloat = 0, y: CGFloat = 0) -> ViewNode {
    _viewNode.with(.position(x: x, y: y))
  }

  /// Centres the view at a point of its parent's space.
  public func position(_ position: CGPoint) -> ViewNode {
    self.position(x: position.x, y: position.y)
  }

  /// Draws the view moved, without moving its frame.
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> ViewNode {
    _viewNode.with(.offset(x: x, y: y))
  }

  /// Draws the view moved, without moving its frame.
  public func offset(_ offset: CGSize) -> ViewNode {
    self.offset(x: offset.width, y: offset.height)
  }

  /// Multiplies the view's opacity.
  public func opacity(_ opacity: Double) -> ViewNode {
    _viewNode.with(.opacity(CallerNumbers.unit(opacity)))
  }

  /// Sets the font of the text inside.
  public func font(_ font: Font?) -> ViewNode {
    guard let font else { return _viewNode }
    return _viewNode.with(.font(font))
  }

  /// Sets the weight of the text inside.
  public func fontWeight(_ weight: FontWeight?) -> ViewNode {
    _viewNode.with(.weight(weight ?? .regular))
  }

  /// Makes the text inside bold.
  public func bold(_ isActive: Bool = true) -> ViewNode {
    isActive ? _viewNode.with(.weight(.bold)) : _viewNode
  }

  /// Makes the text inside italic.
  public func italic(_ isActive: Bool = true) -> ViewNode {
    isActive ? _viewNode.with(.italic) : _viewNode
  }

  /// Sets the foreground style of text and shapes inside.
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> ViewNode {
    _viewNode.with(.foreground(style._paint))
  }

  /// Sets the foreground colour of text and shapes inside (SwiftUI's older spelling).
  public func foregroundColor(_ color: Color?) -> ViewNode {
    guard let color else { return _viewNode }
    return _viewNode.with(.foreground(.color(color)))
  }

  /// Clips the view to a rounded rectangle of its frame.
  public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> ViewNode {
    _viewNode.with(.clip(.rectangle(cornerRadius: radius)))
  }

  /// Clips the view to a shape the size of its frame.
  public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> ViewNode {
    _viewNode.with(.clip(shape._shapeKind))
  }

  /// Keeps the view's frame but draws nothing.
  public func hidden() -> ViewNode { _viewNode.with(.hidden) }

  // Modifiers with no effect on a still image, accepted so real code compiles.

  /// Sets the hit-testing shape (no effect on a still image).
  public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> ViewNode { _viewNode }
  /// Digits of equal width (Liberation Sans digits already are).
  public func monospacedDigit() -> ViewNode { _viewNode }
  /// Sizes the view to its ideal size, ignoring the space offered (so a divider in a row
  /// stays as tall as the row's text).
  public func fixedSize() -> ViewNode { fixedSize(horizontal: true, vertical: true) }
  /// Sizes the view to its ideal size along the chosen axes.
  public func fixedSize(horizontal: Bool, vertical: Bool) -> ViewNode {
    _viewNode.with(.fixedSize(horizontal: horizontal, vertical: vertical))
  }
  /// Text never wraps in PlotKit, so this has no effect.
  public func lineLimit(_ number: Int?) -> ViewNode { _viewNode }
  /// Accepted for source compatibility (no effect on a still image).
  public func zIndex(_ value: Double) -> ViewNode { _viewNode }
  /// Accepted for source compatibility (no effect on a still image).
  public func allowsHitTesting(_ enabled: Bool) -> ViewNode { _viewNode }
  /// Shadows are not drawn in PlotKit's flat charts.
  public func shadow(
    color: Color = .black.opacity(0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
  )
    -> ViewNode
  { _viewNode }
  /// Accepted for source compatibility: the view's text is already in the SVG.
  public func accessibilityLabel(_ label: String) -> ViewNode { _viewNode }
  /// Accepted for source compatibility.
  public func accessibilityHidden(_ hidden: Bool) -> ViewNode { _viewNode }
}
