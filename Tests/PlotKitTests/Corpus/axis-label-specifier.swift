import PlotKit

// Multi-series lines with symbols; y labels written with `specifier:` in the label view.
@MainActor
func corpusAxisLabelSpecifier() -> String {
  Chart {
    ForEach(CorpusData.appItems) { item in
      LineMark(x: .value("Date", item.date, unit: .day), y: .value("Value", item.value))
        .foregroundStyle(by: .value("Category", item.category))
        .symbol(by: .value("Category", item.category))
        .interpolationMethod(.catmullRom)
    }
  }
  .chartYAxis {
    AxisMarks { value in
      AxisGridLine()
      AxisValueLabel {
        if let v = value.as(Double.self) {
          Text("\(v, specifier: "%.0f") kg")
        }
      }
    }
  }
  .svg(width: 480, height: 280, id: "corpus-axis-label-specifier")
}
