import Foundation

/// Horizontal alignment of views in a stack or frame, as SwiftUI's.
public enum HorizontalAlignment: Sendable, Hashable {
  /// The left edge.
  case leading
  /// The centre.
  case center
  /// The right edge.
  case trailing
}

/// Vertical alignment of views in a stack or frame, as SwiftUI's.
public enum VerticalAlignment: Sendable, Hashable {
  /// The top edge.
  case top
  /// The centre.
  case center
  /// The bottom edge.
  case bottom
  /// The first text baseline (drawn as the top edge).
  case firstTextBaseline
  /// The last text baseline (drawn as the bottom edge).
  case lastTextBaseline
}

/// An alignment in both axes, as SwiftUI's `Alignment`.
public struct Alignment: Sendable, Hashable {
  /// The horizontal part.
  public var horizontal: HorizontalAlignment
  /// The vertical part.
  public var vertical: VerticalAlignment

  /// An alignment from its two parts.
  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// Centred both ways.
  public static let center = Alignment(horizontal: .center, vertical: .center)
  /// Left, centred vertically.
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  /// Right, centred vertically.
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  /// Top, centred horizontally.
  public static let top = Alignment(horizontal: .center, vertical: .top)
  /// Bottom, centred horizontally.
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  /// Top left.
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  /// Top right.
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  /// Bottom left.
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  /// Bottom right.
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

  /// The offset of a child of `size` inside `space`.
  func offset(of size: (Double, Double), in space: (Double, Double)) -> (Double, Double) {
    let x: Double
    switch horizontal {
    case .leading: x = 0
    case .center: x = (space.0 - size.0) / 2
    case .trailing: x = space.0 - size.0
    }
    let y: Double
    switch vertical {
    case .top, .firstTextBaseline: y = 0
    case .center: y = (space.1 - size.1) / 2
    case .bottom, .lastTextBaseline: y = space.1 - size.1
    }
    return (x, y)
  }
}

/// Edges of a rectangle, as SwiftUI's `Edge`.
public enum Edge: Sendable, Hashable {
  /// The top edge.
  case top
  /// The left edge.
  case leading
  /// The bottom edge.
  case bottom
  /// The right edge.
  case trailing

  /// A set of edges, e.g. `.horizontal` or `[.top, .leading]`.
  public struct Set: OptionSet, Sendable, Hashable {
    /// The edges as bits.
    public let rawValue: Int8
    /// Edges from bits.
    public init(rawValue: Int8) { self.rawValue = rawValue }
    /// The set holding one edge.
    public init(_ edge: Edge) {
      switch edge {
      case .top: rawValue = 1
      case .leading: rawValue = 2
      case .bottom: rawValue = 4
      case .trailing: rawValue = 8
      }
    }
    /// The top edge.
    public static let top = Set(.top)
    /// The left edge.
    public static let leading = Set(.leading)
    /// The bottom edge.
    public static let bottom = Set(.bottom)
    /// The right edge.
    public static let trailing = Set(.trailing)
    /// Left and right.
    public static let horizontal: Set = [.leading, .trailing]
    /// Top and bottom.
    public static let vertical: Set = [.top, .bottom]
    /// Every edge.
    public static let all: Set = [.top, .leading, .bottom, .trailing]
  }
}

/// Insets on each edge, as SwiftUI's `EdgeInsets`.
public struct EdgeInsets: Sendable, Hashable {
  /// Top inset.
  public var top: CGFloat
  /// Left inset.
  public var leading: CGFloat
  /// Bottom inset.
  public var bottom: CGFloat
  /// Right inset.
  public var trailing: CGFloat

  /// Insets per edge.
  public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
    func length(_ value: CGFloat) -> CGFloat { CGFloat(CallerNumbers.length(Double(value))) }
    self.top = length(top)
    self.leading = length(leading)
    self.bottom = length(bottom)
    self.trailing = length(trailing)
  }
}
