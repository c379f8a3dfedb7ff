import Foundation

extension Dodge {
  /// The pixels a dodged bar covers: with the default span, its slot of the bar's own extent
  /// `bar`; with a `span`, the group takes that part of the whole band (or calendar interval)
  /// and the bar its slot of it, narrowed by the bar's own `width`/`height` when one is set.
  func place(
    _ slot: Int32, _ style: MarkStyle, bar: (Double, Double), own: MarkDimension?,
    scale: PositionScale, column: Column, row: Int
  ) -> (Double, Double) {
    guard slot >= 0, let span = style.positionSpan, span != .automatic,
      let band = scale.interval(column, row)
    else { return self.slot(slot, of: bar) }
    let available = abs(band.1 - band.0)
    let size = span.resolve(in: available, defaultRatio: 1)
    let middle = (band.0 + band.1) / 2
    let (a, b) = self.slot(slot, of: (middle - size / 2, middle + size / 2))
    let own = own ?? .automatic
    guard own != .automatic else { return (a, b) }
    let barSize = own.resolve(in: b - a, defaultRatio: 1)
    return ((a + b) / 2 - barSize / 2, (a + b) / 2 + barSize / 2)
  }
}

extension ChartContent {
  /// Places marks that share a position side by side, one slot per value (grouped bars).
  /// `axis` picks the axis they line up along (default: the marks' category axis); `span`
  /// the room the whole group takes: `.ratio(0.9)` of the band, `.fixed(40)` points, or
  /// `.inset(4)` points less than the band.
  public func position<V: Plottable>(
    by value: PlottableValue<V>, axis: Axis? = nil, span: MarkDimension = .automatic
  ) -> ModifiedChartContent<Self> {
    let channel = value.channel
    return modified {
      $0.positionBy = channel
      $0.positionAxis = axis
      $0.positionSpan = span
    }
  }
}
