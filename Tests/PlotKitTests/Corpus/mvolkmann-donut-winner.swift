import Foundation
import PlotKit

// Source: mvolkmann/SwiftChartsPieDonut, SwiftChartsPieDonut/ContentView.swift
// A donut whose selected slice grows (ratio radii per slice), the winner's name centred in the
// plot through chartBackground, the angle selection bound to a custom Plottable.
// One edit: `chartAngleSelection(value:)` is labelled, as Apple's SDK requires (the source's
// unlabelled call came from a beta).
private struct PlottableAngle: Equatable, Plottable {
  var primitivePlottable: Int
  init?(primitivePlottable: Int) {
    self.primitivePlottable = primitivePlottable
  }
}

private struct GameResult: Equatable, Identifiable {
  var id: String { name }
  var name: String
  var score: Int
}

private let results: [GameResult] = [
  .init(name: "Mark", score: 19),
  .init(name: "Tami", score: 16),
  .init(name: "Amanda", score: 10),
  .init(name: "Jeremy", score: 7),
]

private struct ContentView: View {
  // This value goes from 0 to 52 because the sum of the scores is 52.
  @State var selectedAngle: PlottableAngle? = PlottableAngle(primitivePlottable: 30)

  private func innerRatio(_ result: GameResult) -> Double {
    return result == selectedResult ? 0.55 : 0.6
  }

  private func outerRatio(_ result: GameResult) -> Double {
    return result == selectedResult ? 1 : 0.95
  }

  private var selectedResult: GameResult? {
    guard let selectedAngle else { return nil }
    let value = selectedAngle.primitivePlottable
    var sum = 0
    for result in results {
      sum += result.score
      if value <= sum { return result }
    }
    return nil
  }

  private let winner: GameResult = results.reduce(
    results[0],
    { winner, result in result.score > winner.score ? result : winner }
  )

  var body: some View {
    VStack {
      Chart(results, id: \.name) { result in
        SectorMark(
          angle: .value("Score", result.score),
          innerRadius: .ratio(innerRatio(result)),
          outerRadius: .ratio(outerRatio(result)),
          angularInset: 2
        )
        .cornerRadius(10)
        .foregroundStyle(by: .value("Name", result.name))
      }
      .chartAngleSelection(value: $selectedAngle)
      .chartBackground { proxy in
        GeometryReader { geometry in
          let frame = geometry[proxy.plotAreaFrame]
          VStack {
            Text("Winner").font(.headline)
            Text(winner.name)
          }
          .position(x: frame.midX, y: frame.midY)
        }
      }
    }
    .padding()
  }
}

@MainActor
func corpusMvolkmannDonutWinner() -> String {
  ContentView().body.svg(width: 360, height: 360)
}
