import Foundation

/// The shape a point mark or a line's points are drawn with.
public enum ChartSymbol: Sendable, Hashable, CaseIterable {
  /// A filled circle.
  case circle
  /// A filled square.
  case square
  /// A filled upward triangle.
  case triangle
  /// A filled diamond.
  case diamond
  /// A plus sign.
  case plus
  /// A filled pentagon.
  case pentagon
  /// A cross.
  case cross
  /// A filled asterisk-like star.
  case asterisk

  /// SVG path data for the symbol centred at `(x, y)` with area `size` square points.
  func path(x: Double, y: Double, size: Double) -> String {
    let r = (size / Double.pi).squareRoot()
    switch self {
    case .circle:
      return
        "M\(n(x - r)),\(n(y))a\(n(r)),\(n(r)) 0 1,0 \(n(2 * r)),0a\(n(r)),\(n(r)) 0 1,0 \(n(-2 * r)),0Z"
    case .square:
      let h = (size.squareRoot()) / 2
      return "M\(n(x - h)),\(n(y - h))h\(n(2 * h))v\(n(2 * h))h\(n(-2 * h))Z"
    case .triangle:
      let s = (4 * size / 3.0.squareRoot()).squareRoot()
      let h = s * 3.0.squareRoot() / 2
      return
        "M\(n(x)),\(n(y - 2 * h / 3))L\(n(x + s / 2)),\(n(y + h / 3))L\(n(x - s / 2)),\(n(y + h / 3))Z"
    case .diamond:
      let d = (size / 2).squareRoot() * 1.2
      return
        "M\(n(x)),\(n(y - d))L\(n(x + d * 0.8)),\(n(y))L\(n(x)),\(n(y + d))L\(n(x - d * 0.8)),\(n(y))Z"
    case .plus, .cross:
      let a = r * 1.25
      let t = a / 2.5
      var p = [
        (-t, -a), (t, -a), (t, -t), (a, -t), (a, t), (t, t), (t, a), (-t, a), (-t, t), (-a, t),
        (-a, -t), (-t, -t),
      ]
      if self == .cross {
        let c = 0.5.squareRoot()
        p = p.map { ($0.0 * c - $0.1 * c, $0.0 * c + $0.1 * c) }
      }
      return polygon(p, x, y)
    case .pentagon:
      let outerR = r * 1.15
      let p = (0..<5).map { i -> (Double, Double) in
        let a = -Double.pi / 2 + Double(i) * 2 * Double.pi / 5
        return (outerR * cos(a), outerR * sin(a))
      }
      return polygon(p, x, y)
    case .asterisk:
      let outerR = r * 1.3
      let p = (0..<10).map { i -> (Double, Double) in
        let a = -Double.pi / 2 + Double(i) * Double.pi / 5
        let radius = i % 2 == 0 ? outerR : outerR * 0.45
        return (radius * cos(a), radius * sin(a))
      }
      return polygon(p, x, y)
    }
  }

  private func polygon(_ points: [(Double, Double)], _ x: Double, _ y: Double) -> String {
    var d = ""
    for (i, p) in points.enumerated() {
      d += (i == 0 ? "M" : "L") + n(x + p.0) + "," + n(y + p.1)
    }
    return d + "Z"
  }
}
