import Foundation
import Testing

@testable import PlotKit

@MainActor
@Suite struct BuilderTests {
  /// Counts `<rect` mark elements inside the bar layer.
  func barCount(_ svg: String) -> Int {
    guard let start = svg.range(of: "<g class=\"layer bar\"") else { return 0 }
    let layer = svg[start.upperBound...].prefix { _ in true }
    let end = layer.range(of: "</g>")!.lowerBound
    return layer[..<end].components(separatedBy: "<rect").count - 1
  }

  @Test func twelveChildrenIfElseAndOptionalsAllCollect() {
    let flag = Bool.random() ? true : true
    let nothing: Int? = nil
    let svg = Chart {
      BarMark(x: .value("N", "a"), y: .value("V", 1))
      BarMark(x: .value("N", "b"), y: .value("V", 2))
      BarMark(x: .value("N", "c"), y: .value("V", 3))
      BarMark(x: .value("N", "d"), y: .value("V", 4))
      BarMark(x: .value("N", "e"), y: .value("V", 5))
      BarMark(x: .value("N", "f"), y: .value("V", 6))
      BarMark(x: .value("N", "g"), y: .value("V", 7))
      BarMark(x: .value("N", "h"), y: .value("V", 8))
      BarMark(x: .value("N", "i"), y: .value("V", 9))
      BarMark(x: .value("N", "j"), y: .value("V", 10))
      if flag {
        BarMark(x: .value("N", "k"), y: .value("V", 11))
      } else {
        RuleMark(y: .value("V", 3))
      }
      if let value = nothing {
        BarMark(x: .value("N", "z"), y: .value("V", value))
      }
    }
    .svg(width: 400, height: 200, id: "b")
    #expect(barCount(svg) == 11)
    #expect(!svg.contains("layer rule"))
  }

  struct Threshold: ChartContent {
    let value: Int
    var body: some ChartContent {
      RuleMark(y: .value("Threshold", value)).lineStyle(StrokeStyle(lineWidth: 2, dash: [4, 4]))
    }
  }

  @ChartContentBuilder
  var bars: some ChartContent {
    ForEach([("a", 3), ("b", 5)], id: \.0) { BarMark(x: .value("N", $0.0), y: .value("V", $0.1)) }
  }

  @Test func computedPropertiesAndCustomContentTypesCompose() {
    let svg = Chart {
      bars
      Threshold(value: 4)
    }
    .svg(width: 300, height: 200, id: "c")
    #expect(barCount(svg) == 2)
    #expect(svg.contains("stroke-dasharray=\"4 4\""))
  }

  @Test func innerModifiersWinOverOuterOnes() {
    let svg = Chart {
      ForEach([1, 2], id: \.self) { value in
        if value == 1 {
          BarMark(x: .value("N", "a"), y: .value("V", value)).foregroundStyle(.orange)
        } else {
          BarMark(x: .value("N", "b"), y: .value("V", value))
        }
      }
      .foregroundStyle(.gray)
    }
    .chartColorScheme(.light)
    .svg(width: 300, height: 200, id: "m")
    #expect(svg.contains("fill=\"#ff9500\""))  // orange, set inside
    #expect(svg.contains("fill=\"#8e8e93\""))  // gray, from outside
  }

  @Test func barsWithAQuantitativeXAreHorizontal() {
    let svg = Chart { BarMark(x: .value("Sales", 10), y: .value("Name", "A")) }
      .svg(width: 300, height: 100, id: "h")
    #expect(svg.contains("Bar chart of Sales by Name"))
  }
}

@MainActor
@Suite struct LayoutTests {
  /// Parses `<text x= y=` positions of the x axis labels.
  func xLabels(_ svg: String) -> [(x: Double, text: String)] {
    guard let start = svg.range(of: "<g class=\"axis-x\"") else { return [] }
    let axis = svg[start.upperBound...]
    let end = axis.range(of: "</g></g>")!.lowerBound
    return axis[..<end].components(separatedBy: "<text x=\"").dropFirst().map { piece in
      let x = Double(piece.prefix { $0 != "\"" })!
      let text = piece.components(separatedBy: ">")[1].components(separatedBy: "<")[0]
      return (x, text)
    }
  }

  @Test func denseDateLabelsAreThinnedSoTheyNeverOverlap() {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    let start = calendar.date(from: DateComponents(year: 2022, month: 1, day: 1))!
    let days = (0..<365).map { calendar.date(byAdding: .day, value: $0, to: start)! }
    let chart = Chart(days, id: \.self) {
      BarMark(x: .value("Day", $0, unit: .day), y: .value("Sales", 1))
    }
    .chartXAxis { AxisMarks(values: .stride(by: .day)) }
    let svg = chart.svg(width: 500, height: 200, id: "dense")
    let labels = xLabels(svg)
    #expect(labels.count >= 3 && labels.count < 40)
    let measurer = TextMeasurer.standard
    for (a, b) in zip(labels, labels.dropFirst()) {
      let aEnd = a.x + measurer.width(of: a.text, fontSize: ChartFont.axisLabel)
      #expect(aEnd + 4 <= b.x, "\(a.text) overlaps \(b.text)")
    }
    for label in labels {
      #expect(label.x + measurer.width(of: label.text, fontSize: ChartFont.axisLabel) <= 500)
    }
  }

  @Test func longCategoryLabelsPushThePlotInsteadOfOverlapping() {
    let svg = Chart {
      BarMark(x: .value("Sales", 10), y: .value("Name", "A very long pancake style name"))
      BarMark(x: .value("Sales", 20), y: .value("Name", "Dosa"))
    }
    .svg(width: 400, height: 120, id: "long")
    let width = TextMeasurer.standard.width(of: "A very long pancake style name", fontSize: 11)
    // The first bar starts to the right of the widest label.
    let rect = svg.components(separatedBy: "<rect x=\"")[2]
    let x = Double(rect.prefix { $0 != "\"" })!
    #expect(x >= width)
  }

  @Test func germanLocaleGroupsThousandsWithDots() {
    let svg = Chart { BarMark(x: .value("Month", "May"), y: .value("Sales", 4559)) }
      .chartLocale(Locale(identifier: "de_DE"))
      .svg(width: 300, height: 200, id: "de")
    #expect(svg.contains(">4.000<"))
    #expect(!svg.contains(">4,000<"))
    #expect(svg.contains("Sales: 4.559"))
  }
}
