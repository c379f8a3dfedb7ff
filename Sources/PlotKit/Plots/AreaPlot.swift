/// A whole collection or a function drawn as areas (WWDC24), one `AreaMark` per element.
public struct AreaPlot<Content: ChartContent>: ChartContent {
  /// Plots are primitive.
  public typealias Body = Never
  var content: Content

  /// Collects the plot's rows.
  public func _collect(into collector: ChartContentCollector) { content._collect(into: collector) }
}

extension AreaPlot: VectorizedChartContent where Content: VectorizedChartContent {
  /// The plotted collection's element type.
  public typealias DataElement = Content.DataElement
  /// The key-path encodings of the plot.
  public var _encodings: [_RowEncoding<Content.DataElement>] {
    get { content._encodings }
    set { content._encodings = newValue }
  }
}

extension AreaPlot {
  /// An area through every element of `data`, from zero (or the series below) up to `y`.
  public init<Data: RandomAccessCollection, X: Plottable, Y: Plottable>(
    _ data: Data, x: PlottableProjection<Data.Element, X>, y: PlottableProjection<Data.Element, Y>,
    stacking: MarkStackingMethod = .standard
  ) where Content == VectorizedPlotContent<Data> {
    content = VectorizedPlotContent(data) { element, collector in
      AreaMark(x: x.plottable(element), y: y.plottable(element), stacking: stacking)
        ._collect(into: collector)
    }
  }

  /// One area per value of `series`, stacked as `stacking` says.
  public init<Data: RandomAccessCollection, X: Plottable, Y: Plottable, S: Plottable>(
    _ data: Data, x: PlottableProjection<Data.Element, X>, y: PlottableProjection<Data.Element, Y>,
    series: PlottableProjection<Data.Element, S>, stacking: MarkStackingMethod = .standard
  ) where Content == VectorizedPlotContent<Data> {
    content = VectorizedPlotContent(data) { element, collector in
      AreaMark(
        x: x.plottable(element), y: y.plottable(element), series: series.plottable(element),
        stacking: stacking
      )._collect(into: collector)
    }
  }

  /// A band through every element, from `yStart` to `yEnd`.
  public init<Data: RandomAccessCollection, X: Plottable, Y: Plottable>(
    _ data: Data, x: PlottableProjection<Data.Element, X>,
    yStart: PlottableProjection<Data.Element, Y>, yEnd: PlottableProjection<Data.Element, Y>
  ) where Content == VectorizedPlotContent<Data> {
    content = VectorizedPlotContent(data) { element, collector in
      AreaMark(
        x: x.plottable(element), yStart: yStart.plottable(element), yEnd: yEnd.plottable(element)
      )._collect(into: collector)
    }
  }

  /// The area between zero and y = f(x), over `domain` or the x scale's domain.
  public init<S1: StringProtocol, S2: StringProtocol>(
    x: S1, y: S2, domain: ClosedRange<Double>? = nil, function: @escaping (Double) -> Double
  ) where Content == FunctionPlotContent {
    let (xLabel, yLabel) = (String(x), String(y))
    content = FunctionPlotContent { collector in
      let append = FunctionArea.appender(collector, x: xLabel, yStart: yLabel, yEnd: yLabel)
      return FunctionSampler(domain: domain) { domain, count in
        append(AdaptiveSampling.sample(domain, count: count) { (0, function($0)) })
      }
    }
  }

  /// The area between two functions, (yStart, yEnd) = f(x).
  public init<S1: StringProtocol, S2: StringProtocol, S3: StringProtocol>(
    x: S1, yStart: S2, yEnd: S3, domain: ClosedRange<Double>? = nil,
    function: @escaping (Double) -> (yStart: Double, yEnd: Double)
  ) where Content == FunctionPlotContent {
    let labels = (String(x), String(yStart), String(yEnd))
    content = FunctionPlotContent { collector in
      let append = FunctionArea.appender(
        collector, x: labels.0, yStart: labels.1, yEnd: labels.2)
      return FunctionSampler(domain: domain) { domain, count in
        append(AdaptiveSampling.sample(domain, count: count) { function($0) })
      }
    }
  }
}

/// Rows of function plots in the area layer.
enum FunctionArea {
  /// A function that appends sampled bands as rows of the area layer, registered now so the
  /// plot keeps its drawing order; each stretch between undefined values is its own series.
  static func appender(
    _ collector: ChartContentCollector, x: String, yStart: String, yEnd: String
  ) -> ([AdaptiveSampling.Sample]) -> Void {
    let layer = collector.layer(for: AreaMark.self)
    let style = collector.currentStyle
    let plot = collector.functionSamplers.count
    return { samples in
      var segment = 0
      var inGap = true
      for sample in samples {
        guard !sample.a.isNaN, !sample.b.isNaN else {
          if !inGap { segment += 1 }
          inGap = true
          continue
        }
        inGap = false
        let name = "\(yEnd) (\(plot + 1)) · \(segment + 1)"
        layer.appendRow(style: style) {
          $0[AreaChannel.x].append(ChannelValue(label: x, value: .number(sample.t), unit: nil))
          $0[AreaChannel.y].append(nil)
          $0[AreaChannel.yStart].append(
            ChannelValue(label: yStart, value: .number(sample.a), unit: nil))
          $0[AreaChannel.yEnd].append(
            ChannelValue(label: yEnd, value: .number(sample.b), unit: nil))
          $0[AreaChannel.series].append(
            ChannelValue(label: "Function", value: .category(name), unit: nil))
        }
      }
    }
  }
}
