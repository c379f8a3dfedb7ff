import Foundation
import PlotKit

// A scatter plot on a material plot background with explicit y axis values.
@MainActor
func corpusScatterMaterialPlot() -> String {
  Chart(CorpusData.appItems) { item in
    PointMark(x: .value("X", item.value), y: .value("Y", item.value.squareRoot()))
      .foregroundStyle(.blue.opacity(0.6))
      .symbol(Circle())
  }
  .chartXAxis {
    AxisMarks(values: .automatic(desiredCount: 6)) {
      AxisValueLabel(format: FloatingPointFormatStyle<Double>.number.precision(.fractionLength(0)))
      AxisGridLine()
    }
  }
  .chartYAxis { AxisMarks(values: [0, 2, 4, 6, 8]) }
  .chartPlotStyle { plot in plot.background(.thinMaterial) }
  .svg(width: 480, height: 280, id: "corpus-scatter-material-plot")
}
