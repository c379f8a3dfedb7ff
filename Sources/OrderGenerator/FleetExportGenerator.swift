import Foundation
import SalesDomain

/// Writes a large fleet's sale lines in Griddle's ticket columns, shaped as a point of sale
/// exports them: random 22-character base62 ids (Square's), rows in time order, a fixed number
/// of lines a ticket, and refunds with ids of their own that name the refunded ticket.
///
/// Made for the scale benchmark (issue 28: 100M lines over 10 years and 1,000 trucks), so it
/// formats by hand: a `DateFormatter` per ticket would take longer than the import it feeds.
public struct FleetExportGenerator: Sendable {
  /// How many lines (sale and refund rows) to write.
  public let lineCount: Int
  /// How many trucks (cities) sell: `Truck 0001` … .
  public var cityCount = 1_000
  /// Sale lines a ticket.
  public var linesPerTicket = 3
  /// The instant of the first ticket, in seconds since 1970 (2016-01-01T00:00Z by default).
  public var startInstant: Int64 = 1_451_606_400
  /// The span the tickets are spread over, in seconds (ten years by default).
  public var span: Int64 = 3_652 * 86_400
  /// The random stream (a later night's file takes another).
  public var seed: UInt64 = 28

  /// A generator of `lineCount` lines with the options above.
  public init(
    lineCount: Int, cityCount: Int = 1_000, linesPerTicket: Int = 3,
    startInstant: Int64 = 1_451_606_400, span: Int64 = 3_652 * 86_400, seed: UInt64 = 28
  ) {
    self.lineCount = lineCount
    self.cityCount = cityCount
    self.linesPerTicket = max(1, linesPerTicket)
    self.startInstant = startInstant
    self.span = max(1, span)
    self.seed = seed
  }

  /// The time zones trucks are given, in turn.
  public static let timeZones = [
    "America/Los_Angeles", "America/Denver", "America/Chicago", "America/New_York",
    "America/Phoenix", "America/Anchorage", "Pacific/Honolulu", "Europe/London", "Europe/Berlin",
    "Asia/Tokyo", "Australia/Sydney", "America/Sao_Paulo",
  ]
  /// The styles, with menu prices in cents: the Square export's.
  public static var styles: [(String, Int)] { SquareExportGenerator.styles }

  /// The name of truck `index` (from 0).
  public static func cityName(_ index: Int) -> String {
    let digits = String(index + 1)
    return "Truck " + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }

  /// The config naming `cityCount` trucks, each in a zone of `timeZones`, and the styles.
  public static func configJSON(cityCount: Int) -> String {
    let cities = (0..<cityCount).map {
      "{\"name\": \"\(cityName($0))\", \"timeZone\": \"\(timeZones[$0 % timeZones.count])\"}"
    }
    let styles = Self.styles.map { "{\"name\": \"\($0.0)\", \"priceCents\": \($0.1)}" }
    return
      "{\"cities\": [\(cities.joined(separator: ", "))], \"styles\": [\(styles.joined(separator: ", "))]}\n"
  }

  /// The header of the file `write` makes.
  public static let header =
    "order_id,ordered_at,city,style,quantity,line,gross_cents,discount_cents,kind,refund_of\n"

