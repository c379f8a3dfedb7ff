/// Renders a chart from any context (a server's request handler, a detached task, a
/// command-line tool's async code): the closure builds the chart on the main actor, as Swift
/// Charts' content is built, so it may call `@MainActor` functions and read `@MainActor`
/// models; only the finished SVG text comes back.
///
/// ```swift
/// let svg = await renderSVG(width: 640, height: 320) {
///   Chart(rows) { BarMark(x: .value("Day", $0.day), y: .value("Sales", $0.sales)) }
/// }
/// ```
/// Code already on the main actor can call `svg(width:height:)` on the chart directly.
@MainActor
public func renderSVG<Content: ChartContent>(
  width: Double, height: Double, id: String? = nil, interactive: Bool = false,
  _ chart: @MainActor () -> Chart<Content>
) async -> String {
  chart().svg(width: width, height: height, id: id, interactive: interactive)
}

/// Renders any view (a chart in a `VStack`, a card with a legend) from any context, building it
/// on the main actor; see `renderSVG(width:height:id:interactive:_:)`.
@MainActor
@_disfavoredOverload
public func renderSVG<V: View>(
  width: Double, height: Double, id: String? = nil,
  colorScheme: ChartColorScheme = .automatic, _ view: @MainActor () -> V
) async -> String {
  view().svg(width: width, height: height, id: id, colorScheme: colorScheme)
}
