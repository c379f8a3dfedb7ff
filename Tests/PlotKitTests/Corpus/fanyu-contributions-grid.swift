import Foundation
import PlotKit

// Source: fanyu/Swift-Charts, SwiftCharts/SwiftCharts/View/Rectangle/ContributionsRectangleChart.swift
// A contributions grid: rectangles from numeric start/end edges, a two-colour gradient scale.
private enum Constants { static let overviewHeight: CGFloat = 160 }
private enum MockData {
  static let contribution = (0..<28).map { (x: $0 % 7, y: $0 / 7, level: ($0 * 7 + $0 / 3) % 6) }
}

@MainActor
func corpusFanyuContributionsGrid() -> String {
  let chart = Chart(MockData.contribution, id: \.level) {
    RectangleMark(
      xStart: .value("xStart", $0.x),
      xEnd: .value("xEnd", $0.x + 1),
      yStart: .value("yStart", $0.y),
      yEnd: .value("yEnd", $0.y + 1)
    )
    .foregroundStyle(by: .value("Level", $0.level))
  }
  .chartForegroundStyleScale(range: Gradient(colors: [.white, .green]))
  .chartXAxis(.hidden)
  .chartYAxis(.hidden)
  .frame(height: Constants.overviewHeight)
  return chart.svg(width: 400, height: 200, id: "corpus-fanyu-contributions-grid")
}
