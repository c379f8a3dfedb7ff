import SalesDomain

/// One occurrence of a calendar event: where (its location and title, to find the stop by)
/// and when (wall clocks in their zones; a floating one takes the stop's city's zone).
struct CalendarOccurrence: Equatable, Sendable {
  /// The line of the event's `BEGIN:VEVENT`.
  var line: Int
  var location: String?
  var summary: String?
  var start: CalendarDateTime
  var end: CalendarDateTime
  var fee: StopFee?
}

/// Reads an iCalendar file (RFC 5545) as Google Calendar and Apple Calendar export it into the
/// occurrences of its events, recurrences expanded, exceptions (`EXDATE`) left out and
/// overrides (`RECURRENCE-ID`) in place of the occurrences they replace.
///
/// A rule without `COUNT` or `UNTIL` is expanded through `horizon` (a date); every expansion
/// stops at 2199-12-31 and at `RecurrenceRule.maximumOccurrences` per event.
struct ICalendarReader {
  /// `X-WR-CALNAME`, the calendar's name, when the file has one.
  private(set) var calendarName: String?
  /// The occurrences, by start then line.
  private(set) var occurrences: [CalendarOccurrence] = []
  var zones = CalendarZones()

  /// The last date any rule is expanded to.
  static let lastDate = LocalDate(year: 2199, month: 12, day: 31)!

  /// Whether `bytes` look like an iCalendar file (its first line is `BEGIN:VCALENDAR`).
  static func isCalendar(_ text: String) -> Bool {
    text.drop { $0 == "\u{FEFF}" || $0.isWhitespace }.prefix(15).uppercased() == "BEGIN:VCALENDAR"
  }

  /// Parses `text`; throws every problem found (one per event at most).
  init(text: String, horizon: LocalDate) throws(ScheduleFileError) {
    let lines: [ICalendarContentLine]
    do {
      lines = try ICalendarContentLine.parse(
        text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text)
    } catch {
      throw ScheduleFileError([error])
    }
    var problems: [ScheduleProblem] = []
    var events: [ICalendarEvent] = []
    var stack: [(name: String, line: Int)] = []
    var event: ICalendarEvent?
    var eventFailed = false
    for content in lines {
      if content.name == "BEGIN" {
        let name = content.value.uppercased()
        if stack.isEmpty && name != "VCALENDAR" {
          throw ScheduleFileError([
            ScheduleProblem(
              line: content.line, "expected BEGIN:VCALENDAR, got BEGIN:\(scheduleValue(name))")
          ])
        }
        stack.append((name, content.line))
        if name == "VEVENT" && stack.count == 2 {
          event = ICalendarEvent(line: content.line)
          eventFailed = false
        }
        continue
      }
      if content.name == "END" {
        let name = content.value.uppercased()
        guard let open = stack.popLast(), open.name == name else {
          throw ScheduleFileError([
            ScheduleProblem(line: content.line, "END:\(scheduleValue(name)) closes nothing open")
          ])
        }
        if name == "VEVENT", stack.count == 1, let done = event {
          if !eventFailed { events.append(done) }
          event = nil
        }
        continue
      }
      guard !stack.isEmpty else {
        throw ScheduleFileError([
          ScheduleProblem(
            line: content.line, "expected BEGIN:VCALENDAR, got \(scheduleValue(content.name))")
        ])
      }
      if stack.count == 1, content.name == "X-WR-CALNAME" {
        calendarName = content.text.trimmingCharacters(in: .whitespaces)
      }
      // Only the event's own properties: an alarm inside it has a DURATION of its own.
      guard stack.count == 2, event != nil, !eventFailed else { continue }
      do {
        try event!.read(content, zones: &zones)
      } catch {
        problems.append(error)
        eventFailed = true
      }
    }
    if let open = stack.last {
      problems.append(ScheduleProblem(line: open.line, "BEGIN:\(open.name) is never closed"))
    }
    occurrences = expand(events, horizon: horizon, problems: &problems)
    if !problems.isEmpty {
      throw ScheduleFileError(problems.sorted { $0.line < $1.line })
    }
  }
}
