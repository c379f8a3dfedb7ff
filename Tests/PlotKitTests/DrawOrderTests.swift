import Foundation
import Testing

@testable import PlotKit

/// Marks draw in declaration order, as in Swift Charts, while scales and stacking still see
/// every mark of a type.
@MainActor
@Suite struct DrawOrderTests {
  /// The accessible titles of the chart's marks, in document (drawing) order.
  func markTitles(_ svg: String) -> [String] {
    svg.components(separatedBy: "role=\"graphics-symbol\"><title>").dropFirst().map {
      String($0.prefix { $0 != "<" })
    }
  }

  @Test func aBarDeclaredAfterARuleDrawsAboveIt() {
    let svg = Chart {
      BarMark(x: .value("Day", "A"), y: .value("Sales", 3)).accessibilityLabel("bar A")
      RuleMark(y: .value("Target", 2)).accessibilityLabel("rule")
      BarMark(x: .value("Day", "B"), y: .value("Sales", 4)).accessibilityLabel("bar B")
    }.svg(width: 300, height: 200, id: "order")
    #expect(
      markTitles(svg).map { $0.components(separatedBy: ",")[0] } == ["bar A", "rule", "bar B"])
  }

  @Test func barsSplitByARuleStillShareOneScale() {
    let svg = Chart {
      BarMark(x: .value("Day", "A"), y: .value("Sales", 3))
      RuleMark(y: .value("Target", 2))
      BarMark(x: .value("Day", "B"), y: .value("Sales", 4))
    }.svg(width: 300, height: 200, id: "order")
    // One band per category across both runs: two bars of equal width.
    let widths = svg.components(separatedBy: "<rect x=").dropFirst().compactMap { piece in
      piece.components(separatedBy: "width=\"").dropFirst().first.map {
        String($0.prefix { $0 != "\"" })
      }
    }
    #expect(widths.count == 2)
    #expect(Set(widths).count == 1)
  }

  @Test func interleavedLinesAndPointsDrawTheLineOnceThenThePointsInOneGroup() {
    let values = [3, 5, 4]
    let svg = Chart {
      ForEach(Array(values.enumerated()), id: \.offset) { index, value in
        LineMark(x: .value("i", index), y: .value("v", value))
        PointMark(x: .value("i", index), y: .value("v", value))
      }
    }.svg(width: 300, height: 200, id: "order")
    #expect(svg.components(separatedBy: "class=\"layer line\"").count == 2)
    #expect(svg.components(separatedBy: "class=\"layer point\"").count == 2)
    let line = svg.range(of: "class=\"layer line\"")!.lowerBound
    let point = svg.range(of: "class=\"layer point\"")!.lowerBound
    #expect(line < point)
  }

  @Test func aSectorRunContinuesTheAngleWhereTheRunBeforeLeftIt() throws {
    let svg = Chart {
      SectorMark(angle: .value("Share", 1))
      RuleMark(y: .value("Guide", 0))
      SectorMark(angle: .value("Share", 1))
    }.svg(width: 200, height: 200, id: "order")
    let slices = svg.components(separatedBy: "<path d=\"").dropFirst()
      .map { String($0.prefix { $0 != "\"" }) }.filter { $0.contains("A") }
    try #require(slices.count == 2)
    // "M start A rx,ry 0 0,1 end L centre Z": the second half starts where the first ends.
    let firstEnd = try #require(slices[0].components(separatedBy: " ").dropFirst(3).first)
      .prefix { $0 != "L" }
    #expect(slices[1].hasPrefix("M" + firstEnd + "A"))
  }

  @Test func plotGroupsContentAndItsModifiersApplyToEveryMark() {
    let svg = Chart {
      Plot {
        BarMark(x: .value("Day", "A"), y: .value("Sales", 3))
        BarMark(x: .value("Day", "B"), y: .value("Sales", 4))
      }
      .foregroundStyle(.orange)
    }.svg(width: 300, height: 200, id: "plot")
    #expect(svg.components(separatedBy: "fill=\"#ff9500\"").count == 3)
  }
}

/// `BarMark(x:)` and `BarMark(y:)`: bars along one axis, stacked by series.
@MainActor
@Suite struct OneDimensionalBarTests {
  @Test func barsAlongXStackEndToEnd() throws {
    let sales = [("Cachapa", 916), ("Injera", 850), ("Crêpe", 802)]
    let layer = try #require(
      preparedLayers(
        ForEach(sales, id: \.0) {
          BarMark(x: .value("Sales", $0.1)).foregroundStyle(by: .value("Name", $0.0))
        }
      ).first)
    #expect(layer.orientation == .horizontal)
    #expect(layer.columns[RectangularChannel.xStart].values == [0, 916, 916 + 850])
    #expect(layer.columns[RectangularChannel.xEnd].values == [916, 916 + 850, 916 + 850 + 802])
  }

  @Test func aBarAlongYSpansThePlotWidth() {
    let svg = Chart { BarMark(y: .value("Sales", 10)) }.svg(width: 300, height: 200, id: "y1d")
    #expect(svg.contains("role=\"graphics-symbol\"><title>Sales: 10</title>"))
  }
}
