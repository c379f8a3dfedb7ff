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
  /// The stroke of the default grid lines and ticks (`AxisMarks(stroke:)`).
  var stroke: StrokeStyle?

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

// The forms app code writes without using the axis value: `AxisMarks { AxisValueLabel() }`,
// and default marks drawn with a stroke.
extension AxisMarks {
  /// Axis marks built by a closure that does not read the value.
  public init(
    preset: Preset = .automatic, position: Position = .automatic,
    values: AxisMarkValues = .automatic,
    @AxisMarkBuilder content: @escaping () -> AxisMarkContent
  ) {
    self.init(preset: preset, position: position, values: values) { _ in content() }
  }

  /// Axis marks at these values, built by a closure that does not read the value.
  public init<V: Plottable>(
    preset: Preset = .automatic, position: Position = .automatic, values: [V],
    @AxisMarkBuilder content: @escaping () -> AxisMarkContent
  ) {
    self.init(preset: preset, position: position, values: .values(values)) { _ in content() }
  }

  /// The default grid lines, ticks and labels, with grid lines and ticks in `stroke` (a zero
  /// line width hides them).
  public init(
    preset: Preset = .automatic, position: Position = .automatic,
    values: AxisMarkValues = .automatic, stroke: StrokeStyle?
  ) {
    self.init(preset: preset, position: position, values: values)
    self.stroke = stroke
  }
}
