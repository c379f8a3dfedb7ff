import Foundation
import PlotKit

// Source: ram4ik/ChartsInSwiftUICourse, ChartsInSwiftUI/LegendCustomization/ChartPlotAreaCustomization.swift
// A plot area with a translucent gradient background, a blend mode, inner padding, an orange
// border and a shadow.
private struct Workout: Identifiable {
  let id = UUID()
  let day: String
  let minutes: Int
  static let walkWorkouts = [
    ("Mon", 23), ("Tue", 35), ("Wed", 55), ("Thu", 30), ("Fri", 15), ("Sat", 65), ("Sun", 81),
  ]
  .map { Workout(day: $0.0, minutes: $0.1) }
}

@MainActor
func corpusRam4ikPlotAreaBorder() -> String {
  let walkData = Workout.walkWorkouts
  let chart = Chart(walkData) { walk in
    BarMark(x: .value("Day", walk.day), y: .value("Mins", walk.minutes))
      .foregroundStyle(Color.orange)

  }
  .frame(height: 400)
  .chartPlotStyle(content: { content in
    content
      .background(Color.pink.gradient.opacity(0.2))
      .blendMode(.difference)
      .padding(30)
      .border(Color.orange, width: 2)
      .shadow(radius: 2)
  })
  .padding()
  return chart.svg(width: 400, height: 440, id: "corpus-ram4ik-plot-area-border")
}
