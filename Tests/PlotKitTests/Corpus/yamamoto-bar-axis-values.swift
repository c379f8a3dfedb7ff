import Foundation
import PlotKit

// Source: YamamotoKeita/swift-charts-example, SwiftChartsExample/BarChartExample.swift
// Leading y axis at hand-computed values, labels read by `axis.index`, in units of 10,000.
private enum YAxisUtil {
  static func calcYAxis(min: Double, max: Double, lineCount: Int, minSpan: Double) -> [Double] {
    let step = Swift.max(
      minSpan, ((max - min) / Double(lineCount - 1) / 1_000_000).rounded(.up) * 1_000_000)
    return (0..<lineCount).map { min + Double($0) * step }
  }
}

private struct BarChartExample {
  let barData: [Double] = [14_195_853, 4_856_476, 5_977_201, 4_856_476]

  var body: some View {
    Chart {
      ForEach(Array(barData.enumerated()), id: \.element) { timeIndex, number in
        BarMark(
          x: .value("Category", "\(timeIndex)期"),
          y: .value("Value", number)
        )
      }

    }
    .chartYAxis {
      AxisMarks(position: .leading, values: yAxis()) { axis in
        let value = yAxis()[axis.index]
        AxisGridLine()
        AxisValueLabel("\(Int(value / 10000))", centered: false)
      }
    }
    .frame(height: 300)
  }

  func yAxis() -> [Double] {
    guard let max = barData.max() else {
      return []
    }

    return YAxisUtil.calcYAxis(
      min: 0,
      max: max * 1.1,
      lineCount: 6,
      minSpan: 10
    )
  }
}

@MainActor
func corpusYamamotoBarAxisValues() -> String {
  BarChartExample().body.svg(width: 400, height: 320)
}
