import Foundation
import PlotKit

// A diabetes app: target ranges per meal as area bands with series, night hours shaded by a
// bar without y, dates on a calendar the app passes, axis strides in that calendar.
private struct GlucoseReading {
  let time: Date
  let low: Double
  let high: Double
  let meal: String
}

@MainActor
func corpusGlucoseRangeBands() -> String {
  let calendar = CorpusData.calendar
  let start = CorpusData.start
  let readings: [GlucoseReading] = (0..<12).flatMap { hour -> [GlucoseReading] in
    let time = start.addingTimeInterval(Double(hour) * 7_200)
    return [
      GlucoseReading(time: time, low: 70 + Double(hour % 4) * 5, high: 140, meal: "Fasting"),
      GlucoseReading(
        time: time, low: 100 + Double(hour % 3) * 8, high: 180, meal: "After meals"),
    ]
  }
  let chart = Chart {
    BarMark(
      xStart: .value("Night starts", start),
      xEnd: .value("Night ends", start.addingTimeInterval(6 * 3_600))
    )
    .foregroundStyle(.gray.opacity(0.15))
    ForEach(readings, id: \.time) { reading in
      AreaMark(
        x: .value("Time", reading.time, unit: .hour, calendar: calendar),
        yStart: .value("Low", reading.low),
        yEnd: .value("High", reading.high),
        series: .value("Meal", reading.meal)
      )
      .foregroundStyle(by: .value("Meal", reading.meal))
      .opacity(0.4)
    }
  }
  .chartXAxis {
    AxisMarks(values: .stride(by: .hour, count: 6, calendar: calendar)) { _ in
      AxisGridLine()
      AxisValueLabel(format: .dateTime.hour())
    }
  }
  .chartXAxisStyle { axis in axis.background(Color.gray.opacity(0.1)) }
  .chartYScale(domain: [40, 220], range: .plotDimension(endPadding: -8))
  return chart.svg(width: 400, height: 240, id: "corpus-glucose-range-bands")
}
