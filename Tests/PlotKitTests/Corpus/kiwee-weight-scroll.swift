import Foundation
import PlotKit

// Source: naiyingshih/Kiwee, Kiwee/Kiwee/View/Report/ChartView/WeightChartView.swift
// A smoothed line with points coloured by their value, a starting-weight rule annotated at its
// top leading corner, scrolling with a visible window given in seconds.
private struct UserInput {
  let date: Date
  let calories: Double
}
private let userInputData = (0..<30).map {
  UserInput(
    date: CorpusData.start.addingTimeInterval(Double($0) * 86_400 / 3),
    calories: 66 - Double($0 % 9) / 3)
}

@MainActor
func corpusKiweeWeightScroll() -> String {
  let chart = Chart(userInputData, id: \.date) { element in
    LineMark(
      x: .value("日期", element.date),
      y: .value("體重", element.calories)
    )
    .interpolationMethod(.catmullRom)

    PointMark(
      x: .value("日期", element.date),
      y: .value("體重", element.calories)
    )
    .foregroundStyle(by: .value("體重", element.calories))

    RuleMark(y: .value("體重", 65))
      .foregroundStyle(.gray)
      .annotation(
        position: .top,
        alignment: .topLeading
      ) {
        Text("初始體重: 65 kcal")
          .font(.system(size: 12))
          .foregroundColor(.gray)
      }
  }
  .frame(height: 200)
  .chartScrollableAxes(.horizontal)
  .chartXVisibleDomain(length: 365000 * 2)
  return chart.svg(width: 400, height: 220, id: "corpus-kiwee-weight-scroll")
}
