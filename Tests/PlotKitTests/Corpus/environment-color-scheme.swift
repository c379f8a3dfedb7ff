import Foundation
import PlotKit

// A health app's card view: colours picked by the colour scheme and the text size, a chart in
// a card with a rounded background.
private struct HeartRateCard: View {
  @Environment(\.colorScheme) var colorScheme
  @Environment(\.dynamicTypeSize) var dynamicTypeSize
  let samples: [StepCount]

  var lineColor: Color { colorScheme == .dark ? .pink : .red }

  var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      Text(dynamicTypeSize.isAccessibilitySize ? "Steps" : "Steps this week")
        .font(.headline)
      Chart(samples) { sample in
        LineMark(x: .value("Day", sample.weekday, unit: .day), y: .value("Steps", sample.steps))
          .foregroundStyle(lineColor)
        AreaMark(x: .value("Day", sample.weekday, unit: .day), y: .value("Steps", sample.steps))
          .foregroundStyle(lineColor.opacity(colorScheme == .dark ? 0.3 : 0.15))
      }
      .frame(height: 160)
    }
    .padding()
    .background(colorScheme == .dark ? Color.black : Color.white)
  }
}

@MainActor
func corpusEnvironmentColorScheme() -> String {
  HeartRateCard(samples: CorpusData.steps).svg(
    width: 360, height: 240, id: "corpus-environment-color-scheme")
}
