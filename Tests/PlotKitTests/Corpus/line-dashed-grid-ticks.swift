import PlotKit

// A line with circle symbols drawn as views, dashed centred grid lines and short ticks.
@MainActor
func corpusLineDashedGridTicks() -> String {
  Chart {
    ForEach(CorpusData.appItems) { item in
      LineMark(x: .value("Date", item.date), y: .value("Value", item.value))
        .foregroundStyle(.blue)
      PointMark(x: .value("Date", item.date), y: .value("Value", item.value))
        .symbol {
          Circle().fill(.white).frame(width: 8, height: 8)
            .overlay(Circle().stroke(.blue, lineWidth: 2))
        }
    }
  }
  .chartXAxis {
    AxisMarks(values: .automatic) { value in
      AxisGridLine(centered: true, stroke: StrokeStyle(lineWidth: 0.5, dash: [2, 3]))
      AxisTick(centered: true, length: 4, stroke: StrokeStyle(lineWidth: 1))
      AxisValueLabel(format: .dateTime.weekday(.abbreviated))
    }
  }
  .svg(width: 480, height: 260, id: "corpus-line-dashed-grid-ticks")
}
