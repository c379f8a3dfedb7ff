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
  let content: Content
  var configuration = ChartConfiguration()

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
  public func svg(width: Double, height: Double, id: String? = nil) -> String {
    precondition(width > 0 && height > 0, "chart size must be positive, got \(width)×\(height)")
    if let id {
      precondition(
        !id.isEmpty && id.utf8.allSatisfy { idCharacters.contains($0) },
        "chart id must be letters, digits, '-' or '_', got '\(id)'")
      return ChartRenderer.render(
        content: content, configuration: configuration, width: width, height: height, id: id)
    }
    let placeholder = "pkID0000000000000000"
    let draft = ChartRenderer.render(
      content: content, configuration: configuration, width: width, height: height,
      id: placeholder)
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in draft.utf8 {
      hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    let digits = String(hash, radix: 16)
    let id = "pk" + String(repeating: "0", count: 16 - digits.count) + digits
    return draft.replacingOccurrences(of: placeholder, with: id)
  }
}

private let idCharacters = Set(
  "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_".utf8)

/// Everything the chart modifiers set.
struct ChartConfiguration {
  var environment = ChartEnvironment()
  var xDomain = ScaleDomain.automatic
  var yDomain = ScaleDomain.automatic
  var xAxis: [AxisMarks] = []
  var yAxis: [AxisMarks] = []
  var xAxisVisibility = Visibility.automatic
  var yAxisVisibility = Visibility.automatic
  var plotArea = PlotArea()
  var foregroundStyleScale: [(String, Color)]?
  var symbolScale: [(String, ChartSymbol)]?
  var legendVisibility = Visibility.automatic
  var legendPosition = LegendPosition.automatic
  var title: String?
  var summary: String?
}
