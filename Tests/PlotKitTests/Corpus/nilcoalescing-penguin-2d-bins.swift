import Foundation
import PlotKit

// Source: NilCoalescing/Swift-Charts-examples, PlottingDataDistributionsWithSwiftCharts/PenguinsChart.swift
// A 2D histogram: rectangles spanning Float bins on both axes, coloured by frequency.
private struct PenguinsDataPoint {
  let flipperLength: Float
  let billLength: Float
}
private struct TwoDimensionalBinIndex: Hashable {
  let xBinIndex: Int
  let yBinIndex: Int
}
private typealias BinnedValue = (
  index: TwoDimensionalBinIndex,
  xDataRange: ChartBinRange<Float>,
  yDataRange: ChartBinRange<Float>,
  frequency: Int
)
private let dataset: [PenguinsDataPoint] = (0..<300).map { i in
  let a = Float((i * 37) % 101) / 101
  let b = Float((i * 59) % 97) / 97
  return PenguinsDataPoint(flipperLength: 180 + 50 * a, billLength: 35 + 15 * (a + b) / 2)
}
private var bins: [BinnedValue] {
  let flipperLengthBins = NumberBins(
    data: dataset.map(\.flipperLength),
    desiredCount: 25
  )

  let billLengthBins = NumberBins(
    data: dataset.map(\.billLength),
    desiredCount: 25
  )

  let groupedData = Dictionary(
    grouping: dataset
  ) { element in
    TwoDimensionalBinIndex(
      xBinIndex:
        flipperLengthBins
        .index(for: element.flipperLength),
      yBinIndex:
        billLengthBins
        .index(for: element.billLength)
    )
  }

  let values =
    groupedData
    .map { key, values in
      return (
        index: key,
        xDataRange: flipperLengthBins[
          key.xBinIndex
        ],
        yDataRange: billLengthBins[
          key.yBinIndex
        ],
        frequency: values.count
      )
    }

  return values
}

@MainActor
func corpusNilCoalescingPenguin2DBins() -> String {
  let chart = Chart(
    bins, id: \.index
  ) { element in
    RectangleMark(
      x: .value(
        "Flipper Length",
        element.xDataRange
      ),
      y: .value(
        "Bill Length",
        element.yDataRange
      ),
      width: .ratio(1),
      height: .ratio(1)
    )
    .foregroundStyle(
      by: .value(
        "Frequency",
        element.frequency
      )
    )
  }
  .chartXScale(
    domain: .automatic(
      includesZero: false
    )
  )
  .chartYScale(
    domain: .automatic(
      includesZero: false
    )
  )
  .chartForegroundStyleScale(
    range: Gradient(
      colors: [
        Color.red.opacity(0.1),
        Color.yellow,
      ]
    )
  )
  return chart.svg(width: 480, height: 320, id: "corpus-nilcoalescing-penguin-2d-bins")
}
