import PlotKit

// A Gantt chart: each task's bar spans its start...end dates.
@MainActor
func corpusGanttClosedRange() -> String {
  Chart(CorpusData.tasks) { task in
    BarMark(
      x: .value("Dates", task.start...task.end),
      y: .value("Task", task.name),
      height: .ratio(0.6)
    )
    .foregroundStyle(by: .value("Task", task.name))
    .cornerRadius(4)
  }
  .chartLegend(.hidden)
  .svg(width: 480, height: 200, id: "corpus-gantt-closed-range")
}
