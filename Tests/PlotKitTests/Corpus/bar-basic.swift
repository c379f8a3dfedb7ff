import PlotKit

// Apple docs, "Creating a chart using Swift Charts": a bar per toy shape.
@MainActor
func corpusBarBasic() -> String {
  let data = CorpusData.toys
  return Chart {
    ForEach(data) { shape in
      BarMark(
        x: .value("Shape Type", shape.type),
        y: .value("Total Count", shape.count)
      )
    }
  }
  .svg(width: 400, height: 240, id: "corpus-bar-basic")
}
