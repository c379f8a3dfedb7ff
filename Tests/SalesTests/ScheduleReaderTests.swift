import Foundation
import SalesDomain
import TemporaryDirectorySupport
import Testing

@testable import Sales

/// The schedule readers (issue 26): expected visits are written out by hand as instants with
/// their UTC offsets (read by Foundation's ISO 8601 parser), never computed by the code under
/// test.
@Suite struct ScheduleReaderTests {
  static let cupertino = City(
    id: 1, name: "Cupertino", timeZone: TimeZone(identifier: "America/Los_Angeles")!)
  static let tokyo = City(id: 2, name: "Tokyo", timeZone: TimeZone(identifier: "Asia/Tokyo")!)
  static let brewery = Stop(
    id: 10, name: "Brewery Row", cityID: 1, fee: StopFee(flatCents: 5000, percentHundredths: 1000))
  static let market = Stop(id: 11, name: "Market", cityID: 1, fee: .none)
  static let shibuya = Stop(id: 12, name: "Shibuya", cityID: 2, fee: .none)
  static let reference = ScheduleReferenceData(
    stops: [
      .init(
        stop: brewery, aliases: ["Brewery Row Taproom"], cityName: "Cupertino",
        timeZone: cupertino.timeZone),
      .init(stop: market, aliases: [], cityName: "Cupertino", timeZone: cupertino.timeZone),
      .init(
        stop: shibuya, aliases: ["Shibuya Crossing"], cityName: "Tokyo", timeZone: tokyo.timeZone),
    ],
    cities: [.init(city: cupertino, aliases: ["Cupertino Truck"]), .init(city: tokyo, aliases: [])])
  static let horizon = LocalDate(year: 2025, month: 1, day: 1)!

  /// Milliseconds since 1970 of an ISO 8601 instant written with its offset.
  static func ms(_ iso: String) -> Int64 {
    let date = ISO8601DateFormatter().date(from: iso)!
    return Int64(date.timeIntervalSince1970 * 1000)
  }

  static func visit(
    _ stop: Stop, _ date: String, _ start: String, _ end: String, fee: StopFee? = nil,
    source: String
  ) -> Visit {
    Visit(
      cityID: stop.cityID, stopID: stop.id, date: LocalDate(iso: date)!, startsAt: ms(start),
      endsAt: ms(end), fee: fee, source: source)
  }

  /// Where `write` puts its files, removed when the test ends.
  let temporary: TemporaryDirectory

  init() throws { temporary = try TemporaryDirectory(prefix: "griddle-schedule") }

  func write(_ text: String, name: String) throws -> String {
    let path = temporary.file(name)
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  func read(_ text: String, name: String = "week.csv") throws -> ScheduleFile {
    try ScheduleFile(
      path: try write(text, name: name), name: name, reference: Self.reference,
      horizon: Self.horizon)
  }

  func problems(_ text: String, name: String = "week.csv") throws -> [ScheduleProblem] {
    do {
      _ = try read(text, name: name)
      return []
    } catch let error as ScheduleFileError {
      return error.problems
    }
  }

  static func calendar(_ events: String) -> String {
    ("BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:-//Google Inc//Google Calendar 70.9054//EN\nX-WR-CALNAME:Truck\n"
      + events + "END:VCALENDAR\n")
      .replacingOccurrences(of: "\n", with: "\r\n")
  }

  @Test func csvVisitsPastMidnightAndOverADSTChange() throws {
    let file = try read(
      """
      date,city,stop,start,end,fee_cents,fee_percent
      2024-06-07,Cupertino Truck,brewery row taproom,22:00,02:00,,
      2024-11-02,Cupertino,Market,22:00,02:00,0,0
      2024-06-08,Tokyo,Shibuya,11:00,14:30,,12.5

      """)
    #expect(file.source == "week.csv" && !file.isCalendar)
    #expect(
      file.visits
        == [
          Self.visit(
            Self.brewery, "2024-06-07", "2024-06-07T22:00:00-07:00", "2024-06-08T02:00:00-07:00",
            source: "week.csv"),
          Self.visit(
            Self.shibuya, "2024-06-08", "2024-06-08T11:00:00+09:00", "2024-06-08T14:30:00+09:00",
            fee: StopFee(flatCents: 0, percentHundredths: 1250), source: "week.csv"),
          // Clocks fall back at 02:00 PDT: 22:00 PDT to 02:00 PST is five hours.
          Self.visit(
            Self.market, "2024-11-02", "2024-11-02T22:00:00-07:00", "2024-11-03T02:00:00-08:00",
            fee: StopFee.none, source: "week.csv"),
        ].sorted { $0.startsAt < $1.startsAt })
    let market = try #require(file.visits.first { $0.stopID == Self.market.id })
    #expect(market.endsAt - market.startsAt == 5 * 3_600_000)
  }

