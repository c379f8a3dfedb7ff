import Foundation

/// A title with an icon, as SwiftUI's `Label`: the symbol placeholder, then the text.
public struct Label: View {
  let node: ViewNode
  /// A label with a system symbol.
  public init(_ title: String, systemImage name: String) {
    node =
      HStack(spacing: 4) {
        Image(systemName: name)
        Text(title)
      }._viewNode
  }
  /// A label from a title view and an icon view.
  public init<Title: View, Icon: View>(
    @ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon
  ) {
    let (t, i) = (title()._viewNode, icon()._viewNode)
    node = ViewNode(kind: .stack(.horizontal, .center, spacing: 4, [i, t]))
  }
  /// The label's layout tree.
  public var _viewNode: ViewNode { node }
}

/// An angle, as SwiftUI's `Angle`.
public struct Angle: Sendable, Hashable {
  /// The angle in degrees.
  public var degrees: Double
  /// The angle in radians.
  public var radians: Double { degrees * .pi / 180 }
  /// An angle in degrees.
  public init(degrees: Double) { self.degrees = degrees }
  /// An angle in radians.
  public init(radians: Double) { degrees = radians * 180 / .pi }
  /// An angle in degrees.
  public static func degrees(_ value: Double) -> Angle { Angle(degrees: value) }
  /// An angle in radians.
  public static func radians(_ value: Double) -> Angle { Angle(radians: value) }
}

/// How lines of text line up (no effect: PlotKit text does not wrap).
public enum TextAlignment: Sendable, Hashable {
  /// Left.
  case leading
  /// Centred.
  case center
  /// Right.
  case trailing
}

/// An animation curve (a still image does not animate).
public struct Animation: Sendable, Hashable {
  let name: String
  /// The default animation.
  public static let `default` = Animation(name: "default")
  /// Ease in and out.
  public static let easeInOut = Animation(name: "easeInOut")
  /// Ease in.
  public static let easeIn = Animation(name: "easeIn")
  /// Ease out.
  public static let easeOut = Animation(name: "easeOut")
  /// Constant speed.
  public static let linear = Animation(name: "linear")
  /// A spring.
  public static let spring = Animation(name: "spring")
  /// Ease in and out over a duration.
  public static func easeInOut(duration: Double) -> Animation { .easeInOut }
  /// Constant speed over a duration.
  public static func linear(duration: Double) -> Animation { .linear }
  /// A spring with a response and damping.
  public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825) -> Animation {
    .spring
  }
}

extension View {
  /// Draws the view turned by `angle` around a point of its frame; its frame does not change.
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> ViewNode {
    _viewNode.with(.rotation(degrees: angle.degrees, anchor: anchor))
  }
  /// Line alignment of wrapped text (no effect: PlotKit text does not wrap).
  public func multilineTextAlignment(_ alignment: TextAlignment) -> ViewNode { _viewNode }
  /// Animates changes to `value` (no effect on a still image).
  public func animation<V: Equatable>(_ animation: Animation?, value: V) -> ViewNode { _viewNode }
  /// Runs an action when the view appears (never, in a still image).
  public func onAppear(perform action: (() -> Void)? = nil) -> ViewNode { _viewNode }
  /// Lets text shrink to fit (no effect: PlotKit text is measured, never squeezed).
  public func minimumScaleFactor(_ factor: CGFloat) -> ViewNode { _viewNode }
}

extension Font {
  /// Digits of equal width (Liberation Sans digits already are).
  public func monospacedDigit() -> Font { self }
  /// The font with other line spacing (PlotKit keeps the font's own).
  public func leading(_ leading: Font.Leading) -> Font { self }
  /// Line spacing of a font (PlotKit uses the font's own).
  public enum Leading: Sendable { case standard, tight, loose }
}
