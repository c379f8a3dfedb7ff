import SalesDomain

extension ICalendarReader {
  /// What identifies an occurrence for `EXDATE` and `RECURRENCE-ID`: its instant, its floating
  /// wall clock, or (for a DATE) its date.
  private enum OccurrenceKey: Hashable {
    case instant(Int64)
    case floating(Int64)
    case date(Int)
  }

  private mutating func key(_ value: CalendarDateTime) -> OccurrenceKey {
    if value.isDate { return .date(value.date.dayNumber) }
    switch value.zone {
    case .floating: return .floating(value.wallClock)
    case .utc: return .instant(value.wallClock * 1000)
    case .named(let zone): return .instant(zones.instant(ofWallClock: value.wallClock, in: zone))
    }
  }

  private mutating func matches(_ occurrence: CalendarDateTime, _ keys: Set<OccurrenceKey>) -> Bool
  {
    keys.contains(.date(occurrence.date.dayNumber)) || keys.contains(key(occurrence))
  }

  /// Every occurrence of `events`: masters expanded, then overrides put in place.
  mutating func expand(
    _ events: [ICalendarEvent], horizon: LocalDate, problems: inout [ScheduleProblem]
  ) -> [CalendarOccurrence] {
    var result: [CalendarOccurrence] = []
    let overrides = Dictionary(grouping: events.filter { $0.recurrenceID != nil && $0.uid != nil })
    {
      $0.uid!
    }
    for event in events where event.recurrenceID == nil || event.uid == nil {
      do {
        var replaced = Set<OccurrenceKey>()
        for override in overrides[event.uid ?? ""] ?? [] {
          replaced.insert(key(override.recurrenceID!))
        }
        let exceptions = Set(event.exceptions.map { key($0) })
        for occurrence in try occurrences(of: event, horizon: horizon)
        where !matches(occurrence.start, exceptions) && !matches(occurrence.start, replaced) {
          result.append(occurrence)
        }
      } catch {
        problems.append(
          ScheduleProblem(line: error.line == 0 ? event.line : error.line, error.message))
      }
    }
    // An override stands for its occurrence whether or not the rule still yields it; a
    // cancelled one removes the occurrence.
    for override in events where override.recurrenceID != nil && override.uid != nil {
      do {
        result += try occurrences(of: override, horizon: horizon)
      } catch {
        problems.append(
          ScheduleProblem(line: error.line == 0 ? override.line : error.line, error.message))
      }
    }
    return result.sorted {
      ($0.start.date, $0.start.secondOfDay, $0.line) < (
        $1.start.date, $1.start.secondOfDay, $1.line
      )
    }
  }

  /// The occurrences of one event (one for an event without a rule, none when cancelled).
  private mutating func occurrences(of event: ICalendarEvent, horizon: LocalDate)
    throws(ScheduleProblem) -> [CalendarOccurrence]
  {
    guard !event.isCancelled else { return [] }
    guard let start = event.start else {
      throw ScheduleProblem(line: event.line, "the event has no DTSTART")
    }
    guard !start.isDate else {
      throw ScheduleProblem(
        line: event.line,
        "the event '\(scheduleValue(event.summary ?? event.location ?? ""))' lasts all day; a visit needs a start and an end time"
      )
    }
    let end = try endOffset(of: event, start: start)
    var dates = [start.date]
    if let rule = event.rule {
      var bound = rule.count == nil && rule.until == nil ? horizon : Self.lastDate
      if let until = rule.until { bound = min(bound, until.date.adding(days: 1)) }
      bound = min(bound, Self.lastDate)
      dates = try rule.dates(from: start.date) { $0 <= bound }
      if let until = rule.until {
        let limit = key(until)
        dates = dates.filter { date in
          var occurrence = start
          occurrence.date = date
          switch (key(occurrence), limit) {
          case (.instant(let a), .instant(let b)), (.floating(let a), .floating(let b)):
            return a <= b
          case (.instant, .floating(let b)), (.floating, .instant(let b)):
            return occurrence.wallClock * 1000 <= b || occurrence.wallClock <= b
          default: return date <= until.date
          }
        }
      }
    }
    return dates.map { date in
      var occurrenceStart = start
      occurrenceStart.date = date
      return CalendarOccurrence(
        line: event.line, location: event.location, summary: event.summary,
        start: occurrenceStart, end: end(occurrenceStart), fee: event.fee)
    }
  }

  /// How an occurrence's end follows from its start: the same wall-clock length as DTSTART to
  /// DTEND (or DURATION) when both are in one zone, so an evening visit stays 18:00–22:00 across
  /// a change of daylight saving time; the exact length when DTEND is in another zone.
  private mutating func endOffset(of event: ICalendarEvent, start: CalendarDateTime)
    throws(ScheduleProblem) -> (CalendarDateTime) -> CalendarDateTime
  {
    let shift = { (seconds: Int64) -> (CalendarDateTime) -> CalendarDateTime in
      { occurrence in
        var end = occurrence
        let wall = occurrence.wallClock + seconds
        end.date = LocalDate(dayNumber: Int(wall.quotient(86_400)))
        end.secondOfDay = Int(wall - Int64(end.date.dayNumber) * 86_400)
        return end
      }
    }
    if let end = event.end {
      guard !end.isDate else {
        throw ScheduleProblem(line: event.line, "DTEND is a date but DTSTART a date-time")
      }
      let seconds: Int64
      if end.zone == start.zone {
        seconds = end.wallClock - start.wallClock
      } else {
        let endKey = key(end)
        let startKey = key(start)
        guard case .instant(let to) = endKey, case .instant(let from) = startKey else {
          throw ScheduleProblem(
            line: event.line, "DTSTART and DTEND mix a floating time with a zoned one")
        }
        // Exact length in another zone: the end is kept as a UTC wall clock.
        let length = (to - from) / 1000
        guard length > 0 else {
          throw ScheduleProblem(
            line: event.line, "the event ends before it starts (DTEND ≤ DTSTART)")
        }
        return { [zones] occurrence in
          var zones = zones
          var startInstant = Int64(0)
          switch occurrence.zone {
          case .utc: startInstant = occurrence.wallClock
          case .named(let zone):
            startInstant = zones.instant(ofWallClock: occurrence.wallClock, in: zone) / 1000
          case .floating: startInstant = occurrence.wallClock
          }
          let wall = startInstant + length
          let date = LocalDate(dayNumber: Int(wall.quotient(86_400)))
          return CalendarDateTime(
            date: date, secondOfDay: Int(wall - Int64(date.dayNumber) * 86_400), isDate: false,
            zone: .utc)
        }
      }
      guard seconds > 0 else {
        throw ScheduleProblem(line: event.line, "the event ends before it starts (DTEND ≤ DTSTART)")
      }
      return shift(seconds)
    }
    guard let duration = event.durationSeconds, duration > 0 else {
      throw ScheduleProblem(
        line: event.line, "the event has no DTEND or DURATION, so a visit would have no end")
    }
    return shift(duration)
  }
}

extension Int64 {
  /// Floor division by a positive `divisor`.
  fileprivate func quotient(_ divisor: Int64) -> Int64 {
    self >= 0 ? self / divisor : (self - divisor + 1) / divisor
  }
}
