import SalesDomain
import Testing

@testable import Sales

/// `VisitSalesStatements.byCityAndStart`: the visits of the index by day, put in city order.
@Suite struct VisitOrderTests {
  /// Visits in the index's order (by day, then city, then start) over `days` days.
  private func visits(days: Int, cities: [Int64]) -> [Visit] {
    var result: [Visit] = []
    for day in 0..<days {
      for city in cities {
        for slot in 0..<3 {
          let start = Int64(day) * 86_400_000 + Int64(slot) * 14_400_000 + city * 1_000
          result.append(
            Visit(
              cityID: city, stopID: Int64(slot), date: LocalDate(dayNumber: 20_000 + day),
              startsAt: start, endsAt: start + 7_200_000, fee: nil, source: "s\(day)"))
        }
      }
    }
    return result
  }

  @Test func visitsComeByCityThenStartAndNoneIsLostOrRepeated() {
    let all = visits(days: 40, cities: [3, 7, 11])
    let ordered = VisitSalesStatements<SQLiteDialect>.byCityAndStart(all, cities: [3, 7, 11])
    // An independent order: a stable sort by (city, start).
    let expected = all.enumerated().sorted {
      ($0.element.cityID, $0.element.startsAt, $0.offset)
        < ($1.element.cityID, $1.element.startsAt, $1.offset)
    }.map(\.element)
    #expect(ordered == expected)
  }

  @Test func visitsOfACityNotAskedForAreKeptInCityOrder() {
    let all = visits(days: 5, cities: [2, 5, 9])
    let ordered = VisitSalesStatements<SQLiteDialect>.byCityAndStart(all, cities: [5, 9])
    #expect(ordered.count == all.count)
    #expect(ordered.map(\.cityID) == all.map(\.cityID).sorted())
    #expect(
      zip(ordered, ordered.dropFirst()).allSatisfy {
        $0.cityID != $1.cityID || $0.startsAt < $1.startsAt
      })
  }
}
