import Foundation

/// The line-style and symbol-size scales (`lineStyle(by:)`, `symbolSize(by:)`): each style that
/// encodes a value gets its stroke or symbol area here, unless the mark set its own, so the
/// marks draw them like any other style. (Neither scale adds legend entries.)
enum EncodedStyleScales {
  /// Strokes given to line-style series in order of first appearance: solid, dashed, dotted,
  /// dash-dot (round caps turn the 0.5-point dashes into dots).
  static let dashes: [[Double]] = [[], [6, 4], [0.5, 4], [8, 4, 0.5, 4], [3, 3]]
  /// Symbol areas, in square points, when a chart sets no range.
  static let defaultSizeRange: ClosedRange<Double> = 12...300

  static func resolve(_ styles: [MarkStyle], configuration: ChartConfiguration) -> [MarkStyle] {
    guard styles.contains(where: { $0.lineStyleBy != nil || $0.symbolSizeBy != nil }) else {
      return styles
    }
    let env = configuration.environment
    var styles = styles
    let lineKeys = styles.map { $0.lineStyleBy.map { env.describe($0.value, unit: $0.unit) } }
    var lineDomain: [String] = configuration.lineStyleScale?.map(\.0) ?? []
    for key in lineKeys.compactMap({ $0 }) where !lineDomain.contains(key) {
      lineDomain.append(key)
    }
    let custom = Dictionary(
      configuration.lineStyleScale ?? [], uniquingKeysWith: { first, _ in first })
    let sizes = symbolSizes(styles, configuration: configuration)
    for index in styles.indices {
      if styles[index].lineStyle == nil, let key = lineKeys[index],
        let position = lineDomain.firstIndex(of: key)
      {
        styles[index].lineStyle =
          custom[key]
          ?? StrokeStyle(
            lineWidth: 2, lineCap: .round, lineJoin: .round,
            dash: dashes[position % dashes.count])
      }
      if styles[index].symbolSize == nil, let size = sizes[index] {
        styles[index].symbolSize = size
      }
    }
    return styles
  }

  /// Areas per style: numbers map linearly from their extent (or the chart's domain) onto the
  /// range; categories take evenly spaced areas in order of first appearance.
  private static func symbolSizes(_ styles: [MarkStyle], configuration: ChartConfiguration)
    -> [Double?]
  {
    let range = configuration.symbolSizeRange ?? defaultSizeRange
    let values = styles.map(\.symbolSizeBy)
    let numbers = values.compactMap { value -> Double? in
      guard case .number(let v)? = value?.value, v.isFinite else { return nil }
      return v
    }
    if !numbers.isEmpty, numbers.count == values.compactMap({ $0 }).count {
      let domain = configuration.symbolSizeDomain ?? (numbers.min()!...numbers.max()!)
      let span = domain.upperBound - domain.lowerBound
      return values.map { value in
        guard case .number(let v)? = value?.value, v.isFinite else { return nil }
        let t = span > 0 ? min(max((v - domain.lowerBound) / span, 0), 1) : 0.5
        return range.lowerBound + t * (range.upperBound - range.lowerBound)
      }
    }
    let env = configuration.environment
    let keys = values.map { $0.map { env.describe($0.value, unit: $0.unit) } }
    var order: [String] = []
    for key in keys.compactMap({ $0 }) where !order.contains(key) { order.append(key) }
    let steps = Double(max(order.count - 1, 1))
    return keys.map { key in
      guard let key, let position = order.firstIndex(of: key) else { return nil }
      return range.lowerBound + Double(position) / steps * (range.upperBound - range.lowerBound)
    }
  }
}

extension ChartContent {
  /// Strokes lines with a dash pattern per value, as Swift Charts' `lineStyle(by:)`; each
  /// value is its own line.
  public func lineStyle<V: Plottable>(by value: PlottableValue<V>) -> ModifiedChartContent<Self> {
    let channel = value.channel
    return modified { $0.lineStyleBy = channel }
  }

  /// Sizes symbols by a value, as Swift Charts' `symbolSize(by:)`: numbers scale their area
  /// linearly, categories take evenly spaced areas.
  public func symbolSize<V: Plottable>(by value: PlottableValue<V>) -> ModifiedChartContent<Self> {
    let channel = value.channel
    return modified { $0.symbolSizeBy = channel }
  }
}

extension Chart {
  /// Fixes the stroke of each line-style series.
  public func chartLineStyleScale(_ mapping: KeyValuePairs<String, StrokeStyle>) -> Chart {
    var copy = self
    copy.configuration.lineStyleScale = mapping.map { ($0.key, $0.value) }
    return copy
  }

  /// Gives these series these strokes, in order.
  public func chartLineStyleScale(domain: [String], range: [StrokeStyle]) -> Chart {
    var copy = self
    copy.configuration.lineStyleScale = Array(zip(domain, range))
    return copy
  }

  /// The symbol areas, in square points, that `symbolSize(by:)` maps onto.
  public func chartSymbolSizeScale(range: ClosedRange<Double>) -> Chart {
    var copy = self
    copy.configuration.symbolSizeRange = range
    return copy
  }

  /// The values and symbol areas `symbolSize(by:)` maps between.
  public func chartSymbolSizeScale<V: BinaryFloatingPoint>(
    domain: ClosedRange<V>, range: ClosedRange<Double>
  ) -> Chart {
    var copy = self
    copy.configuration.symbolSizeDomain = Double(domain.lowerBound)...Double(domain.upperBound)
    copy.configuration.symbolSizeRange = range
    return copy
  }

  /// The values and symbol areas `symbolSize(by:)` maps between.
  public func chartSymbolSizeScale<V: BinaryInteger>(
    domain: ClosedRange<V>, range: ClosedRange<Double>
  ) -> Chart {
    var copy = self
    copy.configuration.symbolSizeDomain = Double(domain.lowerBound)...Double(domain.upperBound)
    copy.configuration.symbolSizeRange = range
    return copy
  }
}
