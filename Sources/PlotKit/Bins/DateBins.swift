import Foundation

/// A collection of bins over dates, for histograms over time: `DateBins(unit: .day, range: r)`,
/// then `bins.index(for: date)` to group data and `bins[index]` as a mark's range value.
public struct DateBins: RandomAccessCollection, Sendable {
  /// The edges around the bins, ascending: N thresholds make N − 1 bins.
  public let thresholds: [Date]

  /// N − 1 bins between the given N thresholds (sorted; repeats dropped).
  public init(thresholds: [Date]) {
    self.thresholds = BinThresholds.normalized(thresholds)
  }

  /// Bins of `timeInterval` seconds, the first starting at the range's lower bound.
  public init(timeInterval: TimeInterval, range: ClosedRange<Date>) {
    guard timeInterval > 0, timeInterval.isFinite else {
      self.init(thresholds: [range.lowerBound, range.upperBound])
      return
    }
    let span = range.upperBound.timeIntervalSince(range.lowerBound)
    let bins = Swift.max(
      Swift.min(
        CallerNumbers.int((span / timeInterval).rounded(.down)) + 1, BinThresholds.maximumCount),
      1)
    self.init(
      thresholds: (0...bins).map { range.lowerBound.addingTimeInterval(timeInterval * Double($0)) })
  }

  /// Calendar bins of `stride` × `unit` (days, weeks, months…), the first starting at the
  /// beginning of the unit holding the range's lower bound.
  public init(
    unit: Calendar.Component, by stride: Int = 1, range: ClosedRange<Date>,
    calendar: Calendar = DateBinning.gregorianUTC
  ) {
    let start = calendar.dateInterval(of: unit, for: range.lowerBound)?.start ?? range.lowerBound
    var edges = [start]
    var edge = start
    // The upper bound falls in a half-open bin, as every other date does.
    while edge <= range.upperBound, edges.count <= BinThresholds.maximumCount {
      guard let next = calendar.date(byAdding: unit, value: Swift.max(stride, 1), to: edge),
        next > edge
      else { break }
      edges.append(next)
      edge = next
    }
    self.init(thresholds: edges)
  }

  /// About `desiredCount` bins of a calendar unit people read easily (hours, days, weeks,
  /// months, years) covering the range.
  public init(
    range: ClosedRange<Date>, desiredCount: Int = 10, calendar: Calendar = DateBinning.gregorianUTC
  ) {
    let span = range.upperBound.timeIntervalSince(range.lowerBound)
    let (unit, stride) = DateBinning.unit(for: span / Double(Swift.max(desiredCount, 1)))
    self.init(unit: unit, by: stride, range: range, calendar: calendar)
  }

  /// Bins for `dates`: about `desiredCount` of them, or as many as Scott's normal reference
  /// rule suggests (at most 200) when it is nil.
  public init(
    data: [Date], desiredCount: Int? = nil, calendar: Calendar = DateBinning.gregorianUTC
  ) {
    guard let lo = data.min(), let hi = data.max() else {
      self.init(thresholds: [])
      return
    }
    let count =
      desiredCount ?? BinThresholds.scottCount(data.map(\.timeIntervalSinceReferenceDate))
    self.init(range: lo...hi, desiredCount: count, calendar: calendar)
  }

  /// The first bin's index.
  public var startIndex: Int { 0 }
  /// One past the last bin's index.
  public var endIndex: Int { Swift.max(thresholds.count - 1, 0) }
  /// The range of dates bin `index` covers.
  public subscript(index: Int) -> ChartBinRange<Date> { BinThresholds.bin(index, of: thresholds) }

  /// The index of the bin holding `date` (the nearest bin for dates outside them all).
  public func index(for date: Date) -> Int { BinThresholds.index(of: date, in: thresholds) }
}

/// Calendar units for automatic date bins.
public enum DateBinning {
  /// The calendar date bins use unless given one: Gregorian in UTC, so the same data gives the
  /// same bins on every machine (Swift Charts uses the device's calendar).
  public static let gregorianUTC: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    return calendar
  }()

  /// Round bin sizes, smallest first, with their approximate length in seconds.
  private static let candidates: [(Calendar.Component, Int, Double)] = [
    (.second, 1, 1), (.second, 5, 5), (.second, 15, 15), (.second, 30, 30),
    (.minute, 1, 60), (.minute, 5, 300), (.minute, 15, 900), (.minute, 30, 1_800),
    (.hour, 1, 3_600), (.hour, 3, 10_800), (.hour, 6, 21_600), (.hour, 12, 43_200),
    (.day, 1, 86_400), (.day, 2, 172_800), (.weekOfYear, 1, 604_800),
    (.month, 1, 2_629_746), (.month, 3, 7_889_238), (.year, 1, 31_556_952),
  ]

  /// The candidate closest (on a log scale) to `seconds`; whole years beyond that.
  static func unit(for seconds: Double) -> (Calendar.Component, Int) {
    guard seconds.isFinite, seconds > 0 else { return (.day, 1) }
    let year = 31_556_952.0
    if seconds > year * 1.5 {
      return (.year, Int(NiceTicks.step(span: seconds / year, desiredCount: 1).rounded(.up)))
    }
    let best = candidates.min { abs(log($0.2 / seconds)) < abs(log($1.2 / seconds)) }!
    return (best.0, best.1)
  }
}
