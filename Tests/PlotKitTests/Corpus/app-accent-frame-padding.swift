import PlotKit

// App code: accent-coloured rounded bars, a leading y axis, and the chart's own frame and padding.
@MainActor
func corpusAppAccentFramePadding() -> String {
  Chart(CorpusData.appItems) { item in
    BarMark(x: .value("Name", item.name), y: .value("Value", item.value))
      .foregroundStyle(Color.accentColor)
      .cornerRadius(6)
  }
  .chartYAxis { AxisMarks(position: .leading) }
  .frame(height: 250)
  .padding()
  .svg(width: 400, height: 300, id: "corpus-app-accent-frame-padding")
}
