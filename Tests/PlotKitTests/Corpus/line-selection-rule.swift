import PlotKit

// WWDC23: a line with chartXSelection and a rule at the selected date.
@MainActor
func corpusLineSelectionRule() -> String {
  @State var rawSelectedDate: Date? = CorpusData.sales[5].day
  let data = CorpusData.sales
  return Chart {
    ForEach(data) { point in
      LineMark(
        x: .value("Day", point.day, unit: .day),
        y: .value("Sales", point.sales)
      )
    }
    if let rawSelectedDate {
      RuleMark(x: .value("Selected", rawSelectedDate, unit: .day))
        .foregroundStyle(Color.gray.opacity(0.3))
        .zIndex(-1)
    }
  }
  .chartXSelection(value: $rawSelectedDate)
  .svg(width: 400, height: 240, id: "corpus-line-selection-rule")
}
