/// A function plot waiting for its domain: function plots sample `f` over the x scale's
/// domain, which is only known once every other mark has been collected.
struct FunctionSampler {
  /// The domain given to the plot (t for parametric plots), or nil for the x scale's domain.
  let domain: ClosedRange<Double>?
  /// Appends the rows for a domain, sampling it at about `count` points.
  let sample: (_ domain: ClosedRange<Double>, _ count: Int) -> Void

  /// Samples every pending function plot; plots without a domain use `xDomain`.
  static func run(_ samplers: [FunctionSampler], xDomain: ClosedRange<Double>, count: Int) {
    for sampler in samplers { sampler.sample(sampler.domain ?? xDomain, count) }
  }

  /// The x domain function plots follow: an explicit numeric `chartXScale(domain:)`, else
  /// the extent of the numeric x data of the other marks, else 0…1.
  static func xDomain(_ domain: ScaleDomain, layers: [MarkLayer]) -> ClosedRange<Double> {
    if case .values(.number(let lo), .number(let hi)) = domain.storage, lo < hi { return lo...hi }
    var lo = Double.infinity
    var hi = -Double.infinity
    for layer in layers {
      for column in layer.columns where column.spec.axis == .x && column.kind == .quantitative {
        for value in column.values where !value.isNaN {
          lo = min(lo, value)
          hi = max(hi, value)
        }
      }
    }
    return lo < hi ? lo...hi : 0...1
  }
}

/// Adaptive sampling of a function of one variable with one or two outputs.
enum AdaptiveSampling {
  /// One sample: the variable and the function's two outputs (the second 0 when unused).
  typealias Sample = (t: Double, a: Double, b: Double)

  /// Samples `f` evenly at `count` intervals over `domain`, then halves an interval (up to
  /// three times) wherever the midpoint strays from the straight line between its ends by
  /// more than 1/2000 of the outputs' range: curved parts get more points, straight parts
  /// stay cheap. Non-finite outputs are kept as NaN (they break the line).
  /// - Complexity: O(count · 8) evaluations at most.
  static func sample(
    _ domain: ClosedRange<Double>, count: Int, _ f: (Double) -> (Double, Double)
  ) -> [Sample] {
    let intervals = max(count, 2)
    let span = domain.upperBound - domain.lowerBound
    func evaluate(_ t: Double) -> Sample {
      let (a, b) = f(t)
      return (t, a.isFinite ? a : .nan, b.isFinite ? b : .nan)
    }
    let coarse = (0...intervals).map {
      evaluate(domain.lowerBound + span * Double($0) / Double(intervals))
    }
    var range = (lo: Double.infinity, hi: -Double.infinity)
    for sample in coarse {
      for value in [sample.a, sample.b] where !value.isNaN {
        range = (min(range.lo, value), max(range.hi, value))
      }
    }
    let tolerance = range.lo < range.hi ? (range.hi - range.lo) / 2000 : 1e-9
    var out: [Sample] = [coarse[0]]
    out.reserveCapacity(coarse.count * 2)
    func refine(_ left: Sample, _ right: Sample, depth: Int) {
      let middle = evaluate((left.t + right.t) / 2)
      let straying =
        abs(middle.a - (left.a + right.a) / 2) > tolerance
        || abs(middle.b - (left.b + right.b) / 2) > tolerance
      let crossesGap = left.a.isNaN != right.a.isNaN || left.b.isNaN != right.b.isNaN
      if depth < 3, straying || crossesGap {
        refine(left, middle, depth: depth + 1)
        refine(middle, right, depth: depth + 1)
        return
      }
      // Still far off the chord at the finest step, and outside both ends: a jump such as
      // tan(x) at its poles. Break the line rather than draw a wall across the plot.
      if straying, isJump(left.a, middle.a, right.a) || isJump(left.b, middle.b, right.b) {
        out.append((middle.t, .nan, .nan))
      }
      out.append(right)
    }
    func isJump(_ left: Double, _ middle: Double, _ right: Double) -> Bool {
      abs(middle - (left + right) / 2) > 50 * tolerance
        && (middle < min(left, right) || middle > max(left, right))
    }
    for index in 1..<coarse.count { refine(coarse[index - 1], coarse[index], depth: 0) }
    return out
  }
}

/// The content of a function plot (`LinePlot(x: "x", y: "y") { x in x * x }`).
nonisolated public struct FunctionPlotContent: ChartContent {
  /// Primitive content.
  public typealias Body = Never
  let register: (ChartContentCollector) -> FunctionSampler

  /// Registers the plot; its rows are added when the chart renders and knows its x domain.
  public func _collect(into collector: ChartContentCollector) {
    collector.functionSamplers.append(register(collector))
  }
}
