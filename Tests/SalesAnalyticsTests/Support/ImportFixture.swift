import Foundation
import Sales

extension Fixture {
  /// Loads `orders.csv` through `SalesStore.insert`.
  ///
  /// A stand-in until the importer (branch `import`) lands: the fixture has no quoted fields,
  /// so a plain split suffices, and timestamps are read with Foundation's calendar rather than
  /// the importer's parser.
  static func importOrders(into store: SalesStore) throws {
    let cities = Dictionary(uniqueKeysWithValues: try store.cities().map { ($0.name, $0) })
    let styles = Dictionary(uniqueKeysWithValues: try store.styles().map { ($0.name, $0) })
    let text = try String(contentsOf: ordersFile, encoding: .utf8)
    var orders: [Order] = []
    for line in text.split(separator: "\n").dropFirst() {
      let fields = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
      let city = cities[fields[2]]!
      orders.append(
        Order(
          orderID: fields[0], orderedAt: parseInstant(fields[1], zone: city.timeZone)!,
          city: city, style: styles[fields[3]]!, quantity: Int(fields[4])!,
          unitPriceCents: fields[5].isEmpty ? nil : Int(fields[5])!))
    }
    try store.insert(orders)
  }

  /// `YYYY-MM-DDTHH:MM[:SS[.fff]]` followed by `Z`, `±HH:MM` or nothing (local in `zone`).
  static func parseInstant(_ text: String, zone: TimeZone) -> Date? {
    var body = Substring(text)
    var offset: Int?
    if body.hasSuffix("Z") {
      offset = 0
      body = body.dropLast()
    } else if body.count > 6, let sign = body.dropLast(5).last, sign == "+" || sign == "-" {
      let parts = body.suffix(5).split(separator: ":").compactMap { Int($0) }
      offset = (sign == "-" ? -1 : 1) * (parts[0] * 3600 + parts[1] * 60)
      body = body.dropLast(6)
    }
    let dateTime = body.split(separator: "T")
    let date = dateTime[0].split(separator: "-").compactMap { Int($0) }
    let time = dateTime[1].split(separator: ":")
    let seconds = time.count > 2 ? Double(time[2])! : 0
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = offset.map { TimeZone(secondsFromGMT: $0)! } ?? zone
    let components = DateComponents(
      year: date[0], month: date[1], day: date[2], hour: Int(time[0])!, minute: Int(time[1])!,
      second: Int(seconds))
    return calendar.date(from: components)?.addingTimeInterval(seconds - seconds.rounded(.down))
  }
}
