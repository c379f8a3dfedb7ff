import Foundation
import PlotKit

// Source: jhokit/AstroSwiftSampler, Shared/Charts/BarChart.swift
// Bars per item, several series coloured by name, with the app's own style extensions on
// the mark and on the chart (stubbed here as ChartContent and View extensions).
private struct Item: Identifiable {
  let id = UUID()
  let name: String
  let value: Double
}
private struct Series: Identifiable {
  let id = UUID()
  let name: String
  let items: [Item]
}
private let sampleSeries: [Series] = ["Alpha", "Beta", "Gamma", "Delta", "Epsilon"].enumerated().map
{ s, name in
  Series(
    name: name,
    items: ["A", "B", "C"].enumerated().map {
      Item(name: $0.element, value: Double(3 + (s * 5 + $0.offset * 3) % 9))
    })
}
extension ChartContent {
  fileprivate func astroStyle() -> some ChartContent { self.cornerRadius(2) }
}
extension View {
  fileprivate func astroStyle() -> some View { self.padding(8) }
}

@MainActor
func corpusJhokitAstroStyle() -> String {
  let seriesDisplayCount = 4
  let chart = Chart(sampleSeries[0..<seriesDisplayCount]) { series in
    ForEach(series.items) { item in
      BarMark(
        x: .value("Name", item.name),
        y: .value("Value", item.value)
      )
      .astroStyle()
      .foregroundStyle(by: .value("Name", series.name))
    }
  }
  .astroStyle()
  return chart.svg(width: 400, height: 260)
}
