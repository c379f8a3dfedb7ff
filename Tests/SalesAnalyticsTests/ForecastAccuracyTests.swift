import Foundation
import Sales
import SalesAnalytics
import SalesDomain
import Testing

/// The promise on data whose process is known: the chosen method errs at least 10%
/// less than "same weekday last week" on the last 8 weeks, which no fit has seen, and its 80%
/// interval holds 70–90% of those days.
@Suite struct ForecastAccuracyTests {
  /// A truck's units on day `t` (0 = a Monday), with `random` giving the noise:
  /// `(100 + 0.1 t) × weekday factor + noise`, the weekday factors those of the benchmark's
  /// synthetic orders (0.7 Monday … 1.6 Saturday), noise normal with standard deviation 10
  /// (Box–Muller from SplitMix64), rounded to whole units, never below 0; closed every
  /// Monday and for two holiday weeks in the first year.
  static func syntheticUnits(days: Int, seed: UInt64) -> [Double?] {
    var random = SplitMix64(seed: seed)
    let factors = [0.7, 0.8, 0.85, 0.9, 1.2, 1.6, 1.4]
    func uniform() -> Double { Double(random.next() >> 11) / Double(1 << 53) }
    return (0..<days).map { day in
      let u1 = max(uniform(), 1e-12)
      let u2 = uniform()
      let noise = 10 * sqrt(-2 * log(u1)) * cos(2 * Double.pi * u2)
      if day % 7 == 0 || (200..<214).contains(day) { return nil }
      let expected = (100 + 0.1 * Double(day)) * factors[day % 7]
      return max(0, (expected + noise).rounded())
    }
  }

  @Test(arguments: [UInt64(1), 2, 3])
  func theChosenMethodBeatsSeasonalNaiveOnHeldOutWeeksAndItsIntervalCoversEightyPercent(
    seed: UInt64
  ) throws {
    let history = 7 * SalesAnalytics.forecastHistoryWeeks
    let heldOut = 8 * 7
    let units = Self.syntheticUnits(days: history + heldOut, seed: seed)
    let first = LocalDate(iso: "2024-01-01")!
    var chosenError = 0.0
    var naiveError = 0.0
    var covered = 0
    var days = 0
    for target in history..<(history + heldOut) {
      guard let actual = units[target] else { continue }
      // As the product does: the 52 weeks before the day, nothing of the day or after it.
      let series = OperatingDaySeries(
        first: first.adding(days: target - history),
        values: Array(units[(target - history)..<target]))
      let forecast = try #require(SeriesForecast(series))
      let naive = try #require(ForecastMethod.seasonalNaive(series)[series.count])
      chosenError += abs(actual - forecast.point)
      naiveError += abs(actual - naive)
      if forecast.low <= actual && actual <= forecast.high { covered += 1 }
      days += 1
    }
    #expect(days == 48)
    #expect(chosenError <= 0.9 * naiveError, "chosen \(chosenError) vs naive \(naiveError)")
    let coverage = Double(covered) / Double(days)
    #expect((0.7...0.9).contains(coverage), "coverage \(coverage)")
  }
}
