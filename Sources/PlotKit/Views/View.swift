import Foundation

/// Something drawn inside a chart (annotation content, axis labels, symbols, overlays): a small
/// subset of SwiftUI's views, laid out the way SwiftUI lays them out and written as SVG.
///
/// App code defines views as in SwiftUI, `struct Callout: View { var body: some View { … } }`,
/// and uses them in annotations, axis labels, overlays or around charts. Main-actor isolated,
/// as SwiftUI's `View` is, so a `body` may read `@MainActor` state.
@MainActor @preconcurrency
public protocol View {
  /// The type of the view's `body`; `Never` for the built-in views.
  associatedtype _ViewBody: View = Never
  /// The views this view is made of.
  @ViewBuilder var body: _ViewBody { get }
  /// The view as PlotKit's layout tree (implementation detail of the built-in views).
  var _viewNode: ViewNode { get }
}

extension View {
  /// A view defined by its `body` is laid out as that body.
  public var _viewNode: ViewNode { body._viewNode }
}

extension View where _ViewBody == Never {
  /// Built-in views have no body.
  public var body: Never { fatalError("\(Self.self) is a built-in view and has no body") }
}

/// A view laid out and drawn by PlotKit (opaque to users).
public struct ViewNode {
  indirect enum Kind {
    case empty
    case text(Text)
    case shape(ShapeKind, ShapeDrawing)
    case color(MarkPaint)
    case spacer(minLength: Double?)
    case divider
    case image(systemName: String)
    case stack(StackAxis, Alignment, spacing: Double?, [ViewNode])
    case modified(ViewNode, ViewModifierKind)
    case geometry((GeometryProxy) -> ViewNode)
    case chart(ChartEmbedding)
    case grid(GridSpec)
  }
  let kind: Kind

  static var empty: ViewNode { ViewNode(kind: .empty) }

  /// This view with a modifier applied around it.
  func with(_ modifier: ViewModifierKind) -> ViewNode {
    ViewNode(kind: .modified(self, modifier))
  }

  /// The views a group stands for, flattening transparent groups (builder blocks, ForEach).
  var flattened: [ViewNode] {
    switch kind {
    case .empty: return []
    case .stack(.group, _, _, let children): return children.flatMap(\.flattened)
    default: return [self]
    }
  }
}

/// How a stack arranges its children; `group` is a builder block that its parent flattens.
enum StackAxis {
  case vertical, horizontal, depth, group
}

/// What a view modifier does to the view it wraps.
enum ViewModifierKind {
  case padding(top: Double, leading: Double, bottom: Double, trailing: Double)
  case frame(FrameSpec)
  case background(ViewNode, Alignment)
  case overlay(ViewNode, Alignment)
  case offset(x: Double, y: Double)
  case position(x: Double?, y: Double?)
  case opacity(Double)
  case font(Font)
  case weight(FontWeight)
  case italic
  case foreground(MarkPaint)
  case clip(ShapeKind)
  case hidden
  /// `rotationEffect`: drawn turned around a unit point of the frame.
  case rotation(degrees: Double, anchor: UnitPoint)
  /// `fixedSize`: the view takes its ideal size along the chosen axes, whatever it is offered.
  case fixedSize(horizontal: Bool, vertical: Bool)
  /// `gridColumnAlignment`: read by the enclosing grid, nothing to the cell itself.
  case gridColumnAlignment(HorizontalAlignment)
}

/// The sizes a `frame` modifier asks for; nil means "the child decides".
struct FrameSpec {
  var width: Double?
  var height: Double?
  var minWidth: Double?
  var maxWidth: Double?
  var minHeight: Double?
  var maxHeight: Double?
  var alignment: Alignment
}

/// A view of nothing.
public struct EmptyView: View {
  /// Nothing.
  public init() {}
  /// Draws nothing.
  public var _viewNode: ViewNode { .empty }
}

/// A view erased to its layout tree, so branches of different types can share one type.
public struct AnyView: View {
  /// The erased view's layout tree.
  public let _viewNode: ViewNode
  /// Erases `view`.
  public init<V: View>(_ view: V) { _viewNode = view._viewNode }
}

/// The views of a builder block, side by side in whatever stack contains them.
public struct TupleView: View {
  let children: [ViewNode]
  /// The block's views (flattened into the parent stack).
  public var _viewNode: ViewNode {
    children.count == 1
      ? children[0] : ViewNode(kind: .stack(.group, .center, spacing: nil, children))
  }
}

/// Builds views from the statements of a closure, including `if`/`else`, optionals and loops.
@resultBuilder @MainActor
public enum ViewBuilder {
  /// One view.
  public static func buildExpression<V: View>(_ view: V) -> ViewNode { view._viewNode }
  /// Several views.
  public static func buildBlock(_ views: ViewNode...) -> ViewNode {
    views.count == 1 ? views[0] : ViewNode(kind: .stack(.group, .center, spacing: nil, views))
  }
  /// An `if` without `else`.
  public static func buildOptional(_ view: ViewNode?) -> ViewNode { view ?? .empty }
  /// The `if` branch.
  public static func buildEither(first view: ViewNode) -> ViewNode { view }
  /// The `else` branch.
  public static func buildEither(second view: ViewNode) -> ViewNode { view }
  /// An availability check.
  public static func buildLimitedAvailability(_ view: ViewNode) -> ViewNode { view }
  /// A `for` loop.
  public static func buildArray(_ views: [ViewNode]) -> ViewNode {
    ViewNode(kind: .stack(.group, .center, spacing: nil, views))
  }
  /// The finished content.
  public static func buildFinalResult(_ view: ViewNode) -> TupleView {
    TupleView(children: [view])
  }
}

extension ViewNode: View {
  /// A layout tree is its own view.
  public var _viewNode: ViewNode { self }
}

extension Never: View {
  /// Never drawn.
  public var _viewNode: ViewNode { .empty }
  /// Never has no body.
  public var body: Never { return fatalError("Never has no body") }
}

extension Optional: View where Wrapped: View {
  /// The wrapped view, or nothing.
  public var _viewNode: ViewNode { self?._viewNode ?? .empty }
}

extension ForEach: View where Content: View {
  /// The views of every element, in order, flattened into the enclosing stack.
  public var _viewNode: ViewNode {
    ViewNode(kind: .stack(.group, .center, spacing: nil, data.map { content($0)._viewNode }))
  }
}
