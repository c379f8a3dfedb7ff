import PlotKit

// A target line over daily sales, labelled at its leading end.
@MainActor
func corpusRuleAnnotatedTarget() -> String {
  let target = 70
  return Chart {
    ForEach(CorpusData.sales) { point in
      BarMark(x: .value("Day", point.day, unit: .day), y: .value("Sales", point.sales))
        .foregroundStyle(point.sales >= target ? Color.green : Color.gray)
    }
    RuleMark(y: .value("Target", target))
      .foregroundStyle(.red)
      .lineStyle(StrokeStyle(lineWidth: 1, dash: [4, 2]))
      .annotation(position: .top, alignment: .leading) {
        Text("Target: \(target)")
          .font(.caption)
          .foregroundStyle(.red)
      }
  }
  .svg(width: 480, height: 240, id: "corpus-rule-annotated-target")
}
