import SalesDomain
import Testing

@testable import SalesAnalytics

/// The grid search's eight-lane pass must be the one-parameter-set definition, bit for bit:
/// the fit (and so every forecast and report) may not move by a rounding.
@Suite struct HoltWintersGridTests {
  /// A series of `days` values from a fixed generator: closed days, zero days, a weekly shape
  /// and a trend, so that every branch of both season kinds is taken.
  static func series(days: Int, seed: UInt64, closedEvery: Int, zeros: Bool) -> OperatingDaySeries {
    var state = seed
    func next() -> UInt64 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return state >> 33
    }
    let values: [Double?] = (0..<days).map { day in
      let roll = next() % 100
      if closedEvery > 0, roll % UInt64(closedEvery) == 0 { return nil }
      if zeros, roll < 5 { return 0 }
      let weekly = [0.6, 0.8, 1.0, 1.1, 1.4, 1.9, 1.2][day % 7]
      return (20 + Double(day) * 0.05) * weekly + Double(next() % 13)
    }
    return OperatingDaySeries(first: LocalDate(dayNumber: 19_000), values: values)
  }

  @Test(arguments: [
    (400, 1, 0, false), (400, 2, 3, false), (1_500, 3, 5, true), (60, 4, 2, true),
    (21, 5, 0, false),
  ])
  func everyGridEntrysErrorIsTheScalarOne(days: Int, seed: UInt64, closedEvery: Int, zeros: Bool) {
    let series = Self.series(days: days, seed: seed, closedEvery: closedEvery, zeros: zeros)
    let start = series.values.firstIndex { $0 != nil } ?? 0
    for season in [HoltWinters.Season.additive, .multiplicative] {
      for end in [series.count, series.count - 56, start + 20] where end > 0 {
        let lanes = HoltWinters.gridErrors(series, season: season, start: start, end: end)
        let scalar = HoltWinters.grid.map {
          HoltWinters(season: season, parameters: $0).squaredError(series, start: start, end: end)
        }
        #expect(lanes.count == 72)
        // Bit patterns: equal NaNs count as equal, and -0.0 is not 0.0.
        #expect(lanes.map(\.bitPattern) == scalar.map(\.bitPattern), "\(season) end \(end)")
      }
    }
  }
}
