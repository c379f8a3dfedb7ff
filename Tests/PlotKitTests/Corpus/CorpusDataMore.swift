import Foundation
import PlotKit

// More corpus data, shaped like Apple's documentation examples for histograms, Gantt-style
// ranges, weather bands, budgets in Decimal and vectorized plots.

struct LabSample: Identifiable {
  var id: Int
  var value: Double
  var category: String
}

struct WeatherDay: Identifiable {
  var date: Date
  var low: Double
  var high: Double
  var average: Double { (low + high) / 2 }
  var id: Date { date }
}

struct ProjectTask: Identifiable {
  var name: String
  var start: Date
  var end: Date
  var id: String { name }
}

struct BudgetLine: Identifiable {
  var department: String
  var amount: Decimal
  var id: String { department }
}

struct MonthlyRevenue: Identifiable {
  var month: Date
  var revenue: Double
  var product: String
  var id: String { product + month.description }
}

extension CorpusData {
  /// 400 deterministic, roughly bell-shaped measurements (sum of three uniform draws).
  static let measurements: [LabSample] = {
    var state: UInt64 = 7
    func next() -> Double {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Double(state >> 11) / Double(1 << 53)
    }
    return (0..<400).map { index in
      LabSample(
        id: index, value: (next() + next() + next()) * 20,
        category: index % 3 == 0 ? "Control" : "Treatment")
    }
  }()
  static let weather: [WeatherDay] = (0..<30).map { day in
    let low = 8 + Double((day * 7) % 9)
    return WeatherDay(
      date: start.addingTimeInterval(Double(day) * 86_400), low: low,
      high: low + 6 + Double((day * 5) % 7))
  }
  static let tasks: [ProjectTask] = [
    ("Design", 0, 5), ("Build", 4, 14), ("Test", 12, 19), ("Launch", 19, 21),
  ].map {
    ProjectTask(
      name: $0.0, start: start.addingTimeInterval(Double($0.1) * 86_400),
      end: start.addingTimeInterval(Double($0.2) * 86_400))
  }
  static let budget: [BudgetLine] = [
    BudgetLine(department: "Kitchen", amount: Decimal(string: "1250.75")!),
    BudgetLine(department: "Front", amount: Decimal(string: "830.10")!),
    BudgetLine(department: "Delivery", amount: Decimal(string: "412.40")!),
  ]
  static let revenue: [MonthlyRevenue] = ["Pancakes", "Waffles"].flatMap {
    (product: String) -> [MonthlyRevenue] in
    (0..<12).map { (month: Int) -> MonthlyRevenue in
      let base: Double = product == "Pancakes" ? 120 : 80
      let first = DateComponents(year: 2025, month: month + 1, day: 1)
      return MonthlyRevenue(
        month: calendar.date(from: first)!, revenue: base + Double((month * 29) % 40),
        product: product)
    }
  }
}
