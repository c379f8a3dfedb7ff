import Foundation
import SalesDomain

/// Varied orders built as `Order` values, in the batches both stores get through
/// `insert(_:)`: tickets of one to three lines with discounts, some exchanging (a refund line
/// next to sales), refund tickets on later days (some in another city), orders whose lines
/// arrive in two calls or twice within one call, a re-insert of everything, and instants right
/// at local midnights, across daylight-saving changes in six zones.
struct ParityOrders {
  static let zones = [
    ("Los Angeles", "America/Los_Angeles"), ("Auckland", "Pacific/Auckland"),
    ("Kathmandu", "Asia/Kathmandu"), ("Lord Howe", "Australia/Lord_Howe"),
    ("Tokyo", "Asia/Tokyo"), ("Reykjavík", "Atlantic/Reykjavik"),
  ]
  static let menu: [(String, Int?)] = [
    ("Cachapa", 650), ("Crêpe", 700), ("Dosa", nil), ("Jian Bing", 550),
  ]
  /// Spans around the 2024 changes (US 03-10 and 11-03, NZ and Lord Howe 04-07, NZ 09-29,
  /// Lord Howe 10-06); May–August have no orders.
  static let spans = [
    (LocalDate(iso: "2024-02-20")!, LocalDate(iso: "2024-04-20")!),
    (LocalDate(iso: "2024-09-20")!, LocalDate(iso: "2024-11-15")!),
  ]

  let cities: [City]
  let styles: [PancakeStyle]
  /// The calls of `insert(_:)`, in order: most lines; the later lines of every seventh order
  /// and the refund tickets, shuffled; the first call again (nothing new).
  let batches: [[Order]]
  /// Days recorded open between the first and second call (some of them sell later).
  let openDays: [(cityID: Int64, date: LocalDate)]

  /// Adds the cities and menu to `store`, in one order, so that every store gives the same ids.
  static func register(in store: any SalesDataStore) throws -> ([City], [PancakeStyle]) {
    let cities = try zones.map { try store.addCity(name: $0.0, timeZoneIdentifier: $0.1) }
    let styles = try menu.map { try store.addStyle(name: $0.0, priceCents: $0.1) }
    return (cities, styles)
  }

  init(cities: [City], styles: [PancakeStyle], seed: UInt64, orderCount: Int = 1500) throws {
    self.cities = cities
    self.styles = styles
    var random = SplitMix64(seed: seed)
    var early: [Order] = []
    var late: [Order] = []
    for index in 0..<orderCount {
      let city = cities.randomElement(using: &random)!
      let instant = Self.instant(in: city, index: index, using: &random)
      let id = "P" + String(format: "%05d", index)
      var lines: [OrderLine] = []
      for number in 1...Int.random(in: 1...3, using: &random) {
        lines.append(try Self.saleLine(number, styles: styles, using: &random))
      }
      if index % 19 == 0 {
        // An exchange: a refund line on the same ticket as its sales.
        let style = styles.randomElement(using: &random)!
        lines.append(
          try OrderLine(
            line: lines.count + 1, styleID: style.id, kind: .refund, quantity: -1,
            grossCents: -(style.priceCents ?? 400), discountCents: index % 2 == 0 ? 0 : -50))
      }
      let splits = index % 7 == 0 && lines.count > 1
      let first = splits ? [lines[0]] : lines
      early.append(try Order(orderID: id, orderedAt: instant, city: city, lines: first))
      if index % 11 == 0 {
        // The same order twice in one call: nothing new the second time.
        early.append(try Order(orderID: id, orderedAt: instant, city: city, lines: first))
      }
      if splits {
        late.append(
          try Order(
            orderID: id, orderedAt: instant, city: city, lines: Array(lines.dropFirst())))
      }
      if Int.random(in: 0..<30, using: &random) == 0 {
        late.append(try Self.refund(of: lines[0], orderID: id, at: instant, among: cities, &random))
      }
    }
    late.shuffle(using: &random)
    batches = [early, late, early]
    var open: [(cityID: Int64, date: LocalDate)] = []
    for _ in 0..<25 {
      let span = Self.spans.randomElement(using: &random)!
      let day = Int.random(in: span.0.dayNumber...span.1.dayNumber, using: &random)
      open.append((cities.randomElement(using: &random)!.id, LocalDate(dayNumber: day)))
    }
    openDays = open
  }

  /// A random instant in one of the spans; every fifth right around a local midnight, and
  /// some with a fraction of a millisecond (which stores drop).
  private static func instant(
    in city: City, index: Int, using random: inout SplitMix64
  ) -> Date {
    let span = spans.randomElement(using: &random)!
    let start = Double(span.0.dayNumber * 86_400)
    let end = Double(span.1.dayNumber * 86_400)
    var seconds = (Double.random(in: start..<end, using: &random) * 1000).rounded() / 1000
    if index % 5 == 0 {
      let local = LocalDate(instant: Date(timeIntervalSince1970: seconds), timeZone: city.timeZone)
      var calendar = Calendar(identifier: .gregorian)
      calendar.timeZone = city.timeZone
      let (year, month, day) = local.components
      let noon = calendar.date(from: DateComponents(year: year, month: month, day: day, hour: 12))!
      seconds =
        calendar.startOfDay(for: noon).timeIntervalSince1970
        + Double(Int.random(in: -90...90, using: &random))
    }
    if index % 13 == 0 { seconds += 0.0004 }
    return Date(timeIntervalSince1970: seconds)
  }

  private static func saleLine(
    _ number: Int, styles: [PancakeStyle], using random: inout SplitMix64
  ) throws -> OrderLine {
    let style = styles.randomElement(using: &random)!
    let quantity = Int.random(in: 1...6, using: &random)
    let price: Int? =
      Int.random(in: 0..<8, using: &random) == 0 ? Int.random(in: 0...900, using: &random) : nil
    let gross = quantity * (price ?? style.priceCents ?? Int.random(in: 300...900, using: &random))
    let discount =
      Int.random(in: 0..<4, using: &random) == 0 ? Int.random(in: 0...gross, using: &random) : 0
    return try OrderLine(
      line: number, styleID: style.id, kind: .sale, quantity: quantity, unitPriceCents: price,
      grossCents: gross, discountCents: discount)
  }

  /// A refund ticket of `sale`, 0–5 days and an hour later, in a random city.
  private static func refund(
    of sale: OrderLine, orderID: String, at instant: Date, among cities: [City],
    _ random: inout SplitMix64
  ) throws -> Order {
    let later = instant.addingTimeInterval(
      Double(Int.random(in: 0...5, using: &random) * 86_400 + 3_600))
    let city = cities.randomElement(using: &random)!
    return try Order(
      orderID: "R" + orderID, orderedAt: later, city: city,
      lines: [
        try OrderLine(
          line: 1, styleID: sale.styleID, kind: .refund, quantity: -sale.quantity,
          grossCents: -sale.grossCents, discountCents: -sale.discountCents, refundOf: orderID)
      ])
  }
}
