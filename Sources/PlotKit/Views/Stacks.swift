import Foundation

/// Views arranged top to bottom.
public struct VStack: View {
  let node: ViewNode
  /// A column of the content's views, aligned horizontally and `spacing` apart.
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> TupleView
  ) {
    node = ViewNode(
      kind: .stack(
        .vertical, Alignment(horizontal: alignment, vertical: .center),
        spacing: spacing.map { Double($0) },
        content()._viewNode.flattened))
  }
  /// The column's layout tree.
  public var _viewNode: ViewNode { node }
}

/// Views arranged left to right.
public struct HStack: View {
  let node: ViewNode
  /// A row of the content's views, aligned vertically and `spacing` apart.
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> TupleView
  ) {
    node = ViewNode(
      kind: .stack(
        .horizontal, Alignment(horizontal: .center, vertical: alignment),
        spacing: spacing.map { Double($0) },
        content()._viewNode.flattened))
  }
  /// The row's layout tree.
  public var _viewNode: ViewNode { node }
}

/// Views drawn on top of each other, later ones in front.
public struct ZStack: View {
  let node: ViewNode
  /// The content's views overlaid and aligned.
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> TupleView) {
    node = ViewNode(kind: .stack(.depth, alignment, spacing: 0, content()._viewNode.flattened))
  }
  /// The overlay's layout tree.
  public var _viewNode: ViewNode { node }
}

/// A group of views laid out by whatever contains them.
public struct Group: View {
  let node: ViewNode
  /// The content's views.
  public init(@ViewBuilder content: () -> TupleView) { node = content()._viewNode }
  /// The group's layout tree.
  public var _viewNode: ViewNode { node }
}

/// Flexible space that pushes a stack's other views apart.
public struct Spacer: View {
  let minLength: Double?
  /// Space of at least `minLength` points (8 when nil).
  public init(minLength: CGFloat? = nil) { self.minLength = minLength.map { Double($0) } }
  /// The spacer's layout tree.
  public var _viewNode: ViewNode { ViewNode(kind: .spacer(minLength: minLength)) }
}

/// A thin line across a stack: horizontal in a column, vertical in a row.
public struct Divider: View {
  /// A divider.
  public init() {}
  /// The divider's layout tree.
  public var _viewNode: ViewNode { ViewNode(kind: .divider) }
}

/// An SF Symbol, which PlotKit cannot draw: shown as a small rounded placeholder the size of
/// a glyph, in the foreground style, so layouts keep their shape.
public struct Image: View {
  let systemName: String
  /// A placeholder for the named system symbol.
  public init(systemName: String) { self.systemName = systemName }
  /// The placeholder's layout tree.
  public var _viewNode: ViewNode { ViewNode(kind: .image(systemName: systemName)) }
  /// Accepted for source compatibility.
  public func resizable() -> Image { self }
  /// Accepted for source compatibility.
  public func imageScale(_ scale: Image.Scale) -> Image { self }
  /// SwiftUI's relative symbol sizes (ignored: the placeholder follows the font).
  public enum Scale: Sendable { case small, medium, large }
}
