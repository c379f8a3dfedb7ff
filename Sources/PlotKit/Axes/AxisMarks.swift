/// Configures the marks of one axis: which values, where, and what each value draws.
public struct AxisMarks {
  /// Overall appearance of the axis.
  public enum Preset: Sendable {
    /// The default for the kind of data.
    case automatic
    /// Grid lines extend under the labels, which sit above their lines at the chart's edge.
    case extended
    /// Labels aligned to their grid lines' start.
    case aligned
    /// Labels inside the plot area.
    case inset
  }

  /// Which edge of the plot area the axis sits on.
  public enum Position: Sendable {
    /// Bottom for x; trailing for y (leading for categories).
    case automatic
    /// The left edge (y axes).
    case leading
    /// The right edge (y axes).
    case trailing
    /// The top edge (x axes).
    case top
    /// The bottom edge (x axes).
    case bottom
  }

  let preset: Preset
  let position: Position
  let values: AxisMarkValues
  let content: ((AxisValue) -> AxisMarkContent)?

  /// Axis marks with the default grid lines, ticks and labels.
  public init(
    preset: Preset = .automatic, position: Position = .automatic,
    values: AxisMarkValues = .automatic
  ) {
    self.preset = preset
    self.position = position
    self.values = values
    self.content = nil
  }

  /// Axis marks whose parts the closure chooses per value.
  public init(
    preset: Preset = .automatic, position: Position = .automatic,
    values: AxisMarkValues = .automatic,
    @AxisMarkBuilder content: @escaping (AxisValue) -> AxisMarkContent
  ) {
    self.preset = preset
    self.position = position
    self.values = values
    self.content = content
  }

  /// Axis marks at exactly these values.
  public init<V: Plottable>(
    preset: Preset = .automatic, position: Position = .automatic, values: [V]
  ) {
    self.init(preset: preset, position: position, values: .values(values))
  }

  /// Axis marks at exactly these values, with parts chosen per value.
  public init<V: Plottable>(
    preset: Preset = .automatic, position: Position = .automatic, values: [V],
    @AxisMarkBuilder content: @escaping (AxisValue) -> AxisMarkContent
  ) {
    self.init(preset: preset, position: position, values: .values(values), content: content)
  }
}

/// Builds the list of `AxisMarks` in a `chartXAxis`/`chartYAxis` closure.
@resultBuilder
public enum AxisContentBuilder {
  /// One `AxisMarks`.
  public static func buildExpression(_ marks: AxisMarks) -> [AxisMarks] { [marks] }
  /// Several.
  public static func buildBlock(_ marks: [AxisMarks]...) -> [AxisMarks] { marks.flatMap { $0 } }
  /// An `if` without `else`.
  public static func buildOptional(_ marks: [AxisMarks]?) -> [AxisMarks] { marks ?? [] }
  /// The `if` branch.
  public static func buildEither(first marks: [AxisMarks]) -> [AxisMarks] { marks }
  /// The `else` branch.
  public static func buildEither(second marks: [AxisMarks]) -> [AxisMarks] { marks }
}

/// Whether a chart element such as an axis or legend is shown.
public enum Visibility: Sendable {
  /// Shown when the chart has something for it.
  case automatic
  /// Always shown.
  case visible
  /// Never shown.
  case hidden
}
