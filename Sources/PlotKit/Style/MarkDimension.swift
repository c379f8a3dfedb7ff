/// The width or height of a bar or rectangle, after Swift Charts' `MarkDimension`.
public enum MarkDimension: Sendable, Hashable, ExpressibleByIntegerLiteral,
  ExpressibleByFloatLiteral
{
  /// The default: most of a band or calendar interval.
  case automatic
  /// A fixed size in points.
  case fixed(Double)
  /// A fraction of the band or interval.
  case ratio(Double)
  /// The band or interval minus this many points.
  case inset(Double)

  /// A fixed size written as a number, as in `height: 2`.
  public init(integerLiteral value: Int) { self = .fixed(Double(value)) }
  /// A fixed size written as a number, as in `height: 2.5`.
  public init(floatLiteral value: Double) { self = .fixed(value) }

  /// The size in points within `available` points of band; `automatic` keeps `defaultRatio`.
  func resolve(in available: Double, defaultRatio: Double) -> Double {
    switch self {
    case .automatic: return available * defaultRatio
    case .fixed(let size): return size
    case .ratio(let ratio): return available * ratio
    case .inset(let inset): return max(available - 2 * inset, 0)
    }
  }
}
