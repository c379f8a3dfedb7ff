import Foundation

/// An independent reading of the sample point-of-sale exports, for checking the import against:
/// Foundation's `DateFormatter`, `Calendar` and `Decimal` instead of Griddle's byte parsers,
/// and the money rules of DESIGN.md written out again.
enum ReferencePOS {
  /// The figures of one (local date, city).
  struct Day: Equatable, CustomStringConvertible {
    var gross = 0
    var discount = 0
    var refund = 0
    var quantity = 0
    var tickets: Set<String> = []
    var net: Int { gross - discount - refund }
    var description: String {
      "gross \(gross) discount \(discount) refund \(refund) net \(net) qty \(quantity) tickets \(tickets.count)"
    }
    static func == (a: Day, b: Day) -> Bool {
      a.gross == b.gross && a.discount == b.discount && a.refund == b.refund
        && a.quantity == b.quantity && a.tickets.count == b.tickets.count
    }
  }

  /// One line as the reference reads it.
  struct Line {
    var order: String
    var instant: Date
    var city: String
    var quantity: Int
    var gross: Int
    var discount: Int
    var isRefund: Bool
  }

  static let cityZones = [
    "Cupertino": "America/Los_Angeles", "New York": "America/New_York",
    "Boston": "America/New_York",
  ]
  static let cityAliases = [
    "cupertino truck": "Cupertino", "square terminal 2274": "Cupertino",
    "nyc truck": "New York", "boston seaport": "Boston",
  ]
  static let squareLabels = [
    "Pacific Time (US & Canada)": "America/Los_Angeles",
    "Eastern Time (US & Canada)": "America/New_York",
  ]

  /// Per "YYYY-MM-DD city", the day's figures.
  static func days(_ lines: [Line]) -> [String: Day] {
    var days: [String: Day] = [:]
    for line in lines {
      var calendar = Calendar(identifier: .gregorian)
      calendar.timeZone = TimeZone(identifier: cityZones[line.city]!)!
      let parts = calendar.dateComponents([.year, .month, .day], from: line.instant)
      let key = String(
        format: "%04d-%02d-%02d %@", parts.year!, parts.month!, parts.day!, line.city)
      var day = days[key] ?? Day()
      day.quantity += line.quantity
      if line.isRefund {
        day.refund -= line.gross - line.discount
      } else {
        day.gross += line.gross
        day.discount += line.discount
        day.tickets.insert(line.order)
      }
      days[key] = day
    }
    return days
  }

  /// Reads a Square Item Sales Detail CSV.
  static func square(_ path: String) throws -> [Line] {
    let (header, rows) = try csv(path)
    func column(_ name: String) -> Int { header.firstIndex(of: name)! }
    return rows.map { row in
      let zone = TimeZone(identifier: squareLabels[row[column("Time Zone")]]!)!
      let instant = date(
        row[column("Date")] + " " + row[column("Time")], "yyyy-MM-dd HH:mm:ss", zone)
      let location = row[column("Location")]
      let place = location.isEmpty ? row[column("Device Name")] : location
      return Line(
        order: row[column("Transaction ID")], instant: instant,
        city: cityAliases[place.lowercased()]!,
        quantity: amount(row[column("Qty")], scale: 1),
        gross: amount(row[column("Gross Sales")], scale: 100),
        discount: -amount(row[column("Discounts")], scale: 100),
        isRefund: row[column("Event Type")] == "Refund")
    }
  }

  /// Reads a Toast ItemSelectionDetails.csv, leaving out voids and deferred (gift card) rows.
  static func toast(_ path: String) throws -> [Line] {
    let (header, rows) = try csv(path)
    func column(_ name: String) -> Int { header.firstIndex(of: name)! }
    let discount = header.firstIndex(of: "Discount") ?? column("Discnt")
    return rows.filter {
      $0[column("Void?")].lowercased() != "true" && $0[column("Deferred")].lowercased() != "true"
    }.map { row in
      let city = cityAliases[row[column("Location")].lowercased()]!
      return Line(
        order: row[column("Order Id")],
        instant: date(
          row[column("Order Date")], "M/d/yy h:mm a", TimeZone(identifier: cityZones[city]!)!),
        city: city, quantity: amount(row[column("Qty")], scale: 1),
        gross: amount(row[column("Gross Price")], scale: 100),
        discount: amount(row[discount], scale: 100), isRefund: false)
    }
  }

  static func date(_ text: String, _ format: String, _ zone: TimeZone) -> Date {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.calendar = Calendar(identifier: .gregorian)
    formatter.timeZone = zone
    formatter.dateFormat = format
    guard let date = formatter.date(from: text) else { fatalError("reference cannot read \(text)") }
    return date
  }

  /// `$1,275.00`, `($33.62)`, `-$9.00 ` or `1.0` times `scale`, through `Decimal`.
  static func amount(_ text: String, scale: Int) -> Int {
    var cleaned = text.trimmingCharacters(in: .whitespaces)
    var negative = false
    if cleaned.hasPrefix("(") {
      negative = true
      cleaned = String(cleaned.dropFirst().dropLast())
    }
    cleaned = cleaned.replacingOccurrences(of: "$", with: "").replacingOccurrences(
      of: ",", with: "")
    guard let decimal = Decimal(string: cleaned, locale: Locale(identifier: "en_US_POSIX")) else {
      fatalError("reference cannot read the amount \(text)")
    }
    let value = decimal * Decimal(scale)
    let whole = NSDecimalNumber(decimal: value).intValue
    return negative ? -whole : whole
  }

  /// A small RFC 4180 reader: quoted fields with commas and `""`, CRLF or LF.
  static func csv(_ path: String) throws -> (header: [String], rows: [[String]]) {
    let text = try String(contentsOfFile: path, encoding: .utf8)
    var records: [[String]] = []
    var record: [String] = []
    var field = ""
    var inQuotes = false
    var iterator = Array(text.unicodeScalars).makeIterator()
    var pending: Unicode.Scalar? = nil
    while let scalar = pending ?? iterator.next() {
      pending = nil
      if inQuotes {
        if scalar == "\"" {
          if let next = iterator.next() {
            if next == "\"" {
              field.unicodeScalars.append("\"")
            } else {
              inQuotes = false
              pending = next
            }
          } else {
            inQuotes = false
          }
        } else {
          field.unicodeScalars.append(scalar)
        }
      } else if scalar == "\"" {
        inQuotes = true
      } else if scalar == "," {
        record.append(field)
        field = ""
      } else if scalar == "\n" {
        record.append(field)
        records.append(record)
        record = []
        field = ""
      } else if scalar != "\r" {
        field.unicodeScalars.append(scalar)
      }
    }
    if !field.isEmpty || !record.isEmpty {
      record.append(field)
      records.append(record)
    }
    return (records[0], Array(records.dropFirst()))
  }
}
