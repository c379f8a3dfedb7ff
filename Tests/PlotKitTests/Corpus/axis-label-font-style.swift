import PlotKit

// Dot plot with stroked circle symbols; y labels on the leading side in a semibold caption.
@MainActor
func corpusAxisLabelFontStyle() -> String {
  Chart(CorpusData.appItems) { item in
    PointMark(x: .value("Value", item.value), y: .value("Name", item.name))
      .symbol(Circle().strokeBorder(lineWidth: 2))
      .foregroundStyle(Color(red: 0.2, green: 0.5, blue: 0.8))
  }
  .chartYAxis {
    AxisMarks(position: .leading) { _ in
      AxisValueLabel().font(.caption.weight(.semibold)).foregroundStyle(Color.primary)
    }
  }
  .svg(width: 400, height: 240, id: "corpus-axis-label-font-style")
}
