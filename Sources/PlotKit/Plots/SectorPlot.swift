/// A whole collection drawn as pie or donut slices (WWDC24), one `SectorMark` per element.
public struct SectorPlot<Content: ChartContent>: ChartContent {
  /// Plots are primitive.
  public typealias Body = Never
  var content: Content

  /// Collects the plot's rows.
  public func _collect(into collector: ChartContentCollector) { content._collect(into: collector) }
}

extension SectorPlot: VectorizedChartContent where Content: VectorizedChartContent {
  /// The plotted collection's element type.
  public typealias DataElement = Content.DataElement
  /// The key-path encodings of the plot.
  public var _encodings: [_RowEncoding<Content.DataElement>] {
    get { content._encodings }
    set { content._encodings = newValue }
  }
}

extension SectorPlot {
  /// A slice for every element, its angle proportional to the value read with `angle`.
  public init<Data: RandomAccessCollection, V: Plottable>(
    _ data: Data, angle: PlottableProjection<Data.Element, V>,
    innerRadius: MarkDimension = .automatic, outerRadius: MarkDimension = .automatic,
    angularInset: Double = 0
  ) where Content == VectorizedPlotContent<Data> {
    content = VectorizedPlotContent(data) { element, collector in
      SectorMark(
        angle: angle.plottable(element), innerRadius: innerRadius, outerRadius: outerRadius,
        angularInset: angularInset
      )._collect(into: collector)
    }
  }
}
