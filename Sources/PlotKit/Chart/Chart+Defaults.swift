import Foundation

extension Chart {
  /// The colour of every mark that sets none of its own and encodes no series, as SwiftUI's
  /// `foregroundStyle` on a chart view: `Chart { … }.foregroundStyle(.mint)`.
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Chart {
    var copy = self
    copy.configuration.environment.defaultForeground = style._paint
    return copy
  }

  /// The chart's tint: the colour of marks that set none of their own, as SwiftUI's `tint`.
  public func tint(_ color: Color?) -> Chart {
    var copy = self
    copy.configuration.environment.defaultForeground = color.map(MarkPaint.color)
    return copy
  }

  /// Sets the x scale's domain from values, e.g. `[0, 100]`: the scale spans their extent.
  @_disfavoredOverload
  public func chartXScale<V: Plottable & Comparable>(domain: [V]) -> Chart {
    // A value unequal to itself (NaN) has no place in a domain and cannot bound a range.
    let ordered = domain.filter { $0 == $0 }
    guard let low = ordered.min(), let high = ordered.max() else { return self }
    return chartXScale(domain: low...high)
  }

  /// Sets the y scale's domain from values, e.g. `[0, 100]`: the scale spans their extent.
  @_disfavoredOverload
  public func chartYScale<V: Plottable & Comparable>(domain: [V]) -> Chart {
    // A value unequal to itself (NaN) has no place in a domain and cannot bound a range.
    let ordered = domain.filter { $0 == $0 }
    guard let low = ordered.min(), let high = ordered.max() else { return self }
    return chartYScale(domain: low...high)
  }

  /// Sets the x scale's domain from a half-open range, e.g. `0..<24`.
  public func chartXScale<V: Plottable & Comparable>(domain: Range<V>) -> Chart {
    chartXScale(domain: domain.lowerBound...domain.upperBound)
  }

  /// Sets the y scale's domain from a half-open range.
  public func chartYScale<V: Plottable & Comparable>(domain: Range<V>) -> Chart {
    chartYScale(domain: domain.lowerBound...domain.upperBound)
  }
}
