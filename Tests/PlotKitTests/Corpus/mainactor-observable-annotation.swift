import Foundation
import Observation
import PlotKit

// A fitness app's step chart, written in main-actor code as app code is: the goal comes from
// an @Observable model (main-actor isolated) read inside the rule's annotation, and the bar
// colour from a @MainActor helper called in the ForEach body.
@MainActor @Observable
private final class StepGoalModel {
  var goal = 9_000.0
  var showsGoal = true
  var goalLabel: String { "Goal: \(Int(goal)) steps" }
}

@MainActor
private func barColor(for steps: Int, goal: Double) -> Color {
  Double(steps) >= goal ? .green : .blue.opacity(0.6)
}

@MainActor
func corpusMainActorObservableAnnotation() -> String {
  let model = StepGoalModel()
  let currentWeek = CorpusData.steps
  return Chart {
    ForEach(currentWeek) { day in
      BarMark(
        x: .value("Day", day.weekday, unit: .day),
        y: .value("Steps", day.steps)
      )
      .foregroundStyle(barColor(for: day.steps, goal: model.goal))
    }
    if model.showsGoal {
      RuleMark(y: .value("Goal", model.goal))
        .lineStyle(StrokeStyle(lineWidth: 1, dash: [4, 2]))
        .annotation(position: .top, alignment: .leading) {
          Text(model.goalLabel)
            .font(.caption)
            .foregroundStyle(.secondary)
        }
    }
  }
  .svg(width: 420, height: 240, id: "corpus-mainactor-observable-annotation")
}
