import Foundation
import PlotKit

// Data types the corpus snippets use, shaped like the ones in Apple's documentation and the
// WWDC sessions (each snippet keeps its chart code verbatim; only the data is made up here).

struct ToyShape: Identifiable {
  var type: String
  var count: Double
  var color: String = "Green"
  var id: String { type + color }
}

struct SalesPoint: Identifiable {
  var day: Date
  var sales: Int
  var city: String = "Cupertino"
  var id: Date { day }
}

struct TicketCell: Identifiable {
  var hour: Int
  var weekday: String
  var tickets: Int
  var id: String { weekday + String(hour) }
}

struct StepCount: Identifiable {
  var weekday: Date
  var steps: Int
  var id: Date { weekday }
}

enum CorpusData {
  static let calendar: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    calendar.locale = Locale(identifier: "en_US")
    return calendar
  }()
  static let toys: [ToyShape] = [
    .init(type: "Cube", count: 5), .init(type: "Sphere", count: 4),
    .init(type: "Pyramid", count: 4),
    .init(type: "Cube", count: 2, color: "Purple"),
    .init(type: "Sphere", count: 1, color: "Purple"),
  ]
  static let start = Date(timeIntervalSinceReferenceDate: 770_000_000)
  static let sales: [SalesPoint] = (0..<14).map {
    SalesPoint(day: start.addingTimeInterval(Double($0) * 86_400), sales: 40 + ($0 * 37) % 55)
  }
  static let salesByCity: [SalesPoint] =
    sales + sales.map { SalesPoint(day: $0.day, sales: $0.sales / 2 + 10, city: "San Francisco") }
  static let weekdays = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
  static let tickets: [TicketCell] = weekdays.enumerated().flatMap { d, day in
    (8..<20).map { TicketCell(hour: $0, weekday: day, tickets: ($0 * 7 + d * 13) % 40) }
  }
  static let steps: [StepCount] = (0..<7).map {
    StepCount(weekday: start.addingTimeInterval(Double($0) * 86_400), steps: 4000 + $0 * 900)
  }
}

struct StockPrice {
  var date: Date
  var price: Double
  var symbol: String
}

extension CorpusData {
  static let stocks: [StockPrice] = ["AAPL", "MSFT"].flatMap { (symbol: String) -> [StockPrice] in
    (0..<30).map { (day: Int) -> StockPrice in
      let base: Double = symbol == "AAPL" ? 180 : 320
      return StockPrice(
        date: start.addingTimeInterval(Double(day) * 86_400),
        price: base + Double((day * 17) % 23), symbol: symbol)
    }
  }
}

/// A record shaped like app models: a name, a value, a category and a date.
struct AppItem: Identifiable, Hashable {
  var name: String
  var value: Double
  var category: String
  var date: Date
  var id: String { name + category + String(date.timeIntervalSinceReferenceDate) }
}

extension CorpusData {
  static let appItems: [AppItem] = (0..<20).map { (index: Int) -> AppItem in
    let categories: [String] = ["A", "B", "C"]
    return AppItem(
      name: "N\(index % 5)", value: Double((index * 37) % 50) + 3,
      category: categories[index % 3], date: start.addingTimeInterval(Double(index) * 86_400))
  }
}
