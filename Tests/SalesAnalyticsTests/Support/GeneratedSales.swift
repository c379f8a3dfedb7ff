import Foundation
import Sales
import SalesAnalytics

/// Random orders in cities on both sides of the date line and with odd offsets, over spans that
/// cross daylight-saving changes, plus a naive reference aggregation straight from the orders.
struct GeneratedSales {
  let store: SalesStore
  let cities: [City]
  let styles: [PancakeStyle]
  let orders: [Order]
  /// (city id, date) recorded open with no sales.
  let openWithoutSales: Set<CityDate>
  /// Each order's local date by Foundation's Calendar, computed once.
  let referenceDates: [String: LocalDate]

  struct CityDate: Hashable {
    var cityID: Int64
    var date: LocalDate
  }

  static let zones = [
    ("Los Angeles", "America/Los_Angeles"), ("Tokyo", "Asia/Tokyo"),
    ("Auckland", "Pacific/Auckland"), ("Kathmandu", "Asia/Kathmandu"),
    ("Lord Howe", "Australia/Lord_Howe"), ("Reykjavík", "Atlantic/Reykjavik"),
  ]

  /// Spans around the 2024 changes: US spring forward 03-10, NZ and Lord Howe fall back 04-07,
  /// NZ spring forward 09-29, Lord Howe 10-06, US fall back 11-03. May–August have no orders.
  static let spans = [
    (LocalDate(iso: "2024-02-20")!, LocalDate(iso: "2024-04-20")!),
    (LocalDate(iso: "2024-09-20")!, LocalDate(iso: "2024-11-15")!),
  ]

  init(seed: UInt64, orderCount: Int = 4000) throws {
    var random = SplitMix64(seed: seed)
    store = try SalesStore(path: ":memory:")
    var cities: [City] = []
    for (name, zone) in Self.zones {
      cities.append(try store.addCity(name: name, timeZoneIdentifier: zone))
    }
    styles = [
      try store.addStyle(name: "Cachapa", priceCents: 650),
      try store.addStyle(name: "Crêpe", priceCents: 700),
      try store.addStyle(name: "Dosa", priceCents: nil),
      try store.addStyle(name: "Jian Bing", priceCents: 550),
    ]
    self.cities = cities
    var orders: [Order] = []
    let utc = TimeZone(identifier: "UTC")!
    for index in 0..<orderCount {
      let city = cities.randomElement(using: &random)!
      let span = Self.spans.randomElement(using: &random)!
      let start = Self.startOfDay(span.0, in: utc).timeIntervalSince1970
      let end = Self.startOfDay(span.1, in: utc).timeIntervalSince1970
      // Whole milliseconds: the store keeps instants to the millisecond.
      var instant = Date(
        timeIntervalSince1970: (Double.random(in: start..<end, using: &random) * 1000).rounded()
          / 1000)
      if index % 5 == 0 {
        // Right around a local midnight, where a UTC or fixed-offset day would be wrong.
        let local = Self.referenceDate(of: instant, in: city.timeZone)
        let midnight = Self.startOfDay(local, in: city.timeZone)
        instant = midnight.addingTimeInterval(Double(Int.random(in: -90...90, using: &random)))
      }
      // Roughly one city-day in six is closed: drop its orders.
      let day = Self.referenceDate(of: instant, in: city.timeZone)
      if (day.dayNumber &* 31 &+ Int(city.id) &* 17) % 6 == 0 { continue }
      let style = styles.randomElement(using: &random)!
      orders.append(
        Order(
          orderID: "T\(index)", orderedAt: instant, city: city, style: style,
          quantity: Int.random(in: 1...6, using: &random),
          unitPriceCents: Int.random(in: 0..<10, using: &random) == 0
            ? Int.random(in: 0...900, using: &random) : nil))
    }
    self.orders = orders
    let zones = Dictionary(uniqueKeysWithValues: cities.map { ($0.id, $0.timeZone) })
    referenceDates = Dictionary(
      uniqueKeysWithValues: orders.map {
        ($0.orderID, Self.referenceDate(of: $0.orderedAt, in: zones[$0.cityID]!))
      })
    // Insert in batches, and one batch twice: a repeat must not count twice.
    for batch in stride(from: 0, to: orders.count, by: 700) {
      try store.insert(Array(orders[batch..<min(batch + 700, orders.count)]))
    }
    try store.insert(Array(orders.prefix(300)))
    var open = Set<CityDate>()
    let sold = Set(orders.map { CityDate(cityID: $0.cityID, date: $0.localDate) })
    for _ in 0..<25 {
      let span = Self.spans.randomElement(using: &random)!
      let date = LocalDate(
        dayNumber: Int.random(in: span.0.dayNumber...span.1.dayNumber, using: &random))
      let entry = CityDate(cityID: cities.randomElement(using: &random)!.id, date: date)
      try store.recordOpenDay(cityID: entry.cityID, date: entry.date)
      if !sold.contains(entry) { open.insert(entry) }
    }
    openWithoutSales = open
  }

  // MARK: Reference calendar arithmetic (Foundation's Calendar, not LocalDate(instant:))

  static func referenceDate(of instant: Date, in zone: TimeZone) -> LocalDate {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = zone
    let parts = calendar.dateComponents([.year, .month, .day], from: instant)
    return LocalDate(year: parts.year!, month: parts.month!, day: parts.day!)!
  }

  static func startOfDay(_ date: LocalDate, in zone: TimeZone) -> Date {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = zone
    let (year, month, day) = date.components
    return calendar.startOfDay(
      for: calendar.date(from: DateComponents(year: year, month: month, day: day, hour: 12))!)
  }
}
