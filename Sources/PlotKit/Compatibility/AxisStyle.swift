/// The axis area `chartXAxisStyle`/`chartYAxisStyle` hand their closure, as Swift Charts does.
public struct ChartAxisArea: View {
  /// The axis area's layout tree (it draws nothing of its own here).
  public var _viewNode: ViewNode { ViewNode(kind: .empty) }
}

extension Chart {
  /// Styles the x axis's area (a background behind its labels). Accepted so app code
  /// compiles; PlotKit draws the axis as it otherwise would.
  public func chartXAxisStyle<V: View>(content: (ChartAxisArea) -> V) -> Chart { self }

  /// Styles the y axis's area. Accepted so app code compiles; the axis draws as it would.
  public func chartYAxisStyle<V: View>(content: (ChartAxisArea) -> V) -> Chart { self }
}
