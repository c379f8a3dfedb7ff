import Foundation
import PlotKit

// Source: YamamotoKeita/swift-charts-example, SwiftChartsExample/LineMarkExample.swift
// Lines coloured through a KeyValuePairs scale, each point a white circle stroked in yellow.
private let data: [[Double]] = [
  [1, 2, 3],
  [-4, 0, 1],
  [2, 0, -1],
]

private let colorMap: KeyValuePairs<String, Color> = [
  "Line0": Color.red,
  "Line1": Color.blue,
  "Line2": Color.green,
]

@MainActor
func corpusYamamotoSymbolViewScale() -> String {
  let chart = VStack(spacing: 50) {
    Chart {

      ForEach(Array(data.enumerated()), id: \.offset) { dataIndex, records in
        ForEach(Array(records.enumerated()), id: \.offset) { timeIndex, number in
          LineMark(
            x: .value("FiscalYear", "\(timeIndex)期"),
            y: .value("Line", number)
          )
          .foregroundStyle(by: .value("Category", "Line\(dataIndex)"))
          .symbol {
            Circle()
              .fill(.white)
              .stroke(.yellow, lineWidth: 2)
              .frame(width: 8)
          }
        }
      }
    }
    .chartForegroundStyleScale(colorMap)
    .frame(height: 300)
  }
  .padding(.horizontal, 20)
  return chart.svg(width: 400, height: 320)
}
