import Foundation

/// The axes of a chart, after SwiftUI's `Axis`, for `chartScrollableAxes(_:)`.
public enum Axis: Sendable, Hashable {
  /// The x axis.
  case horizontal
  /// The y axis.
  case vertical

  /// A set of axes, `[.horizontal]` or `.vertical`.
  public struct Set: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: Int8
    /// A set from raw bits.
    public init(rawValue: Int8) { self.rawValue = rawValue }
    /// The x axis.
    public static let horizontal = Set(rawValue: 1)
    /// The y axis.
    public static let vertical = Set(rawValue: 2)
  }
}

/// How a scrolling chart settles after a scroll gesture; a still chart accepts and ignores it.
public protocol ChartScrollTargetBehavior {}

/// Scrolling that settles on values, e.g. whole days.
public struct ValueAlignedChartScrollTargetBehavior: ChartScrollTargetBehavior {
  /// Where a larger scroll settles.
  public struct MajorValueAlignment: Sendable {
    let description: String
    /// Settle on values matching these date components.
    public static func matching(_ components: DateComponents) -> MajorValueAlignment {
      MajorValueAlignment(description: "matching \(components)")
    }
    /// Settle on multiples of a unit.
    public static func unit(_ value: Double) -> MajorValueAlignment {
      MajorValueAlignment(description: "unit \(value)")
    }
    /// Settle a page at a time.
    public static var page: MajorValueAlignment { MajorValueAlignment(description: "page") }
  }

  /// Whether scrolling is limited to one unit.
  public struct LimitBehavior: Sendable {
    let name: String
    /// The platform's choice.
    public static var automatic: LimitBehavior { LimitBehavior(name: "automatic") }
    /// Always limited.
    public static var always: LimitBehavior { LimitBehavior(name: "always") }
    /// Never limited.
    public static var never: LimitBehavior { LimitBehavior(name: "never") }
    /// Limited to one value at a time.
    public static var alwaysByOne: LimitBehavior { LimitBehavior(name: "alwaysByOne") }
  }

  let description: String
}

extension ChartScrollTargetBehavior where Self == ValueAlignedChartScrollTargetBehavior {
  /// Settles on dates matching `matching` (e.g. `DateComponents(hour: 0)`).
  public static func valueAligned(
    matching: DateComponents, majorAlignment: Self.MajorValueAlignment? = nil,
    limitBehavior: Self.LimitBehavior = .automatic
  ) -> ValueAlignedChartScrollTargetBehavior {
    ValueAlignedChartScrollTargetBehavior(description: "matching \(matching)")
  }

  /// Settles on multiples of `unit`.
  public static func valueAligned(
    unit: Double, majorAlignment: Self.MajorValueAlignment? = nil,
    limitBehavior: Self.LimitBehavior = .automatic
  ) -> ValueAlignedChartScrollTargetBehavior {
    ValueAlignedChartScrollTargetBehavior(description: "unit \(unit)")
  }
}
