import Foundation
import PlotKit

// Source: fanyu/Swift-Charts, SwiftCharts/SwiftCharts/View/Area/RangeAreaWithLineChart.swift
// A monthly min-max band at 30 % opacity under the monthly average line.
private func date(year: Int, month: Int, day: Int = 1) -> Date {
  CorpusData.calendar.date(from: .init(year: year, month: month, day: day)) ?? Date()
}
private enum Constants { static let overviewHeight: CGFloat = 200 }
private enum MockData {
  static let salesDetail = (0..<12).map {
    (
      month: date(year: 2021, month: 7 + $0), dailyAverage: 127 + $0 * 4, dailyMin: 95 + $0 % 3 * 4,
      dailyMax: 190 + ($0 * 7) % 30
    )
  }
}

@MainActor
func corpusFanyuRangeAreaLine() -> String {
  let chart = Chart {
    ForEach(MockData.salesDetail, id: \.month) {
      AreaMark(
        x: .value("Month", $0.month, unit: .month),
        yStart: .value("Daily Min", $0.dailyMin),
        yEnd: .value("Daily Max", $0.dailyMax)
      )
      .opacity(0.3)
      LineMark(
        x: .value("Month", $0.month, unit: .month),
        y: .value("Daily Average", $0.dailyAverage)
      )
    }
  }
  .frame(height: Constants.overviewHeight)
  return chart.svg(width: 480, height: 240, id: "corpus-fanyu-range-area-line")
}
