import Foundation
import Sales
import SalesDomain

extension SyntheticOrders {
  /// Writes a `griddle` CSV of `rowCount` lines in tickets of `linesPerTicket` lines (with
  /// gross, some discounts) and refund tickets for about `refundPercent`% of tickets, sorted by
  /// order id: the import benchmark's file in the v2 format.
  public func writeTicketsCSV(
    toPath path: String, linesPerTicket: Int = 3, refundPercent: Int = 2
  ) throws {
    precondition(linesPerTicket >= 1 && (0...100).contains(refundPercent), "bad ticket shape")
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw GeneratorError(errno: errno, path: path) }
    defer { close(descriptor) }
    var writer = ChunkWriter(descriptor: descriptor)
    writer.append(
      Array(
        "order_id,ordered_at,city,style,quantity,unit_price_cents,line,gross_cents,discount_cents,kind,refund_of\n"
          .utf8))
    var random = SplitMix64(seed: seed)
    let cityFields = Self.cities.map { city in
      Array((city.name.contains(",") ? "\"\(city.name)\"" : city.name).utf8)
    }
    let styleFields = Self.styles.map { Array($0.name.utf8) }
    let prices = Self.styles.map(\.priceCents)
    let idPrefix = Array(self.idPrefix.utf8)
    let sale = Array("sale".utf8)
    let refund = Array("refund".utf8)
    let tickets = max(1, rowCount / linesPerTicket)
    var written = 0
    var ticket = 0
    var id = 0
    /// Appends one line; `refundOf` is the refunded order's number (0: a sale).
    func line(
      _ number: Int, _ seconds: Int64, _ city: Int, _ style: Int, _ quantity: Int, _ gross: Int,
      _ discount: Int, refundOf: Int
    ) {
      writer.append(idPrefix)
      writer.appendNumber(id, width: 10)
      writer.append(0x2C)
      writer.appendCivil(seconds)
      writer.append(0x5A)
      writer.append(0x2C)
      writer.append(cityFields[city])
      writer.append(0x2C)
      writer.append(styleFields[style])
      writer.append(0x2C)
      if quantity < 0 { writer.append(0x2D) }
      writer.appendNumber(abs(quantity), width: 1)
      writer.append(0x2C)
      writer.append(0x2C)
      writer.appendNumber(number, width: 1)
      writer.append(0x2C)
      if gross < 0 { writer.append(0x2D) }
      writer.appendNumber(abs(gross), width: 1)
      writer.append(0x2C)
      if discount < 0 { writer.append(0x2D) }
      writer.appendNumber(abs(discount), width: 1)
      writer.append(0x2C)
      writer.append(refundOf == 0 ? sale : refund)
      writer.append(0x2C)
      if refundOf != 0 {
        writer.append(idPrefix)
        writer.appendNumber(refundOf, width: 10)
      }
      writer.append(0x0A)
      written += 1
    }
    while written < rowCount {
      ticket += 1
      id += 1
      let day = firstDay.adding(days: min(days - 1, ticket * days / tickets))
      let seconds =
        Int64(day.dayNumber) * 86_400 + Int64(36_000 + random.next(below: 43_200))
      let city = random.next(below: Self.cities.count)
      var first = (style: 0, quantity: 0, gross: 0, discount: 0)
      for number in 1...linesPerTicket where written < rowCount {
        let style = random.next(below: styleFields.count)
        let quantity = 1 + random.next(below: 3)
        let gross = quantity * prices[style]
        let discount = random.next(below: 5) == 0 ? gross / 10 : 0
        if number == 1 { first = (style, quantity, gross, discount) }
        line(number, seconds, city, style, quantity, gross, discount, refundOf: 0)
      }
      if random.next(below: 100) < refundPercent, written < rowCount {
        let refunded = id
        id += 1
        line(
          1, seconds + 3_600, city, first.style, -first.quantity, -first.gross, -first.discount,
          refundOf: refunded)
      }
      if writer.isFull { try writer.flush() }
    }
    try writer.flush()
  }
}
