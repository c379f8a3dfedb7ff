import Foundation
import PlotKit

// Source: jordibruin/Swift-Charts-Examples, Swift Charts Examples/Charts/BarCharts/SingleBarThreshold.swift
// Bars over a threshold in orange, a red threshold rule whose value sits in a rounded badge.
private enum Constants { static let detailChartHeight: CGFloat = 300 }
private enum SalesData {
  static let last30Days: [(day: Date, sales: Int)] = (0..<30).map {
    (index: Int) -> (day: Date, sales: Int) in
    let sales: Int = 90 + (index * 61) % 140
    return (day: CorpusData.start.addingTimeInterval(Double(index) * 86_400), sales: sales)
  }
}

@MainActor
func corpusJordibruinThresholdBars() -> String {
  let threshold = 150.0
  let chart = Chart(SalesData.last30Days, id: \.day) {
    BarMark(
      x: .value("Date", $0.day),
      y: .value("Sales", $0.sales)
    )
    .foregroundStyle($0.sales > Int(threshold) ? .orange : .blue)
    RuleMark(
      y: .value("Threshold", threshold)
    )
    .lineStyle(StrokeStyle(lineWidth: 2))
    .foregroundStyle(.red)
    .annotation(position: .top, alignment: .leading) {
      Text("\(threshold, specifier: "%.0f")")
        .font(.title2.bold())
        .foregroundColor(.primary)
        .background {
          ZStack {
            RoundedRectangle(cornerRadius: 8)
              .fill(.background)
            RoundedRectangle(cornerRadius: 8)
              .fill(.quaternary.opacity(0.7))
          }
          .padding(.horizontal, -8)
          .padding(.vertical, -4)
        }
        .padding(.bottom, 4)
    }
  }
  .frame(height: Constants.detailChartHeight)
  return chart.svg(width: 480, height: 320, id: "corpus-jordibruin-threshold-bars")
}
