import Foundation
import Observation
import PlotKit

// Main-actor isolated ChartContent and View, as Swift Charts' protocols are: a ChartContent
// type whose body calls a @MainActor helper, and a View whose body reads an @Observable model.
@MainActor
private func weekendColor(_ date: Date) -> Color {
  CorpusData.calendar.isDateInWeekend(date) ? .orange : .blue
}

@MainActor @Observable
private final class WeekModel {
  var days = CorpusData.steps
  var title = "This week"
}

private struct WeekBars: ChartContent {
  let days: [StepCount]

  var body: some ChartContent {
    ForEach(days) { day in
      BarMark(x: .value("Day", day.weekday, unit: .day), y: .value("Steps", day.steps))
        .foregroundStyle(weekendColor(day.weekday))
    }
  }
}

private struct WeekView: View {
  let model: WeekModel

  var body: some View {
    VStack(alignment: .leading) {
      Text(model.title).font(.headline)
      Chart { WeekBars(days: model.days) }
    }
  }
}

@MainActor
func corpusMainActorChartContentBody() -> String {
  WeekView(model: WeekModel()).svg(width: 400, height: 260, id: "corpus-mainactor-body")
}
