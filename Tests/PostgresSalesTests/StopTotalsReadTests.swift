import Foundation
import PostgresTestSupport
import SalesDomain
import Testing

@testable import Sales
@testable import SalesAnalytics

/// How `query stops` reads the per-visit roll-ups: a range that reaches past the last stored
/// day is read without its end and one that stops short with it, all cities without naming
/// them in SQL and some cities by name. Every way must give what the stored lines give (the
/// second path, `stopTotalsFromLines`), a city's rows must be the same asked alone or with
/// the others, and PostgreSQL must answer as SQLite.
@Suite(
  .enabled(
    if: PostgresServerBinaries.testsEnabled, Comment(rawValue: PostgresServerBinaries.installHint)))
struct StopTotalsReadTests {
  static let grace = 30
  static let cities = [("Cupertino", "America/Los_Angeles"), ("Berlin", "Europe/Berlin")]

  static func instant(_ text: String) -> Int64 {
    Int64(ISO8601DateFormatter().date(from: text)!.timeIntervalSince1970 * 1000)
  }

  /// Two cities with a stop each, three visits each (one past midnight, one with its own fee),
  /// sales inside, in the grace, outside every visit and on the last day, in both stores.
  private func stores() throws -> BothStores {
    let both = try BothStores(cities: Self.cities)
    let rows = [
      "A1,2024-06-07T18:30:00-07:00,Cupertino,2,1300,sale",
      "A2,2024-06-07T22:10:00-07:00,Cupertino,1,650,sale",
      "A3,2024-06-08T01:30:00-07:00,Cupertino,1,650,sale",
      "A4,2024-06-08T12:00:00-07:00,Cupertino,3,1950,sale",
      "A5,2024-06-14T19:00:00-07:00,Cupertino,1,650,sale",
      "R1,2024-06-14T19:30:00-07:00,Cupertino,-1,-650,refund",
      "A6,2024-06-20T09:00:00-07:00,Cupertino,1,650,sale",
      "B1,2024-06-07T19:00:00+02:00,Berlin,2,1300,sale",
      "B2,2024-06-08T10:00:00+02:00,Berlin,1,650,sale",
      "B3,2024-06-14T20:45:00+02:00,Berlin,4,2600,sale",
      "B4,2024-06-20T21:00:00+02:00,Berlin,1,650,sale",
    ]
    let header =
      "order_id,ordered_at,city,style,quantity,line,gross_cents,discount_cents,kind,refund_of\n"
    let text = rows.map {
      let field = $0.split(separator: ",").map(String.init)
      return
        "\(field[0]),\(field[1]),\(field[2]),Cachapa,\(field[3]),1,\(field[4]),0,\(field[5]),\n"
    }
    #expect(try both.importText(header + text.joined()).committed)
    let visits =
      [
        (
          "Cupertino", "Brewery Row", "2024-06-07", "2024-06-07T18:00:00-07:00",
          "2024-06-08T02:00:00-07:00", nil
        ),
        (
          "Cupertino", "Brewery Row", "2024-06-14", "2024-06-14T18:00:00-07:00",
          "2024-06-14T22:00:00-07:00", StopFee(flatCents: 1000, percentHundredths: 0)
        ),
        (
          "Cupertino", "Brewery Row", "2024-06-19", "2024-06-19T18:00:00-07:00",
          "2024-06-19T22:00:00-07:00", nil
        ),
        (
          "Berlin", "Markthalle", "2024-06-07", "2024-06-07T18:00:00+02:00",
          "2024-06-07T22:00:00+02:00", nil
        ),
        (
          "Berlin", "Markthalle", "2024-06-14", "2024-06-14T18:00:00+02:00",
          "2024-06-14T21:00:00+02:00", nil
        ),
        (
          "Berlin", "Markthalle", "2024-06-20", "2024-06-20T18:00:00+02:00",
          "2024-06-20T22:00:00+02:00", StopFee(flatCents: 0, percentHundredths: 2500)
        ),
      ] as [(String, String, String, String, String, StopFee?)]
    for store in [both.sqlite, both.postgres] as [any SalesDataStore & ScheduleDataStore] {
      var stops: [String: Int64] = [:]
      for (city, stop) in [("Cupertino", "Brewery Row"), ("Berlin", "Markthalle")] {
        let id = try #require(try store.city(named: city)).id
        stops[stop] = try store.addStop(
          name: stop, cityID: id, fee: StopFee(flatCents: 5000, percentHundredths: 1000)
        ).id
      }
      let planned = try visits.map { city, stop, date, start, end, fee in
        Visit(
          cityID: try #require(try store.city(named: city)).id, stopID: stops[stop]!,
          date: LocalDate(iso: date)!, startsAt: Self.instant(start), endsAt: Self.instant(end),
          fee: fee, source: "calendar")
      }
      _ = try store.replaceVisits(of: "calendar", with: planned, graceMinutes: Self.grace)
    }
    return both
  }

