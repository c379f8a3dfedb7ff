import Foundation
import PlotKit

// Gradient bars clipped to rounded rectangles, axis marks built without reading the value.
@MainActor
func corpusGradientBarsClipShape() -> String {
  let maxValue = CorpusData.appItems.map(\.value).max() ?? 1
  return Chart {
    ForEach(CorpusData.appItems) { item in
      BarMark(x: .value("Name", item.name), y: .value("Value", item.value), width: .ratio(0.5))
        .foregroundStyle(
          LinearGradient(colors: [.blue, .cyan], startPoint: .bottom, endPoint: .top)
        )
        .clipShape(RoundedRectangle(cornerRadius: 4))
    }
  }
  .chartYScale(domain: 0...maxValue * 1.2)
  .chartYAxis { AxisMarks(values: .automatic(desiredCount: 4)) }
  .chartXAxis { AxisMarks { AxisValueLabel() } }
  .svg(width: 480, height: 280, id: "corpus-gradient-bars-clip-shape")
}
