import Foundation
import PlotKit

// Source: Sparklydust/mont-blanc, MontBlanc/Features/Charts/SectorMark/Sections/SectorMark_InnerOuterRadius.swift
// Sector radii given in points: a ring with a 120-point hole, and a pie of 100 points.
private struct ChartDataModel: Identifiable {
  var label: String
  var value: Double
  var id: String { label }
  static func mockMonthData() -> [ChartDataModel] {
    ["Jan", "Feb", "Mar", "Apr", "May"].enumerated().map {
      ChartDataModel(label: $0.element, value: Double(8 + ($0.offset * 5) % 11))
    }
  }
}

@MainActor
func corpusMontBlancSectorFixedRadius() -> String {
  let data = ChartDataModel.mockMonthData()
  let view = VStack {
    Chart(data) { item in
      SectorMark(
        angle: .value("Value", item.value),
        innerRadius: 120,
        angularInset: 4
      )
      .foregroundStyle(by: .value("Label", item.label))
    }

    Chart(data) { item in
      SectorMark(
        angle: .value("Value", item.value),
        outerRadius: 100,
        angularInset: 4
      )
      .foregroundStyle(by: .value("Label", item.label))
    }
  }
  return view.svg(width: 400, height: 640)
}
