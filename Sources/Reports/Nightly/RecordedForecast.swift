import Foundation
import SalesAnalytics
import SalesDomain

/// A forecast an earlier report wrote into its `data.json`: what it said a city would sell, so
/// the next report can show how it did ("forecast 140 (120–165), sold 152").
public struct RecordedForecast: Hashable, Sendable {
  /// The date forecast.
  public let date: LocalDate
  /// The city.
  public let city: String
  /// Expected units.
  public let quantity: Int
  /// The 80% interval's low end.
  public let low: Int
  /// The 80% interval's high end.
  public let high: Int

  /// Creates a recorded forecast.
  public init(date: LocalDate, city: String, quantity: Int, low: Int, high: Int) {
    self.date = date
    self.city = city
    self.quantity = quantity
    self.low = low
    self.high = high
  }

  /// The city totals the report of the day before `date` (under the reports root `root`)
  /// forecast for `date`; empty when that report, its `data.json` or its forecast is missing
  /// or unreadable (a report written before forecasts existed has none).
  public static func read(reportsRoot root: URL, for date: LocalDate) -> [RecordedForecast] {
    let file = root.appending(path: date.adding(days: -1).description).appending(
      path: "data.json")
    guard let data = try? Data(contentsOf: file) else { return [] }
    return parse(data, for: date)
  }

  /// The city-total rows for `date` in a `data.json`'s `forecast` array, in file order.
  static func parse(_ data: Data, for date: LocalDate) -> [RecordedForecast] {
    guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let rows = object["forecast"] as? [[String: Any]]
    else { return [] }
    return rows.compactMap { row in
      guard row["date"] as? String == date.description, row["style"] is NSNull,
        let city = row["city"] as? String, let quantity = row["quantity"] as? Int,
        let low = row["low"] as? Int, let high = row["high"] as? Int
      else { return nil }
      return RecordedForecast(date: date, city: city, quantity: quantity, low: low, high: high)
    }
  }
}
