import Foundation
import PlotKit

// Source: fanyu/Swift-Charts, SwiftCharts/SwiftCharts/View/Bar/PyramidBarChart.swift
// A population-pyramid style chart: bars grow left and right of zero from xStart/xEnd.
private func date(year: Int, month: Int, day: Int = 1) -> Date {
  CorpusData.calendar.date(from: .init(year: year, month: month, day: day)) ?? Date()
}
private enum Constants { static let overviewHeight: CGFloat = 240 }
private enum MockData {
  static let seriesData = [
    (
      city: "Cupertino",
      data: [54, 42, 88, 49, 42, 125, 67].enumerated().map {
        (weekday: date(year: 2022, month: 5, day: 2 + $0.offset), sales: $0.element)
      }
    ),
    (
      city: "San Francisco",
      data: [81, 90, 52, 72, 84, 84, 137].enumerated().map {
        (weekday: date(year: 2022, month: 5, day: 2 + $0.offset), sales: $0.element)
      }
    ),
  ]
}

@MainActor
func corpusFanyuPyramidBars() -> String {
  let chart = Chart {
    ForEach(MockData.seriesData, id: \.city) { series in
      ForEach(series.data, id: \.weekday) {
        BarMark(
          xStart: .value("Sales", 0),
          xEnd: .value("Sales", series.city == "Cupertino" ? $0.sales : $0.sales * -1),
          y: .value("Weekday", $0.weekday, unit: .day)
        )
      }
      .foregroundStyle(by: .value("City", series.city))
    }
  }
  .chartYAxis {
    AxisMarks(preset: .aligned, position: .automatic) { _ in
      AxisValueLabel(centered: true)
    }
  }
  .chartXAxis {
    AxisMarks(preset: .aligned, position: .automatic) { value in
      AxisGridLine()
      AxisValueLabel("\(abs(value.as(Int.self)!))")
    }
  }
  .chartLegend(position: .top, alignment: .center)
  .frame(height: Constants.overviewHeight)
  return chart.svg(width: 420, height: 260, id: "corpus-fanyu-pyramid-bars")
}
