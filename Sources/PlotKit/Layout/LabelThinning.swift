/// Drops labels that would collide, keeping a regular rhythm (every k-th label).
enum LabelThinning {
  /// The smallest `k` such that keeping labels 0, k, 2k… leaves `gap` points between neighbours.
  ///
  /// `extents` are the labels' occupied intervals along the axis, in axis order.
  static func stride(_ extents: [(Double, Double)], gap: Double) -> Int {
    guard extents.count > 1 else { return 1 }
    let sorted = extents.sorted { $0.0 < $1.0 }
    for k in 1..<sorted.count {
      var fits = true
      var index = k
      while index < sorted.count {
        if sorted[index].0 - sorted[index - k].1 < gap {
          fits = false
          break
        }
        index += k
      }
      if fits { return k }
    }
    return sorted.count
  }
}
