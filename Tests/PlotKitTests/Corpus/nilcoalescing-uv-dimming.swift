import Foundation
import PlotKit

// Source: NilCoalescing/Swift-Charts-examples, AreaChartWithADimmingLayer/AreaChartWithADimmingLayer.swift
// A gradient area and line aligned with the plot, dimmed up to now by a material rectangle
// masked with the same area, inset word labels on the y axis.
private let uvData = [
  (hour: 6, uv: 0), (hour: 8, uv: 1),
  (hour: 10, uv: 4), (hour: 12, uv: 6.5),
  (hour: 14, uv: 8.2), (hour: 16, uv: 6),
  (hour: 18, uv: 1.3), (hour: 20, uv: 0),
]
private let currentDate = CorpusData.start.addingTimeInterval(12 * 3600)
private var currentUVData: [(date: Date, uv: Double)] {
  uvData.map { (date: CorpusData.start.addingTimeInterval(Double($0.hour) * 3600), uv: $0.uv) }
}
private func closestDataPoint(for date: Date) -> (date: Date, uv: Double)? {
  currentUVData.sorted { a, b in
    abs(date.timeIntervalSince(a.date)) < abs(date.timeIntervalSince(b.date))
  }.first
}
private func descriptionForUVIndex(_ index: Double) -> String {
  switch index {
  case 0...2: return "Low"
  case 3...5: return "Moderate"
  case 6...7: return "High"
  case 8...10: return "Very high"
  default: return "Extreme"
  }
}

@MainActor
func corpusNilCoalescingUVDimming() -> String {
  let chart = Chart {
    ForEach(currentUVData, id: \.date) { dataPoint in
      AreaMark(
        x: .value("Time of day", dataPoint.date),
        y: .value("UV index", dataPoint.uv)
      )
      .interpolationMethod(.cardinal)
      .foregroundStyle(
        .linearGradient(
          colors: [.green, .yellow, .red],
          startPoint: .bottom, endPoint: .top
        )
        .opacity(0.5)
      )
      .alignsMarkStylesWithPlotArea()
      .accessibilityHidden(true)

      LineMark(
        x: .value("Time of day", dataPoint.date),
        y: .value("UV index", dataPoint.uv)
      )
      .interpolationMethod(.cardinal)
      .foregroundStyle(
        .linearGradient(
          colors: [.green, .yellow, .red],
          startPoint: .bottom, endPoint: .top
        )
      )
      .lineStyle(StrokeStyle(lineWidth: 4))
      .alignsMarkStylesWithPlotArea()
    }

    if let dataPoint = closestDataPoint(for: currentDate) {

      if let firstDataPoint = currentUVData.first {
        RectangleMark(
          xStart: .value("", firstDataPoint.date),
          xEnd: .value("", dataPoint.date)
        )

        .foregroundStyle(.thickMaterial)
        .opacity(0.6)
        .accessibilityHidden(true)

        .mask {
          ForEach(currentUVData, id: \.date) { dataPoint in
            AreaMark(
              x: .value("Time of day", dataPoint.date),
              y: .value("UV index", dataPoint.uv),
              series: .value("", "mask"),
              stacking: .unstacked
            )
            .interpolationMethod(.cardinal)

            LineMark(
              x: .value("Time of day", dataPoint.date),
              y: .value("UV index", dataPoint.uv),
              series: .value("", "mask")
            )
            .interpolationMethod(.cardinal)
            .lineStyle(StrokeStyle(lineWidth: 4))
          }
        }
      }

      RuleMark(x: .value("Now", dataPoint.date))
        .foregroundStyle(Color.secondary)
        .accessibilityHidden(true)

      PointMark(
        x: .value("Time of day", dataPoint.date),
        y: .value("UV index", dataPoint.uv)
      )
      .symbolSize(CGSize(width: 16, height: 16))
      .foregroundStyle(.regularMaterial)
      .accessibilityHidden(true)

      PointMark(
        x: .value("Time of day", dataPoint.date),
        y: .value("UV index", dataPoint.uv)
      )
      .symbolSize(CGSize(width: 6, height: 6))
      .foregroundStyle(Color.primary)
      .accessibilityLabel("Now")
    }
  }
  .chartYScale(range: .plotDimension(padding: 2))
  .chartYAxis {
    AxisMarks(
      format: .number,
      preset: .aligned,
      values: Array(0...12)
    )

    AxisMarks(
      preset: .inset,
      position: .leading,
      values: [1, 3, 6, 8, 11]
    ) { value in
      AxisValueLabel(
        descriptionForUVIndex(value.as(Double.self)!)
      )
    }
  }
  return chart.svg(width: 480, height: 300, id: "corpus-nilcoalescing-uv-dimming")
}