  /// Writes the file; returns the instant just after its last ticket (where a later night's
  /// file may start).
  @discardableResult
  public func write(toPath path: String) throws -> Int64 {
    guard FileManager.default.createFile(atPath: path, contents: nil),
      let file = FileHandle(forWritingAtPath: path)
    else { throw GeneratorError(errno: errno, path: path) }
    defer { try? file.close() }
    var random = SplitMix64(seed: seed)
    var text: [UInt8] = []
    text.reserveCapacity(1 << 21)
    text.append(contentsOf: Self.header.utf8)
    let cityNames = (0..<cityCount).map { Array(Self.cityName($0).utf8) }
    let styleNames = Self.styles.map { Array($0.0.utf8) }
    let stylePrices = Self.styles.map(\.1)
    let tickets = max(1, (lineCount + linesPerTicket - 1) / linesPerTicket)
    // Refunds are 1 in 40 tickets' first lines, sent back 20 tickets later.
    var pendingRefunds: [(id: [UInt8], city: Int, style: Int, gross: Int)] = []
    var written = 0
    var ticket = 0
    var instant = startInstant
    while written < lineCount {
      instant = startInstant + Int64(Double(ticket) / Double(tickets) * Double(span))
      let stamp = Self.timestamp(instant)
      if ticket % 40 == 20, !pendingRefunds.isEmpty {
        let refund = pendingRefunds.removeFirst()
        appendID(&text, &random)
        text.append(0x2C)
        text.append(contentsOf: stamp)
        text.append(0x2C)
        appendRow(
          &text, city: cityNames[refund.city], style: styleNames[refund.style], quantity: -1,
          line: 1, gross: -refund.gross, discount: 0, kind: "refund", refundOf: refund.id)
        written += 1
      }
      let city = random.next(below: cityCount)
      var id: [UInt8] = []
      appendID(&id, &random)
      for line in 1...linesPerTicket where written < lineCount {
        let style = random.next(below: styleNames.count)
        let quantity = 1 + random.next(below: 3)
        let gross = quantity * stylePrices[style]
        let discount = random.next(below: 10) == 0 ? 50 : 0
        text.append(contentsOf: id)
        text.append(0x2C)
        text.append(contentsOf: stamp)
        text.append(0x2C)
        appendRow(
          &text, city: cityNames[city], style: styleNames[style], quantity: quantity, line: line,
          gross: gross, discount: discount, kind: "sale", refundOf: nil)
        written += 1
        if line == 1, ticket % 40 == 0 {
          pendingRefunds.append((id, city, style, gross / quantity))
        }
      }
      ticket += 1
      if text.count > 1 << 20 {
        try file.write(contentsOf: text)
        text.removeAll(keepingCapacity: true)
      }
    }
    try file.write(contentsOf: text)
    return instant + 1
  }

  /// Appends a random 22-character base62 id.
  private func appendID(_ text: inout [UInt8], _ random: inout SplitMix64) {
    for _ in 0..<22 { text.append(Self.base62[random.next(below: 62)]) }
  }

  private static let base62 = Array(
    "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz".utf8)

  /// Appends `city,style,quantity,line,gross,discount,kind,refund_of` and a newline.
  private func appendRow(
    _ text: inout [UInt8], city: [UInt8], style: [UInt8], quantity: Int, line: Int, gross: Int,
    discount: Int, kind: String, refundOf: [UInt8]?
  ) {
    text.append(contentsOf: city)
    text.append(0x2C)
    text.append(contentsOf: style)
    for number in [quantity, line, gross, discount] {
      text.append(0x2C)
      text.append(contentsOf: String(number).utf8)
    }
    text.append(0x2C)
    text.append(contentsOf: kind.utf8)
    text.append(0x2C)
    if let refundOf { text.append(contentsOf: refundOf) }
    text.append(0x0A)
  }

  /// `yyyy-MM-ddTHH:mm:ssZ` for `instant` (seconds since 1970, UTC).
  public static func timestamp(_ instant: Int64) -> [UInt8] {
    let days = instant >= 0 ? instant / 86_400 : (instant - 86_399) / 86_400
    let seconds = instant - days * 86_400
    let date = LocalDate.civilFromDays(Int(days))
    let (year, month, day) = (Int64(date.year), Int64(date.month), Int64(date.day))
    var bytes: [UInt8] = []
    bytes.reserveCapacity(20)
    func digits(_ value: Int64, _ count: Int) {
      var divisor: Int64 = 1
      for _ in 1..<count { divisor *= 10 }
      var rest = value
      while divisor > 0 {
        bytes.append(0x30 + UInt8(rest / divisor))
        rest %= divisor
        divisor /= 10
      }
    }
    digits(year, 4)
    bytes.append(0x2D)
    digits(month, 2)
    bytes.append(0x2D)
    digits(day, 2)
    bytes.append(0x54)
    digits(seconds / 3_600, 2)
    bytes.append(0x3A)
    digits(seconds / 60 % 60, 2)
    bytes.append(0x3A)
    digits(seconds % 60, 2)
    bytes.append(0x5A)
    return bytes
  }
}
