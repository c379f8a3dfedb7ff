/// The colour scale of `foregroundStyle(by:)` with numbers: values map onto a gradient.
///
/// The default ramp is viridis (perceptually ordered, readable with the common colour-vision
/// deficiencies). It runs from the background's lightness outwards in either scheme: light to
/// dark on a light chart, dark to light on a dark one, so small values recede and large values
/// stand out in both, and each scheme's legend shows its own ramp.
struct ContinuousColorScale {
  var label: String
  var domain: ClosedRange<Double>
  var gradient: Gradient

  /// Viridis at nine evenly spaced points, dark purple to yellow.
  static let viridis: [UInt32] = [
    0x440154, 0x472D7B, 0x3B528B, 0x2C728E, 0x21918C, 0x28AE80, 0x5EC962, 0xADDC30, 0xFDE725,
  ]

  /// Viridis from the background's lightness outwards, per scheme.
  static let defaultGradient = Gradient(
    colors: viridis.indices.map { Color(light: viridis[viridis.count - 1 - $0], dark: viridis[$0]) }
  )

  /// The colour of `value`, clamped to the domain.
  func color(_ value: Double) -> Color {
    let span = domain.upperBound - domain.lowerBound
    let t = span > 0 ? (value - domain.lowerBound) / span : 0.5
    return gradient.color(at: min(max(t, 0), 1))
  }
}
