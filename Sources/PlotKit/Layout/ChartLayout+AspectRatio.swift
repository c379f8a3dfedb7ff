/// The plot area's `aspectRatio(_:contentMode: .fit)`: the plot shrinks along one side and is
/// centred in the room the axes and legend leave it.
extension ChartLayout {
  /// Lowers the plot's height when the room is too tall for the ratio. The y axis column is not
  /// measured yet, so a typical one is assumed; `fitWidth` then makes the ratio exact.
  static func fitHeight(
    _ config: ChartConfiguration, showY: Bool, left: Double, right: Double,
    top: inout Double, bottom: inout Double, plotHeight: inout Double
  ) {
    guard let ratio = config.plotArea.aspectRatio, config.plotArea.fixedHeight == nil else {
      return
    }
    let estimatedWidth = right - left - (showY ? assumedYAxisColumn : 0)
    let shrink = plotHeight - max(estimatedWidth, 10) / ratio
    guard shrink > 0.5 else { return }
    top += (shrink / 2).rounded()
    bottom -= shrink - (shrink / 2).rounded()
    plotHeight -= shrink
  }

  /// Narrows the plot when it is wider than the ratio allows for its height.
  static func fitWidth(
    _ config: ChartConfiguration, plotHeight: Double, left: inout Double, right: inout Double
  ) {
    guard let ratio = config.plotArea.aspectRatio, config.plotArea.fixedWidth == nil else {
      return
    }
    let shrink = right - left - plotHeight * ratio
    guard shrink > 0.5 else { return }
    left += shrink / 2
    right -= shrink / 2
  }

  /// The width of a y axis of short numbers, used before the real one is measured.
  static let assumedYAxisColumn = 32.0
}
