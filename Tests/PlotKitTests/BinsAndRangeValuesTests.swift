import Foundation
import Testing

@testable import PlotKit

/// Number and date bins find the documented edges; range values draw what the same mark
/// written with explicit start and end values draws; Decimal and key-path styles match their
/// plain forms.
@MainActor
@Suite struct BinsAndRangeValuesTests {
  static let calendar: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    return calendar
  }()

  @Test func thresholdsAreSortedAndRepeatsDropped() {
    let bins = NumberBins(thresholds: [30.0, 0, 10, 10, 20])
    #expect(bins.thresholds == [0, 10, 20, 30])
    #expect(bins.count == 3)
    #expect(bins[0].lowerBound == 0 && bins[0].upperBound == 10)
  }

  @Test func valuesFindTheirBinAndTheLastBinIsClosed() {
    let bins = NumberBins(thresholds: [0.0, 10, 20, 30])
    #expect(bins.index(for: 0) == 0)
    #expect(bins.index(for: 9.999) == 0)
    #expect(bins.index(for: 10) == 1)
    #expect(bins.index(for: 30) == 2)
    // Outside every bin: the nearest one, never a trap.
    #expect(bins.index(for: -5) == 0)
    #expect(bins.index(for: 99) == 2)
    #expect(!bins[0].contains(10) && bins[1].contains(10))
    #expect(bins[2].contains(30))
  }

  @Test func roundBinsCoverTheRange() {
    #expect(NumberBins(range: 0.0...1, desiredCount: 10).thresholds.count == 11)
    #expect(NumberBins(range: 0.0...100, count: 4).thresholds == [0, 25, 50, 75, 100])
    #expect(
      NumberBins(range: 0...100, count: 10).thresholds
        == Array(stride(from: 0, through: 100, by: 10)))
    // 3…42 in about 4 bins: a width of 10 (39 / 4 ≈ 9.75, the nearest 1-2-5 step).
    #expect(
      NumberBins(data: [3.0, 17, 42], desiredCount: 4).thresholds == [0, 10, 20, 30, 40, 50])
    #expect(NumberBins(size: 2.5, range: 0.0...6).thresholds == [0, 2.5, 5, 7.5])
    #expect(NumberBins(data: [Double]()).isEmpty)
    #expect(NumberBins(data: [Int](), desiredCount: 3).isEmpty)
  }

  @Test func scottsRuleCapsTheBinCount() {
    let uniform = (0..<10_000).map { Double($0) }
    // σ ≈ 2887, n^(-1/3) ≈ 0.0464: width ≈ 467.7, 9999 / 467.7 ≈ 21.4 bins, rounded up.
    #expect(BinThresholds.scottCount(uniform) == 22)
    #expect(BinThresholds.scottCount([5, 5, 5]) == 1)
  }

  @Test func dateBinsStartAtTheUnitAndHoldTheUpperBound() throws {
    let noon = try #require(
      Self.calendar.date(from: DateComponents(year: 2025, month: 3, day: 4, hour: 12)))
    let end = noon.addingTimeInterval(2 * 86_400)
    let bins = DateBins(unit: .day, range: noon...end, calendar: Self.calendar)
    let midnight = noon.addingTimeInterval(-12 * 3_600)
    #expect(bins.thresholds == (0...3).map { midnight.addingTimeInterval(Double($0) * 86_400) })
    #expect(bins.index(for: end) == 2)
    let hourly = DateBins(timeInterval: 3_600, range: noon...noon.addingTimeInterval(7_200))
    #expect(hourly.count == 3)
    #expect(hourly.index(for: noon.addingTimeInterval(3_599)) == 0)
  }

  @Test func automaticDateBinsPickACalendarUnit() throws {
    let start = try #require(Self.calendar.date(from: DateComponents(year: 2025, month: 1, day: 1)))
    let end = start.addingTimeInterval(60 * 86_400)
    // 60 days in about 8 bins: 7.5 days is nearest a week.
    let bins = DateBins(range: start...end, desiredCount: 8, calendar: Self.calendar)
    let steps = zip(bins.thresholds, bins.thresholds.dropFirst()).map { $1.timeIntervalSince($0) }
    #expect(Set(steps) == [604_800.0])
  }

  @Test func aHistogramBarIsABarFromZeroOverItsBin() {
    let binned = Chart {
      BarMark(x: .value("Value", 0.0..<10), y: .value("Count", 4))
      BarMark(x: .value("Value", 10.0..<20), y: .value("Count", 7))
    }
    .svg(width: 300, height: 200, id: "h")
    let explicit = Chart {
      BarMark(
        xStart: .value("Value", 0.0), xEnd: .value("Value", 10.0), yStart: .value("Count", 0),
        yEnd: .value("Count", 4))
      BarMark(
        xStart: .value("Value", 10.0), xEnd: .value("Value", 20.0), yStart: .value("Count", 0),
        yEnd: .value("Count", 7))
    }
    .svg(width: 300, height: 200, id: "h")
    #expect(rects(binned) == rects(explicit))
    #expect(rects(binned).count == 2)
  }

  @Test func binsOfOneRangeStackBySeries() {
    let svg = Chart {
      BarMark(x: .value("Value", 0.0..<10), y: .value("Count", 4))
        .foregroundStyle(by: .value("Group", "A"))
      BarMark(x: .value("Value", 0.0..<10), y: .value("Count", 6))
        .foregroundStyle(by: .value("Group", "B"))
    }
    .svg(width: 300, height: 200, id: "s")
    let heights = rects(svg).compactMap { attribute("height", $0) }
    #expect(heights.count == 2)
    // 4 and 6 stacked: the second segment is half as tall again as the first.
    if heights.count == 2 { #expect(abs(heights[1] / heights[0] - 1.5) < 0.01) }
  }

  @Test func aClosedDateRangeIsAHorizontalBarFromStartToEnd() {
    let start = Date(timeIntervalSinceReferenceDate: 0)
    let end = start.addingTimeInterval(86_400)
    let ranged = Chart {
      BarMark(x: .value("When", start...end), y: .value("Task", "Build"))
    }
    .svg(width: 300, height: 120, id: "g")
    let explicit = Chart {
      BarMark(xStart: .value("When", start), xEnd: .value("When", end), y: .value("Task", "Build"))
    }
    .svg(width: 300, height: 120, id: "g")
    #expect(ranged == explicit)
  }

  @Test func rectangleAndAreaRangesMatchStartAndEnd() {
    let rectangle = Chart {
      RectangleMark(x: .value("Hour", 9..<10), y: .value("Day", "Mon"))
    }
    .svg(width: 300, height: 120, id: "r")
    let rectangleExplicit = Chart {
      RectangleMark(
        xStart: .value("Hour", 9), xEnd: .value("Hour", 10), yStart: .value("Day", "Mon"),
        yEnd: .value("Day", "Mon"))
    }
    .svg(width: 300, height: 120, id: "r")
    #expect(rects(rectangle) == rects(rectangleExplicit))
    let band = Chart {
      ForEach(0..<5, id: \.self) { x in
        AreaMark(x: .value("X", x), y: .value("Range", Double(x)...Double(x + 3)))
      }
    }
    .svg(width: 300, height: 120, id: "a")
    let bandExplicit = Chart {
      ForEach(0..<5, id: \.self) { x in
        AreaMark(
          x: .value("X", x), yStart: .value("Range", Double(x)),
          yEnd: .value("Range", Double(x + 3)))
      }
    }
    .svg(width: 300, height: 120, id: "a")
    #expect(band == bandExplicit)
  }

  @Test func decimalsPlotAsTheirDoubleValues() throws {
    let amounts = ["12.5", "7.25", "30"]
    let decimals = Chart {
      ForEach(amounts, id: \.self) { text in
        BarMark(x: .value("Item", text), y: .value("Amount", Decimal(string: text)!))
      }
    }
    .svg(width: 300, height: 200, id: "d")
    let doubles = Chart {
      ForEach(amounts, id: \.self) { text in
        BarMark(x: .value("Item", text), y: .value("Amount", Double(text)!))
      }
    }
    .svg(width: 300, height: 200, id: "d")
    #expect(decimals == doubles)
    #expect(Decimal(plotValue: .number(2.5)) == Decimal(string: "2.5"))
    #expect(Decimal(plotValue: .number(.nan)) == nil)
  }

  struct Dot {
    var x: Double
    var y: Double
    var color: Color
    var area: CGFloat
  }

  @Test func keyPathStylesMatchTheModifierOnEachMark() {
    let dots = [
      Dot(x: 1, y: 2, color: .red, area: 40), Dot(x: 2, y: 3, color: .blue, area: 90),
      Dot(x: 3, y: 1, color: .red, area: 40),
    ]
    let plot = Chart {
      PointPlot(dots, x: .value("X", \.x), y: .value("Y", \.y))
        .foregroundStyle(\.color)
        .symbolSize(\.area)
    }
    .svg(width: 300, height: 200, id: "k")
    let marks = Chart {
      ForEach(dots.indices, id: \.self) { index in
        PointMark(x: .value("X", dots[index].x), y: .value("Y", dots[index].y))
          .foregroundStyle(dots[index].color)
          .symbolSize(Double(dots[index].area))
      }
    }
    .svg(width: 300, height: 200, id: "k")
    #expect(plot == marks)
  }

  /// The `<rect …>` elements of the plot's marks.
  private func rects(_ svg: String) -> [String] {
    svg.components(separatedBy: "<rect ").dropFirst().map { String($0.prefix { $0 != ">" }) }
      .filter { $0.contains("role=\"graphics-symbol\"") || !$0.contains("class=\"plot") }
      .filter { !$0.contains("fill=\"none\"") && !$0.hasPrefix("width=") }
  }

  private func attribute(_ name: String, _ element: String) -> Double? {
    guard let range = element.range(of: " " + name + "=\"") else { return nil }
    return Double(element[range.upperBound...].prefix { $0 != "\"" })
  }
}
