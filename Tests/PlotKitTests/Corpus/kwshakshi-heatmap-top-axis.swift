import Foundation
import PlotKit

// Source: kw-shakshi3104/sales-dashboard-with-swift-charts, Dashboard/View/Charts.swift (HeatMap)
// A category × store heat map of full-band rectangles, no legend, the x axis on top.
private struct SalesCount {
  let id = UUID()
  let category: String?
  let store: String?
  let sales: Int
}
private let salesCount: [SalesCount] = ["Tops", "Shoes", "Bags", "Hats"].enumerated().flatMap {
  c, category in
  ["Shibuya", "Ginza", "Umeda"].enumerated().map { s, store in
    SalesCount(category: category, store: store, sales: 10 + (c * 17 + s * 29) % 50)
  }
}
private let xAxisLabel = "Category"
private let yAxisLabel = "Store"
private let legendTitle: String? = "Sales"

@MainActor
func corpusKwShakshiHeatmapTopAxis() -> String {
  let chart = Chart {
    ForEach(salesCount, id: \.id) { count in
      if let category = count.category, let store = count.store, let legendTitle {
        RectangleMark(
          x: .value(xAxisLabel, category),
          y: .value(yAxisLabel, store),
          width: .ratio(1),
          height: .ratio(1)
        )
        .foregroundStyle(by: .value(legendTitle, count.sales))
      }
    }
  }
  .chartLegend(.hidden)
  .chartYAxis {
    AxisMarks(preset: .aligned)
  }
  .chartXAxis {
    AxisMarks(position: .top)
  }
  return chart.svg(width: 420, height: 260, id: "corpus-kwshakshi-heatmap-top-axis")
}
