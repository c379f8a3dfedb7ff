import PlotKit

// A range band under its line, with a unit view as the y axis title and a centred x title.
@MainActor
func corpusAreaBandAxisLabelView() -> String {
  Chart {
    ForEach(CorpusData.appItems) { item in
      AreaMark(
        x: .value("Date", item.date), yStart: .value("Low", item.value - 4),
        yEnd: .value("High", item.value + 4)
      )
      .foregroundStyle(.blue.opacity(0.2))
      LineMark(x: .value("Date", item.date), y: .value("Value", item.value))
    }
  }
  .chartYAxisLabel(position: .leading) { Text("°C").font(.caption) }
  .chartXAxisLabel("Date", alignment: .center)
  .svg(width: 480, height: 280, id: "corpus-area-band-axis-label-view")
}
