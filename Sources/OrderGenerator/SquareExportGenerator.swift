import Foundation

/// Writes a Square export and the same lines in Griddle's own columns.
///
/// By default as the pos suite always has (ids `T0000000001`, … in ticket order, tickets of 1–4
/// lines), so its figures stay comparable. With `squareIDs`, shaped as Square's own exports:
/// random 22-character base62 transaction, payment and refund ids (`DT9dhy4bacTaYViVqoeFc0`),
/// tickets of 1–3 lines, rows still in time order.
public struct SquareExportGenerator: Sendable {
  /// How many lines (sale and refund rows) to write.
  public let lineCount: Int
  /// Random Square-shaped ids and 1–3 lines a ticket (see above).
  public var squareIDs = false
  /// The random stream (a later night's file takes another).
  public var seed: UInt64 = 11
  /// The instant before the first ticket, in seconds since 1970.
  public var startInstant = 1_735_718_400.0  // 2025-01-01T08:00Z
  /// The number of the first ticket (sequential ids of a later file continue the earlier's).
  public var firstTicket = 1

  /// A generator of `lineCount` lines with the options above.
  public init(
    lineCount: Int, squareIDs: Bool = false, seed: UInt64 = 11,
    startInstant: Double = 1_735_718_400, firstTicket: Int = 1
  ) {
    self.lineCount = lineCount
    self.squareIDs = squareIDs
    self.seed = seed
    self.startInstant = startInstant
    self.firstTicket = firstTicket
  }

  /// The cities, with the time zones of their config entries.
  public static let cities = [
    ("Cupertino", "America/Los_Angeles"), ("New York", "America/New_York"),
    ("Austin", "America/Chicago"), ("Denver", "America/Denver"),
  ]
  /// The styles, with menu prices.
  public static let styles = [
    ("Cachapa", 650), ("Injera", 600), ("Crêpe", 700), ("Jian Bing", 550), ("Dosa", 800),
    ("American", 500),
  ]

  /// The config naming those cities (with `NAME Truck` aliases, Square's locations) and styles.
  public static var configJSON: String {
    let cities = Self.cities.map {
      "{\"name\": \"\($0.0)\", \"timeZone\": \"\($0.1)\", \"aliases\": [\"\($0.0) Truck\"]}"
    }
    let styles = Self.styles.map { "{\"name\": \"\($0.0)\", \"priceCents\": \($0.1)}" }
    return
      "{\"cities\": [\(cities.joined(separator: ", "))], \"styles\": [\(styles.joined(separator: ", "))]}"
  }

  /// The Item Sales Detail header row.
  public static let header =
    "Date,Time,Time Zone,Category,Item,Qty,Price Point Name,SKU,Modifiers Applied,Gross Sales,Discounts,Net Sales,Tax,Transaction ID,Payment ID,Device Name,Notes,Details,Event Type,Location,Dining Option,Customer ID,Customer Name,Customer Reference ID,Unit,Count,GTIN,Itemization Type,Commission,Employee,Fulfillment Note,Channel,Token,Card Brand,PAN Suffix\n"

