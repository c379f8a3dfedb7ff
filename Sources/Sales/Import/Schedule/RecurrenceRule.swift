import SalesDomain

/// An `RRULE` (RFC 5545 §3.3.10) of the kinds calendars use for a truck's schedule:
/// `FREQ=DAILY|WEEKLY|MONTHLY` with `INTERVAL`, `BYDAY` (with an ordinal under MONTHLY:
/// `2SA`, `-1FR`), `BYMONTHDAY`, `WKST`, `COUNT` and `UNTIL`. Any other part is refused by
/// name rather than ignored, since ignoring it would put the truck on the wrong days.
struct RecurrenceRule: Equatable, Sendable {
  enum Frequency: String, Sendable {
    case daily = "DAILY"
    case weekly = "WEEKLY"
    case monthly = "MONTHLY"
  }

  var frequency: Frequency
  var interval = 1
  /// (ordinal, ISO weekday 1–7); ordinal 0 means every such weekday of the period.
  var byDay: [(ordinal: Int, weekday: Int)] = []
  var byMonthDay: [Int] = []
  /// The first day of a week (ISO weekday), for WEEKLY with an interval.
  var weekStart = 1
  var count: Int?
  var until: CalendarDateTime?

  static func == (lhs: RecurrenceRule, rhs: RecurrenceRule) -> Bool {
    lhs.frequency == rhs.frequency && lhs.interval == rhs.interval
      && lhs.byDay.map { [$0.ordinal, $0.weekday] } == rhs.byDay.map { [$0.ordinal, $0.weekday] }
      && lhs.byMonthDay == rhs.byMonthDay && lhs.weekStart == rhs.weekStart
      && lhs.count == rhs.count && lhs.until == rhs.until
  }

  private static let weekdays = ["MO": 1, "TU": 2, "WE": 3, "TH": 4, "FR": 5, "SA": 6, "SU": 7]

  /// Parses an RRULE value; `line` for problems.
  static func parse(_ value: String, line: Int, zones: inout CalendarZones) throws(ScheduleProblem)
    -> RecurrenceRule
  {
    var parts: [String: String] = [:]
    for part in value.split(separator: ";") {
      let pair = part.split(separator: "=", maxSplits: 1)
      guard pair.count == 2 else {
        throw ScheduleProblem(line: line, "RRULE part '\(scheduleValue(part))' has no value")
      }
      parts[pair[0].uppercased()] = String(pair[1])
    }
    guard let frequencyText = parts["FREQ"] else {
      throw ScheduleProblem(line: line, "RRULE '\(scheduleValue(value))' has no FREQ")
    }
    guard let frequency = Frequency(rawValue: frequencyText.uppercased()) else {
      throw ScheduleProblem(
        line: line,
        "RRULE FREQ=\(scheduleValue(frequencyText)) is not supported (DAILY, WEEKLY or MONTHLY)")
    }
    var rule = RecurrenceRule(frequency: frequency)
    func number(_ key: String, _ text: String, range: ClosedRange<Int>) throws(ScheduleProblem)
      -> Int
    {
      guard let number = Int(text), range.contains(number) else {
        throw ScheduleProblem(
          line: line,
          "RRULE \(key)=\(scheduleValue(text)) is not a number from \(range.lowerBound) to \(range.upperBound)"
        )
      }
      return number
    }
    for (key, text) in parts.sorted(by: { $0.key < $1.key }) {
      switch key {
      case "FREQ": break
      case "INTERVAL": rule.interval = try number(key, text, range: 1...1000)
      case "COUNT": rule.count = try number(key, text, range: 1...1_000_000)
      case "UNTIL":
        rule.until = try CalendarDateTime.parse(
          text, parameters: [:], property: "RRULE UNTIL", line: line, zones: &zones)
      case "WKST":
        guard let day = weekdays[text.uppercased()] else {
          throw ScheduleProblem(line: line, "RRULE WKST=\(scheduleValue(text)) is not a weekday")
        }
        rule.weekStart = day
      case "BYMONTHDAY":
        for item in text.split(separator: ",") {
          let day = try number(key, String(item), range: -31...31)
          guard day != 0 else {
            throw ScheduleProblem(line: line, "RRULE BYMONTHDAY=0 is not a day")
          }
          rule.byMonthDay.append(day)
        }
      case "BYDAY":
        for item in text.split(separator: ",") {
          let upper = item.uppercased()
          guard upper.count >= 2, let weekday = weekdays[String(upper.suffix(2))] else {
            throw ScheduleProblem(
              line: line, "RRULE BYDAY \(scheduleValue(item)) is not a weekday such as MO or 2SA")
          }
          let ordinalText = upper.dropLast(2)
          let ordinal =
            ordinalText.isEmpty ? 0 : try number(key, String(ordinalText), range: -5...5)
          guard ordinal == 0 || frequency == .monthly else {
            throw ScheduleProblem(
              line: line,
              "RRULE BYDAY \(scheduleValue(item)) takes an ordinal only with FREQ=MONTHLY")
          }
          rule.byDay.append((ordinal, weekday))
        }
      default:
        throw ScheduleProblem(
          line: line,
          "RRULE \(scheduleValue(key)) is not supported (Griddle reads FREQ, INTERVAL, BYDAY, BYMONTHDAY, WKST, COUNT and UNTIL)"
        )
      }
    }
    if rule.count != nil && rule.until != nil {
      throw ScheduleProblem(line: line, "RRULE has both COUNT and UNTIL; RFC 5545 allows one")
    }
    return rule
  }

