import Foundation
import Sales
import SalesAnalytics
import SalesDomain
import TemporaryDirectorySupport

/// Random tickets of one to three lines, with discounts and refunds (on later days than their
/// sales, some in cities and on days that sold nothing else), in cities on both sides of the
/// date line and with odd offsets, over spans that cross daylight-saving changes. Stored
/// through the real importer from CSV files; a naive reference aggregation reads the lines.
struct GeneratedSales {
  let store: SalesStore
  let cities: [City]
  let styles: [PancakeStyle]
  /// Every line as generated (the reference's input), in file order of the first file.
  let lines: [Line]
  /// (city id, date) recorded open with no sales.
  let openWithoutSales: Set<CityDate>
  /// The folder holding the database and the imported files, removed with the last copy of
  /// this value (the suite's, at the end of each test).
  let temporary: TemporaryDirectory
  /// Its location.
  let folder: URL

  struct CityDate: Hashable {
    var cityID: Int64
    var date: LocalDate
  }

  /// One generated line, with its local date and hour from Foundation's Calendar.
  struct Line {
    let orderID: String
    let line: Int
    let instant: Date
    let cityID: Int64
    let styleID: Int64
    let isRefund: Bool
    let quantity: Int
    let unitPriceCents: Int?
    /// Nil: the file leaves gross_cents empty and the importer computes it.
    let givenGrossCents: Int?
    let discountCents: Int
    let refundOf: String?
    let date: LocalDate
    let hour: Int
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

  init(seed: UInt64, orderCount: Int = 4500) throws {
    var random = SplitMix64(seed: seed)
    temporary = try TemporaryDirectory(prefix: "griddle-generated")
    folder = temporary.url
    store = try SalesStore(path: folder.appendingPathComponent("sales.sqlite").path)
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
    var lines: [Line] = []
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
      let id = "T" + String(format: "%05d", index)
      let (date, hour) = Self.referenceLocalTime(of: instant, in: city.timeZone)
      let lineCount = Int.random(in: 1...3, using: &random)
      for number in 1...lineCount {
        let style = styles.randomElement(using: &random)!
        let quantity = Int.random(in: 1...6, using: &random)
        let price: Int? =
          Int.random(in: 0..<10, using: &random) == 0
          ? Int.random(in: 0...900, using: &random) : nil
        let gross: Int? =
          Int.random(in: 0..<3, using: &random) == 0
          ? quantity * Int.random(in: 300...900, using: &random) : nil
        let effectiveGross = gross ?? quantity * (price ?? style.priceCents ?? 0)
        let discount =
          Int.random(in: 0..<4, using: &random) == 0
          ? Int.random(in: 0...effectiveGross, using: &random) : 0
        lines.append(
          Line(
            orderID: id, line: number, instant: instant, cityID: city.id, styleID: style.id,
            isRefund: false, quantity: quantity, unitPriceCents: price, givenGrossCents: gross,
            discountCents: discount, refundOf: nil, date: date, hour: hour))
      }
      // About 3% of tickets are refunded in part, 0–5 days later, by a refund ticket (which
      // sometimes lands in a city that sells nothing that day).
      if Int.random(in: 0..<33, using: &random) == 0 {
        let refunded = lines[lines.count - 1]
        let later = instant.addingTimeInterval(
          Double(Int.random(in: 0...5, using: &random) * 86_400 + 3_600))
        let refundCity =
          Int.random(in: 0..<4, using: &random) == 0 ? cities.randomElement(using: &random)! : city
        let (refundDate, refundHour) = Self.referenceLocalTime(of: later, in: refundCity.timeZone)
        let gross =
          refunded.givenGrossCents ?? refunded.quantity
          * (refunded.unitPriceCents ?? styles.first { $0.id == refunded.styleID }!.priceCents ?? 0)
        lines.append(
          Line(
            orderID: "R" + id, line: 1, instant: later, cityID: refundCity.id,
            styleID: refunded.styleID, isRefund: true, quantity: -refunded.quantity,
            unitPriceCents: nil, givenGrossCents: -gross, discountCents: -refunded.discountCents,
            refundOf: id, date: refundDate, hour: refundHour))
      }
    }
    lines.sort { ($0.orderID, $0.line) < ($1.orderID, $1.line) }
    self.lines = lines
    var open = Set<CityDate>()
    var openDays: [CityDate] = []
    let sold = Set(lines.filter { !$0.isRefund }.map { CityDate(cityID: $0.cityID, date: $0.date) })
    for _ in 0..<25 {
      let span = Self.spans.randomElement(using: &random)!
      let date = LocalDate(
        dayNumber: Int.random(in: span.0.dayNumber...span.1.dayNumber, using: &random))
      let entry = CityDate(cityID: cities.randomElement(using: &random)!.id, date: date)
      openDays.append(entry)
      if !sold.contains(entry) { open.insert(entry) }
    }
    openWithoutSales = open
    // The first file holds most lines, sorted (the range-scan path, with orders straddling
    // batches); the second, shuffled, holds every seventh order's later lines and the
    // refunds (the row-by-row path, lines of orders already stored). Then the first again:
    // nothing new.
    let late = lines.filter { line in
      line.orderID.hasPrefix("R")
        || (line.line > 1 && Int(line.orderID.dropFirst())! % 7 == 0)
    }
    let lateKeys = Set(late.map { "\($0.orderID)#\($0.line)" })
    let first = lines.filter { !lateKeys.contains("\($0.orderID)#\($0.line)") }
    var second = late
    second.shuffle(using: &random)
    try importFile(first, named: "first.csv")
    try importFile(second, named: "second.csv")
    try importFile(first, named: "first.csv", expectNew: false)
    for entry in openDays { try store.recordOpenDay(cityID: entry.cityID, date: entry.date) }
  }

