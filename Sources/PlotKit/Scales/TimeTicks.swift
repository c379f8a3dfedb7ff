import Foundation

/// A calendar step between time ticks, such as one week or three months.
struct TimeStep: Sendable, Equatable {
  var component: Calendar.Component
  var count: Int

  /// Rough length in seconds, only used to choose a step.
  var approximateSeconds: Double {
    let base: Double
    switch component {
    case .second: base = 1
    case .minute: base = 60
    case .hour: base = 3600
    case .day, .weekday: base = 86_400
    case .weekOfYear, .weekOfMonth: base = 604_800
    case .month: base = 2_629_746
    case .quarter: base = 7_889_238
    default: base = 31_556_952
    }
    return base * Double(count)
  }

  /// Candidates from finest to coarsest; a quarter is three months so that it aligns to January.
  static let candidates: [TimeStep] = [
    .init(component: .hour, count: 1), .init(component: .hour, count: 3),
    .init(component: .hour, count: 6), .init(component: .hour, count: 12),
    .init(component: .day, count: 1), .init(component: .day, count: 2),
    .init(component: .weekOfYear, count: 1), .init(component: .weekOfYear, count: 2),
    .init(component: .month, count: 1), .init(component: .month, count: 3),
    .init(component: .month, count: 6), .init(component: .year, count: 1),
    .init(component: .year, count: 2), .init(component: .year, count: 5),
    .init(component: .year, count: 10), .init(component: .year, count: 25),
    .init(component: .year, count: 50), .init(component: .year, count: 100),
  ]
}

/// Calendar-aware tick generation: ticks fall on day, week, month, quarter or year starts.
enum TimeTicks {
  /// The finest step giving at most `desiredCount` intervals over `lo...hi` seconds.
  /// A step that would leave fewer than two intervals (one week over eight days: a single
  /// label) gives way to the next finer one, if that stays within twice the desired count.
  static func step(lo: Double, hi: Double, desiredCount: Int) -> TimeStep {
    let span = hi - lo
    let desired = Double(max(desiredCount, 1))
    let candidates = TimeStep.candidates
    guard let index = candidates.firstIndex(where: { span / $0.approximateSeconds <= desired })
    else { return candidates[candidates.count - 1] }
    if index > 0, span / candidates[index].approximateSeconds < 2,
      span / candidates[index - 1].approximateSeconds <= 2 * desired
    {
      return candidates[index - 1]
    }
    return candidates[index]
  }

  /// Tick instants (seconds since the reference date) within `lo...hi`, aligned in `calendar`.
  static func ticks(lo: Double, hi: Double, step: TimeStep, calendar: Calendar) -> [Double] {
    let start = Date(timeIntervalSinceReferenceDate: lo)
    guard var base = alignedStart(of: start, step: step, calendar: calendar) else { return [] }
    // Step back one unit so the first aligned instant at or after `lo` is never skipped.
    if let earlier = calendar.date(byAdding: step.component, value: -step.count, to: base) {
      base = earlier
    }
    var ticks: [Double] = []
    var index = 0
    while ticks.count < 1000 {
      guard
        let date = calendar.date(byAdding: step.component, value: index * step.count, to: base)
      else { break }
      let t = date.timeIntervalSinceReferenceDate
      if t > hi + 1e-6 { break }
      if t >= lo - 1e-6 { ticks.append(t) }
      index += 1
    }
    return ticks
  }

  /// The start of the calendar unit containing `date`, snapped down to a multiple of the step count.
  static func alignedStart(of date: Date, step: TimeStep, calendar: Calendar) -> Date? {
    let unit: Calendar.Component = step.component == .quarter ? .month : step.component
    guard let interval = calendar.dateInterval(of: unit, for: date) else { return nil }
    var start = interval.start
    guard step.count > 1 else { return start }
    let field: Calendar.Component
    switch unit {
    case .hour: field = .hour
    case .day: field = .day
    case .month: field = .month
    case .year: field = .year
    default: return start
    }
    let value = calendar.component(field, from: start)
    let offset =
      field == .year ? value % step.count : (value - (field == .hour ? 0 : 1)) % step.count
    if offset != 0, let snapped = calendar.date(byAdding: field, value: -offset, to: start) {
      start = snapped
    }
    return start
  }

  /// A default label format for ticks `step` apart.
  static func format(for step: TimeStep, environment: ChartEnvironment) -> Date.FormatStyle {
    let base = environment.dateFormat
    switch step.component {
    case .hour, .minute, .second: return base.hour()
    case .day, .weekOfYear, .weekday, .weekOfMonth: return base.month(.abbreviated).day()
    case .month, .quarter: return base.month(.abbreviated)
    default: return base.year()
    }
  }
}
