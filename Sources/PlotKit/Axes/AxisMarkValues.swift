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
    if let desiredCount {
      precondition(
        desiredCount > 0, "AxisMarkValues desiredCount must be positive, got \(desiredCount)")
    }
    return AxisMarkValues(storage: .automatic(desiredCount: desiredCount))
  }

  /// Every multiple of `step` within the domain.
  public static func stride(by step: Double) -> AxisMarkValues {
    precondition(step > 0, "AxisMarkValues stride must be positive, got \(step)")
    return AxisMarkValues(storage: .numberStride(step))
  }

  /// Every `count` calendar units (`.day`, `.weekOfYear`, `.month`, `.quarter`, `.year`) within the domain.
  public static func stride(by component: Calendar.Component, count: Int = 1) -> AxisMarkValues {
    precondition(count > 0, "AxisMarkValues stride count must be positive, got \(count)")
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
    precondition(minimumStride > 0, "minimumStride must be positive, got \(minimumStride)")
    return AxisMarkValues(
      storage: .automaticWithMinimum(desiredCount: desiredCount, minimumStride: minimumStride))
  }
}
