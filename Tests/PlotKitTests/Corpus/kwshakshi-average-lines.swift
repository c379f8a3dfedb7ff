import Foundation
import PlotKit

// Source: kw-shakshi3104/sales-dashboard-with-swift-charts, Dashboard/View/Charts.swift (LineChart)
// Lines built by a helper returning `some ChartContent`, greyed and smoothed from outside, with
// an average rule; if/else inside the ForEach picks a coloured or a plain line.
private protocol SalesData: Sendable {
  var id: UUID { get }
  var date: Date { get }
  var sales: Int { get }
  var category: String? { get }
}
private struct DailySales: SalesData {
  let id = UUID()
  let date: Date
  let sales: Int
  let category: String?
}
private let salesAmount: [any SalesData] = (0..<24).map {
  DailySales(
    date: CorpusData.start.addingTimeInterval(Double($0 / 2) * 86_400),
    sales: 200 + ($0 * 71) % 150,
    category: $0 % 2 == 0 ? "Tops" : "Shoes")
}
private let xAxisLabel = "Date"
private let yAxisLabel = "Sales"
private let legendTitle: String? = "Category"

@MainActor
private func lineMarks() -> some ChartContent {
  return ForEach(salesAmount, id: \.id) { amount in
    if let category = amount.category, let legendTitle {
      LineMark(
        x: .value(xAxisLabel, amount.date),
        y: .value(yAxisLabel, amount.sales)
      )
      .foregroundStyle(by: .value(legendTitle, category))
    } else {
      LineMark(
        x: .value(xAxisLabel, amount.date),
        y: .value(yAxisLabel, amount.sales)
      )
    }
  }
}

@MainActor
func corpusKwShakshiAverageLines() -> String {
  let showAverage = true
  let chart = Chart {
    if showAverage {
      lineMarks()
        .foregroundStyle(.gray.opacity(0.5))
        .interpolationMethod(.catmullRom)

      let average: Double =
        Double(salesAmount.reduce(0) { $0 + $1.sales }) / Double(salesAmount.count)
      RuleMark(
        y: .value("Average", average)
      )
      .lineStyle(StrokeStyle(lineWidth: 3))
    } else {
      lineMarks()
        .interpolationMethod(.catmullRom)
    }
  }
  return chart.svg(width: 480, height: 260, id: "corpus-kwshakshi-average-lines")
}
