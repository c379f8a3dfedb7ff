import PlotKit

// Word labels picked by a switch in the axis label view, an aspect ratio, a hidden-stroke y axis
// and an axis title view below the chart.
@MainActor
func corpusImpactLabelsAspectRatio() -> String {
  Chart(CorpusData.appItems) { item in
    PointMark(x: .value("Impact", item.value / 20), y: .value("Name", item.name))
  }
  .aspectRatio(0.85, contentMode: .fit)
  .chartXScale(domain: [0, 3.55])
  .chartYAxis {
    AxisMarks(stroke: StrokeStyle(lineWidth: 0))
  }
  .chartXAxisLabel(position: .bottom, alignment: .center) {
    Text("impact")
  }
  .chartXAxis {
    AxisMarks { value in
      AxisGridLine()
      AxisTick()
      AxisValueLabel {
        if let intValue = value.as(Int.self) {
          switch intValue {
          case 0: Text("none")
          case 1: Text("slight")
          case 2: Text("moderate")
          case 3: Text("extreme")
          default: EmptyView()
          }
        }
      }
    }
  }
  .svg(width: 400, height: 420, id: "corpus-impact-labels-aspect-ratio")
}
