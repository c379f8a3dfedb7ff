import Foundation
import PlotKit

// Source: Sparklydust/mont-blanc, MontBlanc/Features/Magnifiers/Annotations/Annotation_Overflow_X.swift
// Two annotations on one bar: a purple tick right above it, and a label 16 points higher on a
// gradient rounded background that is kept inside the chart horizontally.
private struct ChartDataModel: Identifiable {
  var label: String
  var value: Double
  var id: String { label }
  static func mockMonthData() -> [ChartDataModel] {
    ["Jan", "Feb", "Mar", "Apr", "May", "Jun"].enumerated().map {
      ChartDataModel(label: $0.element, value: Double(12 + ($0.offset * 13) % 29))
    }
  }
}

@MainActor
func corpusMontBlancAnnotationOverflow() -> String {
  let data = ChartDataModel.mockMonthData()
  let chart = Chart(data) { item in
    BarMark(
      x: .value("Label", item.label),
      y: .value("Value", item.value)
    )
    .annotation(spacing: .zero) {
      if item.label == "Jan" {
        Rectangle()
          .fill(.purple)
          .frame(width: 4, height: 16)
      }
    }
    .annotation(spacing: 16, overflowResolution: .init(x: .fit)) {
      if item.label == "Jan" {
        Text("Business Started")
          .font(.caption2)
          .foregroundStyle(.white)
          .padding()
          .background(.purple.gradient, in: .rect(cornerRadius: 8))
      }
    }
  }
  return chart.svg(width: 400, height: 260, id: "corpus-montblanc-annotation-overflow")
}
