/// A whole collection or a function drawn as lines (WWDC24), equivalent to one `LineMark` per
/// element but stored column by column: a million points render in tens of milliseconds.
///
/// ```swift
/// Chart { LinePlot(stocks, x: .value("Date", \.date), y: .value("Price", \.price)) }
/// Chart { LinePlot(x: "x", y: "y") { x in x * x } }.chartXScale(domain: -10...10)
/// ```
public struct LinePlot<Content: ChartContent>: ChartContent {
  /// Line plots are primitive.
  public typealias Body = Never
  var content: Content

  /// Collects the plot's rows.
  public func _collect(into collector: ChartContentCollector) { content._collect(into: collector) }
}

extension LinePlot: VectorizedChartContent where Content: VectorizedChartContent {
  /// The plotted collection's element type.
  public typealias DataElement = Content.DataElement
  /// The key-path encodings of the plot.
  public var _encodings: [_RowEncoding<Content.DataElement>] {
    get { content._encodings }
    set { content._encodings = newValue }
  }
}

extension LinePlot {
  /// A line through every element of `data`, at `x`, `y` read with key paths.
  public init<Data: RandomAccessCollection, X: Plottable, Y: Plottable>(
    _ data: Data, x: PlottableProjection<Data.Element, X>, y: PlottableProjection<Data.Element, Y>
  ) where Content == VectorizedPlotContent<Data> {
    content = VectorizedPlotContent(
      data, bulk: { data, collector in LineColumns.collect(data, x: x, y: y, into: collector) },
      row: { element, collector in
        LineMark(x: x.plottable(element), y: y.plottable(element))._collect(into: collector)
      })
  }

  /// One line per value of `series`, through the elements of `data`.
  public init<Data: RandomAccessCollection, X: Plottable, Y: Plottable, S: Plottable>(
    _ data: Data, x: PlottableProjection<Data.Element, X>, y: PlottableProjection<Data.Element, Y>,
    series: PlottableProjection<Data.Element, S>
  ) where Content == VectorizedPlotContent<Data> {
    content = VectorizedPlotContent(data) { element, collector in
      LineMark(x: x.plottable(element), y: y.plottable(element), series: series.plottable(element))
        ._collect(into: collector)
    }
  }

  /// The graph of y = f(x), sampled over `domain` or, without one, the x scale's domain.
  /// Return `.nan` where f is undefined: the line breaks there.
  public init<S1: StringProtocol, S2: StringProtocol>(
    x: S1, y: S2, domain: ClosedRange<Double>? = nil,
    function: @escaping (Double) -> Double
  ) where Content == FunctionPlotContent {
    let (xLabel, yLabel) = (String(x), String(y))
    content = FunctionPlotContent { collector in
      let append = FunctionLine.appender(collector, x: xLabel, y: yLabel)
      return FunctionSampler(domain: domain) { domain, count in
        append(
          AdaptiveSampling.sample(domain, count: count) { (function($0), 0) }.map { ($0.t, $0.a) })
      }
    }
  }

  /// The parametric curve (x, y) = f(t) for t in `domain`.
  public init<S1: StringProtocol, S2: StringProtocol, S3: StringProtocol>(
    x: S1, y: S2, t: S3, domain: ClosedRange<Double>,
    function: @escaping (Double) -> (x: Double, y: Double)
  ) where Content == FunctionPlotContent {
    let (xLabel, yLabel) = (String(x), String(y))
    content = FunctionPlotContent { collector in
      let append = FunctionLine.appender(collector, x: xLabel, y: yLabel)
      return FunctionSampler(domain: domain) { domain, count in
        append(AdaptiveSampling.sample(domain, count: count) { function($0) }.map { ($0.a, $0.b) })
      }
    }
  }
}

/// Bulk collection of a line plot's numeric columns.
enum LineColumns {
  /// Appends every element as one row of the line layer, column by column; false (nothing
  /// added) when a value is not a number, so the caller falls back to one row at a time.
  static func collect<Data: RandomAccessCollection, X: Plottable, Y: Plottable>(
    _ data: Data, x: PlottableProjection<Data.Element, X>, y: PlottableProjection<Data.Element, Y>,
    into collector: ChartContentCollector
  ) -> Bool {
    guard x.unit == nil, y.unit == nil, let xs = NumericColumn.values(data, x.keyPath),
      let ys = NumericColumn.values(data, y.keyPath)
    else { return false }
    let layer = collector.layer(for: LineMark.self)
    return layer.appendNumbers(
      [(LineChannel.x.rawValue, x.label, xs), (LineChannel.y.rawValue, y.label, ys)],
      style: collector.currentStyle)
  }
}

/// Rows of function plots in the line layer.
enum FunctionLine {
  /// A function that appends sampled points as rows of the line layer, registered now so the
  /// plot keeps its place in the drawing order. Each stretch between undefined values is its
  /// own series, so the line breaks where the function does.
  static func appender(_ collector: ChartContentCollector, x: String, y: String)
    -> ([(Double, Double)]) -> Void
  {
    let layer = collector.layer(for: LineMark.self)
    let style = collector.currentStyle
    let plot = collector.functionSamplers.count
    return { points in
      var segment = 0
      var inGap = true
      for (px, py) in points {
        guard !px.isNaN, !py.isNaN else {
          if !inGap { segment += 1 }
          inGap = true
          continue
        }
        inGap = false
        var name = y
        if plot > 0 { name += " (\(plot + 1))" }
        if segment > 0 { name += " · \(segment + 1)" }
        layer.appendRow(style: style) {
          $0[LineChannel.x].append(ChannelValue(label: x, value: .number(px), unit: nil))
          $0[LineChannel.y].append(ChannelValue(label: y, value: .number(py), unit: nil))
          $0[LineChannel.series].append(
            ChannelValue(label: "Function", value: .category(name), unit: nil))
        }
      }
    }
  }
}
