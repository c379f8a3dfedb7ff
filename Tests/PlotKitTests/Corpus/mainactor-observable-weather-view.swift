import Foundation
import Observation
import PlotKit

// A weather app's card: the view's body reads an @Observable settings model (main-actor
// isolated), its own ChartContent type asks a @MainActor unit formatter for the labels in
// its body, and an axis built in a computed property reads the same settings.
@MainActor @Observable
private final class WeatherSettings {
  var usesFahrenheit = false
  var highlightsFrost = true
  var title: String { usesFahrenheit ? "Temperature (°F)" : "Temperature (°C)" }

  func converted(_ celsius: Double) -> Double {
    usesFahrenheit ? celsius * 9 / 5 + 32 : celsius
  }
}

@MainActor
private enum TemperatureText {
  static func label(_ value: Double, settings: WeatherSettings) -> String {
    "\(Int(value.rounded()))" + (settings.usesFahrenheit ? "°F" : "°C")
  }
}

private struct TemperatureRange: ChartContent {
  let days: [WeatherDay]
  let settings: WeatherSettings

  var body: some ChartContent {
    ForEach(days) { day in
      BarMark(
        x: .value("Day", day.date, unit: .day),
        yStart: .value("Low", settings.converted(day.low)),
        yEnd: .value("High", settings.converted(day.high))
      )
      .foregroundStyle(settings.highlightsFrost && day.low < 10 ? Color.cyan : Color.orange)
      .accessibilityLabel(
        TemperatureText.label(settings.converted(day.average), settings: settings))
    }
  }
}

private struct WeatherCard: View {
  let settings: WeatherSettings
  let days: [WeatherDay]

  private var yAxis: some AxisContent {
    AxisMarks(position: .leading) { value in
      AxisGridLine()
      AxisValueLabel {
        if let degrees = value.as(Double.self) {
          Text(TemperatureText.label(degrees, settings: settings))
        }
      }
    }
  }

  var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      Text(settings.title).font(.headline)
      Chart { TemperatureRange(days: days, settings: settings) }
        .chartYAxis { yAxis }
        .frame(height: 200)
    }
    .padding()
  }
}

@MainActor
func corpusMainActorObservableWeatherView() -> String {
  let settings = WeatherSettings()
  settings.usesFahrenheit = true
  return WeatherCard(settings: settings, days: Array(CorpusData.weather.prefix(10)))
    .svg(width: 420, height: 280, id: "corpus-mainactor-observable-weather-view")
}
