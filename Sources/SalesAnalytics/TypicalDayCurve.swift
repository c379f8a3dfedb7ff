/// A day's running total hour by hour next to the typical same weekday's: the median running
/// total per hour over earlier days, and their lowest and highest (the band).
public struct TypicalDayCurve: Hashable, Sendable {
  /// One local hour of the curve.
  public struct Hour: Hashable, Sendable {
    /// The local hour, 0–23 (the figures are totals up to the end of that hour).
    public let hour: Int
    /// Its place in the business day: 0 for the hour the day starts in (see `axisStart`).
    public let position: Int
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
  /// The closing hour's place in the business day.
  public let closingPosition: Int?
  /// The clock hour the business day starts in (the axis runs on past midnight from it).
  public let axisStart: Int
  /// How many typical days the median is taken over.
  public let sampleCount: Int

  /// Builds the curve from the day's hourly figures and those of the typical days (each 24
  /// values, hour 0 first; shorter arrays count as zero in the missing hours), running in the
  /// order of `axis`, the business day's clock hours (0…23, or 04 … 23, 00 … 03 for a day
  /// starting at 04:00).
  public init(day: [Int], typicalDays: [[Int]], axis: [Int] = Array(0..<24)) {
    let axis = axis.count == 24 && Set(axis) == Set(0..<24) ? axis : Array(0..<24)
    axisStart = axis[0]
    func value(_ values: [Int], _ hour: Int) -> Int { hour < values.count ? values[hour] : 0 }
    // Running totals by position on the axis.
    func running(_ values: [Int]) -> [Int] {
      var total = 0
      return axis.map { hour in
        total += value(values, hour)
        return total
      }
    }
    let dayTotals = running(day)
    let samples = typicalDays.map(running)
    sampleCount = samples.count
    let lastDayPosition = axis.indices.last { value(day, axis[$0]) != 0 }
    closingPosition = lastDayPosition
    closingHour = lastDayPosition.map { axis[$0] }
    let active = axis.indices.filter { position in
      value(day, axis[position]) != 0 || typicalDays.contains { value($0, axis[position]) != 0 }
    }
    guard let first = active.first, let last = active.last else {
      hours = []
      return
    }
    // Start one hour before the first sale so every curve rises from zero.
    hours = (max(first - 1, 0)...last).map { position in
      let values = samples.map { $0[position] }
      return Hour(
        hour: axis[position], position: position,
        day: lastDayPosition.map { position <= $0 ? dayTotals[position] : nil } ?? nil,
        median: TypicalWeekday.median(values.map(Double.init)), low: values.min() ?? 0,
        high: values.max() ?? 0)
    }
  }
}
