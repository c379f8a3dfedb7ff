import PlotKit

// A custom axis label view: `AxisValueLabel { … }`.
@MainActor
func corpusAxisValueLabelView() -> String {
  let data = CorpusData.toys
  return Chart(data) {
    BarMark(x: .value("Shape", $0.type), y: .value("Count", $0.count))
  }
  .chartXAxis {
    AxisMarks { value in
      AxisValueLabel {
        if let name = value.as(String.self) {
          Text(name.uppercased()).font(.caption2).bold()
        }
      }
    }
  }
  .svg(width: 400, height: 240, id: "corpus-axis-value-label-view")
}
