import Foundation
import PlotKit

// Source: jordibruin/Swift-Charts-Examples, Swift Charts Examples/Charts/AppleCharts/ScreenTime.swift
// Screen Time's week chart: stacked daily bars, the unselected days greyed through the
// category, y labels formatted as hours by DateComponentsFormatter, a colour scale from a
// dictionary literal, no legend.
private enum ScreenTimeCategory: String, Plottable {
  case social = "Social"
  case entertainment = "Entertainment"
  case productivityFinance = "Productivity & Finance"
  case other = "Other"
}
private struct ScreenTimeValue: Identifiable {
  let valueDate: Date
  let category: ScreenTimeCategory
  let duration: TimeInterval
  var id: String { "\(valueDate)\(category.rawValue)" }
}

func corpusJordibruinScreenTimeWeek() -> String {
  let categories: [ScreenTimeCategory] = [.social, .entertainment, .productivityFinance, .other]
  var weekData: [ScreenTimeValue] = []
  for day in 0..<7 {
    for (c, category) in categories.enumerated() {
      let duration = Double(1800 + (day * 977 + c * 1400) % 5400)
      let date = CorpusData.start.addingTimeInterval(Double(day) * 86_400)
      weekData.append(ScreenTimeValue(valueDate: date, category: category, duration: duration))
    }
  }
  let selectedDate = CorpusData.start.addingTimeInterval(3 * 86_400)
  let chart = Chart {
    ForEach(weekData) { category in
      let isSelected = CorpusData.calendar.isDate(category.valueDate, inSameDayAs: selectedDate)
      BarMark(
        x: .value("date", category.valueDate, unit: .day),
        y: .value("duration", category.duration)
      )
      .foregroundStyle(
        by: .value("category", isSelected ? category.category : ScreenTimeCategory.other))
    }
  }
  .chartYAxis {
    AxisMarks(values: .automatic(desiredCount: 3)) { value in
      AxisGridLine()

      let formatter: DateComponentsFormatter = {
        let formatter = DateComponentsFormatter()
        formatter.unitsStyle = .abbreviated
        formatter.allowedUnits = [.hour]
        return formatter
      }()

      if let timeInterval = value.as(TimeInterval.self),
        let formatted = formatter.string(from: timeInterval)
      {
        AxisValueLabel(formatted)
      }
    }
  }
  .chartXAxis {
    AxisMarks(values: .stride(by: .day)) { _ in
      AxisGridLine()
      AxisTick()
      AxisValueLabel(format: .dateTime.weekday(.narrow))
    }
  }
  .chartLegend(.hidden)
  .chartForegroundStyleScale([
    ScreenTimeCategory.social: Color.blue,
    ScreenTimeCategory.entertainment: Color.teal,
    ScreenTimeCategory.productivityFinance: Color.orange,
    ScreenTimeCategory.other: Color.gray,
  ])
  return chart.svg(width: 400, height: 200, id: "corpus-jordibruin-screen-time-week")
}
