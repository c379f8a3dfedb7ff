import SalesDomain

/// What a typical same weekday looked like: the median, lowest and highest of the last few
/// operating days with the same weekday before a date.
public struct TypicalWeekday: Hashable, Sendable {
  /// The dates the figure was taken over, newest first.
  public let dates: [LocalDate]
  /// The median of the values on those dates (the mean of the middle two for an even count).
  public let median: Double
  /// The smallest value.
  public let low: Double
  /// The largest value.
  public let high: Double

  /// The typical value of the operating days among `days` that share `date`'s weekday and come
  /// before it: the newest `samples` of them (fewer when history is short); nil when there is none.
  ///
  /// `days` maps a date to its value, or to nil on a day nothing operated (a closed day is
  /// not a zero-sale day and does not count).
  public init?(before date: LocalDate, samples: Int = 8, days: [LocalDate: Double?]) {
    var picked: [(LocalDate, Double)] = []
    var candidate = date.adding(days: -7)
    let earliest = days.keys.min() ?? date
    while picked.count < samples, candidate >= earliest {
      if let entry = days[candidate], let value = entry { picked.append((candidate, value)) }
      candidate = candidate.adding(days: -7)
    }
    guard !picked.isEmpty else { return nil }
    dates = picked.map(\.0)
    let values = picked.map(\.1)
    median = Self.median(values)
    low = values.min() ?? 0
    high = values.max() ?? 0
  }

  /// The median of `values` (0 for none); the mean of the middle two for an even count.
  public static func median(_ values: [Double]) -> Double {
    guard !values.isEmpty else { return 0 }
    let sorted = values.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }
}

/// A figure against its baseline: the relative change, and whether it rounds to no change.
public struct RelativeChange: Hashable, Sendable {
  /// The change in percent of the baseline (12.5 for +12.5 %).
  public let percent: Double

  /// The change from `baseline` to `value`; nil when the baseline is zero (no percentage
  /// describes growth from nothing).
  public init?(_ value: Double, against baseline: Double) {
    guard baseline != 0 else { return nil }
    percent = (value - baseline) / abs(baseline) * 100
  }

  /// Whether the change shows as 0 % once rounded to a whole percent: "about the same".
  public var isAboutTheSame: Bool { abs(percent) < 0.5 }
}
