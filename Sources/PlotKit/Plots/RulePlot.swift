/// A whole collection drawn as rules (WWDC24), one `RuleMark` per element.
public struct RulePlot<Content: ChartContent>: ChartContent {
  /// Plots are primitive.
  public typealias Body = Never
  var content: Content

  /// Collects the plot's rows.
  public func _collect(into collector: ChartContentCollector) { content._collect(into: collector) }
}

extension RulePlot: VectorizedChartContent where Content: VectorizedChartContent {
  /// The plotted collection's element type.
  public typealias DataElement = Content.DataElement
  /// The key-path encodings of the plot.
  public var _encodings: [_RowEncoding<Content.DataElement>] {
    get { content._encodings }
    set { content._encodings = newValue }
  }
}

extension RulePlot {
  /// A vertical rule across the plot at each element's `x`.
  public init<Data: RandomAccessCollection, X: Plottable>(
    _ data: Data, x: PlottableProjection<Data.Element, X>
  ) where Content == VectorizedPlotContent<Data> {
    content = VectorizedPlotContent(data) { element, collector in
      RuleMark(x: x.plottable(element))._collect(into: collector)
    }
  }

  /// A horizontal rule across the plot at each element's `y`.
  public init<Data: RandomAccessCollection, Y: Plottable>(
    _ data: Data, y: PlottableProjection<Data.Element, Y>
  ) where Content == VectorizedPlotContent<Data> {
    content = VectorizedPlotContent(data) { element, collector in
      RuleMark(y: y.plottable(element))._collect(into: collector)
    }
  }

  /// A vertical rule for every element, at `x` from `yStart` to `yEnd`.
  public init<Data: RandomAccessCollection, X: Plottable, Y: Plottable>(
    _ data: Data, x: PlottableProjection<Data.Element, X>,
    yStart: PlottableProjection<Data.Element, Y>, yEnd: PlottableProjection<Data.Element, Y>
  ) where Content == VectorizedPlotContent<Data> {
    content = VectorizedPlotContent(data) { element, collector in
      RuleMark(
        x: x.plottable(element), yStart: yStart.plottable(element), yEnd: yEnd.plottable(element)
      )._collect(into: collector)
    }
  }

  /// A horizontal rule for every element, at `y` from `xStart` to `xEnd`.
  public init<Data: RandomAccessCollection, X: Plottable, Y: Plottable>(
    _ data: Data, xStart: PlottableProjection<Data.Element, X>,
    xEnd: PlottableProjection<Data.Element, X>, y: PlottableProjection<Data.Element, Y>
  ) where Content == VectorizedPlotContent<Data> {
    content = VectorizedPlotContent(data) { element, collector in
      RuleMark(
        xStart: xStart.plottable(element), xEnd: xEnd.plottable(element), y: y.plottable(element)
      )._collect(into: collector)
    }
  }
}
