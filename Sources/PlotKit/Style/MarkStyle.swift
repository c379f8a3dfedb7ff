/// Everything modifiers can say about a mark; `nil` means "not said, use the default".
///
/// Modifiers nest like SwiftUI's: the collector keeps a stack of these, and an inner
/// modifier overrides an outer one because it is applied later.
struct MarkStyle {
  var foreground: MarkPaint?
  var foregroundBy: ChannelValue?
  var opacity: Double?
  var lineStyle: StrokeStyle?
  var cornerRadius: Double?
  var symbol: ChartSymbol?
  /// A view drawn at each point instead of a symbol (`.symbol { … }`).
  var symbolView: ViewNode?
  var symbolBy: ChannelValue?
  var symbolSize: Double?
  /// A value whose series picks the line's dash pattern (`lineStyle(by:)`).
  var lineStyleBy: ChannelValue?
  /// A value that picks the symbol's area (`symbolSize(by:)`).
  var symbolSizeBy: ChannelValue?
  var interpolation: InterpolationMethod?
  var positionBy: ChannelValue?
  /// The axis `position(by:)` places marks along (nil: the mark's category axis).
  var positionAxis: Axis?
  /// The room all marks placed side by side share (`position(by:span:)`).
  var positionSpan: MarkDimension?
  var annotations: [Annotation] = []
  var accessibilityLabel: String?
  var accessibilityValue: String?
  var accessibilityHidden = false
  var width: MarkDimension?
  var height: MarkDimension?
  var innerRadius: MarkDimension?
  var outerRadius: MarkDimension?
  var angularInset: Double?
  /// Drawing order among the chart's runs of marks (`zIndex`); higher draws later.
  var zIndex: Double?
  /// A translation in points applied to the marks (`offset(x:y:)`).
  var offset: (x: Double, y: Double)?
  /// The `mask(content:)` whose mask these marks are drawn through (-1: none).
  var maskGroup: Int32 = -1
  /// Points added to a rule's ends (`offset(yStart:)`, `offset(xStart:xEnd:y:)`).
  var edgeOffset: EdgeOffset?
  /// The `mask(content:)` these marks draw the mask of, instead of drawing (-1: none).
  var maskContent: Int32 = -1
  /// Gradients span the plot area instead of each mark (`alignsMarkStylesWithPlotArea()`).
  var alignsStylesWithPlotArea = false
  /// A blur or shadow drawn with an SVG filter (`blur(radius:)`, `shadow(color:radius:x:y:)`).
  var effect: MarkEffect?
}
