import Foundation

// Chart modifiers written on a view apply to every chart inside it, as SwiftUI passes them down
// its environment: `VStack { weekChart; dayChart }.chartForegroundStyleScale([...])`, or a
// `View` extension that adds `chartOverlay` to whatever chart it is given.
extension View {
  /// Draws a view over each chart inside this view, built from that chart's proxy.
  public func chartOverlay<V: View>(
    alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V
  ) -> ViewNode {
    modifyingCharts { $0.chartOverlay(alignment: alignment, content: content) }
  }

  /// Draws a view behind the grid and marks of each chart inside this view.
  public func chartBackground<V: View>(
    alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V
  ) -> ViewNode {
    modifyingCharts { $0.chartBackground(alignment: alignment, content: content) }
  }

  /// Assigns styles to plotted values in every chart inside this view.
  public func chartForegroundStyleScale<DataValue: Plottable, S: ShapeStyle>(
    _ mapping: KeyValuePairs<DataValue, S>
  ) -> ViewNode {
    modifyingCharts { $0.chartForegroundStyleScale(mapping) }
  }

  /// Colours series in order of appearance in every chart inside this view.
  public func chartForegroundStyleScale(range: [Color]) -> ViewNode {
    modifyingCharts { $0.chartForegroundStyleScale(range: range) }
  }

  /// Shows or hides the legends of the charts inside this view.
  public func chartLegend(_ visibility: Visibility) -> ViewNode {
    modifyingCharts { $0.chartLegend(visibility) }
  }

  /// Shows or hides the x axes of the charts inside this view.
  public func chartXAxis(_ visibility: Visibility) -> ViewNode {
    modifyingCharts { $0.chartXAxis(visibility) }
  }

  /// Shows or hides the y axes of the charts inside this view.
  public func chartYAxis(_ visibility: Visibility) -> ViewNode {
    modifyingCharts { $0.chartYAxis(visibility) }
  }

  /// This view with `modify`, a chart modifier, applied to each chart inside it.
  func modifyingCharts(
    _ modify: @escaping (Chart<EmptyChartContent>) -> Chart<EmptyChartContent>
  ) -> ViewNode {
    _viewNode.rewritingCharts { configuration in
      // The modifiers only touch the configuration, so an empty chart carries it through them.
      var carrier = Chart { EmptyChartContent() }
      carrier.configuration = configuration
      configuration = modify(carrier).configuration
    }
  }
}

extension ViewNode {
  /// The tree with `change` applied to every chart in it, including those a geometry reader
  /// builds later.
  func rewritingCharts(_ change: @escaping (inout ChartConfiguration) -> Void) -> ViewNode {
    switch kind {
    case .chart(let chart):
      return ViewNode(kind: .chart(chart.reconfigured(change)))
    case .stack(let axis, let alignment, let spacing, let children):
      return ViewNode(
        kind: .stack(axis, alignment, spacing: spacing, children.map { $0.rewritingCharts(change) })
      )
    case .modified(let child, let modifier):
      return ViewNode(kind: .modified(child.rewritingCharts(change), modifier))
    case .geometry(let content):
      return ViewNode(kind: .geometry { content($0).rewritingCharts(change) })
    case .grid(var spec):
      for r in spec.rows.indices {
        spec.rows[r].cells = spec.rows[r].cells.map { $0.rewritingCharts(change) }
      }
      return ViewNode(kind: .grid(spec))
    default:
      return self
    }
  }
}
