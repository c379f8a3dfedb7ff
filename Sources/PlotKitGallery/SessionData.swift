import Foundation

/// The data tables of the WWDC22 session "Swift Charts: Raise the bar" (session 10137),
/// as printed in its code listings. Dates are midnight UTC, the gallery's calendar.
enum SessionData {
  static let calendar: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    return calendar
  }()

  static func date(year: Int, month: Int, day: Int = 1) -> Date {
    calendar.date(from: DateComponents(year: year, month: month, day: day))!
  }

  static let topStyles: [(name: String, sales: Int)] = [
    (name: "Cachapa", sales: 916),
    (name: "Injera", sales: 850),
    (name: "Crêpe", sales: 802),
    (name: "Jian Bing", sales: 753),
    (name: "Dosa", sales: 654),
    (name: "American", sales: 618),
  ]

  static let dailySales: [(day: Date, sales: Int)] = [
    (5, 8, 168), (5, 9, 117), (5, 10, 106), (5, 11, 119), (5, 12, 109), (5, 13, 104),
    (5, 14, 196), (5, 15, 172), (5, 16, 122), (5, 17, 115), (5, 18, 138), (5, 19, 110),
    (5, 20, 106), (5, 21, 187), (5, 22, 187), (5, 23, 119), (5, 24, 160), (5, 25, 144),
    (5, 26, 152), (5, 27, 148), (5, 28, 240), (5, 29, 242), (5, 30, 173), (5, 31, 143),
    (6, 1, 137), (6, 2, 123), (6, 3, 146), (6, 4, 214), (6, 5, 250), (6, 6, 146),
  ].map { (day: date(year: 2022, month: $0.0, day: $0.1), sales: $0.2) }

  static let locations: [(city: String, data: [(weekday: Date, sales: Int)])] = [
    (city: "Cupertino", data: weekdays([54, 42, 88, 49, 42, 125, 67])),
    (city: "San Francisco", data: weekdays([81, 90, 52, 72, 84, 84, 137])),
  ]

  /// Monday 2 May to Sunday 8 May 2022, as in the session.
  private static func weekdays(_ sales: [Int]) -> [(weekday: Date, sales: Int)] {
    sales.enumerated().map { (weekday: date(year: 2022, month: 5, day: 2 + $0), sales: $1) }
  }

  struct Month {
    var month: Date
    var sales: Int
    var dailyAverage: Int
    var dailyMin: Int
    var dailyMax: Int
  }

  static let monthly: [Month] = [
    (2021, 7, 3952, 127, 95, 194), (2021, 8, 4044, 130, 96, 189),
    (2021, 9, 3930, 131, 101, 184), (2021, 10, 4217, 136, 96, 193),
    (2021, 11, 4006, 134, 104, 202), (2021, 12, 3994, 129, 96, 190),
    (2022, 1, 4202, 136, 96, 203), (2022, 2, 3749, 134, 98, 200),
    (2022, 3, 4329, 140, 104, 218), (2022, 4, 4084, 136, 93, 221),
    (2022, 5, 4559, 147, 104, 242), (2022, 6, 1023, 170, 120, 250),
  ].map {
    Month(
      month: date(year: $0.0, month: $0.1), sales: $0.2, dailyAverage: $0.3, dailyMin: $0.4,
      dailyMax: $0.5)
  }

  static let averageValue = 137

  /// The 30 daily totals split between the two cities in the proportions of the session's
  /// weekday table (the session has no per-city daily list); each day still sums to its total.
  static let dailySalesByCity: [(day: Date, city: String, sales: Int)] = dailySales.flatMap {
    entry -> [(day: Date, city: String, sales: Int)] in
    let weekday = (calendar.component(.weekday, from: entry.day) + 5) % 7  // Monday = 0
    let cupertino = locations[0].data[weekday].sales
    let sanFrancisco = locations[1].data[weekday].sales
    let share = Int(
      (Double(entry.sales) * Double(cupertino) / Double(cupertino + sanFrancisco)).rounded())
    return [
      (day: entry.day, city: "Cupertino", sales: share),
      (day: entry.day, city: "San Francisco", sales: entry.sales - share),
    ]
  }
}

extension Date {
  /// Whether the date falls in January, April, July or October (UTC), as in the session.
  var isFirstMonthOfQuarter: Bool {
    SessionData.calendar.component(.month, from: self) % 3 == 1
  }
}
