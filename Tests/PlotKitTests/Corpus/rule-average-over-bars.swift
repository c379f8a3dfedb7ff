import PlotKit

// WWDC22 "Swift Charts: Raise the bar": an average rule drawn over the bars, with a label.
@MainActor
func corpusRuleAverageOverBars() -> String {
  let data = CorpusData.sales
  let average = Double(data.map(\.sales).reduce(0, +)) / Double(data.count)
  return Chart {
    ForEach(data) {
      BarMark(x: .value("Day", $0.day, unit: .day), y: .value("Sales", $0.sales))
    }
    .foregroundStyle(.gray.opacity(0.5))
    RuleMark(y: .value("Average", average))
      .foregroundStyle(.orange)
      .lineStyle(StrokeStyle(lineWidth: 3))
      .annotation(position: .top, alignment: .leading) {
        Text("Average: \(average, format: .number.precision(.fractionLength(0)))")
          .font(.headline)
          .foregroundStyle(.orange)
      }
  }
  .svg(width: 480, height: 260, id: "corpus-rule-average-over-bars")
}
