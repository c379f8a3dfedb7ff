import Foundation
import PlotKit

// Source: Salubrejoe/MaxOut2, MaxOut2/VVM/Core/Diary/WidgetsGrid/BodyMassChart.swift
// A smoothed line in the primary colour's gradient with circle symbols, the y domain given
// as a two-element array.
private struct BodyMassStat: Identifiable {
  let id = UUID()
  let date: Date
  let weight: Double
}
private enum Manager {
  static let bodyMassStats = (0..<10).map { (day: Int) -> BodyMassStat in
    let halves: Int = (day * 7) % 5
    return BodyMassStat(
      date: CorpusData.start.addingTimeInterval(Double(day) * 86_400),
      weight: 78 + Double(halves) / 2)
  }
  static let maxWeight = 80.0
}

@MainActor
func corpusMaxOutBodyMass() -> String {
  let manager = Manager.self
  let chart = Chart(manager.bodyMassStats) { stat in
    LineMark(
      x: .value("Week Day", stat.date),
      y: .value("Kg", stat.weight)
    )
    .interpolationMethod(.catmullRom)
    .foregroundStyle(Color.primary.gradient)
    .symbol(Circle())
  }
  .chartYScale(domain: [manager.maxWeight - 7, manager.maxWeight + 7])
  return chart.svg(width: 400, height: 220, id: "corpus-maxout-body-mass")
}
