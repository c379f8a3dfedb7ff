import Foundation

/// A value (a frame) resolved in one view's space that another view can read back in its own,
/// as SwiftUI's `Anchor`: `geometry[proxy.plotAreaFrame]`.
public struct Anchor<Value> {
  /// The value in the chart's space.
  let chartValue: Value
}

/// The size and frame of a `GeometryReader`, as its content sees them.
public struct GeometryProxy {
  /// The reader's frame in the chart's space.
  let frameInChart: Rect

  /// The reader's size.
  public var size: CGSize { CGSize(width: frameInChart.width, height: frameInChart.height) }

  /// The reader's frame: at the origin in `.local`, else in the chart's space.
  public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
    let r = frameInChart
    if coordinateSpace == .local { return CGRect(x: 0, y: 0, width: r.width, height: r.height) }
    return CGRect(x: r.x, y: r.y, width: r.width, height: r.height)
  }

  /// A frame anchor resolved in this reader's space.
  public subscript(anchor: Anchor<CGRect>) -> CGRect {
    anchor.chartValue.offsetBy(dx: -frameInChart.x, dy: -frameInChart.y)
  }

  /// A point anchor resolved in this reader's space.
  public subscript(anchor: Anchor<CGPoint>) -> CGPoint {
    CGPoint(x: anchor.chartValue.x - frameInChart.x, y: anchor.chartValue.y - frameInChart.y)
  }
}

/// A view that takes all the space offered and hands its geometry to its content, whose views
/// are laid out from its top-left corner.
public struct GeometryReader: View {
  let content: (GeometryProxy) -> ViewNode

  /// A reader drawing what `content` builds from its geometry.
  public init<Content: View>(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
    self.content = { content($0)._viewNode }
  }

  /// The reader's layout tree.
  public var _viewNode: ViewNode { ViewNode(kind: .geometry(content)) }
}
