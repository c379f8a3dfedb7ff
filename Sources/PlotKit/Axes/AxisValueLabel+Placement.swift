import Foundation

// Swift Charts' value label initialisers, with their full parameter lists. `centered` puts a
// label in the middle of the interval up to the next value (not on a category axis, whose labels
// already sit in their bands); the other layout options are accepted for source compatibility:
// PlotKit places labels by the axis's position, thins colliding ones itself and draws them upright.
extension AxisValueLabel {
  /// The default label for the axis's kind of data.
  public init(
    centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
    collisionResolution: AxisValueLabelCollisionResolution = .automatic,
    offsetsMarks: Bool? = nil, orientation: AxisValueLabelOrientation = .automatic,
    horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil
  ) {
    self.init(format: .automatic, centered: centered)
  }

  /// A fixed text.
  public init<S: StringProtocol>(
    _ text: S, centered: Bool? = nil, anchor: UnitPoint? = nil,
    multiLabelAlignment: Alignment? = nil,
    collisionResolution: AxisValueLabelCollisionResolution = .automatic,
    offsetsMarks: Bool? = nil, orientation: AxisValueLabelOrientation = .automatic,
    horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil
  ) {
    self.init(format: .text(String(text)), centered: centered)
  }

  /// A date label in this format; the chart's locale, calendar and time zone are applied.
  public init(
    format: Date.FormatStyle, centered: Bool? = nil, anchor: UnitPoint? = nil,
    multiLabelAlignment: Alignment? = nil,
    collisionResolution: AxisValueLabelCollisionResolution = .automatic,
    offsetsMarks: Bool? = nil, orientation: AxisValueLabelOrientation = .automatic,
    horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil
  ) {
    self.init(format: .date(format), centered: centered)
  }

  /// A number label in this format; the chart's locale is applied.
  public init(
    format: FloatingPointFormatStyle<Double>, centered: Bool? = nil, anchor: UnitPoint? = nil,
    multiLabelAlignment: Alignment? = nil,
    collisionResolution: AxisValueLabelCollisionResolution = .automatic,
    offsetsMarks: Bool? = nil, orientation: AxisValueLabelOrientation = .automatic,
    horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil
  ) {
    self.init(format: .number(format), centered: centered)
  }

  /// A percentage label; the chart's locale is applied.
  public init(
    format: FloatingPointFormatStyle<Double>.Percent, centered: Bool? = nil,
    anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
    collisionResolution: AxisValueLabelCollisionResolution = .automatic,
    offsetsMarks: Bool? = nil, orientation: AxisValueLabelOrientation = .automatic,
    horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil
  ) {
    self.init(format: .percent(format), centered: centered)
  }

  init(format: AxisLabelFormat, centered: Bool?) {
    self.format = format
    self.centered = centered ?? false
  }
}

extension AxisMarks {
  /// Axis marks (grid line, tick, label) whose labels show dates in this format, as
  /// `AxisMarks(format: .dateTime.month(.narrow))`.
  public init(
    format: Date.FormatStyle, preset: Preset = .automatic, position: Position = .automatic,
    values: AxisMarkValues = .automatic, stroke: StrokeStyle? = nil
  ) {
    self.init(preset, position, values, stroke, label: AxisValueLabel(format: format))
  }

  /// Axis marks whose labels show numbers in this format.
  public init(
    format: FloatingPointFormatStyle<Double>, preset: Preset = .automatic,
    position: Position = .automatic, values: AxisMarkValues = .automatic,
    stroke: StrokeStyle? = nil
  ) {
    self.init(preset, position, values, stroke, label: AxisValueLabel(format: format))
  }

  /// Axis marks whose labels show percentages in this format.
  public init(
    format: FloatingPointFormatStyle<Double>.Percent, preset: Preset = .automatic,
    position: Position = .automatic, values: AxisMarkValues = .automatic,
    stroke: StrokeStyle? = nil
  ) {
    self.init(preset, position, values, stroke, label: AxisValueLabel(format: format))
  }

  /// The grid line, tick (both in `stroke`) and `label` that every `AxisMarks(format:)` draws.
  init(
    _ preset: Preset, _ position: Position, _ values: AxisMarkValues, _ stroke: StrokeStyle?,
    label: AxisValueLabel
  ) {
    self.init(preset: preset, position: position, values: values) { _ in
      AxisGridLine(stroke: stroke)
      AxisTick(stroke: stroke)
      label
    }
  }
}
