import Foundation
import PlotKit

// Source: fanyu/Swift-Charts, SwiftCharts/SwiftCharts/View/Line/HeartBeatLineChart.swift
// An ECG trace: an indexed line with a cardinal spline and a colour's gradient, no axes.
private enum Constants { static let overviewHeight: CGFloat = 160 }
private enum MockData {
  static let ecg: [Double] = (0..<200).map { i in
    let t = Double(i % 100)
    return t > 40 && t < 48 ? 300 * sin((t - 40) / 8 * .pi) - 40 : -40 + 20 * sin(t / 9)
  }
}

@MainActor
func corpusFanyuHeartbeatCardinal() -> String {
  let chart = Chart {
    ForEach(Array(MockData.ecg.enumerated()), id: \.element) { index, element in
      LineMark(
        x: .value("Index", index),
        y: .value("Unit", element)
      )
      .foregroundStyle(.pink.gradient)
      .interpolationMethod(.cardinal)
    }
  }
  .chartXAxis(.hidden)
  .chartYAxis(.hidden)
  .frame(height: Constants.overviewHeight)
  return chart.svg(width: 400, height: 200, id: "corpus-fanyu-heartbeat-cardinal")
}
