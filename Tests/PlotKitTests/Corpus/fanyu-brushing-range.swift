import Foundation
import PlotKit

// Source: fanyu/Swift-Charts, SwiftCharts/SwiftCharts/View/Line/InteractiveBrushingChart.swift
// A daily line with stroked circle symbols; a drag selects a range drawn as a grey band.
private enum Constants { static let overviewHeight: CGFloat = 200 }
private enum MockData {
  static let dailySales: [(day: Date, sales: Int)] = (0..<30).map {
    (index: Int) -> (day: Date, sales: Int) in
    let sales: Int = 100 + (index * 53) % 150
    return (day: CorpusData.start.addingTimeInterval(Double(index) * 86_400), sales: sales)
  }
}

@MainActor
func corpusFanyuBrushingRange() -> String {
  @State var range: (Date, Date)? = (
    CorpusData.start.addingTimeInterval(5 * 86_400),
    CorpusData.start.addingTimeInterval(12 * 86_400)
  )
  let chart = Chart {
    ForEach(MockData.dailySales, id: \.day) {
      LineMark(
        x: .value("Month", $0.day, unit: .day),
        y: .value("Sales", $0.sales)
      )
      .interpolationMethod(.catmullRom)
      .symbol(Circle().strokeBorder(lineWidth: 2))
    }
    if let (start, end) = range {
      RectangleMark(
        xStart: .value("Selection Start", start),
        xEnd: .value("Selection End", end)
      )
      .foregroundStyle(.gray.opacity(0.2))
    }
  }
  .frame(height: Constants.overviewHeight)
  .chartOverlay { proxy in
    GeometryReader { nthGeoItem in
      Rectangle().fill(.clear).contentShape(Rectangle())
        .gesture(
          DragGesture()
            .onChanged { value in
              // Find the x-coordinates in the chart’s plot area.
              let xStart = value.startLocation.x - nthGeoItem[proxy.plotAreaFrame].origin.x
              let xCurrent = value.location.x - nthGeoItem[proxy.plotAreaFrame].origin.x
              // Find the date values at the x-coordinates.
              if let dateStart: Date = proxy.value(atX: xStart),
                let dateCurrent: Date = proxy.value(atX: xCurrent)
              {
                range = (dateStart, dateCurrent)
              }
            }
            .onEnded { _ in range = nil }  // Clear the state on gesture end.
        )
    }
  }
  return chart.svg(width: 480, height: 240, id: "corpus-fanyu-brushing-range")
}
