import Foundation
import PlotKit

// Source: jordibruin/Swift-Charts-Examples, Swift Charts Examples/Charts/RangeCharts/HeartRateRangeChart.swift
// Daily heart-rate ranges as fixed-width capsules in a colour's gradient, abbreviated weekdays.
private enum HeartRateData {
  static let lastWeek: [(weekday: Date, dailyMin: Int, dailyMax: Int)] = (0..<7).map { day in
    let weekday = CorpusData.start.addingTimeInterval(Double(day) * 86_400)
    return (weekday: weekday, dailyMin: 50 + (day * 7) % 12, dailyMax: 120 + (day * 13) % 40)
  }
}
private enum ChartStrideBy {
  case day
  var time: Calendar.Component { .day }
}
private enum Constants { static let detailChartHeight: CGFloat = 300 }

@MainActor
func corpusJordibruinHeartRateRange() -> String {
  let barWidth = 10.0
  let chartColor: Color = .red
  let chart = Chart(HeartRateData.lastWeek, id: \.weekday) {
    BarMark(
      x: .value("Day", $0.weekday, unit: .day),
      yStart: .value("BPM Min", $0.dailyMin),
      yEnd: .value("BPM Max", $0.dailyMax),
      width: .fixed(barWidth)
    )
    .clipShape(Capsule())
    .foregroundStyle(chartColor.gradient)
  }
  .chartXAxis {
    AxisMarks(values: .stride(by: ChartStrideBy.day.time)) { _ in
      AxisTick()
      AxisGridLine()
      AxisValueLabel(format: .dateTime.weekday(.abbreviated))
    }
  }
  .frame(height: Constants.detailChartHeight)
  return chart.svg(width: 400, height: 320, id: "corpus-jordibruin-heart-rate-range")
}
