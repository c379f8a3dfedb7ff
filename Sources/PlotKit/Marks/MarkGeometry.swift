/// Pixel extents shared by bars and rectangles.
enum MarkGeometry {
  /// The pixel extent of a row along one axis, smaller end first.
  ///
  /// Explicit start/end values win; otherwise a band or calendar interval is narrowed by
  /// `dimension`, and a point value gets a `dimension`-sized extent centred on it.
  static func extent(
    _ scale: PositionScale, point: Column, start: Column, end: Column, row: Int,
    dimension: MarkDimension?, defaultRatio: Double, pointSize: Double
  ) -> (Double, Double)? {
    if !start.isEmpty, !end.isEmpty, !start.values[row].isNaN, !end.values[row].isNaN {
      let a = edge(scale, start, row, upper: false)
      let b = edge(scale, end, row, upper: true)
      return (min(a, b), max(a, b))
    }
    guard !point.isEmpty, !point.values[row].isNaN else { return nil }
    if let (a, b) = scale.interval(point, row) {
      let available = abs(b - a)
      let size = (dimension ?? .automatic).resolve(in: available, defaultRatio: defaultRatio)
      let middle = (a + b) / 2
      return (middle - size / 2, middle + size / 2)
    }
    let middle = scale.map(point.values[row])
    let size = (dimension ?? .automatic).resolve(in: pointSize, defaultRatio: 1)
    return (middle - size / 2, middle + size / 2)
  }

  /// A start or end value's pixel: numbers map directly; a band or interval contributes its near or far edge.
  private static func edge(_ scale: PositionScale, _ column: Column, _ row: Int, upper: Bool)
    -> Double
  {
    if let (a, b) = scale.interval(column, row) {
      return upper ? max(a, b) : min(a, b)
    }
    return scale.map(column.values[row])
  }

  /// SVG for a rectangle with optional rounded corners.
  static func rect(_ frame: Rect, cornerRadius: Double?) -> String {
    var text =
      "<rect x=\"" + n(frame.x) + "\" y=\"" + n(frame.y) + "\" width=\"" + n(frame.width)
      + "\" height=\"" + n(frame.height) + "\""
    if let radius = cornerRadius, radius > 0 {
      text += " rx=\"" + n(min(radius, frame.width / 2, frame.height / 2)) + "\""
    }
    return text
  }
}
