import Foundation

/// Maps the values of one axis to pixel positions: linear for numbers, time for dates, band for categories.
struct PositionScale {
  enum Kind {
    case linear, time, band
  }

  let kind: Kind
  /// The field label of the first channel feeding this scale ("Sales").
  let label: String
  /// Every distinct field label feeding the scale, for descriptions ("Daily Min, Daily Max").
  var labels: [String] = []
  /// For dates with `unit:`, the unit and the start of the last interval, for descriptions.
  var unit: Calendar.Component?
  var lastStart: Double?
  /// Numeric domain in data units (seconds for time); unused by band scales.
  var lo: Double
  var hi: Double
  /// Distinct categories in order of first appearance (band scales).
  var categories: [String]
  var categoryIndex: [String: Int]
  /// Pixel positions the domain's lower and upper ends (or the first and last band) map to.
  var start: Double = 0
  var end: Double = 1
  /// The tick step chosen when the domain was made nice (linear scales).
  var step: Double?
  /// Whether the domain may still be widened to nice bounds.
  var nice: Bool
  /// The function numeric values pass through before mapping (log, square root…).
  var transform = ScaleTransform.identity
  /// Whether the scale runs from `end` to `start` (`.automatic(reversed: true)`).
  var reversed = false
  let calendar: Calendar

  init(
    kind: Kind, label: String, lo: Double = 0, hi: Double = 1, categories: [String] = [],
    nice: Bool, calendar: Calendar
  ) {
    self.kind = kind
    self.label = label
    self.lo = lo
    self.hi = hi
    self.categories = categories
    self.categoryIndex = Dictionary(
      categories.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    self.nice = nice
    self.calendar = calendar
  }

  /// A copy placed on screen between `start` and `end`, its domain made nice for `desiredTicks`.
  func placed(from start: Double, to end: Double, desiredTicks: Int) -> PositionScale {
    var scale = self
    (scale.start, scale.end) = reversed ? (end, start) : (start, end)
    if kind == .linear, transform == .log {
      // Whole decades, and ticks at powers of ten (AxisResolver asks for them).
      scale.lo = lo > 0 ? lo : 1
      scale.hi = max(hi, scale.lo * 10)
      if nice {
        scale.lo = Foundation.pow(10, Foundation.floor(Foundation.log10(scale.lo)))
        scale.hi = Foundation.pow(10, Foundation.ceil(Foundation.log10(scale.hi)))
      }
    } else if kind == .linear {
      if nice {
        let nice = NiceTicks.niceDomain(lo: lo, hi: hi, desiredCount: desiredTicks)
        (scale.lo, scale.hi, scale.step) = (nice.lo, nice.hi, nice.step)
      } else if hi > lo {
        scale.step = NiceTicks.step(span: hi - lo, desiredCount: desiredTicks)
      } else {
        scale.hi = lo + 1
        scale.step = NiceTicks.step(span: 1, desiredCount: desiredTicks)
      }
    } else if kind == .time, hi <= lo {
      scale.hi = lo + 86_400
    }
    return scale
  }

  /// Pixel position of a number or time (seconds).
  @inline(__always)
  func map(_ value: Double) -> Double {
    if transform == .identity { return start + (value - lo) / (hi - lo) * (end - start) }
    let a = transform.apply(lo)
    let b = transform.apply(hi)
    // Bars from zero on a log scale start at the domain's lower end.
    let v = max(transform.apply(value), a)
    return start + (v - a) / (b - a) * (end - start)
  }

  /// Data value at a pixel position (inverse of `map`).
  func invert(_ pixel: Double) -> Double {
    if transform == .identity { return lo + (pixel - start) / (end - start) * (hi - lo) }
    let a = transform.apply(lo)
    let b = transform.apply(hi)
    return transform.invert(a + (pixel - start) / (end - start) * (b - a))
  }

  /// Width of one band in pixels (always positive).
  var bandwidth: Double {
    abs(end - start) / Double(max(categories.count, 1))
  }

  /// The pixel interval of a category's band, ordered from `start` towards `end`.
  func band(_ category: String) -> (Double, Double)? {
    guard let index = categoryIndex[category] else { return nil }
    let step = (end - start) / Double(max(categories.count, 1))
    let a = start + Double(index) * step
    return (a, a + step)
  }

  /// The pixel interval a row covers: its band, or its calendar unit for dates with `unit:`.
  func interval(_ column: Column, _ row: Int) -> (Double, Double)? {
    let v = column.values[row]
    guard !v.isNaN else { return nil }
    switch column.kind {
    case .nominal: return band(column.categories[Int(v)])
    case .temporal:
      guard let unit = column.unit else { return nil }
      let date = Date(timeIntervalSinceReferenceDate: v)
      guard let next = calendar.date(byAdding: unit, value: 1, to: date) else { return nil }
      return (map(v), map(next.timeIntervalSinceReferenceDate))
    default: return nil
    }
  }

  /// The pixel position of a row: the centre of its band or interval, or its value.
  func position(_ column: Column, _ row: Int) -> Double? {
    let v = column.values[row]
    guard !v.isNaN else { return nil }
    if column.kind == .nominal || column.unit != nil {
      guard let (a, b) = interval(column, row) else { return nil }
      return (a + b) / 2
    }
    return map(v)
  }

  /// Both ends of the plotted range in pixels, smaller first.
  var pixelExtent: (Double, Double) { (min(start, end), max(start, end)) }
}
