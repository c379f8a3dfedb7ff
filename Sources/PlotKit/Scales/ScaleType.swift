import Foundation

/// How a position scale maps values to positions, after Swift Charts' `ScaleType`.
public struct ScaleType: Sendable, Hashable {
  enum Kind: Sendable, Hashable {
    case automatic, linear, log, squareRoot, symmetricLog, date, category
  }
  let kind: Kind

  /// Chosen from the data: linear for numbers, time for dates, bands for categories.
  public static let automatic = ScaleType(kind: .automatic)
  /// Equal steps for equal differences.
  public static let linear = ScaleType(kind: .linear)
  /// Equal steps for equal ratios (positive values; ticks at powers of ten).
  public static let log = ScaleType(kind: .log)
  /// Positions proportional to the square root (areas of bubbles).
  public static let squareRoot = ScaleType(kind: .squareRoot)
  /// Logarithmic away from zero, linear near it; takes negative values and zero.
  public static let symmetricLog = ScaleType(kind: .symmetricLog)
  /// A time scale.
  public static let date = ScaleType(kind: .date)
  /// A band per category.
  public static let category = ScaleType(kind: .category)

  /// The transform a numeric scale applies before mapping linearly.
  var transform: ScaleTransform {
    switch kind {
    case .log: return .log
    case .squareRoot: return .squareRoot
    case .symmetricLog: return .symmetricLog
    default: return .identity
    }
  }
}

/// A monotone function numeric scales map through; positions are linear in its output.
enum ScaleTransform: Sendable, Hashable {
  case identity, log, squareRoot, symmetricLog

  /// The transformed value; for `log`, values ≤ 0 become -∞ (callers clamp to the domain).
  @inline(__always)
  func apply(_ value: Double) -> Double {
    switch self {
    case .identity: return value
    case .log: return value > 0 ? Foundation.log10(value) : -.infinity
    case .squareRoot: return value >= 0 ? value.squareRoot() : -(-value).squareRoot()
    case .symmetricLog: return value >= 0 ? Foundation.log1p(value) : -Foundation.log1p(-value)
    }
  }

  /// The inverse of `apply`.
  func invert(_ value: Double) -> Double {
    switch self {
    case .identity: return value
    case .log: return Foundation.pow(10, value)
    case .squareRoot: return value >= 0 ? value * value : -(value * value)
    case .symmetricLog: return value >= 0 ? Foundation.expm1(value) : -Foundation.expm1(-value)
    }
  }

  /// Tick values for a log domain: the powers of ten inside it, with 2× and 5× steps when
  /// it spans fewer than three decades.
  static func logTicks(lo: Double, hi: Double) -> [Double] {
    guard lo > 0, hi > lo else { return [] }
    let first = Int(Foundation.floor(Foundation.log10(lo)))
    let last = Int(Foundation.ceil(Foundation.log10(hi)))
    let multiples: [Double] = last - first < 3 ? [1, 2, 5] : [1]
    var ticks: [Double] = []
    for exponent in first...last {
      for multiple in multiples {
        let tick = multiple * Foundation.pow(10, Double(exponent))
        if tick >= lo * (1 - 1e-9), tick <= hi * (1 + 1e-9) { ticks.append(tick) }
      }
    }
    return ticks
  }
}
