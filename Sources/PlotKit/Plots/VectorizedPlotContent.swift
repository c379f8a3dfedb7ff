/// One key-path encoding of a vectorized plot, such as `foregroundStyle(by: .value("Asset", \.symbol))`
/// or `lineStyle(\.stroke)`: the element's key (a channel value or a style) and how it styles marks.
public struct _RowEncoding<Element> {
  let key: (Element) -> AnyHashable
  let apply: (AnyHashable, inout MarkStyle) -> Void
}

/// Content that plots a whole collection at once and takes key-path modifiers (`LinePlot(data, …)`).
public protocol VectorizedChartContent: ChartContent {
  /// The type of the plotted collection's elements.
  associatedtype DataElement
  /// The key-path encodings applied to every element (implementation detail).
  var _encodings: [_RowEncoding<DataElement>] { get set }
}

extension VectorizedChartContent {
  /// The plot with one more encoding: `key` reads a hashable value from each element and
  /// `apply` styles that element's marks with it (elements with equal keys share a style).
  func encoded<Key: Hashable>(
    _ key: @escaping (DataElement) -> Key, _ apply: @escaping (Key, inout MarkStyle) -> Void
  ) -> Self {
    var copy = self
    copy._encodings.append(
      _RowEncoding(
        key: { AnyHashable(key($0)) },
        apply: { key, style in
          if let key = key.base as? Key { apply(key, &style) }
        }))
    return copy
  }

  /// Colours each element by a value read with a key path, with a legend.
  public func foregroundStyle<V: Plottable>(by value: PlottableProjection<DataElement, V>) -> Self {
    encoded(value.channel) { $1.foregroundBy = $0 }
  }

  /// Gives each element a symbol per value read with a key path.
  public func symbol<V: Plottable>(by value: PlottableProjection<DataElement, V>) -> Self {
    encoded(value.channel) { $1.symbolBy = $0 }
  }

  /// Sizes each element's symbol by a value read with a key path, as Swift Charts'
  /// `symbolSize(by:)` on a vectorized plot (numbers map onto the symbol size scale).
  public func symbolSize<V: Plottable>(by value: PlottableProjection<DataElement, V>) -> Self {
    encoded(value.channel) { $1.symbolSizeBy = $0 }
  }

  /// Places elements that share a position side by side, one slot per value.
  public func position<V: Plottable>(by value: PlottableProjection<DataElement, V>) -> Self {
    encoded(value.channel) { $1.positionBy = $0 }
  }
}

/// The rows of a vectorized plot: a collection and how each element becomes a mark's row.
public struct VectorizedPlotContent<Data: RandomAccessCollection>: VectorizedChartContent {
  /// Primitive content.
  public typealias Body = Never
  /// The elements' type.
  public typealias DataElement = Data.Element
  let data: Data
  let row: (Data.Element, ChartContentCollector) -> Void
  /// Collects every row at once when the plot's channels allow it; false when they do not.
  let bulk: ((Data, ChartContentCollector) -> Bool)?
  /// The key-path encodings applied to every element.
  public var _encodings: [_RowEncoding<Data.Element>] = []

  init(
    _ data: Data, bulk: ((Data, ChartContentCollector) -> Bool)? = nil,
    row: @escaping (Data.Element, ChartContentCollector) -> Void
  ) {
    self.data = data
    self.bulk = bulk
    self.row = row
  }

  /// Collects one row per element; elements with equal encodings share one style.
  /// - Complexity: O(n) rows, one dictionary lookup per element when encodings are set.
  public func _collect(into collector: ChartContentCollector) {
    if _encodings.isEmpty, let bulk, bulk(data, collector) { return }
    collector.expectRows(data.count)
    guard !_encodings.isEmpty else {
      for element in data { row(element, collector) }
      return
    }
    let base = collector.currentStyle
    var styleOfKeys: [[AnyHashable]: Int32] = [:]
    for element in data {
      let keys = _encodings.map { $0.key(element) }
      let style: Int32
      if let known = styleOfKeys[keys] {
        style = known
      } else {
        style = collector.addStyle(from: base) { style in
          for (encoding, key) in zip(_encodings, keys) { encoding.apply(key, &style) }
        }
        styleOfKeys[keys] = style
      }
      collector.withCurrentStyle(style) { row(element, collector) }
    }
  }
}
