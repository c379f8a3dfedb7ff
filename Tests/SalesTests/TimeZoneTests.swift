import Foundation
import SalesDomain
import Testing

@testable import Sales

/// Local dates, DST edges, and the offset tables against Foundation.
@Suite struct TimeZoneTests {
  @Test func anEveningOrderInCupertinoBelongsToItsLocalDay() throws {
    let fixture = try ImportFixture()
    // 20:00 on May 7 in Cupertino (PDT, UTC−7) is 03:00 on May 8 in UTC.
    let summary = try fixture.importText(
      header + "a,2022-05-08T03:00:00Z,Cupertino,Dosa,1,\nb,2022-05-07T20:00,Cupertino,Dosa,1,\n"
        + "c,2022-05-07T20:00-07:00,Cupertino,Dosa,1,\n")
    #expect(summary.problems == [])
    #expect(
      try ["a", "b", "c"].map { try fixture.localDate(ofOrder: $0) } == [
        "2022-05-07", "2022-05-07", "2022-05-07",
      ])
    #expect(
      try fixture.store.storedOrder(id: "b")?.orderedAt.timeIntervalSince1970 == 1_651_978_800)
  }

  @Test func aLateOrderInTokyoIsOnTokyosDate() throws {
    let fixture = try ImportFixture()
    // 23:30 in Tokyo on May 7 is 14:30 UTC on May 7; 00:30 on May 8 there is still May 7 in UTC.
    _ = try fixture.importText(
      header + "a,2022-05-07T23:30,Tokyo,Dosa,1,\nb,2022-05-07T15:30:00Z,Tokyo,Dosa,1,\n")
    #expect(try fixture.localDate(ofOrder: "a") == "2022-05-07")
    #expect(try fixture.localDate(ofOrder: "b") == "2022-05-08")
  }

  @Test func ambiguousFallBackTimeIsTheEarlierInstant() throws {
    let fixture = try ImportFixture()
    // Clocks in Cupertino show 01:30 twice on 2024-11-03: first PDT (08:30Z), then PST (09:30Z).
    _ = try fixture.importText(header + "a,2024-11-03T01:30,Cupertino,Dosa,1,\n")
    #expect(try fixture.store.storedOrder(id: "a")?.orderedAt == isoDate("2024-11-03T08:30:00Z"))
    // Sydney falls back on 2024-04-07 at 03:00 AEDT to 02:00 AEST.
    _ = try fixture.importText(header + "s,2024-04-07T02:30,Sydney,Dosa,1,\n", name: "syd.csv")
    #expect(try fixture.store.storedOrder(id: "s")?.orderedAt == isoDate("2024-04-06T15:30:00Z"))
  }

  @Test func nonexistentSpringForwardTimeIsAnError() throws {
    let fixture = try ImportFixture()
    let summary = try fixture.importText(header + "a,2024-03-10T02:30,Cupertino,Dosa,1,\n")
    #expect(
      summary.problems.map { "\($0.line): \($0.message)" } == [
        "2: ordered_at '2024-03-10T02:30' does not exist in Cupertino (America/Los_Angeles): the clocks skip that time when daylight saving time starts"
      ])
    // With an explicit offset the instant is unambiguous and fine.
    let explicit = try fixture.importText(header + "b,2024-03-10T02:30Z,Cupertino,Dosa,1,\n")
    #expect(explicit.problems == [])
  }

  @Test func fractionsAreKeptToTheMillisecond() throws {
    let parsed = try ParsedTimestamp.parse("2024-05-07T12:00:01.98765+02:00").get()
    #expect(parsed.milliseconds == 987)
    #expect(parsed.utcOffsetSeconds == 7200)
    #expect(try ParsedTimestamp.parse("2024-05-07T12:00:01.5").get().milliseconds == 500)
    #expect(try ParsedTimestamp.parse("2024-05-07T12:00").get().utcOffsetSeconds == nil)
    #expect(throws: ParsedTimestamp.Failure.malformed) {
      try ParsedTimestamp.parse("2024-05-07T12:00:").get()
    }
    #expect(throws: ParsedTimestamp.Failure.malformed) {
      try ParsedTimestamp.parse("2024-05-07 12:00Z").get()
    }
  }

  @Test(arguments: [
    "America/Los_Angeles", "America/New_York", "Europe/Berlin", "Asia/Tokyo", "Australia/Sydney",
    "Atlantic/Reykjavik", "America/Sao_Paulo", "Asia/Kolkata",
  ])
  func offsetTableAgreesWithFoundation(zoneName: String) throws {
    let zone = try #require(TimeZone(identifier: zoneName))
    let table = ZoneOffsetTable(timeZone: zone)
    var generator = SystemRandomNumberGenerator()
    // Every hour around each transition, and random instants over the years orders come from.
    var instants: [Int64] = (0..<20_000).map { _ in
      Int64.random(in: 946_684_800..<2_000_000_000, using: &generator)
    }
    var cursor = Date(timeIntervalSince1970: 946_684_800)
    while let next = zone.nextDaylightSavingTimeTransition(after: cursor),
      next.timeIntervalSince1970 < 2_000_000_000
    {
      let second = Int64(next.timeIntervalSince1970)
      instants += [second - 1, second, second + 1, second - 3600, second + 3600]
      cursor = next
    }
    for second in instants {
      let expected = zone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(second)))
      #expect(table.utcOffset(atSecond: second) == expected, "\(zoneName) at \(second)")
      let date = LocalDate(instant: Date(timeIntervalSince1970: Double(second)), timeZone: zone)
      #expect(table.localDay(atMilliseconds: second * 1000 + 999) == date.dayNumber)
    }
  }
}

private func isoDate(_ text: String) -> Date {
  ISO8601DateFormatter().date(from: text)!
}
