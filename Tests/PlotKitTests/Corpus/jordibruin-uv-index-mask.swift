import Foundation
import PlotKit

// Source: jordibruin/Swift-Charts-Examples, Swift Charts Examples/Charts/WeatherCharts/UVIndex.swift
// A UV index chart: a gradient rectangle masked by the area and line, word labels inset on the
// leading side, hourly values along a top axis.
private enum Constants { static let detailChartHeight: CGFloat = 300 }
private struct UVHour {
  let date: Date
  let uvIndex: Int
}
private enum WeatherData {
  static let hourlyUVIndex: [UVHour] = (0..<24).map { hour in
    let uv = hour < 6 || hour > 20 ? 0 : Int((9 * sin(Double(hour - 6) / 14 * .pi)).rounded())
    return UVHour(date: CorpusData.start.addingTimeInterval(Double(hour) * 3600), uvIndex: uv)
  }
}

@MainActor
func corpusJordibruinUVIndexMask() -> String {
  let isOverview = false
  let selectedDate: Date? = nil
  let chart = Chart {
    RectangleMark(
      xStart: .value("hour", CorpusData.start),
      xEnd: .value("hour", CorpusData.start.addingTimeInterval(60 * 60 * 23))
    )
    .foregroundStyle(
      .linearGradient(
        stops: [
          Gradient.Stop(color: .green, location: 0),
          Gradient.Stop(color: .green, location: 2 / 14),
          Gradient.Stop(color: .yellow, location: 5 / 14),
          Gradient.Stop(color: .orange, location: 8 / 14),
          Gradient.Stop(color: .red, location: 10 / 14),
          Gradient.Stop(color: .purple, location: 14 / 14),
        ], startPoint: .bottom, endPoint: .top)
    )
    .mask {
      if let max = WeatherData.hourlyUVIndex.max(by: { $0.uvIndex < $1.uvIndex }) {
        ForEach(WeatherData.hourlyUVIndex, id: \.date) { hour in
          AreaMark(
            x: .value("hour", hour.date),
            y: .value("uvIndex", hour.uvIndex)
          )
          .interpolationMethod(.cardinal)
          .foregroundStyle(.black.opacity(0.2))

          LineMark(
            x: .value("hour", hour.date),
            y: .value("uvIndex", hour.uvIndex)
          )
          .interpolationMethod(.cardinal)
          .lineStyle(StrokeStyle(lineWidth: 4))
          .symbol(Circle().strokeBorder(style: StrokeStyle(lineWidth: 0)))
          .symbolSize(hour.date == max.date ? CGSize(width: 10, height: 10) : .zero)
        }

        PointMark(
          x: .value("hour", max.date),
          y: .value("uvIndex", max.uvIndex)
        )
        .symbolSize(CGSize(width: 5, height: 5))
        .foregroundStyle(.green)
        .annotation(spacing: 0) {
          Text("\(max.uvIndex)")
            .font(.caption.weight(.bold))
            .foregroundColor(.secondary)
        }
      }
    }

    if let selectedDate,
      let uvIndex = WeatherData.hourlyUVIndex.first(where: { $0.date == selectedDate })?.uvIndex
    {
      RuleMark(x: .value("hour", selectedDate))
        .foregroundStyle(Color(.label))
      PointMark(
        x: .value("hour", selectedDate),
        y: .value("uvIndex", uvIndex)
      )
      .symbolSize(CGSize(width: 15, height: 15))
      .foregroundStyle(Color(.label))
    }
  }
  .chartYScale(domain: 0...14)
  .chartYAxis {
    AxisMarks(position: .trailing, values: .automatic(desiredCount: 14)) { axisValue in
      if axisValue.index % 2 == 0 {
        AxisValueLabel()
      }
      AxisGridLine()
    }

    AxisMarks(preset: .inset, position: .leading, values: .automatic(desiredCount: 14)) {
      axisValue in
      switch axisValue.index {
      case 1:
        AxisValueLabel("Low", anchor: .topLeading)
      case 3:
        AxisValueLabel("Moderate", anchor: .topLeading)
      case 6:
        AxisValueLabel("High", anchor: .topLeading)
      case 8:
        AxisValueLabel("Very high", anchor: .topLeading)
      case 11:
        AxisValueLabel("Extreme", anchor: .topLeading)
      default:
        EmptyAxisMark()
      }
    }
  }
  .chartXAxis {
    AxisMarks(position: .bottom, values: .automatic) { _ in
      AxisValueLabel()
      AxisGridLine()
      AxisTick()
    }

    AxisMarks(position: .top, values: .automatic(desiredCount: 24)) { value in
      if value.index % 2 != 0 {
        AxisValueLabel("\(WeatherData.hourlyUVIndex[value.index].uvIndex)", anchor: .bottom)
      }
    }
  }
  .chartYAxis(isOverview ? .hidden : .visible)
  .chartXAxis(isOverview ? .hidden : .visible)
  .frame(height: isOverview ? 100 : Constants.detailChartHeight)
  return chart.svg(width: 480, height: 320, id: "corpus-jordibruin-uv-index-mask")
}
