import PlotKit

// WWDC22 "Swift Charts: Raise the bar": a one-dimensional bar.
@MainActor
func corpusBarOneDimensional() -> String {
  let data = CorpusData.toys
  return Chart(data) {
    BarMark(x: .value("Count", $0.count))
      .foregroundStyle(by: .value("Shape", $0.type))
  }
  .svg(width: 400, height: 80, id: "corpus-bar-one-dimensional")
}
