import Foundation
import PlotKit

// Source: Sparklydust/mont-blanc, MontBlanc/Features/Magnifiers/Annotations/Annotation_Alignment.swift
// Each bar's value twice: above it aligned leading, and inside it at the bottom trailing corner.
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
func corpusMontBlancAnnotationOverlayAlignment() -> String {
  let data = ChartDataModel.mockMonthData()
  let chart = Chart(data) { item in
    BarMark(
      x: .value("Label", item.label),
      y: .value("Value", item.value)
    )
    .annotation(alignment: .leading) {
      Text(item.value.description)
        .font(.caption2)
        .foregroundStyle(.pink)
    }
    .annotation(
      position: .overlay,
      alignment: .bottomTrailing
    ) {
      Text(item.value.description)
        .font(.caption2)
        .foregroundStyle(.white)
    }
  }
  return chart.svg(width: 400, height: 260, id: "corpus-montblanc-annotation-overlay-alignment")
}
