import Foundation
import PlotKit

// Source: fanyu/Swift-Charts, SwiftCharts/SwiftCharts/View/Bar/TimeSheetBarChart.swift
// Floating horizontal bars per month clipped to capsules, coloured by their date.
private func date(year: Int, month: Int, day: Int = 1) -> Date {
  CorpusData.calendar.date(from: .init(year: year, month: month, day: day)) ?? Date()
}
private enum Constants { static let overviewHeight: CGFloat = 200 }
private enum MockData {
  static let monthDetail = [
    (month: date(year: 2021, month: 7), dailyMin: 10, dailyMax: 54),
    (month: date(year: 2021, month: 7), dailyMin: 66, dailyMax: 120),
    (month: date(year: 2021, month: 9), dailyMin: 130, dailyMax: 214),
    (month: date(year: 2021, month: 9), dailyMin: 236, dailyMax: 333),
    (month: date(year: 2021, month: 11), dailyMin: 340, dailyMax: 380),
  ]
}

@MainActor
func corpusFanyuTimesheetCapsules() -> String {
  let chart = Chart(MockData.monthDetail, id: \.month) {
    BarMark(
      xStart: .value("Min", $0.dailyMin),
      xEnd: .value("Max", $0.dailyMax),
      y: .value("Department", $0.month, unit: .month)
    )
    .clipShape(Capsule())
    .foregroundStyle(by: .value("Month", $0.month))
  }
  .frame(height: Constants.overviewHeight)
  return chart.svg(width: 420, height: 240, id: "corpus-fanyu-timesheet-capsules")
}
