import SalesDomain
import Testing

/// Which visit a line belongs to (issue 26): its city's visit whose window widened by the grace
/// holds the instant; between back-to-back visits, the one whose own window holds it, else the
/// nearer, else the earlier.
@Suite struct VisitAttributionTests {
  static let minute: Int64 = 60_000

  static func visit(_ city: Int64, _ stop: Int64, from start: Int64, to end: Int64) -> Visit {
    Visit(
      cityID: city, stopID: stop, date: LocalDate(dayNumber: 0), startsAt: start * minute,
      endsAt: end * minute, fee: nil, source: "t")
  }

  @Test func graceBackToBackAndOtherCities() {
    // City 1: stop 1 from minute 600 to 840, stop 2 from 840 to 960, stop 3 from 1100 to 1200.
    let visits = [
      Self.visit(1, 1, from: 600, to: 840), Self.visit(1, 2, from: 840, to: 960),
      Self.visit(1, 3, from: 1100, to: 1200), Self.visit(2, 9, from: 0, to: 2000),
    ]
    let attribution = VisitAttribution(visits: visits, graceMinutes: 30)
    func stop(_ minute: Int64, city: Int64 = 1) -> Int64? {
      attribution.visit(cityID: city, at: minute * Self.minute)?.stopID
    }
    #expect(stop(569) == nil)  // 31 minutes before the first visit
    #expect(stop(570) == 1)  // 30 minutes before: in the grace
    #expect(stop(839) == 1)
    #expect(stop(840) == 2)  // the second visit's own window, though the first's grace holds it
    #expect(stop(989) == 2)
    #expect(stop(990) == nil)  // the end is excluded, so 30 minutes after it is outside
    // Between 960 and 1100 the graces of stops 2 and 3 do not meet: 1069 is nobody's.
    #expect(stop(1069) == nil)
    #expect(stop(1070) == 3)
    #expect(stop(500, city: 2) == 9)
    #expect(stop(500, city: 3) == nil)
    // Graces that meet: 10 minutes apart with a 30-minute grace; nearer wins, a tie the earlier.
    let close = VisitAttribution(
      visits: [Self.visit(1, 1, from: 0, to: 100), Self.visit(1, 2, from: 110, to: 200)],
      graceMinutes: 30)
    #expect(close.visit(cityID: 1, at: 103 * Self.minute)?.stopID == 1)
    #expect(close.visit(cityID: 1, at: 108 * Self.minute)?.stopID == 2)
  }
}