  /// Writes both files; returns the instant of the last ticket and the number after it, where
  /// a later night's file starts.
  @discardableResult
  public func write(squarePath: String, griddlePath: String) throws -> (
    instant: Double, ticket: Int
  ) {
    guard let squareFile = FileHandle(forWritingAtPath: create(squarePath)),
      let griddleFile = FileHandle(forWritingAtPath: create(griddlePath))
    else { throw GeneratorError(errno: errno, path: squarePath) }
    defer {
      try? squareFile.close()
      try? griddleFile.close()
    }
    var random = SplitMix64(seed: seed)
    let base62 = Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz".utf8)
    func randomID() -> String {
      var bytes: [UInt8] = []
      bytes.reserveCapacity(22)
      for _ in 0..<22 { bytes.append(base62[Int(random.next() % 62)]) }
      return String(decoding: bytes, as: UTF8.self)
    }
    var squareText = Self.header
    var griddleText =
      "order_id,ordered_at,city,style,quantity,line,gross_cents,discount_cents,kind,refund_of\n"
    let pacific = TimeZone(identifier: "America/Los_Angeles")!
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = pacific
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = pacific
    formatter.dateFormat = "yyyy-MM-dd,HH:mm:ss"
    let iso = DateFormatter()
    iso.locale = Locale(identifier: "en_US_POSIX")
    iso.timeZone = TimeZone(identifier: "UTC")
    iso.dateFormat = "yyyy-MM-dd'T'HH:mm:ss'Z'"
    var instant = startInstant
    var written = 0
    var ticket = firstTicket - 1
    var pendingRefunds: [(String, Int, Int, Int)] = []  // payment, city, style, gross
    func money(_ cents: Int) -> String {
      let sign = cents < 0 ? "-" : ""
      let magnitude = abs(cents)
      let whole = magnitude / 100
      let grouped =
        whole >= 1000
        ? "\"\(sign)$\(whole / 1000),\(String(format: "%03d", whole % 1000))" : "\(sign)$\(whole)"
      return grouped + String(format: ".%02d", magnitude % 100) + (whole >= 1000 ? "\"" : "")
    }
    func flush(force: Bool) throws {
      if force || squareText.utf8.count > 1 << 20 {
        squareFile.write(Data(squareText.utf8))
        griddleFile.write(Data(griddleText.utf8))
        squareText = ""
        griddleText = ""
      }
    }
    while written < lineCount {
      ticket += 1
      instant += Double(20 + Int(random.next() % 200))
      let date = Date(timeIntervalSince1970: instant)
      let when = formatter.string(from: date)
      let utc = iso.string(from: date)
      let city = Int(random.next() % UInt64(Self.cities.count))
      let transaction = squareIDs ? randomID() : String(format: "T%010d", ticket)
      let payment = squareIDs ? randomID() : String(format: "P%010d", ticket)
      let lines = min(1 + Int(random.next() % (squareIDs ? 3 : 4)), lineCount - written)
      // Refunds of earlier tickets go out first, at this moment.
      if ticket % 40 == 0, let refund = pendingRefunds.popLast(), written < lineCount {
        let (refunded, refundCity, style, gross) = refund
        let id = squareIDs ? randomID() : "R" + refunded.dropFirst()
        squareText +=
          "\(when),Pacific Time (US & Canada),Pancakes,\(Self.styles[style].0),-1.0,Regular,\"\",\"\",\(money(-gross)),$0.00,\(money(-gross)),-$0.50,\(id),\(refunded),Square Terminal 1,Refund,\"\",Refund,\(Self.cities[refundCity].0) Truck,For Here,\"\",\"\",\"\",ea,-1,\"\",Physical Item,$0.00,Ana,\"\",Square Point of Sale,TOK\(style),Visa,4242\n"
        griddleText +=
          "\(id),\(utc),\(Self.cities[refundCity].0),\(Self.styles[style].0),-1,1,\(-gross),0,refund,\(refunded)\n"
        written += 1
      }
      for line in 1...max(1, min(lines, lineCount - written)) where written < lineCount {
        let style = Int(random.next() % UInt64(Self.styles.count))
        let quantity = random.next() % 50 == 0 ? 120 : 1 + Int(random.next() % 3)
        let gross = quantity * Self.styles[style].1
        let discount = random.next() % 10 == 0 ? 50 : 0
        squareText +=
          "\(when),Pacific Time (US & Canada),Pancakes,\(Self.styles[style].0),\(quantity).0,Regular,\"\",\"Extra Syrup, Butter\",\(money(gross)),\(money(-discount)),\(money(gross - discount)),$0.58,\(transaction),\(payment),Square Terminal 1,\"\",\"\",Payment,\(Self.cities[city].0) Truck,For Here,\"\",\"\",\"\",ea,\(quantity),\"\",Physical Item,$0.00,Ana,\"\",Square Point of Sale,TOK\(style),Visa,4242\n"
        griddleText +=
          "\(transaction),\(utc),\(Self.cities[city].0),\(Self.styles[style].0),\(quantity),\(line),\(gross),\(discount),sale,\n"
        written += 1
        if line == 1, ticket % 40 == 1 {
          pendingRefunds.append((payment, city, style, gross / quantity))
        }
      }
      try flush(force: false)
    }
    try flush(force: true)
    return (instant, ticket + 1)
  }

  private func create(_ path: String) -> String {
    FileManager.default.createFile(atPath: path, contents: nil)
    return path
  }
}
