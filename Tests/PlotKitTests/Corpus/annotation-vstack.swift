import PlotKit

// An annotation built from views (WWDC23 "Explore pie charts and interactivity" style callout).
@MainActor
func corpusAnnotationVStack() -> String {
  let data = CorpusData.sales
  let best = data.max { $0.sales < $1.sales }!
  return Chart {
    ForEach(data) {
      BarMark(x: .value("Day", $0.day, unit: .day), y: .value("Sales", $0.sales))
    }
    RuleMark(x: .value("Best day", best.day, unit: .day))
      .foregroundStyle(.gray.opacity(0.3))
      .annotation(position: .top) {
        VStack(alignment: .leading) {
          Text("Best day")
            .font(.callout)
            .foregroundStyle(.secondary)
          Text("\(best.sales) sales")
            .font(.title2.bold())
        }
        .padding(6)
        .background {
          RoundedRectangle(cornerRadius: 4)
            .fill(.quaternary.opacity(0.5))
        }
      }
  }
  .svg(width: 480, height: 280, id: "corpus-annotation-vstack")
}
