import Foundation

/// The outline of a pie or donut slice, with rounded corners when asked (`cornerRadius`).
enum SectorPath {
  /// An annular (or, with `inner` 0, a pie) sector from angle `a0` to `a1` (radians, clockwise
  /// on screen), each corner rounded with radius `corner` where the slice has room for it.
  static func path(
    cx: Double, cy: Double, inner: Double, outer: Double, from a0: Double, to a1: Double,
    corner: Double
  ) -> String {
    let sweep = a1 - a0
    let half = sin(min(sweep, Double.pi) / 2)
    // The corner circle must fit between the rings and within half the slice's angle.
    var c = min(corner, (outer - inner) / 2, outer * half / (1 + half))
    if inner > 0, half < 1 { c = min(c, inner * half / (1 - half)) }
    guard c > 0.01 else { return sharp(cx, cy, inner: inner, outer: outer, from: a0, to: a1) }
    func point(_ angle: Double, _ radius: Double) -> String {
      n(cx + cos(angle) * radius) + "," + n(cy + sin(angle) * radius)
    }
    let corner = "A" + n(c) + "," + n(c) + " 0 0,1 "
    // Outer corners: circles tangent to the outer ring from inside and to the radial edges.
    let outerShift = asin(c / (outer - c))
    let outerEdge = (outer - c) * cos(outerShift)
    var d = "M" + point(a0, outerEdge)
    d += corner + point(a0 + outerShift, outer)
    let outerLarge = sweep - 2 * outerShift > Double.pi ? 1 : 0
    d += "A" + n(outer) + "," + n(outer) + " 0 \(outerLarge),1 " + point(a1 - outerShift, outer)
    d += corner + point(a1, outerEdge)
    if inner > 0 {
      // Inner corners: circles tangent to the inner ring from outside and to the edges.
      let innerShift = asin(c / (inner + c))
      let innerEdge = (inner + c) * cos(innerShift)
      d += "L" + point(a1, innerEdge)
      d += corner + point(a1 - innerShift, inner)
      let innerLarge = sweep - 2 * innerShift > Double.pi ? 1 : 0
      d +=
        "A" + n(inner) + "," + n(inner) + " 0 \(innerLarge),0 " + point(a0 + innerShift, inner)
      d += corner + point(a0, innerEdge)
    } else {
      d += "L" + n(cx) + "," + n(cy)
    }
    return d + "Z"
  }

  /// A sector with sharp corners.
  static func sharp(
    _ cx: Double, _ cy: Double, inner: Double, outer: Double, from a0: Double, to a1: Double
  ) -> String {
    let large = a1 - a0 > Double.pi ? 1 : 0
    var d = "M" + n(cx + cos(a0) * outer) + "," + n(cy + sin(a0) * outer)
    d +=
      "A" + n(outer) + "," + n(outer) + " 0 \(large),1 " + n(cx + cos(a1) * outer) + ","
      + n(cy + sin(a1) * outer)
    if inner > 0 {
      d += "L" + n(cx + cos(a1) * inner) + "," + n(cy + sin(a1) * inner)
      d +=
        "A" + n(inner) + "," + n(inner) + " 0 \(large),0 " + n(cx + cos(a0) * inner) + ","
        + n(cy + sin(a0) * inner)
    } else {
      d += "L" + n(cx) + "," + n(cy)
    }
    return d + "Z"
  }
}
