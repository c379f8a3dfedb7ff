import Foundation

/// One visual part of an axis mark, as resolved from the builder (opaque to users).
public struct AxisPart {
  enum Kind {
    case gridLine(color: Color?, stroke: StrokeStyle?)
    case tick(color: Color?, length: Double?, stroke: StrokeStyle?)
    case label(AxisLabelFormat, color: Color?)
  }
  let kind: Kind

  static func gridLine(color: Color?, stroke: StrokeStyle?) -> AxisPart {
    AxisPart(kind: .gridLine(color: color, stroke: stroke))
  }
  static func tick(color: Color?, length: Double?, stroke: StrokeStyle?) -> AxisPart {
    AxisPart(kind: .tick(color: color, length: length, stroke: stroke))
  }
  static func label(_ format: AxisLabelFormat, color: Color?) -> AxisPart {
    AxisPart(kind: .label(format, color: color))
  }
}

/// How an axis label turns its value into text.
enum AxisLabelFormat {
  case automatic
  case date(Date.FormatStyle)
  case number(FloatingPointFormatStyle<Double>)
  case percent(FloatingPointFormatStyle<Double>.Percent)
  case text(String)
  /// A view drawn at the label's place, measured with the chart's font metrics; `centered`
  /// puts it in the middle of the interval up to the next value.
  case view(ViewNode, centered: Bool)
  /// A number written by a format style in the chart's environment (currencies, integers).
  case formatted((Double, ChartEnvironment) -> String)
  /// Any format style of the axis value's type; nil when the value is not of that type.
  case anyStyle((PlotValue) -> String?)
  /// A formatted label drawn as text in its own font, or centred in its interval.
  indirect case styled(AxisLabelFormat, font: Font?, centered: Bool)
}

/// A piece of an axis mark: a grid line, a tick or a value label.
public protocol AxisMark {
  /// The parts this mark draws (implementation detail).
  var _parts: [AxisPart] { get }
}

/// A grid line across the plot area at the axis value.
public struct AxisGridLine: AxisMark {
  var color: Color?
  var stroke: StrokeStyle?

  /// A grid line, optionally with its own stroke. `centered` is accepted for source
  /// compatibility: PlotKit draws grid lines at their values.
  public init(centered: Bool? = nil, stroke: StrokeStyle? = nil) {
    self.stroke = stroke
  }

  /// The line's colour.
  public func foregroundStyle(_ color: Color) -> AxisGridLine {
    var copy = self
    copy.color = color
    return copy
  }

  /// The parts drawn.
  public var _parts: [AxisPart] { [.gridLine(color: color, stroke: stroke)] }
}

/// A short tick outside the plot area at the axis value.
public struct AxisTick: AxisMark {
  var color: Color?
  var length: Double?
  var stroke: StrokeStyle?

  /// A tick, optionally with its length in points and stroke. `centered` is accepted for
  /// source compatibility: PlotKit draws ticks at their values.
  public init(centered: Bool? = nil, length: Double? = nil, stroke: StrokeStyle? = nil) {
    self.length = length.map { CallerNumbers.nonNegative($0) }
    self.stroke = stroke
  }

  /// The tick's colour.
  public func foregroundStyle(_ color: Color) -> AxisTick {
    var copy = self
    copy.color = color
    return copy
  }

  /// The parts drawn.
  public var _parts: [AxisPart] { [.tick(color: color, length: length, stroke: stroke)] }
}

/// The text label of an axis value.
public struct AxisValueLabel: AxisMark {
  var format: AxisLabelFormat
  var color: Color?
  /// The label's font (`.font(_:)`), drawn and measured as text in that font.
  var font: Font?
  /// Whether the label sits in the middle of the interval up to the next value.
  var centered = false

  /// A label drawn by a view, e.g. a `VStack` of two texts; `value.as(…)` in the enclosing
  /// `AxisMarks` closure gives the value. The layout options are accepted for source
  /// compatibility; the view is centred on its value (x) or trails the plot (y).
  @MainActor
  public init<Content: View>(
    centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
    collisionResolution: AxisValueLabelCollisionResolution = .automatic,
    offsetsMarks: Bool? = nil, orientation: AxisValueLabelOrientation = .automatic,
    horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    format = .view(content()._viewNode, centered: centered ?? false)
  }

  /// The label's colour.
  public func foregroundStyle(_ color: Color) -> AxisValueLabel {
    var copy = self
    copy.color = color
    return copy
  }

  /// The label's colour from a shape style (`.secondary`, `Color.primary`).
  @_disfavoredOverload
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> AxisValueLabel {
    foregroundStyle(style._paint.representativeColor)
  }

  /// The label's font, e.g. `.caption.weight(.semibold)`.
  public func font(_ font: Font?) -> AxisValueLabel {
    var copy = self
    copy.font = font
    return copy
  }

  /// The parts drawn.
  public var _parts: [AxisPart] {
    switch format {
    case .view: return [.label(format, color: color)]
    default:
      guard font != nil || centered else { return [.label(format, color: color)] }
      return [.label(.styled(format, font: font, centered: centered), color: color)]
    }
  }
}

/// How overlapping axis labels are resolved (accepted for source compatibility: PlotKit thins
/// colliding labels itself).
public struct AxisValueLabelCollisionResolution: Sendable, Hashable {
  let name: String
  /// Swift Charts' default.
  public static let automatic = AxisValueLabelCollisionResolution(name: "automatic")
  /// Shows the greatest number of labels that fit.
  public static let greedy = AxisValueLabelCollisionResolution(name: "greedy")
  /// Shows every label.
  public static let disabled = AxisValueLabelCollisionResolution(name: "disabled")
  /// Shows the labels of a priority that fit.
  public static func greedy(priority: Double = 0, minimumSpacing: CGFloat = 0)
    -> AxisValueLabelCollisionResolution
  { .greedy }
  /// Shrinks labels that do not fit.
  public static func truncate(maximumWidth: CGFloat = 0) -> AxisValueLabelCollisionResolution {
    .automatic
  }
}

/// How axis labels are turned (accepted for source compatibility; PlotKit draws them upright).
public enum AxisValueLabelOrientation: Sendable, Hashable {
  /// Swift Charts' default.
  case automatic
  /// Upright.
  case horizontal
  /// Turned a quarter clockwise.
  case vertical
  /// Turned a quarter anticlockwise.
  case verticalReversed
}

/// The parts built for one axis value by an `AxisMarks` closure.
public struct AxisMarkContent: AxisMark {
  /// The parts drawn.
  public let _parts: [AxisPart]
}

/// Builds axis marks from the statements of an `AxisMarks` closure, including `if`/`else`.
@resultBuilder
public enum AxisMarkBuilder {
  /// One mark.
  public static func buildExpression<M: AxisMark>(_ mark: M) -> [AxisPart] { mark._parts }
  /// Several marks.
  public static func buildBlock(_ parts: [AxisPart]...) -> [AxisPart] { parts.flatMap { $0 } }
  /// An `if` without `else`.
  public static func buildOptional(_ parts: [AxisPart]?) -> [AxisPart] { parts ?? [] }
  /// The `if` branch.
  public static func buildEither(first parts: [AxisPart]) -> [AxisPart] { parts }
  /// The `else` branch.
  public static func buildEither(second parts: [AxisPart]) -> [AxisPart] { parts }
  /// The finished content.
  public static func buildFinalResult(_ parts: [AxisPart]) -> AxisMarkContent {
    AxisMarkContent(_parts: parts)
  }
}
