import Foundation

extension AxisValueLabel {
  /// The default label, `centered` in its interval or not; `anchor` is accepted for source
  /// compatibility (PlotKit places labels by the axis's position).
  /// A centred label goes in the middle of the interval up to the next value (not on a
  /// category axis, whose labels already sit in their bands).
  public init(centered: Bool?, anchor: UnitPoint? = nil) {
    self.init()
    self.centered = centered ?? false
  }

  /// A fixed text at an anchor (accepted; labels are placed by the axis's position).
  public init(_ text: String, centered: Bool? = nil, anchor: UnitPoint?) {
    self.init(text)
    self.centered = centered ?? false
  }

  /// A date label in this format, `centered` in its interval or not.
  public init(format: Date.FormatStyle, centered: Bool?, anchor: UnitPoint? = nil) {
    self.init(format: format)
    self.centered = centered ?? false
  }

  /// A number label in this format, `centered` or not.
  public init(
    format: FloatingPointFormatStyle<Double>, centered: Bool?, anchor: UnitPoint? = nil
  ) {
    self.init(format: format)
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
    self.init(preset: preset, position: position, values: values) { _ in
      AxisGridLine(stroke: stroke)
      AxisTick(stroke: stroke)
      AxisValueLabel(format: format)
    }
  }

  /// Axis marks whose labels show numbers in this format.
  public init(
    format: FloatingPointFormatStyle<Double>, preset: Preset = .automatic,
    position: Position = .automatic, values: AxisMarkValues = .automatic,
    stroke: StrokeStyle? = nil
  ) {
    self.init(preset: preset, position: position, values: values) { _ in
      AxisGridLine(stroke: stroke)
      AxisTick(stroke: stroke)
      AxisValueLabel(format: format)
    }
  }

  /// Axis marks whose labels show percentages in this format.
  public init(
    format: FloatingPointFormatStyle<Double>.Percent, preset: Preset = .automatic,
    position: Position = .automatic, values: AxisMarkValues = .automatic,
    stroke: StrokeStyle? = nil
  ) {
    self.init(preset: preset, position: position, values: values) { _ in
      AxisGridLine(stroke: stroke)
      AxisTick(stroke: stroke)
      AxisValueLabel(format: format)
    }
  }
}
