/// The smallest and largest defined value of a column, the hot loop of scale domains and line
/// summaries on a million rows.
enum ColumnExtent {
  /// (lowest, highest) of the non-NaN `values`, or (+∞, −∞) when there is none.
  ///
  /// Written so the compiler can vectorize it: `v < lo ? v : lo` never takes a NaN (every
  /// comparison with NaN is false), so no separate NaN test is needed, and four independent
  /// accumulators break the dependency chain.
  /// - Complexity: O(n).
  static func of(_ values: [Double]) -> (lo: Double, hi: Double) {
    values.withUnsafeBufferPointer { buffer in
      var lo = (Double.infinity, Double.infinity, Double.infinity, Double.infinity)
      var hi = (-Double.infinity, -Double.infinity, -Double.infinity, -Double.infinity)
      let count = buffer.count
      var index = 0
      while index + 4 <= count {
        let (a, b, c, d) = (buffer[index], buffer[index + 1], buffer[index + 2], buffer[index + 3])
        lo.0 = a < lo.0 ? a : lo.0
        lo.1 = b < lo.1 ? b : lo.1
        lo.2 = c < lo.2 ? c : lo.2
        lo.3 = d < lo.3 ? d : lo.3
        hi.0 = a > hi.0 ? a : hi.0
        hi.1 = b > hi.1 ? b : hi.1
        hi.2 = c > hi.2 ? c : hi.2
        hi.3 = d > hi.3 ? d : hi.3
        index += 4
      }
      while index < count {
        let v = buffer[index]
        lo.0 = v < lo.0 ? v : lo.0
        hi.0 = v > hi.0 ? v : hi.0
        index += 1
      }
      return (min(lo.0, lo.1, lo.2, lo.3), max(hi.0, hi.1, hi.2, hi.3))
    }
  }
}
