import PlotKit

// `.symbol { … }` with a view: a ringed circle per point.
@MainActor
func corpusSymbolView() -> String {
  let data = CorpusData.steps
  return Chart(data) {
    LineMark(x: .value("Day", $0.weekday, unit: .day), y: .value("Steps", $0.steps))
      .symbol {
        Circle()
          .strokeBorder(.blue, lineWidth: 2)
          .background(Circle().fill(.white))
          .frame(width: 10, height: 10)
      }
  }
  .svg(width: 400, height: 240, id: "corpus-symbol-view")
}
