import Foundation
import PlotKit

// Source: 0Itsuki0/SwiftChartsDemo, SwiftChartDemo/Styling/MarkStyling.swift ("clipShape(_:style:)")
// Bars clipped to capsules.
private enum Category: String { case a, b, c }
private struct StylingData: Identifiable {
  let id = UUID()
  var height: Double
  var weight: Double
  var category: Category
}
private let barDataList: [StylingData] = [
  .init(height: 10, weight: 10, category: .a),
  .init(height: 30, weight: 10, category: .b),
  .init(height: 20, weight: 10, category: .c),
]

@MainActor
func corpusItsukiBarClipCapsule() -> String {
  let chart = Chart {
    ForEach(barDataList) { data in
      BarMark(x: .value("", data.category.rawValue), y: .value("", data.height))
        .clipShape(Capsule())
    }
  }
  .frame(height: 200)
  .padding(.horizontal, 48)
  return chart.svg(width: 400, height: 220, id: "corpus-itsuki-bar-clip-capsule")
}
