import Foundation
import PlotKit

// Lines told apart by dash pattern and colour, with custom symbol and line-style scales.
@MainActor
func corpusLineStyleBySeries() -> String {
  Chart(CorpusData.appItems) { item in
    LineMark(
      x: .value("Date", item.date), y: .value("Value", item.value),
      series: .value("Cat", item.category)
    )
    .foregroundStyle(by: .value("Cat", item.category))
    .lineStyle(by: .value("Cat", item.category))
  }
  .chartSymbolScale(["A": .circle, "B": .square, "C": .triangle])
  .chartLineStyleScale([
    "A": StrokeStyle(lineWidth: 2), "B": StrokeStyle(lineWidth: 2, dash: [4]),
    "C": StrokeStyle(lineWidth: 1),
  ])
  .chartLegend(.visible)
  .chartXAxis(content: { AxisMarks(values: .stride(by: .weekOfYear)) })
  .svg(width: 480, height: 280, id: "corpus-line-style-by-series")
}