  @Test func csvErrorsNameTheLineAndTheValue() throws {
    #expect(
      try problems(
        """
        date,city,stop,start,end
        2024-03-10,Cupertino,Market,02:30,05:00
        2024-06-08,Tokyo,Brewery Row,11:00,12:00
        2024-13-01,Cupertino,Market,10:00,12:00
        2024-06-08,Cupertino,Market,10:00,10:00
        2024-06-09,Cupertino,Market,9:00,12:00

        """)
        == [
          ScheduleProblem(
            line: 2,
            "start 02:30 on 2024-03-10 does not exist in America/Los_Angeles (clocks skip it when daylight saving time starts)"
          ),
          ScheduleProblem(line: 3, "stop 'Brewery Row' is a stop of Cupertino, not of Tokyo"),
          ScheduleProblem(line: 4, "date '2024-13-01' is not a date (YYYY-MM-DD)"),
          ScheduleProblem(line: 5, "the visit ends when it starts (10:00)"),
          ScheduleProblem(line: 6, "start '9:00' is not a time (HH:MM, 00:00 to 23:59)"),
        ])
    #expect(
      try problems("date,city,stop,begin,end\n")
        == [
          ScheduleProblem(
            line: 1,
            "the header lacks the column start and has the unknown column 'begin'; a schedule CSV has the columns date,city,stop,start,end[,fee_cents][,fee_percent] (or is an iCalendar file starting with BEGIN:VCALENDAR)"
          )
        ])
  }

  @Test func unmatchedStopsStopTheFileWithOneGroupedMessage() throws {
    let found = try problems(
      """
      date,city,stop,start,end
      2024-06-07,Cupertino,Brewry Row,18:00,22:00
      2024-06-14,Cupertino,Brewry Row,18:00,22:00
      2024-06-15,Cupertino,Zoo,10:00,12:00
      2024-06-16,Cupertno,Market,10:00,12:00

      """)
    #expect(
      found == [
        ScheduleProblem(
          line: 2,
          """
          3 names are not a known stop or city; nothing from this file was stored. Add each as an alias in the config (or add a new stop on purpose), then import again:
            city 'Cupertno' (1 row, first on line 5): closest known city 'Cupertino'; if it is that city, add "Cupertno" to its "aliases"
            stop 'Brewry Row' (2 rows, first on line 2): closest known stop 'Brewery Row'; if it is that stop, its entry in "stops" becomes {"name": "Brewery Row", "city": "Cupertino", "aliases": ["Brewery Row Taproom", "Brewry Row"], "fee": {"flatCents": 5000, "percent": 10}}
            stop 'Zoo' (1 row, first on line 4): no known stop is close; if it is a new stop, run 'griddle add stop "Zoo" --city CITY'; if it is a known stop under another name, add "Zoo" to that stop's "aliases"
          """)
      ])
    let calendar = try problems(
      Self.calendar(
        """
        BEGIN:VEVENT
        UID:a
        DTSTART:20240607T010000Z
        DTEND:20240607T050000Z
        SUMMARY:Truck at the brewery
        LOCATION:Brewry Row\\, 1 Main St
        END:VEVENT

        """), name: "t.ics")
    #expect(calendar.count == 1)
    #expect(calendar.first?.line == 5)
    #expect(
      calendar.first?.message.contains(
        "stop 'Brewry Row, 1 Main St' (1 event, first on line 5): closest known stop 'Brewery Row'")
        == true)
  }

  @Test func aWeeklyRuleWithAnExceptionAndAnOverride() throws {
    let file = try read(
      Self.calendar(
        """
        BEGIN:VTIMEZONE
        TZID:America/Los_Angeles
        BEGIN:DAYLIGHT
        TZOFFSETFROM:-0800
        TZOFFSETTO:-0700
        DTSTART:19700308T020000
        RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU
        END:DAYLIGHT
        END:VTIMEZONE
        BEGIN:VEVENT
        DTSTART;TZID=America/Los_Angeles:20240301T170000
        DTEND;TZID=America/Los_Angeles:20240301T210000
        RRULE:FREQ=WEEKLY;BYDAY=FR;COUNT=6
        EXDATE;TZID=America/Los_Angeles:20240315T170000
        UID:friday@example.com
        SUMMARY:Brewery Row
        BEGIN:VALARM
        ACTION:DISPLAY
        TRIGGER:-PT30M
        DURATION:PT15M
        END:VALARM
        END:VEVENT
        BEGIN:VEVENT
        DTSTART;TZID=America/Los_Angeles:20240323T100000
        DTEND;TZID=America/Los_Angeles:20240323T140000
        RECURRENCE-ID;TZID=America/Los_Angeles:20240322T170000
        UID:friday@example.com
        SUMMARY:Brewery Row
        LOCATION:Market
        END:VEVENT

        """), name: "truck.ics")
    #expect(file.source == "Truck" && file.isCalendar)
    // Six Fridays from 1 March; the 15th is an exception, the 22nd moved to Saturday morning at
    // the market. Daylight saving time starts on 10 March (−08:00 to −07:00).
    #expect(
      file.visits == [
        Self.visit(
          Self.brewery, "2024-03-01", "2024-03-01T17:00:00-08:00", "2024-03-01T21:00:00-08:00",
          source: "Truck"),
        Self.visit(
          Self.brewery, "2024-03-08", "2024-03-08T17:00:00-08:00", "2024-03-08T21:00:00-08:00",
          source: "Truck"),
        Self.visit(
          Self.market, "2024-03-23", "2024-03-23T10:00:00-07:00", "2024-03-23T14:00:00-07:00",
          source: "Truck"),
        Self.visit(
          Self.brewery, "2024-03-29", "2024-03-29T17:00:00-07:00", "2024-03-29T21:00:00-07:00",
          source: "Truck"),
        Self.visit(
          Self.brewery, "2024-04-05", "2024-04-05T17:00:00-07:00", "2024-04-05T21:00:00-07:00",
          source: "Truck"),
      ])
  }

  @Test func countAndUntilBoundTheRules() throws {
    let file = try read(
      Self.calendar(
        """
        BEGIN:VEVENT
        UID:daily
        DTSTART;TZID=America/Los_Angeles:20240101T110000
        DURATION:PT2H
        RRULE:FREQ=DAILY;INTERVAL=2;UNTIL=20240107T190000Z
        LOCATION:Market
        END:VEVENT
        BEGIN:VEVENT
        UID:monthly
        DTSTART;TZID=America/Los_Angeles:20240113T180000
        DTEND;TZID=America/Los_Angeles:20240113T220000
        RRULE:FREQ=MONTHLY;BYDAY=2SA;COUNT=3
        LOCATION:Brewery Row Taproom
        END:VEVENT

        """), name: "rules.ics")
    // UNTIL 2024-01-07 19:00Z is 11:00 PST on the 7th: that occurrence is the last one.
    #expect(
      file.visits == [
        Self.visit(
          Self.market, "2024-01-01", "2024-01-01T11:00:00-08:00", "2024-01-01T13:00:00-08:00",
          source: "Truck"),
        Self.visit(
          Self.market, "2024-01-03", "2024-01-03T11:00:00-08:00", "2024-01-03T13:00:00-08:00",
          source: "Truck"),
        Self.visit(
          Self.market, "2024-01-05", "2024-01-05T11:00:00-08:00", "2024-01-05T13:00:00-08:00",
          source: "Truck"),
        Self.visit(
          Self.market, "2024-01-07", "2024-01-07T11:00:00-08:00", "2024-01-07T13:00:00-08:00",
          source: "Truck"),
        Self.visit(
          Self.brewery, "2024-01-13", "2024-01-13T18:00:00-08:00", "2024-01-13T22:00:00-08:00",
          source: "Truck"),
        Self.visit(
          Self.brewery, "2024-02-10", "2024-02-10T18:00:00-08:00", "2024-02-10T22:00:00-08:00",
          source: "Truck"),
        Self.visit(
          Self.brewery, "2024-03-09", "2024-03-09T18:00:00-08:00", "2024-03-09T22:00:00-08:00",
          source: "Truck"),
      ])
  }

  @Test func dtstartIsTheFirstOccurrenceEvenOffTheRule() throws {
    // DTSTART on Thursday 6 June with a rule for Fridays, COUNT=3: the Thursday, then two
    // Fridays (RFC 5545 counts DTSTART as the first occurrence).
    let file = try read(
      Self.calendar(
        """
        BEGIN:VEVENT
        UID:off
        DTSTART:20240606T180000Z
        DTEND:20240606T200000Z
        RRULE:FREQ=WEEKLY;BYDAY=FR;COUNT=3
        LOCATION:Market
        END:VEVENT

        """), name: "off.ics")
    #expect(
      file.visits.map(\.startsAt) == [
        Self.ms("2024-06-06T18:00:00Z"), Self.ms("2024-06-07T18:00:00Z"),
        Self.ms("2024-06-14T18:00:00Z"),
      ])
  }

  @Test func anOpenRuleRunsToTheHorizon() throws {
    let file = try read(
      Self.calendar(
        """
        BEGIN:VEVENT
        UID:weekly
        DTSTART:20241201T180000Z
        DTEND:20241201T200000Z
        RRULE:FREQ=WEEKLY
        LOCATION:Market
        END:VEVENT

        """), name: "open.ics")
    // Sundays from 1 December through the horizon, 1 January 2025: five of them.
    #expect(
      file.visits.map(\.date.description) == [
        "2024-12-01", "2024-12-08", "2024-12-15", "2024-12-22", "2024-12-29",
      ])
  }

  @Test func foldedLinesEscapedTextAndTheThreeKindsOfTime() throws {
    let file = try read(
      Self.calendar(
        """
        BEGIN:VEVENT
        UID:zoned
        DTSTART;TZID="Asia/Tokyo":20240608T100000
        DTEND;TZID="Asia/Tokyo":20240608T130000
        LOCATION:Brewery Row Tap
         room\\, 1 Main St\\; Cupertino
        SUMMARY:Line one\\nline two\\\\
        END:VEVENT
        BEGIN:VEVENT
        UID:utc
        DTSTART:20240608T020000Z
        DTEND:20240608T053000Z
        LOCATION:Shibuya Cr
        \tossing
        END:VEVENT
        BEGIN:VEVENT
        UID:floating
        DTSTART:20240609T100000
        DTEND:20240609T120000
        SUMMARY:Market
        END:VEVENT

        """), name: "kinds.ics")
    #expect(
      file.visits == [
        // 10:00 in Tokyo is 18:00 the day before in Cupertino: the visit's date is Cupertino's.
        Self.visit(
          Self.brewery, "2024-06-07", "2024-06-08T10:00:00+09:00", "2024-06-08T13:00:00+09:00",
          source: "Truck"),
        Self.visit(
          Self.shibuya, "2024-06-08", "2024-06-08T02:00:00Z", "2024-06-08T05:30:00Z",
          source: "Truck"),
        // A floating time is read in the stop's city's zone.
        Self.visit(
          Self.market, "2024-06-09", "2024-06-09T10:00:00-07:00", "2024-06-09T12:00:00-07:00",
          source: "Truck"),
      ])
    let lines = try ICalendarContentLine.parse(
      "SUMMARY;LANGUAGE=en:a\\, b\\; c\\nd\\\\e\r\n  f\r\nX;P=\"x:y;z\":v")
    #expect(lines.map(\.text) == ["a, b; c\nd\\e f", "v"])
    #expect(lines[1].parameters == ["P": "x:y;z"])
  }

  @Test func unsupportedOrBrokenCalendarsSayWhy() throws {
    func calendarProblems(_ events: String) throws -> [String] {
      try problems(Self.calendar(events), name: "bad.ics").map { "\($0.line): \($0.message)" }
    }
    let found = try calendarProblems(
      """
      BEGIN:VEVENT
      DTSTART;TZID=Pacific Standard Time:20240601T100000
      DTEND;TZID=Pacific Standard Time:20240601T120000
      LOCATION:Market
      END:VEVENT
      BEGIN:VEVENT
      DTSTART;VALUE=DATE:20240602
      LOCATION:Market
      END:VEVENT
      BEGIN:VEVENT
      DTSTART:20240603T100000
      DTEND:20240603T120000
      RRULE:FREQ=YEARLY
      LOCATION:Market
      END:VEVENT
      BEGIN:VEVENT
      DTSTART:20240604T100000
      DTEND:20240604T120000
      RRULE:FREQ=WEEKLY;BYSETPOS=1
      LOCATION:Market
      END:VEVENT

      """)
    #expect(
      found == [
        "6: unknown time zone 'Pacific Standard Time' (TZID): Griddle reads IANA names such as America/Los_Angeles; export the calendar with IANA time zones or in UTC",
        "10: the event 'Market' lasts all day; a visit needs a start and an end time",
        "17: RRULE FREQ=YEARLY is not supported (DAILY, WEEKLY or MONTHLY)",
        "23: RRULE BYSETPOS is not supported (Griddle reads FREQ, INTERVAL, BYDAY, BYMONTHDAY, WKST, COUNT and UNTIL)",
      ])
  }
}
