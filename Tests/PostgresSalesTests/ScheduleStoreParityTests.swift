import Foundation
import PostgresTestSupport
import SalesDomain
import Testing

@testable import Sales

/// Stops and visits on both stores (issue 26): the same answers, the same refusals.
@Suite(
  .enabled(
    if: PostgresServerBinaries.testsEnabled, Comment(rawValue: PostgresServerBinaries.installHint)))
struct ScheduleStoreParityTests {
  /// 2024-06-07 (a Friday) 18:00 in Cupertino (UTC−7) as ms since 1970.
  static let fridayEvening: Int64 = 1_717_808_400_000
  static let hour: Int64 = 3_600_000

  @Test func stopsAndVisitsRoundTripAndRefuseOverlaps() throws {
    let both = try BothStores()
    for store in [both.sqlite, both.postgres] as [any SalesDataStore & ScheduleDataStore] {
      let cupertino = try #require(try store.city(named: "Cupertino"))
      let tokyo = try #require(try store.city(named: "Tokyo"))
      let brewery = try store.addStop(
        name: "Brewery Row", cityID: cupertino.id,
        fee: StopFee(flatCents: 5000, percentHundredths: 1000))
      // Adding again matches ignoring case, and takes the new fee.
      let again = try store.addStop(
        name: "BREWERY ROW", cityID: cupertino.id,
        fee: StopFee(flatCents: 0, percentHundredths: 1250))
      #expect(again.id == brewery.id && again.name == "Brewery Row")
      #expect(try store.stops().map(\.fee) == [StopFee(flatCents: 0, percentHundredths: 1250)])
      #expect(
        throws: StopError.inAnotherCity(
          stop: "Brewery Row", recordedCity: "Cupertino", requestedCity: "Tokyo")
      ) {
        try store.addStop(name: "brewery row", cityID: tokyo.id, fee: .none)
      }
      let market = try store.addStop(name: "Market", cityID: cupertino.id, fee: .none)
      let date = try #require(LocalDate(year: 2024, month: 6, day: 7))
      let friday = Visit(
        cityID: cupertino.id, stopID: brewery.id, date: date, startsAt: Self.fridayEvening,
        endsAt: Self.fridayEvening + 5 * Self.hour, fee: nil, source: "a.ics")
      let saturday = Visit(
        cityID: cupertino.id, stopID: market.id, date: date.adding(days: 1),
        startsAt: Self.fridayEvening + 15 * Self.hour, endsAt: Self.fridayEvening + 20 * Self.hour,
        fee: StopFee(flatCents: 0, percentHundredths: 0), source: "a.ics")
      #expect(
        try store.replaceVisits(of: "a.ics", with: [friday, saturday], graceMinutes: 30)
          == ScheduleImportSummary(source: "a.ics", visits: 2, replaced: 0, unchanged: false))
      #expect(
        try store.replaceVisits(of: "a.ics", with: [saturday, friday], graceMinutes: 30)
          == ScheduleImportSummary(source: "a.ics", visits: 2, replaced: 2, unchanged: true))
      // Another source may not put the truck elsewhere at the same time; nothing changes.
      var clash = friday
      clash.source = "b.csv"
      clash.stopID = market.id
      clash.startsAt += 4 * Self.hour
      clash.endsAt += 4 * Self.hour
      #expect(throws: VisitOverlap(new: clash, other: friday)) {
        try store.replaceVisits(of: "b.csv", with: [clash], graceMinutes: 30)
      }
      // Back to back is not an overlap.
      clash.startsAt = friday.endsAt
      clash.endsAt = friday.endsAt + Self.hour
      _ = try store.replaceVisits(of: "b.csv", with: [clash], graceMinutes: 30)
      #expect(try store.visits(on: nil, cityIDs: []) == [friday, clash, saturday])
      #expect(try store.visits(on: date...date, cityIDs: [cupertino.id]) == [friday, clash])
      #expect(try store.visits(on: nil, cityIDs: [tokyo.id]) == [])
      // A changed calendar replaces that calendar's visits only.
      #expect(
        try store.replaceVisits(of: "a.ics", with: [saturday], graceMinutes: 30)
          == ScheduleImportSummary(source: "a.ics", visits: 1, replaced: 2, unchanged: false))
      #expect(try store.visits(on: nil, cityIDs: []) == [clash, saturday])
    }
  }
}
