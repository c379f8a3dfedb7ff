/// Dodging (`position(by:)`): marks sharing a position sit side by side instead of stacking.
struct Dodge {
  /// Distinct `position(by:)` values in order of first use.
  var groups: [String]
  /// Slot per style index (-1 when the style has no `position(by:)`).
  var slotOfStyle: [Int32]

  static func make(_ layer: MarkLayer, _ context: PrepareContext) -> Dodge? {
    var groups: [String] = []
    var index: [String: Int32] = [:]
    var slotOfStyle = [Int32](repeating: -1, count: context.styles.count)
    var last: Int32 = -1
    for style in layer.styleOfRow where style != last {
      last = style
      guard slotOfStyle[Int(style)] == -1,
        let by = context.styles[Int(style)].positionBy
      else { continue }
      let key = context.environment.describe(by.value, unit: by.unit)
      if index[key] == nil {
        index[key] = Int32(groups.count)
        groups.append(key)
      }
      slotOfStyle[Int(style)] = index[key]!
    }
    return groups.isEmpty ? nil : Dodge(groups: groups, slotOfStyle: slotOfStyle)
  }

  /// The part of `extent` (a band or interval in pixels) that slot `slot` occupies.
  func slot(_ slot: Int32, of extent: (Double, Double)) -> (Double, Double) {
    guard slot >= 0 else { return extent }
    let width = (extent.1 - extent.0) / Double(groups.count)
    let start = extent.0 + width * Double(slot)
    return (start, start + width)
  }
}

extension ChartContent {
  /// Colours marks by a data value, assigning palette colours and adding a legend.
  public func foregroundStyle<V: Plottable>(by value: PlottableValue<V>) -> ModifiedChartContent<
    Self
  > {
    let channel = value.channel
    return modified { $0.foregroundBy = channel }
  }

  /// Gives marks a symbol per data value and adds it to the legend.
  public func symbol<V: Plottable>(by value: PlottableValue<V>) -> ModifiedChartContent<Self> {
    let channel = value.channel
    return modified { $0.symbolBy = channel }
  }
}
