import Foundation
import PlotKit

// Workout minutes per day by type: a custom colour scale, minute labels, legend on top, a fixed height.
private struct Workout: Identifiable {
  let id = UUID()
  let day: String
  let minutes: Int
  let type: String
}
private let workouts = [
  Workout(day: "Mon", minutes: 30, type: "Run"), Workout(day: "Tue", minutes: 45, type: "Bike"),
]
@MainActor
func corpusWorkoutMinutesScale() -> String {
  Chart {
    ForEach(workouts) { workout in
      BarMark(
        x: .value("Day", workout.day),
        y: .value("Minutes", workout.minutes)
      )
      .foregroundStyle(by: .value("Type", workout.type))
      .cornerRadius(4)
    }
  }
  .chartForegroundStyleScale([
    "Run": Color.orange,
    "Bike": Color.blue,
  ])
  .chartYAxis {
    AxisMarks(position: .leading, values: .stride(by: 15)) { value in
      AxisGridLine()
      AxisValueLabel("\(value.as(Int.self) ?? 0) min")
    }
  }
  .chartLegend(position: .top)
  .frame(height: 200)
  .svg(width: 480, height: 280, id: "corpus-workout-minutes-scale")
}
