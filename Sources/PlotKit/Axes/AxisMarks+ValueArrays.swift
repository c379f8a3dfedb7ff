import Foundation

// `AxisMarks(format:values:)` with the values as an array (`values: Array(0...12)`), as Swift
// Charts' generic initialisers take them, and `EmptyAxisMark` for the branches of a value closure
// that draw nothing.
extension AxisMarks {
  /// Axis marks at exactly these values, their labels in a number format
  /// (`AxisMarks(format: .number, values: [0, 5, 10])`).
  public init<V: Plottable>(
    format: FloatingPointFormatStyle<Double>, preset: Preset = .automatic,
    position: Position = .automatic, values: [V], stroke: StrokeStyle? = nil
  ) {
    self.init(
      format: format, preset: preset, position: position, values: .values(values), stroke: stroke)
  }

  /// Axis marks at exactly these values, their labels in an integer format.
  @_disfavoredOverload
  public init<V: Plottable>(
    format: IntegerFormatStyle<Int>, preset: Preset = .automatic,
    position: Position = .automatic, values: [V], stroke: StrokeStyle? = nil
  ) {
    self.init(
      format: format, preset: preset, position: position, values: .values(values), stroke: stroke)
  }

  /// Axis marks at exactly these dates, their labels in a date format.
  public init<V: Plottable>(
    format: Date.FormatStyle, preset: Preset = .automatic, position: Position = .automatic,
    values: [V], stroke: StrokeStyle? = nil
  ) {
    self.init(
      format: format, preset: preset, position: position, values: .values(values), stroke: stroke)
  }

  /// Axis marks at exactly these values, their labels as percentages.
  public init<V: Plottable>(
    format: FloatingPointFormatStyle<Double>.Percent, preset: Preset = .automatic,
    position: Position = .automatic, values: [V], stroke: StrokeStyle? = nil
  ) {
    self.init(
      format: format, preset: preset, position: position, values: .values(values), stroke: stroke)
  }
}

/// An axis mark that draws nothing, for the `default:` of a `switch` in an `AxisMarks` closure.
public struct EmptyAxisMark: AxisMark {
  /// Nothing.
  public init() {}
  /// No parts.
  public var _parts: [AxisPart] { [] }
}
