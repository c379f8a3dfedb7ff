import PlotKit

// A histogram with hand-picked bin edges, bars outlined with the bin's bounds.
@MainActor
func corpusHistogramThresholds() -> String {
  let values = CorpusData.measurements.map(\.value)
  let bins = NumberBins(thresholds: [0.0, 10, 20, 25, 30, 35, 40, 50, 60])
  let counts = bins.indices.map { index in
    (bin: bins[index], count: values.filter { bins.index(for: $0) == index }.count)
  }
  return Chart(counts, id: \.bin.lowerBound) { item in
    BarMark(
      x: .value("Score", item.bin),
      y: .value("Count", item.count)
    )
    .foregroundStyle(.teal.gradient)
  }
  .chartXAxis {
    AxisMarks(values: bins.thresholds)
  }
  .svg(width: 420, height: 240, id: "corpus-histogram-thresholds")
}
