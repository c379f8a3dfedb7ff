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

  /// Whether the row names a category its scale does not hold (a domain set with
  /// `chartXScale(domain:)` leaves it out, or a scrolling window does not reach it): such
  /// marks have no band to stand in and are not drawn, as in Swift Charts.
  static func isOffScale(
    _ scale: PositionScale?, point: Column, start: Column, end: Column, row: Int
  ) -> Bool {
    guard let scale, scale.kind == .band else { return false }
    for column in [point, start, end] where column.kind == .nominal {
      guard row < column.values.count, !column.values[row].isNaN else { continue }
      if scale.categoryIndex[column.categories[Int(column.values[row])]] == nil { return true }
    }
    return false
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
