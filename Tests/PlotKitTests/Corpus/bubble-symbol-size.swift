import Foundation
import PlotKit

// A bubble chart: symbol areas scaled by value onto a range, an explicit date domain.
@MainActor
func corpusBubbleSymbolSize() -> String {
  Chart {
    ForEach(CorpusData.appItems) { item in
      PointMark(x: .value("Date", item.date), y: .value("Value", item.value))
        .foregroundStyle(by: .value("Category", item.category))
        .symbolSize(by: .value("Value", item.value))
    }
  }
  .chartSymbolSizeScale(range: 20...200)
  .chartXScale(domain: CorpusData.appItems.first!.date...CorpusData.appItems.last!.date)
  .chartYScale(domain: .automatic(includesZero: true))
  .svg(width: 480, height: 280, id: "corpus-bubble-symbol-size")
}
