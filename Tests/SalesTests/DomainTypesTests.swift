import Foundation
import Sales
import SalesDomain
import Testing

@Suite struct LocalDateTests {
  @Test func convertsToAndFromDayNumbers() {
    #expect(LocalDate(year: 1970, month: 1, day: 1)?.dayNumber == 0)
    #expect(LocalDate(year: 1969, month: 12, day: 31)?.dayNumber == -1)
    // 2022-05-08 is 19,120 days after the epoch (52 years incl. 13 leap days + 127 days).
    #expect(LocalDate(year: 2022, month: 5, day: 8)?.dayNumber == 19_120)
    #expect(LocalDate(dayNumber: 19_120).description == "2022-05-08")
    #expect(LocalDate(year: 2000, month: 2, day: 29) != nil)
    #expect(LocalDate(year: 1900, month: 2, day: 29) == nil)
    #expect(LocalDate(year: 2022, month: 4, day: 31) == nil)
  }

  @Test func roundTripsEveryDayForFourCenturies() {
    let calendar = Calendar(identifier: .gregorian)
    var components = DateComponents(
      timeZone: TimeZone(identifier: "UTC"), year: 1900, month: 1, day: 1)
    var date = calendar.date(from: components)!
    for _ in 0..<(366 * 4) {
      components = calendar.dateComponents(in: TimeZone(identifier: "UTC")!, from: date)
      let local = LocalDate(year: components.year!, month: components.month!, day: components.day!)!
      #expect(local.dayNumber == Int((date.timeIntervalSince1970 / 86_400).rounded(.down)))
      #expect(local.components == (components.year!, components.month!, components.day!))
      date = date.addingTimeInterval(86_400 * 101)  // jumps across many months and leap years
    }
  }

  @Test func parsesAndRejectsISOText() {
    #expect(LocalDate(iso: "2022-06-06")?.description == "2022-06-06")
    for bad in ["2022-6-06", "2022-13-01", "2022-02-30", "20220606", "2022-06-0x", ""] {
      #expect(LocalDate(iso: bad) == nil, "\(bad)")
    }
  }

  @Test func knowsISOWeekdays() {
    #expect(LocalDate(iso: "2022-05-08")?.isoWeekday == 7)  // a Sunday
    #expect(LocalDate(iso: "2022-05-09")?.isoWeekday == 1)  // a Monday
    #expect(LocalDate(iso: "1969-12-29")?.isoWeekday == 1)  // before the epoch
  }

  @Test func localDateFollowsTheCityTimeZone() {
    // 2022-05-08T03:00Z is 20:00 on May 7 in Cupertino and 12:00 on May 8 in Tokyo.
    let instant = Date(timeIntervalSince1970: 1_651_978_800)
    #expect(
      LocalDate(instant: instant, timeZone: TimeZone(identifier: "America/Los_Angeles")!)
        .description == "2022-05-07")
    #expect(
      LocalDate(instant: instant, timeZone: TimeZone(identifier: "Asia/Tokyo")!).description
        == "2022-05-08")
  }

  @Test func monthsStepAcrossYears() {
    let month = YearMonth(iso: "2021-12")!
    #expect(month.adding(months: 1).description == "2022-01")
    #expect(month.adding(months: -12).description == "2020-12")
    #expect(YearMonth(iso: "2022-02")!.lastDay.description == "2022-02-28")
    #expect(YearMonth(iso: "2022-13") == nil)
  }
}

@Suite struct NameMatchingTests {
  @Test func ignoresCaseAndNormalizationForm() {
    let decomposed = "cre\u{0302}pe"
    #expect(NameKey(decomposed) == NameKey("Crêpe"))
    #expect(NameKey("  SAN FRANCISCO ") == NameKey("San Francisco"))
    #expect(NameKey("Dosa") != NameKey("Dosas"))
  }

  @Test func suggestsTheClosestName() {
    #expect(closestMatch(to: "Cupertnio", among: ["Cupertino", "San Francisco"]) == "Cupertino")
    #expect(closestMatch(to: "crepe", among: ["Crêpe", "Dosa"]) == "Crêpe")
    #expect(closestMatch(to: "Paris", among: ["Cupertino", "San Francisco"]) == nil)
  }
}

@Suite struct OrderInvariantTests {
  let noon = Date(timeIntervalSince1970: 1_715_083_200)
  let tokyo = City(id: 1, name: "Tokyo", timeZone: TimeZone(identifier: "Asia/Tokyo")!)

  @Test func linesCheckTheSignsAndAmountsOfTheirKind() throws {
    #expect(throws: OrderInvariantError.quantity(line: 1, 0, .sale)) {
      try OrderLine(line: 1, styleID: 1, kind: .sale, quantity: 0, grossCents: 0)
    }
    #expect(throws: OrderInvariantError.quantity(line: 2, 1, .refund)) {
      try OrderLine(line: 2, styleID: 1, kind: .refund, quantity: 1, grossCents: -100)
    }
    #expect(throws: OrderInvariantError.money(line: 1, 100, 101, .sale)) {
      try OrderLine(
        line: 1, styleID: 1, kind: .sale, quantity: 1, grossCents: 100, discountCents: 101)
    }
    #expect(throws: OrderInvariantError.money(line: 1, -100, 10, .refund)) {
      try OrderLine(
        line: 1, styleID: 1, kind: .refund, quantity: -1, grossCents: -100, discountCents: 10)
    }
    #expect(throws: OrderInvariantError.refundOfOnSale(line: 1)) {
      try OrderLine(line: 1, styleID: 1, kind: .sale, quantity: 1, grossCents: 1, refundOf: "x")
    }
    #expect(throws: OrderInvariantError.lineNumber(0)) {
      try OrderLine(line: 0, styleID: 1, kind: .sale, quantity: 1, grossCents: 1)
    }
    let refund = try OrderLine(
      line: 1, styleID: 1, kind: .refund, quantity: -2, grossCents: -1000, discountCents: -100,
      refundOf: "A")
    #expect(refund.netCents == -900)
  }

  @Test func ordersNeedLinesWithDistinctNumbers() throws {
    let line = try OrderLine(line: 1, styleID: 1, kind: .sale, quantity: 1, grossCents: 500)
    #expect(throws: OrderInvariantError.noLines(orderID: "A")) {
      try Order(orderID: "A", orderedAt: noon, city: tokyo, lines: [])
    }
    #expect(throws: OrderInvariantError.repeatedLine(orderID: "A", line: 1)) {
      try Order(orderID: "A", orderedAt: noon, city: tokyo, lines: [line, line])
    }
    #expect(throws: OrderInvariantError.emptyOrderID) {
      try Order(orderID: "", orderedAt: noon, city: tokyo, lines: [line])
    }
    // 12:00 UTC is 21:00 in Tokyo.
    let order = try Order(orderID: "A", orderedAt: noon, city: tokyo, lines: [line])
    #expect(order.localHour == 21 && order.localDate.description == "2024-05-07")
  }
}
