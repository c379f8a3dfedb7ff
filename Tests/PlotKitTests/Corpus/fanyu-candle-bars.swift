import Foundation
import PlotKit

// Source: fanyu/Swift-Charts, SwiftCharts/SwiftCharts/View/Bar/CandleBarChart.swift
// Candlesticks from two bar marks with fixed widths, coloured by direction, axes hidden.
private func date(year: Int, month: Int, day: Int = 1) -> Date {
  CorpusData.calendar.date(from: .init(year: year, month: month, day: day)) ?? Date()
}
private enum Constants { static let overviewHeight: CGFloat = 160 }
private enum MockData {
  static let stocksData = [
    (date: date(year: 2022, month: 5, day: 8), open: 20, close: 18.0, high: 22.0, low: 16.0),
    (date: date(year: 2022, month: 5, day: 9), open: 25.1, close: 24.0, high: 25.0, low: 21.0),
    (date: date(year: 2022, month: 5, day: 10), open: 20.2, close: 28.0, high: 28.0, low: 20.0),
    (date: date(year: 2022, month: 5, day: 11), open: 26.3, close: 20.0, high: 26.0, low: 20.0),
    (date: date(year: 2022, month: 5, day: 12), open: 18.2, close: 24.0, high: 28.0, low: 20.0),
  ]
}

@MainActor
func corpusFanyuCandleBars() -> String {
  let chart = Chart(MockData.stocksData, id: \.date) {
    BarMark(
      x: .value("Date", $0.date, unit: .day),
      yStart: .value("Open", $0.open),
      yEnd: .value("Close", $0.close),
      width: 8
    )
    .foregroundStyle($0.open < $0.close ? .blue : .red)

    BarMark(
      x: .value("Date", $0.date, unit: .day),
      yStart: .value("High", $0.high),
      yEnd: .value("Low", $0.low),
      width: 2
    )
    .foregroundStyle($0.open < $0.close ? .blue : .red)
  }
  .chartXAxis(.hidden)
  .chartYAxis(.hidden)
  .chartYScale(domain: 10...30)
  .frame(height: Constants.overviewHeight)
  return chart.svg(width: 400, height: 240, id: "corpus-fanyu-candle-bars")
}