  /// Writes `lines` as a `griddle` CSV with every optional column and imports it with the real
  /// importer; fails unless it committed without problems and the roll-ups still equal a
  /// GROUP BY over the stored lines.
  private func importFile(_ lines: [Line], named name: String, expectNew: Bool = true) throws {
    let iso = ISO8601DateFormatter()
    iso.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
    var text =
      "order_id,ordered_at,city,style,quantity,unit_price_cents,line,gross_cents,discount_cents,kind,refund_of\n"
    let cityNames = Dictionary(uniqueKeysWithValues: cities.map { ($0.id, $0.name) })
    let styleNames = Dictionary(uniqueKeysWithValues: styles.map { ($0.id, $0.name) })
    for line in lines {
      let fields: [String] = [
        line.orderID, iso.string(from: line.instant), cityNames[line.cityID]!,
        styleNames[line.styleID]!, String(line.quantity),
        line.unitPriceCents.map(String.init) ?? "",
        String(line.line), line.givenGrossCents.map(String.init) ?? "",
        line.discountCents == 0 && line.line % 2 == 0 ? "" : String(line.discountCents),
        line.isRefund ? "refund" : (line.line == 2 ? "" : "sale"), line.refundOf ?? "",
      ]
      text += fields.joined(separator: ",") + "\n"
    }
    let path = folder.appendingPathComponent(name).path
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    let importer = try OrderImporter(store: store)
    let summary = try importer.importFile(atPath: path)
    try importer.finish()
    guard summary.committed, summary.problemCount == 0,
      summary.imported == (expectNew ? lines.count : 0),
      summary.alreadyPresent == (expectNew ? 0 : lines.count)
    else {
      throw GeneratedSalesError(description: "import of \(name) failed: \(summary)")
    }
    let discrepancies = try store.rollupDiscrepancies()
    guard discrepancies.isEmpty else {
      throw GeneratedSalesError(description: "after \(name): \(discrepancies)")
    }
  }

  struct GeneratedSalesError: Error, CustomStringConvertible {
    var description: String
  }

  // MARK: Reference calendar arithmetic (Foundation's Calendar, not LocalDate(instant:))

  static func referenceDate(of instant: Date, in zone: TimeZone) -> LocalDate {
    referenceLocalTime(of: instant, in: zone).date
  }

  static func referenceLocalTime(of instant: Date, in zone: TimeZone) -> (
    date: LocalDate, hour: Int
  ) {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = zone
    let parts = calendar.dateComponents([.year, .month, .day, .hour], from: instant)
    return (LocalDate(year: parts.year!, month: parts.month!, day: parts.day!)!, parts.hour!)
  }

  static func startOfDay(_ date: LocalDate, in zone: TimeZone) -> Date {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = zone
    let (year, month, day) = date.components
    return calendar.startOfDay(
      for: calendar.date(from: DateComponents(year: year, month: month, day: day, hour: 12))!)
  }
}
