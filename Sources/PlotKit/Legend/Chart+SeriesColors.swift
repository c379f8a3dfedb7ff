extension Chart {
  /// Assigns colours to series from arrays built at run time (the literal-only
  /// `chartForegroundStyleScale(_:)` cannot take a computed list); the order also orders the
  /// legend. Names and colours are paired up to the shorter of the two.
  public func chartSeriesColors(_ names: [String], _ colors: [Color]) -> Chart {
    var copy = self
    copy.configuration.foregroundStyleScale = Array(zip(names, colors))
    return copy
  }
}