  /// The most occurrences one event may have: a typo (`COUNT=1000000`) must not fill the store.
  static let maximumOccurrences = 100_000

  /// The dates of the occurrences from `start` on, in order, while `keepGoing(date)` holds
  /// (UNTIL and the horizon are the caller's), at most `count` of them.
  func dates(from start: LocalDate, while keepGoing: (LocalDate) -> Bool) throws(ScheduleProblem)
    -> [LocalDate]
  {
    var result: [LocalDate] = []
    let limit = count ?? Self.maximumOccurrences + 1
    var period = 0
    // Periods, not dates, bound the loop: a rule that matches no date (BYMONTHDAY=31 with
    // BYDAY=MO in a short month) must still end. `keepGoing` is a date bound, so the first
    // period starting past it ends the expansion.
    while result.count < limit, period < 200_000, keepGoing(periodStart(period, start: start)) {
      for date in datesOfPeriod(period, start: start) where date >= start {
        guard result.count < limit, keepGoing(date) else { break }
        result.append(date)
      }
      period += 1
    }
    // DTSTART is always the first occurrence (RFC 5545 §3.8.5.3), even when the rule would not
    // give its date, and counts toward COUNT.
    if result.first != start, keepGoing(start) {
      result.insert(start, at: 0)
      if result.count > limit { result.removeLast() }
    }
    if result.count > Self.maximumOccurrences {
      throw ScheduleProblem(
        line: 0, "expands to more than \(Self.maximumOccurrences) visits")
    }
    return result
  }

  /// The first day of period `index` (DAILY: a day; WEEKLY: a week from `weekStart`; MONTHLY:
  /// the 1st of a month).
  private func periodStart(_ index: Int, start: LocalDate) -> LocalDate {
    switch frequency {
    case .daily: return start.adding(days: index * interval)
    case .weekly:
      let back = (start.isoWeekday - weekStart + 7) % 7
      return start.adding(days: -back + 7 * index * interval)
    case .monthly:
      let months = start.year * 12 + (start.month - 1) + index * interval
      return LocalDate(year: months / 12, month: months % 12 + 1, day: 1)!
    }
  }

  /// The candidate dates of period `index`, sorted.
  private func datesOfPeriod(_ index: Int, start: LocalDate) -> [LocalDate] {
    let first = periodStart(index, start: start)
    switch frequency {
    case .daily:
      return matchesFilters(first) ? [first] : []
    case .weekly:
      let days = byDay.isEmpty ? [start.isoWeekday] : byDay.map(\.weekday)
      return (0..<7).map { first.adding(days: $0) }.filter { date in
        days.contains(date.isoWeekday) && (byMonthDay.isEmpty || monthDayMatches(date))
      }
    case .monthly:
      let length = Self.daysInMonth(year: first.year, month: first.month)
      let month = (0..<length).map { first.adding(days: $0) }
      if byDay.isEmpty && byMonthDay.isEmpty {
        return month.filter { $0.day == start.day }
      }
      return month.filter { date in
        (byMonthDay.isEmpty || monthDayMatches(date))
          && (byDay.isEmpty || byDay.contains { ordinalMatches($0, date, length) })
      }
    }
  }

  private func matchesFilters(_ date: LocalDate) -> Bool {
    (byDay.isEmpty || byDay.contains { $0.weekday == date.isoWeekday })
      && (byMonthDay.isEmpty || monthDayMatches(date))
  }

  private func monthDayMatches(_ date: LocalDate) -> Bool {
    let length = Self.daysInMonth(year: date.year, month: date.month)
    return byMonthDay.contains { $0 > 0 ? $0 == date.day : length + 1 + $0 == date.day }
  }

  private func ordinalMatches(
    _ entry: (ordinal: Int, weekday: Int), _ date: LocalDate, _ length: Int
  )
    -> Bool
  {
    guard date.isoWeekday == entry.weekday else { return false }
    if entry.ordinal == 0 { return true }
    if entry.ordinal > 0 { return (date.day - 1) / 7 + 1 == entry.ordinal }
    return (length - date.day) / 7 + 1 == -entry.ordinal
  }

  static func daysInMonth(year: Int, month: Int) -> Int {
    let next =
      month == 12
      ? LocalDate(year: year + 1, month: 1, day: 1)!
      : LocalDate(year: year, month: month + 1, day: 1)!
    return next.dayNumber - LocalDate(year: year, month: month, day: 1)!.dayNumber
  }
}
