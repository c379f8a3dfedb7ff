import Foundation

/// Which values an axis marks: automatic nice values, a stride, or an explicit list.
public struct AxisMarkValues {
  enum Storage {
    case automatic(desiredCount: Int?)
    case automaticWithMinimum(desiredCount: Int?, minimumStride: Double)
    case numberStride(Double)
    case dateStride(TimeStep)
    case explicit([PlotValue])
  }
  let storage: Storage

  /// Nice values chosen from the available space.
  public static var automatic: AxisMarkValues {
    AxisMarkValues(storage: .automatic(desiredCount: nil))
  }

  /// Nice values, about `desiredCount` of them; PlotKit always rounds the domain's bounds
  /// outwards to nice values, so `roundLowerBound`/`roundUpperBound` are accepted as given.
  public static func automatic(
    desiredCount: Int? = nil, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil
  ) -> AxisMarkValues {
    // Fewer than one value asks for one.
    AxisMarkValues(storage: .automatic(desiredCount: desiredCount.map { max($0, 1) }))
  }

  /// Every multiple of `step` within the domain; a step that is not a positive finite number
  /// (it would never reach the domain's end) gives the automatic values.
  public static func stride(by step: Double) -> AxisMarkValues {
    guard step > 0, step.isFinite else { return .automatic }
    return AxisMarkValues(storage: .numberStride(step))
  }

  /// Every `count` calendar units (`.day`, `.weekOfYear`, `.month`, `.quarter`, `.year`) within the domain.
  /// `calendar` is accepted as Swift Charts takes it; the steps follow the chart's calendar.
  public static func stride(
    by component: Calendar.Component, count: Int = 1, calendar: Calendar? = nil
  ) -> AxisMarkValues {
    // A count below one steps by one unit; a huge one is cut to what a calendar can add.
    let count = min(max(count, 1), 1_000_000)
    if component == .quarter {
      return AxisMarkValues(storage: .dateStride(TimeStep(component: .month, count: 3 * count)))
    }
    return AxisMarkValues(storage: .dateStride(TimeStep(component: component, count: count)))
  }

  /// Exactly these values.
  public static func values<V: Plottable>(_ values: [V]) -> AxisMarkValues {
    AxisMarkValues(storage: .explicit(values.map(\.plotValue)))
  }
}

/// The value an axis mark stands for, handed to the `AxisMarks` content closure.
public struct AxisValue {
  /// Position of this value among the axis values.
  public let index: Int
  /// Number of axis values.
  public let count: Int
  let value: PlotValue

  /// The value as `type`, or nil when it is of another kind.
  public func `as`<T: Plottable>(_ type: T.Type) -> T? {
    T(plotValue: value)
  }
}

extension AxisMarkValues {
  /// Nice values, about `desiredCount` of them, never closer than `minimumStride`.
  public static func automatic(
    minimumStride: Double, desiredCount: Int? = nil, roundLowerBound: Bool? = nil,
    roundUpperBound: Bool? = nil
  ) -> AxisMarkValues {
    // A minimum that is not a positive finite number sets no minimum.
    guard minimumStride > 0, minimumStride.isFinite else {
      return .automatic(desiredCount: desiredCount)
    }
    return AxisMarkValues(
      storage: .automaticWithMinimum(desiredCount: desiredCount, minimumStride: minimumStride))
  }
}
