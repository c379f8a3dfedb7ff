import Foundation

/// Dates plotted with a `unit:` stand for the whole calendar unit they fall in, as in Swift
/// Charts: `.value("Month", sale.date, unit: .month)` puts every sale of a month on that month's
/// bar (stacked), not each at its own day. This floors such dates to the start of their unit in
/// the chart's calendar and time zone, before scales, stacking and dodging see them.
enum UnitBinning {
  static func floorDates(in layers: [MarkLayer], calendar: Calendar) {
    for layer in layers {
      for index in layer.columns.indices {
        guard layer.columns[index].kind == .temporal, let unit = layer.columns[index].unit else {
          continue
        }
        floor(&layer.columns[index].values, unit: unit, calendar: calendar)
      }
    }
  }

  /// Floors each value (seconds since the reference date) to its unit's start. Consecutive
  /// dates usually share a unit, so the last interval found is tried first.
  static func floor(_ values: inout [Double], unit: Calendar.Component, calendar: Calendar) {
    var current: (start: Double, end: Double)?
    for row in values.indices {
      let v = values[row]
      guard v.isFinite else { continue }
      if let interval = current, v >= interval.start, v < interval.end {
        values[row] = interval.start
        continue
      }
      guard
        let interval = calendar.dateInterval(
          of: unit, for: Date(timeIntervalSinceReferenceDate: v))
      else { continue }
      let start = interval.start.timeIntervalSinceReferenceDate
      current = (start, interval.end.timeIntervalSinceReferenceDate)
      values[row] = start
    }
  }
}
