import PlotKit

// `chartOverlay` with a ChartProxy and GeometryReader, as the selection listings write it.
@MainActor
func corpusOverlayProxy() -> String {
  let data = CorpusData.sales
  return Chart(data) {
    LineMark(x: .value("Day", $0.day, unit: .day), y: .value("Sales", $0.sales))
  }
  .chartOverlay { proxy in
    GeometryReader { geometry in
      Rectangle().fill(.clear).contentShape(Rectangle())
        .gesture(
          DragGesture()
            .onChanged { value in
              let origin = geometry[proxy.plotAreaFrame].origin
              let x = value.location.x - origin.x
              _ = proxy.value(atX: x, as: Date.self)
            }
        )
    }
  }
  .svg(width: 480, height: 260, id: "corpus-overlay-proxy")
}
