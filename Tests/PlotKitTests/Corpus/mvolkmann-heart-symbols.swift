import Foundation
import PlotKit

// Source: mvolkmann/SwiftChartsDemo, SwiftChartsDemo/Views/HeartChartView.swift
// A line whose points get a symbol per date (no legend), the interpolation picked from a
// dictionary, x axis hidden, y domain fitted to the data, a tinted plot area.
private struct DatedValue: Identifiable {
  var id: String { date }
  let date: String
  let value: Double
}
private let data: [DatedValue] = (1...7).map {
  DatedValue(date: "11/\($0)", value: 60 + Double(($0 * 13) % 20))
}
private let interpolationMap: [String: InterpolationMethod] = [
  "monotone": .monotone,
  "cardinal": .cardinal,
  "catmullRom": .catmullRom,  // formulated by Edwin Catmull and Raphael Rom
]
private let interpolation = "monotone"
private var maxValue: Double {
  let item = data.max { a, b in a.value < b.value }
  return item?.value ?? 0.0
}
private var minValue: Double {
  let item = data.min { a, b in a.value < b.value }
  return item?.value ?? 0.0
}

@MainActor
func corpusMvolkmannHeartSymbols() -> String {
  let chart = Chart(data) { item in
    LineMark(
      x: .value("Date", item.date),
      y: .value("Value", item.value)
    )
    .symbol(by: .value("Date", item.date))
    // Smooth the line.
    .interpolationMethod(interpolationMap[interpolation]!)
  }
  .chartLegend(.hidden)
  // Hide the x-axis and its labels.
  .chartXAxis(.hidden)
  // Change the y-axis to begin an minValue and end at maxValue.
  .chartYScale(domain: minValue...maxValue)
  // Give the plot area a background color.
  .chartPlotStyle { content in
    content.background(Color(.secondarySystemBackground))
  }
  return chart.svg(width: 400, height: 240, id: "corpus-mvolkmann-heart-symbols")
}
