import Foundation
import PlotKit

// Source: ram4ik/ChartsInSwiftUICourse, ChartsInSwiftUI/LineChartInSwiftUI/LineChartSymbolInSwiftUI.swift
// Modifiers on the ForEach: a gradient for the whole line, an emoji annotation over every point
// and circle symbols.
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
func corpusRam4ikLineSymbolForEachModifiers() -> String {
  let walkWorkouts = Workout.walkWorkouts
  let chart = Chart {
    ForEach(walkWorkouts) { workout in
      LineMark(x: .value("Day", workout.day), y: .value("Workout(minutes)", workout.minutes))
        .lineStyle(.init(lineWidth: 2, lineCap: .round, lineJoin: .round))
    }
    .foregroundStyle(Gradient(colors: [.yellow, .orange, .pink]))
    .annotation(position: .top) {
      Text("🚶♀️")
        .font(.largeTitle)
    }
    .symbol(Circle())
  }
  .frame(height: 150)
  .padding(.horizontal)
  return chart.svg(width: 400, height: 200, id: "corpus-ram4ik-line-symbol-foreach-modifiers")
}
