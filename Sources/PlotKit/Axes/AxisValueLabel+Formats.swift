import Foundation

// More of Foundation's format styles on axis labels: currencies and integer formats, applied
// in the chart's locale (never the machine's) so the same chart gives the same bytes anywhere.
extension AxisValueLabel {
  /// A currency label, e.g. `AxisValueLabel(format: .currency(code: "USD"))`.
  public init(
    format: FloatingPointFormatStyle<Double>.Currency, centered: Bool? = nil,
    anchor: UnitPoint? = nil, collisionResolution: AxisValueLabelCollisionResolution = .automatic,
    orientation: AxisValueLabelOrientation = .automatic
  ) {
    self.init(format: .formatted { format.locale($1.locale).format($0) }, centered: centered)
  }

  /// An integer label, e.g. `AxisValueLabel(format: IntegerFormatStyle<Int>.number)`.
  @_disfavoredOverload
  public init(
    format: IntegerFormatStyle<Int>, centered: Bool? = nil, anchor: UnitPoint? = nil,
    collisionResolution: AxisValueLabelCollisionResolution = .automatic,
    orientation: AxisValueLabelOrientation = .automatic
  ) {
    self.init(
      format: .formatted { format.locale($1.locale).format(Int($0.rounded())) }, centered: centered)
  }

  /// An integer currency label.
  @_disfavoredOverload
  public init(
    format: IntegerFormatStyle<Int>.Currency, centered: Bool? = nil, anchor: UnitPoint? = nil,
    collisionResolution: AxisValueLabelCollisionResolution = .automatic,
    orientation: AxisValueLabelOrientation = .automatic
  ) {
    self.init(
      format: .formatted { format.locale($1.locale).format(Int($0.rounded())) }, centered: centered)
  }
}

extension AxisMarks {
  /// Axis marks whose labels show currency amounts, e.g. `AxisMarks(format: .currency(code: "EUR"))`.
  public init(
    format: FloatingPointFormatStyle<Double>.Currency, preset: Preset = .automatic,
    position: Position = .automatic, values: AxisMarkValues = .automatic,
    stroke: StrokeStyle? = nil
  ) {
    self.init(preset, position, values, stroke, label: AxisValueLabel(format: format))
  }

  /// Axis marks whose labels show integers in this format.
  @_disfavoredOverload
  public init(
    format: IntegerFormatStyle<Int>, preset: Preset = .automatic,
    position: Position = .automatic, values: AxisMarkValues = .automatic,
    stroke: StrokeStyle? = nil
  ) {
    self.init(preset, position, values, stroke, label: AxisValueLabel(format: format))
  }
}
