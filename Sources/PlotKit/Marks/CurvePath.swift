/// SVG path data for a line through points with a given interpolation.
enum CurvePath {
  /// Appends the curve through `points`; starts with `M` when `move` is true, else continues with `L`.
  static func append(
    _ points: [(Double, Double)], _ method: InterpolationMethod, move: Bool, into d: inout String
  ) {
    guard let first = points.first else { return }
    d += (move ? "M" : "L") + n(first.0) + "," + n(first.1)
    guard points.count > 1 else { return }
    switch method {
    case .linear:
      for p in points.dropFirst() { d += "L" + n(p.0) + "," + n(p.1) }
    case .catmullRom, .cardinal:
      for i in 0..<(points.count - 1) {
        let p0 = points[max(i - 1, 0)]
        let p1 = points[i]
        let p2 = points[i + 1]
        let p3 = points[min(i + 2, points.count - 1)]
        let c1 = (p1.0 + (p2.0 - p0.0) / 6, p1.1 + (p2.1 - p0.1) / 6)
        let c2 = (p2.0 - (p3.0 - p1.0) / 6, p2.1 - (p3.1 - p1.1) / 6)
        d +=
          "C" + n(c1.0) + "," + n(c1.1) + " " + n(c2.0) + "," + n(c2.1) + " " + n(p2.0) + ","
          + n(p2.1)
      }
    case .monotone:
      let tangents = monotoneTangents(points)
      for i in 0..<(points.count - 1) {
        let (x0, y0) = points[i]
        let (x1, y1) = points[i + 1]
        let h = (x1 - x0) / 3
        d +=
          "C" + n(x0 + h) + "," + n(y0 + h * tangents[i]) + " " + n(x1 - h) + ","
          + n(y1 - h * tangents[i + 1]) + " " + n(x1) + "," + n(y1)
      }
    case .stepStart:
      for i in 1..<points.count { d += "V" + n(points[i].1) + "H" + n(points[i].0) }
    case .stepEnd:
      for i in 1..<points.count { d += "H" + n(points[i].0) + "V" + n(points[i].1) }
    case .stepCenter:
      for i in 1..<points.count {
        let middle = (points[i - 1].0 + points[i].0) / 2
        d += "H" + n(middle) + "V" + n(points[i].1) + "H" + n(points[i].0)
      }
    }
  }

  /// Fritsch–Carlson style tangents that keep the curve from overshooting between points.
  static func monotoneTangents(_ points: [(Double, Double)]) -> [Double] {
    let count = points.count
    var secants = [Double](repeating: 0, count: count - 1)
    for i in 0..<(count - 1) {
      let h = points[i + 1].0 - points[i].0
      secants[i] = h == 0 ? 0 : (points[i + 1].1 - points[i].1) / h
    }
    var tangents = [Double](repeating: 0, count: count)
    tangents[0] = secants[0]
    tangents[count - 1] = secants[count - 2]
    for i in 1..<(count - 1) {
      let s0 = secants[i - 1]
      let s1 = secants[i]
      if s0 * s1 <= 0 {
        tangents[i] = 0
      } else {
        let h0 = points[i].0 - points[i - 1].0
        let h1 = points[i + 1].0 - points[i].0
        let p = (s0 * h1 + s1 * h0) / (h0 + h1)
        tangents[i] = (s0 > 0 ? 1 : -1) * min(abs(s0), abs(s1), 0.5 * abs(p)) * 2
      }
    }
    return tangents
  }
}
