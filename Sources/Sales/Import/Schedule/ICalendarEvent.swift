import SalesDomain

/// One `VEVENT` of a calendar, as written (recurrences not yet expanded).
struct ICalendarEvent: Sendable {
  /// The line of its `BEGIN:VEVENT`.
  var line: Int
  var uid: String?
  var summary: String?
  var location: String?
  var start: CalendarDateTime?
  var end: CalendarDateTime?
  /// `DURATION` as nominal seconds (days count as 24 wall-clock hours).
  var durationSeconds: Int64?
  var rule: RecurrenceRule?
  var exceptions: [CalendarDateTime] = []
  /// `RECURRENCE-ID`: which occurrence of the event with the same UID this one replaces.
  var recurrenceID: CalendarDateTime?
  var isCancelled = false
  /// `X-GRIDDLE-FEE-CENTS` and `X-GRIDDLE-FEE-PERCENT`: the visit's own fee, when given.
  var feeCents: Int?
  var feePercentHundredths: Int?

  /// Sets the property of `content` this reader uses; others are ignored.
  mutating func read(_ content: ICalendarContentLine, zones: inout CalendarZones)
    throws(ScheduleProblem)
  {
    func dateTime() throws(ScheduleProblem) -> CalendarDateTime {
      try CalendarDateTime.parse(
        content.value, parameters: content.parameters, property: content.name,
        line: content.line, zones: &zones)
    }
    switch content.name {
    case "UID": uid = content.value
    case "SUMMARY": summary = content.text
    case "LOCATION": location = content.text
    case "DTSTART": start = try dateTime()
    case "DTEND": end = try dateTime()
    case "DURATION": durationSeconds = try Self.duration(content.value, line: content.line)
    case "RRULE": rule = try RecurrenceRule.parse(content.value, line: content.line, zones: &zones)
    case "EXDATE":
      for value in content.value.split(separator: ",") {
        exceptions.append(
          try CalendarDateTime.parse(
            String(value), parameters: content.parameters, property: "EXDATE",
            line: content.line, zones: &zones))
      }
    case "RECURRENCE-ID":
      if content.parameters["RANGE"] != nil {
        throw ScheduleProblem(
          line: content.line, "RECURRENCE-ID with RANGE (this and future) is not supported")
      }
      recurrenceID = try dateTime()
    case "STATUS": isCancelled = content.value.uppercased() == "CANCELLED"
    case "X-GRIDDLE-FEE-CENTS":
      guard let cents = Int(content.value), cents >= 0, cents <= Int(Int32.max) else {
        throw ScheduleProblem(
          line: content.line,
          "X-GRIDDLE-FEE-CENTS '\(scheduleValue(content.value))' is not whole minor units ≥ 0")
      }
      feeCents = cents
    case "X-GRIDDLE-FEE-PERCENT":
      guard let hundredths = StopFee.percentHundredths(content.value) else {
        throw ScheduleProblem(
          line: content.line,
          "X-GRIDDLE-FEE-PERCENT '\(scheduleValue(content.value))' is not a percent from 0 to 100")
      }
      feePercentHundredths = hundredths
    default: break
    }
  }

  /// The visit's own fee: both parts when either is given (the other is then 0).
  var fee: StopFee? {
    guard feeCents != nil || feePercentHundredths != nil else { return nil }
    return StopFee(flatCents: feeCents ?? 0, percentHundredths: feePercentHundredths ?? 0)
  }

  /// A `DURATION` such as `PT4H30M`, `P1D` or `P1W` in seconds.
  static func duration(_ text: String, line: Int) throws(ScheduleProblem) -> Int64 {
    let bad = ScheduleProblem(
      line: line, "DURATION '\(scheduleValue(text))' is not a duration such as PT4H or P1D")
    var body = Substring(text)
    if body.hasPrefix("+") { body = body.dropFirst() }
    guard body.hasPrefix("P") else { throw bad }
    body = body.dropFirst()
    var seconds: Int64 = 0
    var number: Int64?
    var inTime = false
    for character in body {
      if let digit = character.wholeNumberValue, character.isASCII {
        number = (number ?? 0) * 10 + Int64(digit)
        guard number! < 1_000_000 else { throw bad }
        continue
      }
      if character == "T" {
        guard number == nil, !inTime else { throw bad }
        inTime = true
        continue
      }
      guard let value = number else { throw bad }
      switch (character, inTime) {
      case ("W", false): seconds += value * 7 * 86_400
      case ("D", false): seconds += value * 86_400
      case ("H", true): seconds += value * 3600
      case ("M", true): seconds += value * 60
      case ("S", true): seconds += value
      default: throw bad
      }
      number = nil
    }
    guard number == nil else { throw bad }
    return seconds
  }
}
