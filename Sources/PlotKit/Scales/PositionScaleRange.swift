import Foundation

/// The screen positions a position scale maps its domain onto, as Swift Charts'
/// `PositionScaleRange`: the plot's width or height with padding, or explicit points.
public protocol PositionScaleRange: Sendable {
  /// The range this value describes (implementation detail of the built-in ranges).
  var _scaleRange: ScaleRangeSpec { get }
}

/// A resolved scale range: padding inside the plot dimension, or offsets from the axis start.
public struct ScaleRangeSpec: Sendable, Hashable {
  enum Storage: Sendable, Hashable {
    case padded(start: Double, end: Double)
    case points(Double, Double)
  }
  let storage: Storage

  /// The pixels the scale spans, given the plot's extent from the axis start (the leading
  /// edge for x, the bottom for y) towards its end.
  func resolve(start: Double, end: Double) -> (Double, Double) {
    let direction: Double = end >= start ? 1 : -1
    switch storage {
    case .padded(let a, let b):
      // Padding larger than the plot would turn the scale around; keep one point of range.
      let room = abs(end - start)
      let total = a + b
      let scale = total > room - 1 && total > 0 ? max(room - 1, 0) / total : 1
      return (start + direction * a * scale, end - direction * b * scale)
    case .points(let a, let b):
      return (start + direction * a, start + direction * b)
    }
  }
}

/// The plot area's width or height, optionally padded at either end.
public struct PlotDimensionScaleRange: PositionScaleRange, Hashable {
  let startPadding: Double
  let endPadding: Double

  /// The padded plot dimension.
  public var _scaleRange: ScaleRangeSpec {
    ScaleRangeSpec(storage: .padded(start: startPadding, end: endPadding))
  }
}

extension PositionScaleRange where Self == PlotDimensionScaleRange {
  /// The whole plot dimension (the default).
  public static var plotDimension: PlotDimensionScaleRange {
    PlotDimensionScaleRange(startPadding: 0, endPadding: 0)
  }

  /// The plot dimension with `padding` points left free at both ends.
  /// Negative padding reaches past the plot's edge, as in Swift Charts.
  public static func plotDimension(padding: CGFloat) -> PlotDimensionScaleRange {
    let padding = CallerNumbers.length(Double(padding))
    return PlotDimensionScaleRange(startPadding: padding, endPadding: padding)
  }

  /// The plot dimension with padding at its start (leading or bottom) and end (trailing or top).
  /// Negative padding reaches past the plot's edge, as in Swift Charts: `endPadding: -8` puts
  /// the domain's end 8 points beyond the plot, so the highest marks run into the margin.
  public static func plotDimension(startPadding: CGFloat = 0, endPadding: CGFloat = 0)
    -> PlotDimensionScaleRange
  {
    PlotDimensionScaleRange(
      startPadding: CallerNumbers.length(Double(startPadding)),
      endPadding: CallerNumbers.length(Double(endPadding)))
  }
}

/// Explicit positions in points from the axis start: `chartXScale(range: 20...300)`.
extension ClosedRange: PositionScaleRange where Bound == CGFloat {
  /// The range's bounds as offsets from the plot's start.
  public var _scaleRange: ScaleRangeSpec {
    ScaleRangeSpec(
      storage: .points(
        CallerNumbers.length(Double(lowerBound)), CallerNumbers.length(Double(upperBound))))
  }
}

extension Chart {
  private func withRanges(_ change: (inout ChartConfiguration) -> Void) -> Chart {
    var copy = self
    change(&copy.configuration)
    return copy
  }

  /// Maps the x domain onto this range, e.g. `.plotDimension(padding: 20)`; `type` sets the
  /// scale type when given.
  public func chartXScale<R: PositionScaleRange>(range: R, type: ScaleType? = nil) -> Chart {
    withRanges {
      $0.xRange = range._scaleRange
      if let type { $0.xScaleType = type }
    }
  }

  /// Maps the y domain onto this range, e.g. `.plotDimension(endPadding: 20)`; `type` sets the
  /// scale type when given.
  public func chartYScale<R: PositionScaleRange>(range: R, type: ScaleType? = nil) -> Chart {
    withRanges {
      $0.yRange = range._scaleRange
      if let type { $0.yScaleType = type }
    }
  }

  /// Sets the x domain, the range it maps onto and optionally the scale type.
  public func chartXScale<V: Plottable & Comparable, R: PositionScaleRange>(
    domain: ClosedRange<V>, range: R, type: ScaleType? = nil
  ) -> Chart {
    chartXScale(domain: domain).chartXScale(range: range, type: type)
  }

  /// Sets the y domain, the range it maps onto and optionally the scale type.
  public func chartYScale<V: Plottable & Comparable, R: PositionScaleRange>(
    domain: ClosedRange<V>, range: R, type: ScaleType? = nil
  ) -> Chart {
    chartYScale(domain: domain).chartYScale(range: range, type: type)
  }

  /// Sets the x categories, the range they spread over and optionally the scale type.
  public func chartXScale<R: PositionScaleRange>(
    domain: [String], range: R, type: ScaleType? = nil
  ) -> Chart {
    chartXScale(domain: domain).chartXScale(range: range, type: type)
  }

  /// Sets the y categories, the range they spread over and optionally the scale type.
  public func chartYScale<R: PositionScaleRange>(
    domain: [String], range: R, type: ScaleType? = nil
  ) -> Chart {
    chartYScale(domain: domain).chartYScale(range: range, type: type)
  }

  /// Sets how the x domain is inferred, the range and optionally the scale type.
  public func chartXScale<R: PositionScaleRange>(
    domain: ScaleDomain, range: R, type: ScaleType? = nil
  ) -> Chart {
    chartXScale(domain: domain).chartXScale(range: range, type: type)
  }

  /// Sets how the y domain is inferred, the range and optionally the scale type.
  public func chartYScale<R: PositionScaleRange>(
    domain: ScaleDomain, range: R, type: ScaleType? = nil
  ) -> Chart {
    chartYScale(domain: domain).chartYScale(range: range, type: type)
  }

  /// Sets the x domain from values (their extent, e.g. `[0, 100]`), the range and optionally
  /// the scale type.
  @_disfavoredOverload
  public func chartXScale<V: Plottable & Comparable, R: PositionScaleRange>(
    domain: [V], range: R, type: ScaleType? = nil
  ) -> Chart {
    chartXScale(domain: domain).chartXScale(range: range, type: type)
  }

  /// Sets the y domain from values (their extent, e.g. `[0, 100]`), the range and optionally
  /// the scale type.
  @_disfavoredOverload
  public func chartYScale<V: Plottable & Comparable, R: PositionScaleRange>(
    domain: [V], range: R, type: ScaleType? = nil
  ) -> Chart {
    chartYScale(domain: domain).chartYScale(range: range, type: type)
  }
}
