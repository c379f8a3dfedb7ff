import Foundation

/// Tick steps people read at a glance: 1, 2 or 5 × 10ⁿ.
enum NiceTicks {
  /// The 1-2-5 step closest (on a log scale) to `span / desiredCount`.
  static func step(span: Double, desiredCount: Int) -> Double {
    // Callers pass a domain's span; one that is not positive and finite gets a step of 1.
    guard span > 0, span.isFinite else { return 1 }
    let raw = span / Double(max(desiredCount, 1))
    let magnitude = pow(10, floor(log10(raw)))
    let normalized = raw / magnitude
    // Thresholds are the geometric means between neighbouring steps.
    let factor: Double
    if normalized < 2.0.squareRoot() {
      factor = 1
    } else if normalized < 10.0.squareRoot() {
      factor = 2
    } else if normalized < 50.0.squareRoot() {
      factor = 5
    } else {
      factor = 10
    }
    return factor * magnitude
  }

  /// Extends `lo...hi` outwards to multiples of a nice step; returns the new bounds and the step.
  static func niceDomain(lo: Double, hi: Double, desiredCount: Int) -> (
    lo: Double, hi: Double, step: Double
  ) {
    var lo = lo
    var hi = hi
    if lo == hi {
      if lo == 0 {
        hi = 1
      } else {
        lo -= abs(lo) * 0.5
        hi += abs(hi) * 0.5
      }
    }
    var step = self.step(span: hi - lo, desiredCount: desiredCount)
    // A second pass settles cases where widening the bounds changes the best step.
    for _ in 0..<2 {
      lo = floor(lo / step + 1e-9) * step
      hi = ceil(hi / step - 1e-9) * step
      let next = self.step(span: hi - lo, desiredCount: desiredCount)
      if next == step { break }
      step = next
    }
    return (lo, hi, step)
  }

  /// The multiples of `step` within `lo...hi`, rounded so they print without float noise.
  static func ticks(lo: Double, hi: Double, step: Double) -> [Double] {
    guard step > 0, lo <= hi, abs(lo / step) < 1e15, abs(hi / step) < 1e15 else { return [] }
    let first = Int((lo / step - 1e-9).rounded(.up))
    let last = Int((hi / step + 1e-9).rounded(.down))
    guard first <= last, last - first < 10_000 else { return [] }
    let decimals = fractionDigits(step)
    let scale = pow(10, Double(decimals))
    return (first...last).map { (Double($0) * step * scale).rounded() / scale }
  }

  /// How many decimals a step needs: 0 for 50, 1 for 0.5, 2 for 0.25.
  static func fractionDigits(_ step: Double) -> Int {
    var digits = 0
    var scaled = step
    while digits < 10, abs(scaled - scaled.rounded()) > 1e-9 * max(1, abs(scaled)) {
      scaled *= 10
      digits += 1
    }
    return digits
  }
}
