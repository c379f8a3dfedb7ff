/// A whole collection drawn as rectangles (WWDC24), one `RectangleMark` per element.
public struct RectanglePlot<Content: ChartContent>: ChartContent {
  /// Plots are primitive.
  public typealias Body = Never
  var content: Content

  /// Collects the plot's rows.
  public func _collect(into collector: ChartContentCollector) { content._collect(into: collector) }
}

extension RectanglePlot: VectorizedChartContent where Content: VectorizedChartContent {
  /// The plotted collection's element type.
  public typealias DataElement = Content.DataElement
  /// The key-path encodings of the plot.
  public var _encodings: [_RowEncoding<Content.DataElement>] {
    get { content._encodings }
    set { content._encodings = newValue }
  }
}

extension RectanglePlot {
  /// A rectangle for every element, centred on `x`, `y` (a heat-map cell for categories).
  public init<Data: RandomAccessCollection, X: Plottable, Y: Plottable>(
    _ data: Data, x: PlottableProjection<Data.Element, X>, y: PlottableProjection<Data.Element, Y>,
    width: MarkDimension = .automatic, height: MarkDimension = .automatic
  ) where Content == VectorizedPlotContent<Data> {
    content = VectorizedPlotContent(data) { element, collector in
      RectangleMark(x: x.plottable(element), y: y.plottable(element), width: width, height: height)
        ._collect(into: collector)
    }
  }

  /// A rectangle for every element, spanning `xStart`…`xEnd` × `yStart`…`yEnd`.
  public init<Data: RandomAccessCollection, X: Plottable, Y: Plottable>(
    _ data: Data, xStart: PlottableProjection<Data.Element, X>,
    xEnd: PlottableProjection<Data.Element, X>, yStart: PlottableProjection<Data.Element, Y>,
    yEnd: PlottableProjection<Data.Element, Y>
  ) where Content == VectorizedPlotContent<Data> {
    content = VectorizedPlotContent(data) { element, collector in
      RectangleMark(
        xStart: xStart.plottable(element), xEnd: xEnd.plottable(element),
        yStart: yStart.plottable(element), yEnd: yEnd.plottable(element)
      )._collect(into: collector)
    }
  }
}
