import PlotKit

// Apple docs (NumberBins): a histogram of measurements, bins inferred from the data.
@MainActor
func corpusHistogramNumberBins() -> String {
  let data = CorpusData.measurements
  let bins = NumberBins(data: data.map(\.value), desiredCount: 12)
  let groups = Dictionary(grouping: data.map(\.value), by: bins.index)
  let preparedData = groups.map { key, values in
    (index: key, range: bins[key], frequency: values.count)
  }
  return Chart(preparedData, id: \.index) { element in
    BarMark(
      x: .value("Value", element.range),
      y: .value("Frequency", element.frequency)
    )
  }
  .svg(width: 420, height: 240, id: "corpus-histogram-number-bins")
}
