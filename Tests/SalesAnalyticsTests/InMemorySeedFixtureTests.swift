import Foundation
import InMemorySalesStore
import SalesAnalytics
import SalesDomain
import Testing

/// `SeedFixtureTests`' scenario against the in-memory store alone: the committed fixture read
/// here (not by the importer) into a store with no database, and the WWDC22 session's numbers
/// (typed from the issue, as there) from SalesAnalytics over it.
@Suite struct InMemorySeedFixtureTests {
  let analytics: SalesAnalytics

  init() throws { analytics = SalesAnalytics(store: try Self.makeStore()) }

  static func date(_ text: String) -> LocalDate { LocalDate(iso: text)! }
  static let last30Days = DateRange(date("2022-05-08"), date("2022-06-06"))

  /// The fixture's cities, menu and orders in an `InMemorySalesStore`.
  static func makeStore() throws -> InMemorySalesStore {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("fixtures")
    let store = InMemorySalesStore()
    let config =
      try JSONSerialization.jsonObject(
        with: Data(contentsOf: folder.appendingPathComponent("griddle.json"))) as! [String: Any]
    for city in config["cities"] as! [[String: Any]] {
      try store.addCity(
        name: city["name"] as! String, timeZoneIdentifier: city["timeZone"] as! String)
    }
    for style in config["styles"] as! [[String: Any]] {
      try store.addStyle(name: style["name"] as! String, priceCents: style["priceCents"] as? Int)
    }
    let text = try String(
      contentsOf: folder.appendingPathComponent("orders.csv"), encoding: .utf8)
    var orders: [Order] = []
    // order_id,ordered_at,city,style,quantity,unit_price_cents; no field is quoted.
    for row in text.split(separator: "\n").dropFirst() {
      let fields = row.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
      let city = try store.requireCity(named: fields[2])
      orders.append(
        try Order(
          orderID: fields[0], orderedAt: try instant(fields[1], in: city.timeZone), city: city,
          style: try store.requireStyle(named: fields[3]), quantity: Int(fields[4])!,
          unitPriceCents: Int(fields[5])))
    }
    try store.insert(orders)
    return store
  }

  /// `2021-07-01T16:12:37Z`, with an offset, fractional seconds, or local (the city's zone,
  /// none of the fixture's local times in a daylight-saving gap or overlap); seconds optional.
  static func instant(_ text: String, in zone: TimeZone) throws -> Date {
    var local = Substring(text)
    var offset: Int?
    if local.hasSuffix("Z") {
      offset = 0
      local = local.dropLast()
    } else if let sign = local.dropFirst(10).lastIndex(where: { $0 == "+" || $0 == "-" }) {
      let parts = local[local.index(after: sign)...].split(separator: ":").map { Int($0)! }
      offset = (local[sign] == "-" ? -1 : 1) * (parts[0] * 3600 + parts[1] * 60)
      local = local[..<sign]
    }
    let date = LocalDate(iso: local.prefix(10))!
    let time = local.dropFirst(11).split(separator: ":")
    let seconds = time.count > 2 ? Double(time[2])! : 0
    let wall =
      Double(date.dayNumber * 86_400 + Int(time[0])! * 3600 + Int(time[1])! * 60) + seconds
    if let offset { return Date(timeIntervalSince1970: wall - Double(offset)) }
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = zone
    let (year, month, day) = date.components
    let whole = calendar.date(
      from: DateComponents(
        year: year, month: month, day: day, hour: Int(time[0])!, minute: Int(time[1])!))!
    return whole.addingTimeInterval(seconds)
  }

  @Test func dailySalesAreTheSessionsThirtyValues() throws {
    let expected = [
      168, 117, 106, 119, 109, 104, 196, 172, 122, 115, 138, 110, 106, 187, 187, 119, 160, 144,
      152, 148, 240, 242, 173, 143, 137, 123, 146, 214, 250, 146,
    ]
    #expect(try analytics.latestDateWithData() == Self.date("2022-06-06"))
    #expect(try analytics.earliestDateWithData() == Self.date("2021-07-01"))
    let days = try analytics.dailyTotals(in: DateRange.days(30, endingOn: Self.date("2022-06-06")))
    #expect(days.map(\.quantity) == expected)
    #expect(days.allSatisfy { $0.isOperatingDay })
  }

