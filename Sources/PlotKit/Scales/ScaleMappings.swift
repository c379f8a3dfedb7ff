import Foundation

// The other ways Swift Charts lets a chart fix its series scales: a mapping function, shape
// styles by name, and symbols by domain and range.
extension Chart {
  /// Colours each series by a function of its value, e.g.
  /// `chartForegroundStyleScale { (name: String) in name == "Sales" ? .blue : .gray }`.
  /// Gradients and other styles draw as their representative colour.
  public func chartForegroundStyleScale<DataValue: Plottable, S: ShapeStyle>(
    mapping: @escaping (DataValue) -> S
  ) -> Chart {
    var copy = self
    copy.configuration.foregroundStyleMapping = { name in
      DataValue(plotValue: .category(name)).map { mapping($0)._paint.representativeColor }
    }
    return copy
  }

  /// Assigns a shape style to series by name (gradients draw as their representative colour).
  @_disfavoredOverload
  public func chartForegroundStyleScale<S: ShapeStyle>(_ mapping: KeyValuePairs<String, S>)
    -> Chart
  {
    var copy = self
    copy.configuration.foregroundStyleScale = mapping.map {
      ($0.key, $0.value._paint.representativeColor)
    }
    return copy
  }

  /// Assigns a shape style to each value of a plotted type, such as an enum's cases:
  /// `chartForegroundStyleScale([Category.social: .blue, .other: .gray])`. The values name their
  /// series as they do in the legend.
  @_disfavoredOverload
  public func chartForegroundStyleScale<DataValue: Plottable, S: ShapeStyle>(
    _ mapping: KeyValuePairs<DataValue, S>
  ) -> Chart {
    var copy = self
    copy.configuration.foregroundStyleScale = mapping.map {
      (
        copy.configuration.environment.describe($0.key.plotValue),
        $0.value._paint.representativeColor
      )
    }
    return copy
  }

  /// Assigns symbols to the series of `domain`, in order.
  public func chartSymbolScale(domain: [String], range: [ChartSymbol]) -> Chart {
    var copy = self
    copy.configuration.symbolScale = Array(zip(domain, range))
    return copy
  }
}
