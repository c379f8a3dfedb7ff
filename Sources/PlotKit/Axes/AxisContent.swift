/// Axis content: `AxisMarks` or a list of them, as Swift Charts' `AxisContent`, so apps can
/// build axes in computed properties (`var xAxis: some AxisContent { AxisMarks(…) }`) and
/// pass them to `chartXAxis { xAxis }`. Main-actor isolated, as Swift Charts' protocol is.
@MainActor @preconcurrency
public protocol AxisContent {
  /// The marks this content draws (implementation detail).
  var _axisMarks: [AxisMarks] { get }
}

extension AxisMarks: AxisContent {
  /// Itself.
  public var _axisMarks: [AxisMarks] { [self] }
}

extension Array: AxisContent where Element == AxisMarks {
  /// The list's marks (what an `@AxisContentBuilder` property builds).
  public var _axisMarks: [AxisMarks] { self }
}

/// Any axis content, type-erased, as Swift Charts' `AnyAxisContent`: lets a property return
/// different axis content from its branches.
public struct AnyAxisContent: AxisContent {
  /// The erased content's marks.
  public let _axisMarks: [AxisMarks]

  /// Erases `content`.
  public init<Content: AxisContent>(_ content: Content) {
    _axisMarks = content._axisMarks
  }
}

extension AxisContentBuilder {
  /// Axis content from a property or function (`some AxisContent`, `AnyAxisContent`).
  @_disfavoredOverload @MainActor
  public static func buildExpression<Content: AxisContent>(_ content: Content) -> [AxisMarks] {
    content._axisMarks
  }
}
