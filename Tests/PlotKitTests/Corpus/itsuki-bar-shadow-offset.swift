import Foundation
import PlotKit

// Source: 0Itsuki0/SwiftChartsDemo, SwiftChartDemo/Styling/MarkStyling.swift ("shadow", "offset",
// "blur", "annotation"): four charts of the same bars, each with one mark modifier.
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
func corpusItsukiBarShadowOffset() -> String {
  let view = VStack {
    Chart {
      ForEach(barDataList) { data in
        BarMark(x: .value("", data.category.rawValue), y: .value("", data.height))
          .blur(radius: data.category == .b ? 0 : 3)
      }
    }
    .frame(height: 200)
    .padding(.horizontal, 48)

    Chart {
      ForEach(barDataList) { data in
        BarMark(x: .value("", data.category.rawValue), y: .value("", data.height))
          .shadow(color: .red, radius: 5, x: 0, y: 3)
      }
    }
    .frame(height: 200)
    .padding(.horizontal, 48)

    Chart {
      ForEach(barDataList) { data in
        BarMark(x: .value("", data.category.rawValue), y: .value("", data.height))
          .offset(CGSize(width: 0, height: -10))
      }
    }
    .frame(height: 200)
    .padding(.horizontal, 48)

    Chart {
      ForEach(barDataList) { data in
        BarMark(x: .value("", data.category.rawValue), y: .value("", data.height))
          .annotation(
            position: .top,
            content: {
              Text("\(String(format: "%.1f", data.height))")
            })
      }
    }
    .frame(height: 200)
    .padding(.horizontal, 48)
  }
  return view.svg(width: 400, height: 820)
}
