import PlotKit

// A scatter plot with overlay labels in each point, a fixed x domain and titled axes.
@MainActor
func corpusScatterAxisTitles() -> String {
  Chart(CorpusData.appItems) { item in
    PointMark(x: .value("X", item.value), y: .value("Y", item.value * 2))
      .foregroundStyle(.red)
      .symbolSize(30)
      .annotation(position: .overlay, alignment: .center) {
        Text(item.name).font(.system(size: 8, weight: .bold)).foregroundColor(.white)
      }
  }
  .chartXScale(domain: 0...60)
  .chartYScale(domain: .automatic(includesZero: false))
  .chartXAxisLabel("Value")
  .chartYAxisLabel("Double", position: .trailing, alignment: .center)
  .svg(width: 480, height: 300, id: "corpus-scatter-axis-titles")
}
