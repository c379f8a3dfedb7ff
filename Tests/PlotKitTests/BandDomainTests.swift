import Foundation
import Testing

@testable import PlotKit

/// A band's y domain is its lows and highs (with zero), never padded below zero when every
/// value is positive.
@MainActor @Suite struct BandDomainTests {
  struct Point {
    let day: Int
    let low: Double
    let median: Double
    let high: Double
  }

  static let points = (0..<30).map { day in
    Point(day: day, low: 4.5, median: 18, high: day % 7 == 0 ? 433.5 : 150 + Double(day))
  }

  @Test func aBandOfPositiveValuesHasNoNegativeTick() {
    let svg = Chart {
      ForEach(Self.points, id: \.day) { point in
        AreaMark(
          x: .value("Day", point.day), yStart: .value("Net", point.low),
          yEnd: .value("Net", point.high)
        )
        .foregroundStyle(by: .value("", "Band"))
        .opacity(0.3)
      }
      ForEach(Self.points, id: \.day) { point in
        LineMark(
          x: .value("Day", point.day), y: .value("Net", point.median), series: .value("", "Median")
        )
        .foregroundStyle(by: .value("", "Median"))
        PointMark(x: .value("Day", point.day), y: .value("Net", point.median))
          .foregroundStyle(by: .value("", "Median"))
          .symbolSize(16)
      }
    }
    .svg(width: 900, height: 320, id: "band")
    let ticks = svg.components(separatedBy: ">-").count - 1
    #expect(ticks == 0, "\(svg)")
  }
}
