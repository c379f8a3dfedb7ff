/// A day's running total hour by hour next to the typical same weekday's: the median running
/// total per hour over earlier days, and their lowest and highest (the band).
public struct TypicalDayCurve: Hashable, Sendable {
  /// One local hour of the curve.
  public struct Hour: Hashable, Sendable {
    /// The local hour, 0–23 (the figures are totals up to the end of that hour).
    public let hour: Int
    /// The day's running total, nil after closing (the hours after its last sale).
    public let day: Int?
    /// The median running total of the typical days.
    public let median: Double
    /// The lowest running total among the typical days.
    public let low: Int
    /// The highest running total among the typical days.
    public let high: Int
  }

  /// The hours from the first with any sale (on the day or a typical day) to the last.
  public let hours: [Hour]
  /// The last hour the day sold in (its closing), nil when it sold nothing.
  public let closingHour: Int?
  /// How many typical days the median is taken over.
  public let sampleCount: Int

  /// Builds the curve from the day's hourly figures and those of the typical days (each 24
  /// values, hour 0 first; shorter arrays count as zero in the missing hours).
  public init(day: [Int], typicalDays: [[Int]]) {
    func running(_ values: [Int]) -> [Int] {
      var total = 0
      return (0..<24).map { hour in
        total += hour < values.count ? values[hour] : 0
        return total
      }
    }
    let dayTotals = running(day)
    let samples = typicalDays.map(running)
    sampleCount = samples.count
    let lastDayHour = (0..<24).last { $0 < day.count && day[$0] != 0 }
    closingHour = lastDayHour
    let active = (0..<24).filter { hour in
      (hour < day.count && day[hour] != 0)
        || typicalDays.contains { hour < $0.count && $0[hour] != 0 }
    }
    guard let first = active.first, let last = active.last else {
      hours = []
      return
    }
    // Start one hour before the first sale so every curve rises from zero.
    hours = (max(first - 1, 0)...last).map { hour in
      let values = samples.map { $0[hour] }
      return Hour(
        hour: hour, day: lastDayHour.map { hour <= $0 ? dayTotals[hour] : nil } ?? nil,
        median: TypicalWeekday.median(values.map(Double.init)), low: values.min() ?? 0,
        high: values.max() ?? 0)
    }
  }
}
