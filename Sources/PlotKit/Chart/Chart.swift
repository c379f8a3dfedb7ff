import Foundation

/// A chart: marks composed with a result builder, rendered to a standalone SVG string.
///
/// ```swift
/// let svg = Chart(styles) { style in
///   BarMark(x: .value("Sales", style.sales), y: .value("Name", style.name))
/// }
/// .svg(width: 640, height: 320, id: "top-styles")
/// ```
public struct Chart<Content: ChartContent> {
  @usableFromInline let content: Content
  @usableFromInline var configuration = ChartConfiguration()

  /// A chart of the content the closure builds.
  public init(@ChartContentBuilder content: () -> Content) {
    self.content = content()
  }

  /// A chart of the content built for each element of `data`.
  public init<Data: RandomAccessCollection, RowContent: ChartContent>(
    _ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, RowContent> {
    self.content = ForEach(data, content: content)
  }

  /// A chart of the content built for each element of `data`; `id` is accepted for source compatibility.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: ChartContent>(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ChartContentBuilder content: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, RowContent> {
    self.content = ForEach(data, content: content)
  }

  /// Renders the chart as SVG 1.1 at `width` × `height` points.
  ///
  /// `id` prefixes every id and CSS rule so several charts can share one HTML page; without
  /// one, an id is derived from the output so identical input still gives identical bytes.
  /// The height grows or shrinks when `chartPlotStyle` fixes the plot area's height.
  /// Inlinable so walking the content (one closure call per row) is specialised for the
  /// caller's types: unspecialised, a million-row `ForEach` spends most of its time looking
  /// up generic metadata.
  /// `interactive: true` embeds what `PlotKitInteractivity.script` needs to make the chart
  /// live on a page, as a chart with a selection (`chartXSelection`) always does.
  /// On the main actor, where the content's `body` is built; `renderSVG` hops there.
  @inlinable @MainActor
  public func svg(width: Double, height: Double, id: String? = nil, interactive: Bool = false)
    -> String
  {
    let collector = ChartContentCollector(environment: configuration.environment)
    content._collect(into: collector)
    var configuration = configuration
    if interactive { configuration.interactive = true }
    return ChartRenderer.render(
      collector: collector, configuration: configuration, width: width, height: height, id: id)
  }
}

/// Everything the chart modifiers set.
@usableFromInline
struct ChartConfiguration {
  @usableFromInline var environment = ChartEnvironment()
  var xDomain = ScaleDomain.automatic
  var yDomain = ScaleDomain.automatic
  var xScaleType = ScaleType.automatic
  var yScaleType = ScaleType.automatic
  /// The screen ranges the position scales map onto (`chartXScale(range:)`); nil: the plot.
  var xRange: ScaleRangeSpec?
  var yRange: ScaleRangeSpec?
  var xAxis: [AxisMarks] = []
  var yAxis: [AxisMarks] = []
  /// Whether the chart paints its own background (not when it sits inside a view).
  var drawsBackground = true
  /// The chart's own `frame` and `padding`.
  var frame = ChartFrame()
  /// Axis titles from `chartXAxisLabel` and `chartYAxisLabel`.
  var xAxisTitle: AxisTitle?
  var yAxisTitle: AxisTitle?
  var xAxisVisibility = Visibility.automatic
  var yAxisVisibility = Visibility.automatic
  var plotArea = PlotArea()
  var foregroundStyleScale: [(String, Color)]?
  /// Colours given to series in order of appearance (`chartForegroundStyleScale(range: [Color])`).
  var foregroundStyleRange: [Color]?
  /// The gradient of a continuous colour scale.
  var foregroundStyleGradient: Gradient?
  /// The domain of a continuous colour scale.
  var foregroundStyleDomain: ClosedRange<Double>?
  var symbolScale: [(String, ChartSymbol)]?
  /// Symbols for the series in order of appearance (`chartSymbolScale(range:)`).
  var symbolRange: [ChartSymbol]?
  /// Colours per series name from `chartForegroundStyleScale(mapping:)`.
  var foregroundStyleMapping: ((String) -> Color?)?
  /// Strokes per line-style series (`chartLineStyleScale`).
  var lineStyleScale: [(String, StrokeStyle)]?
  /// The range and domain of the symbol-size scale (`chartSymbolSizeScale`).
  var symbolSizeRange: ClosedRange<Double>?
  var symbolSizeDomain: ClosedRange<Double>?
  var legendVisibility = Visibility.automatic
  /// Where the legend goes and what it shows (`chartLegend(position:alignment:spacing:)`).
  var legend = LegendPlacement()
  var title: String?
  var summary: String?
  /// Views drawn over the chart (`chartOverlay`) and behind its marks (`chartBackground`).
  var overlays: [ChartLayerView] = []
  var backgrounds: [ChartLayerView] = []
  /// Selection and scrolling the chart declares.
  var interaction = ChartInteraction()
  /// Whether the page asked for the interactivity metadata (`svg(…, interactive: true)`).
  @usableFromInline var interactive = false
}