  @Test func topStylesOverTheLast30Days() throws {
    let styles = try analytics.styleTotals(in: Self.last30Days)
    #expect(styles.map(\.style) == ["Cachapa", "Injera", "Crêpe", "Jian Bing", "Dosa", "American"])
    #expect(styles.map(\.quantity) == [916, 850, 802, 753, 654, 618])
  }

  @Test func monthlyRangeBandJuly2021ToMay2022() throws {
    let expected: [(Int, Int, Int, Int)] = [
      (3952, 95, 194, 127), (4044, 96, 189, 130), (3930, 101, 184, 131), (4217, 96, 193, 136),
      (4006, 104, 202, 134), (3994, 96, 190, 129), (4202, 96, 203, 136), (3749, 98, 200, 134),
      (4329, 104, 218, 140), (4084, 93, 221, 136), (4559, 104, 242, 147),
    ]
    let months = try analytics.monthlySummaries(
      from: YearMonth(year: 2021, month: 7)!, through: YearMonth(year: 2022, month: 5)!)
    #expect(months.count == expected.count)
    for (summary, row) in zip(months, expected) {
      #expect(summary.quantity == row.0, "\(summary.month)")
      #expect(summary.dailyMin == row.1, "\(summary.month)")
      #expect(summary.dailyMax == row.2, "\(summary.month)")
      #expect(summary.roundedDailyAverage == row.3, "\(summary.month)")
      #expect(summary.operatingDays == DateRange(month: summary.month).dayCount)
    }
  }

  @Test func citiesAndWeekdaysOfTheSessionsWeek() throws {
    let week = DateRange(Self.date("2022-05-02"), Self.date("2022-05-07"))
    let byCity = try analytics.dailyTotalsByCity(in: week)
    #expect(byCity.filter { $0.city == "Cupertino" }.map(\.quantity) == [54, 42, 88, 49, 42, 125])
    #expect(
      byCity.filter { $0.city == "San Francisco" }.map(\.quantity) == [81, 90, 52, 72, 84, 84])
    let cities = try analytics.cityTotals(in: week)
    #expect(cities.map(\.quantity) == [400, 463])
    #expect(cities.map(\.operatingDays) == [6, 6])
    let weekdays = try analytics.weekdayTotals(
      in: DateRange(Self.date("2022-05-02"), Self.date("2022-05-08")))
    #expect(
      weekdays.filter { $0.city == "Cupertino" }.map(\.quantity).prefix(6)
        == [54, 42, 88, 49, 42, 125])
  }

  @Test func filtersByNameAsTyped() throws {
    let cachapa = try analytics.store.requireStyle(named: "CACHAPA")
    let crepe = try analytics.store.requireStyle(named: "CRE\u{0302}PE")
    let both = try analytics.styleTotals(
      in: Self.last30Days, filter: SalesFilter(styles: [crepe, cachapa]))
    #expect(both.map(\.quantity) == [916, 802])
    let cupertino = try analytics.store.requireCity(named: "cupertino")
    let days = try analytics.dailyTotals(
      in: DateRange(Self.date("2022-05-02"), Self.date("2022-05-07")),
      filter: SalesFilter(cities: [cupertino]))
    #expect(days.map(\.quantity) == [54, 42, 88, 49, 42, 125])
  }

  @Test func comparisons() throws {
    let end = Self.date("2022-06-06")
    let month = try analytics.comparison(.monthVersusPreviousMonth, endingOn: end)
    #expect(month.current.quantity == 1016)
    #expect(month.previous.quantity == 119 + 135 + 132 + 140 + 121 + 126)
    #expect(try analytics.comparison(.trailingDays(30), endingOn: end).current.quantity == 4593)
    #expect(
      try analytics.comparison(.monthVersusSameMonthLastYear, endingOn: end).percentChange == nil)
  }
}
