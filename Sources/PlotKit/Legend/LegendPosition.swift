/// Where a chart's legend goes.
public enum LegendPosition: Sendable {
  /// Below the plot area, leading-aligned, like Swift Charts.
  case automatic
  /// Above the plot area.
  case top
  /// Below the plot area.
  case bottom
}
