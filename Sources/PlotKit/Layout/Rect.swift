/// An axis-aligned rectangle in SVG user units (y grows downwards).
struct Rect: Sendable, Equatable {
  var x: Double
  var y: Double
  var width: Double
  var height: Double

  var minX: Double { x }
  var maxX: Double { x + width }
  var minY: Double { y }
  var maxY: Double { y + height }
  var midX: Double { x + width / 2 }
  var midY: Double { y + height / 2 }

  /// A rectangle spanning two corners given in any order.
  init(x0: Double, y0: Double, x1: Double, y1: Double) {
    x = min(x0, x1)
    y = min(y0, y1)
    width = abs(x1 - x0)
    height = abs(y1 - y0)
  }

  init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  func intersects(_ other: Rect) -> Bool {
    minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
  }

  /// Whether `other` lies inside this rectangle (edges may touch).
  func contains(_ other: Rect) -> Bool {
    other.minX >= minX - 0.01 && other.maxX <= maxX + 0.01 && other.minY >= minY - 0.01
      && other.maxY <= maxY + 0.01
  }
}

/// Type sizes used by the chart's own text, in points.
enum ChartFont {
  static let axisLabel = 11.0
  static let legend = 12.0
  static let annotation = 12.0
}
