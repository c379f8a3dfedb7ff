import SalesDomain
import Testing

@testable import SalesAnalytics

/// The forecasts' grid of (city, day) figures: each city's days in date order, a later row of
/// the same city and day replacing an earlier one, whatever order the rows come in.
@Suite struct DayFigureGridTests {
  let range = DateRange(LocalDate(iso: "2024-03-01")!, LocalDate(iso: "2024-03-10")!)

  func row(_ day: Int, city: Int64, quantity: Int, net: Int) -> CityDayFigures {
    CityDayFigures(
      date: range.first.adding(days: day), cityID: city,
      figures: SalesFigures(
        quantity: quantity, grossCents: net, discountCents: 0, refundCents: 0, netCents: net,
        tickets: 1))
  }

  @Test func rowsOutOfOrderGiveTheGridOfRowsInOrder() {
    let inOrder = [
      row(0, city: 1, quantity: 4, net: 400), row(2, city: 1, quantity: 2, net: 300),
      row(2, city: 2, quantity: 7, net: 700), row(9, city: 1, quantity: 1, net: 250),
    ]
    // The same rows shuffled, with an earlier figure for city 1's third day given first and
    // replaced, and a row outside the range, which is left out.
    let shuffled = [
      row(9, city: 1, quantity: 1, net: 250), row(2, city: 1, quantity: 9, net: 999),
      row(2, city: 2, quantity: 7, net: 700), row(0, city: 1, quantity: 4, net: 400),
      row(2, city: 1, quantity: 2, net: 300), row(12, city: 1, quantity: 5, net: 5),
    ]
    let open: Set<Int> = [0, 1, 2, 9]
    for rows in [inOrder, shuffled] {
      let grid = DayFigureGrid(range: range, cells: rows)
      #expect(
        grid.series(city: 1, open: open).values
          == [4, 0, 2, nil, nil, nil, nil, nil, nil, 1])
      #expect(grid.hasSales(city: 1) && grid.hasSales(city: 2) && !grid.hasSales(city: 3))
      // Over the last 2 days: day 9 alone, 250 a unit; over the whole range: 950 / 7.
      #expect(grid.netPerUnit(city: 1, lastDays: 2) == 250)
      #expect(grid.netPerUnit(city: 1, lastDays: 1) == 250)
      #expect(grid.netPerUnit(city: 2, lastDays: 2) == 100)
    }
    #expect(
      DayFigureGrid(range: range, cells: shuffled).netPerUnit(city: 1, lastDays: 10) == 950.0 / 7)
  }
}
