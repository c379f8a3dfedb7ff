/// A second axis on the other edge: `AxisMarks(position: .leading)` beside the default trailing
/// marks, or `AxisMarks(position: .top)` beside the bottom ones, as Swift Charts draws both.
extension ChartLayout {
  /// The marks on the first marks' edge (or unplaced), and those asking for another edge.
  static func splitByEdge(_ marks: [AxisMarks], isX: Bool, band: Bool) -> (
    primary: [AxisMarks], other: [AxisMarks]
  ) {
    guard let first = marks.first else { return ([], []) }
    func edge(_ position: AxisMarks.Position) -> AxisMarks.Position {
      position != .automatic ? position : (isX ? .bottom : (band ? .leading : .trailing))
    }
    let primaryEdge = edge(first.position)
    let isOther = { (mark: AxisMarks) in
      mark.position != .automatic && edge(mark.position) != primaryEdge
    }
    return (marks.filter { !isOther($0) }, marks.filter(isOther))
  }

  /// The other edge's axis on a placed scale, or nil when no marks ask for one.
  static func otherAxis(
    _ marks: [AxisMarks], scale: PositionScale, isX: Bool, plotHeight: Double,
    _ environment: ChartEnvironment
  ) -> ResolvedAxis? {
    guard !marks.isEmpty else { return nil }
    let desired = isX ? 5 : max(2, CallerNumbers.int(plotHeight / 60))
    return AxisResolver.resolve(
      marks: marks, scale: scale, isX: isX, desiredTicks: desired, environment: environment)
  }

  /// The height the other edge's x labels take, measured on a provisional placement.
  static func otherXBand(
    _ marks: [AxisMarks], scale: PositionScale, lineHeight: Double,
    _ environment: ChartEnvironment
  ) -> Double {
    guard !marks.isEmpty else { return 0 }
    let placed = scale.placed(from: 0, to: 300, desiredTicks: 5)
    guard let axis = otherAxis(marks, scale: placed, isX: true, plotHeight: 0, environment)
    else { return 0 }
    let tick = axis.items.compactMap { $0.tick?.length }.max() ?? 0
    let labelHeight = max(lineHeight, axis.maxViewLabelHeight ?? 0)
    return axis.hasLabels ? tick + ResolvedAxis.labelGap + labelHeight : tick
  }

  /// The width a y axis takes beside the plot: ticks, and labels unless they are inset.
  static func yAxisColumn(_ axis: ResolvedAxis) -> Double {
    let tickBand = axis.items.compactMap { $0.tick?.length }.max() ?? 0
    return axis.preset == .inset || !axis.hasLabels
      ? tickBand : axis.maxLabelWidth + ResolvedAxis.labelGap + edgeMargin + tickBand
  }
}
