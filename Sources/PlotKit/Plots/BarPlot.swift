/// A whole collection drawn as bars (WWDC24), one `BarMark` per element.
public struct BarPlot<Content: ChartContent>: ChartContent {
  /// Plots are primitive.
  public typealias Body = Never
  var content: Content

  /// Collects the plot's rows.
  public func _collect(into collector: ChartContentCollector) { content._collect(into: collector) }
}

extension BarPlot: VectorizedChartContent where Content: VectorizedChartContent {
  /// The plotted collection's element type.
  public typealias DataElement = Content.DataElement
  /// The key-path encodings of the plot.
  public var _encodings: [_RowEncoding<Content.DataElement>] {
    get { content._encodings }
    set { content._encodings = newValue }
  }
}

extension BarPlot {
  /// A bar for every element of `data`, at `x` reaching `y` (or the other way round).
  public init<Data: RandomAccessCollection, X: Plottable, Y: Plottable>(
    _ data: Data, x: PlottableProjection<Data.Element, X>, y: PlottableProjection<Data.Element, Y>,
    width: MarkDimension = .automatic, height: MarkDimension = .automatic,
    stacking: MarkStackingMethod = .standard
  ) where Content == VectorizedPlotContent<Data> {
    content = VectorizedPlotContent(data) { element, collector in
      BarMark(
        x: x.plottable(element), y: y.plottable(element), width: width, height: height,
        stacking: stacking
      )._collect(into: collector)
    }
  }

  /// A vertical bar for every element, at `x` from `yStart` to `yEnd`.
  public init<Data: RandomAccessCollection, X: Plottable, Y: Plottable>(
    _ data: Data, x: PlottableProjection<Data.Element, X>,
    yStart: PlottableProjection<Data.Element, Y>, yEnd: PlottableProjection<Data.Element, Y>,
    width: MarkDimension = .automatic
  ) where Content == VectorizedPlotContent<Data> {
    content = VectorizedPlotContent(data) { element, collector in
      BarMark(
        x: x.plottable(element), yStart: yStart.plottable(element), yEnd: yEnd.plottable(element),
        width: width
      )._collect(into: collector)
    }
  }

  /// A horizontal bar for every element, at `y` from `xStart` to `xEnd`.
  public init<Data: RandomAccessCollection, X: Plottable, Y: Plottable>(
    _ data: Data, xStart: PlottableProjection<Data.Element, X>,
    xEnd: PlottableProjection<Data.Element, X>, y: PlottableProjection<Data.Element, Y>,
    height: MarkDimension = .automatic
  ) where Content == VectorizedPlotContent<Data> {
    content = VectorizedPlotContent(data) { element, collector in
      BarMark(
        xStart: xStart.plottable(element), xEnd: xEnd.plottable(element), y: y.plottable(element),
        height: height
      )._collect(into: collector)
    }
  }
}
