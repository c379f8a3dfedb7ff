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

// Any other format style (`Decimal.FormatStyle.Percent`, `Measurement.FormatStyle`, an app's
// own) formats values of its input type; labels of other values keep the automatic format.
extension AxisValueLabel {
  /// A label written by any format style whose input is a plottable type, e.g.
  /// `AxisValueLabel(format: Decimal.FormatStyle.Percent.percent)`.
  @_disfavoredOverload
  public init<F: FormatStyle>(
    format: F, centered: Bool? = nil, anchor: UnitPoint? = nil,
    collisionResolution: AxisValueLabelCollisionResolution = .automatic,
    orientation: AxisValueLabelOrientation = .automatic
  ) where F.FormatOutput == String {
    self.init(
      format: .anyStyle { AxisStyleFormatting.format($0, with: format) }, centered: centered)
  }
}

extension AxisMarks {
  /// Axis marks whose labels any format style writes (see `AxisValueLabel(format:)`).
  @_disfavoredOverload
  public init<F: FormatStyle>(
    format: F, preset: Preset = .automatic, position: Position = .automatic,
    values: AxisMarkValues = .automatic, stroke: StrokeStyle? = nil
  ) where F.FormatOutput == String {
    self.init(preset, position, values, stroke, label: AxisValueLabel(format: format))
  }
}

/// Turns an axis value into a format style's input.
enum AxisStyleFormatting {
  /// The value formatted by `style` when it converts to the style's input type.
  static func format<F: FormatStyle>(_ value: PlotValue, with style: F) -> String?
  where F.FormatOutput == String {
    if let plottable = F.FormatInput.self as? any Plottable.Type,
      let input = plottable.init(plotValue: value) as? F.FormatInput
    {
      return style.format(input)
    }
    if case .number(let number) = value, number.isFinite {
      if let input = Int(exactly: number.rounded()) as? F.FormatInput { return style.format(input) }
      if let input = Decimal(number) as? F.FormatInput { return style.format(input) }
    }
    return nil
  }
}
