/// A tiny inline SVG line of a series (a fleet table's daily trend), without axes or text.
enum Sparkline {
  /// The polyline of `values` scaled into `width` × `height`, or an empty string for none.
  static func svg(_ values: [Int], width: Int = 96, height: Int = 24) -> String {
    guard values.count > 1 else { return "" }
    let low = values.min() ?? 0
    let high = values.max() ?? 0
    let span = Double(max(high - low, 1))
    let step = Double(width - 2) / Double(values.count - 1)
    var points: [String] = []
    points.reserveCapacity(values.count)
    for (index, value) in values.enumerated() {
      let x = 1 + Double(index) * step
      let y = 1 + (1 - Double(value - low) / span) * Double(height - 2)
      points.append(compact(x) + "," + compact(y))
    }
    return
      "<svg class=\"spark\" viewBox=\"0 0 \(width) \(height)\" aria-hidden=\"true\" focusable=\"false\">"
      + "<polyline points=\"" + points.joined(separator: " ") + "\"/></svg>"
  }

  /// One decimal at most, so the page stays small and byte-identical.
  private static func compact(_ value: Double) -> String {
    let tenths = Int((value * 10).rounded())
    return tenths % 10 == 0 ? "\(tenths / 10)" : "\(tenths / 10).\(abs(tenths % 10))"
  }
}
