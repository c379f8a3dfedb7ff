import Foundation
import PlotKit

// Overlapping (unstacked) areas, weekly labels with greedy collision resolution.
@MainActor
func corpusAreaUnstackedCollision() -> String {
  Chart {
    ForEach(CorpusData.appItems) { item in
      AreaMark(x: .value("Date", item.date), y: .value("Value", item.value), stacking: .unstacked)
        .foregroundStyle(by: .value("Category", item.category))
        .opacity(0.5)
        .interpolationMethod(.cardinal)
    }
  }
  .chartXAxis {
    AxisMarks(values: .stride(by: .weekOfYear)) { value in
      AxisGridLine()
      AxisValueLabel(format: .dateTime.month().day(), collisionResolution: .greedy)
    }
  }
  .chartYScale(domain: 0...60, type: .linear)
  .svg(width: 480, height: 280, id: "corpus-area-unstacked-collision")
}