  @Test func everyWayOfReadingGivesWhatTheLinesGive() throws {
    let both = try stores()
    // The last stored day is 2024-06-20: ranges that stop short of it, end on it, pass it.
    let ranges = [
      ("2024-06-07", "2024-06-14"), ("2024-06-08", "2024-06-19"), ("2024-06-01", "2024-06-20"),
      ("2024-06-14", "2024-07-31"), ("2024-06-21", "2024-06-30"),
    ]
    for (first, last) in ranges {
      let range = DateRange(LocalDate(iso: first)!, LocalDate(iso: last)!)
      for byWeekday in [false, true] {
        var answers: [[StopTotal]] = []
        for store in [both.sqlite, both.postgres] as [any SalesDataStore & ScheduleDataStore] {
          let analytics = SalesAnalytics(store: store)
          let all = try store.cities()
          let read = try analytics.stopTotals(
            in: range, cities: all, schedule: store, graceMinutes: Self.grace,
            byWeekday: byWeekday)
          let scanned = try analytics.stopTotalsFromLines(
            in: range, cities: all, schedule: store, graceMinutes: Self.grace,
            byWeekday: byWeekday)
          #expect(read == scanned, "\(first)…\(last) by weekday: \(byWeekday)")
          for city in all {
            let alone = try analytics.stopTotals(
              in: range, cities: [city], schedule: store, graceMinutes: Self.grace,
              byWeekday: byWeekday)
            #expect(alone == read.filter { $0.city == city.name }, "\(city.name) alone")
          }
          answers.append(read)
        }
        #expect(answers[0] == answers[1], "PostgreSQL as SQLite: \(first)…\(last)")
      }
    }
  }

  @Test func theWholeHistoryHasEveryVisitAndSale() throws {
    let both = try stores()
    let range = DateRange(LocalDate(iso: "2024-01-01")!, LocalDate(iso: "2024-12-31")!)
    for store in [both.sqlite, both.postgres] as [any SalesDataStore & ScheduleDataStore] {
      let totals = try SalesAnalytics(store: store).stopTotals(
        in: range, cities: store.cities(), schedule: store, graceMinutes: Self.grace,
        byWeekday: false)
      // Every line is somewhere, once: 11 lines, 16 units and 10,400 net in all.
      #expect(totals.reduce(0) { $0 + $1.quantity } == 16)
      #expect(totals.reduce(0) { $0 + $1.netCents } == 10_400)
      #expect(totals.map(\.visits) == [3, 0, 3, 0])
      // Brewery Row, worked by hand: A1, A2 (grace) and A3 (past midnight) on the 7th: 2600,
      // fee 5000 + 260; A5 and R1 on the 14th: 0, its own fee 1000; none on the 19th: 5000.
      let brewery = try #require(totals.first { $0.stop == "Brewery Row" })
      #expect(brewery.netCents == 2600 && brewery.feeCents == 11_260)
      #expect(brewery.visitMinCents == -5000 && brewery.visitMaxCents == -1000)
      // Markthalle's own 25% on the 20th: 162.5 rounds half to even to 162.
      let market = try #require(totals.first { $0.stop == "Markthalle" })
      #expect(market.netCents == 4550 && market.feeCents == 5130 + 5260 + 162)
    }
  }
}
