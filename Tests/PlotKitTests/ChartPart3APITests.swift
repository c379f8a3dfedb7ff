import Foundation
import Testing

@testable import PlotKit

/// Scale ranges, grouped spans, overflow resolution, rounded sectors, centred gradients and
/// masks, checked against geometry worked out by hand.
@MainActor
@Suite struct ChartPart3APITests {
  /// The `x`/`width` of every `<rect … role="graphics-symbol">` (the marks), in order.
  static func markRects(_ svg: String) -> [(x: Double, y: Double, width: Double)] {
    svg.components(separatedBy: "<rect ").dropFirst().compactMap { part in
      guard part.contains("role=\"graphics-symbol\"") else { return nil }
      func value(_ name: String) -> Double? {
        guard let range = part.range(of: " " + name + "=\"") ?? part.range(of: name + "=\"")
        else { return nil }
        return Double(part[range.upperBound...].prefix { $0 != "\"" })
      }
      guard let x = value("x"), let y = value("y"), let width = value("width") else { return nil }
      return (x, y, width)
    }
  }

  /// Two categories on a 300-point plot without axes (the plot then spans the whole width).
  static func twoBars(range: ScaleRangeSpec?) -> String {
    var chart = Chart {
      BarMark(x: .value("Name", "A"), y: .value("Sales", 50))
      BarMark(x: .value("Name", "B"), y: .value("Sales", 100))
    }
    .chartXAxis(.hidden).chartYAxis(.hidden).chartYScale(domain: 0...100)
    if let range { chart.configuration.xRange = range }
    return chart.svg(width: 300, height: 200, id: "r")
  }

  @Test func plotDimensionPaddingShrinksTheBandsFromBothEnds() {
    // Without padding: bands of 150, bars 80 % wide, the first at 15.
    let plain = Self.markRects(Self.twoBars(range: nil))
    #expect(plain.first.map { [$0.x, $0.width] } == [15, 120])
    // Padding 30: bands of (300 - 60) / 2 = 120, bars 96 wide, the first at 30 + 12.
    let padded = Chart {
      BarMark(x: .value("Name", "A"), y: .value("Sales", 50))
      BarMark(x: .value("Name", "B"), y: .value("Sales", 100))
    }
    .chartXAxis(.hidden).chartYAxis(.hidden).chartYScale(domain: 0...100)
    .chartXScale(range: .plotDimension(padding: 30))
    .svg(width: 300, height: 200, id: "r")
    let rects = Self.markRects(padded)
    #expect(rects.map(\.x) == [42, 162])
    #expect(rects.map(\.width) == [96, 96])
  }

  @Test func aClosedRangeNamesThePointsTheDomainSpans() {
    let svg = Chart {
      BarMark(x: .value("Name", "A"), y: .value("Sales", 50))
      BarMark(x: .value("Name", "B"), y: .value("Sales", 100))
    }
    .chartXAxis(.hidden).chartYAxis(.hidden)
    .chartXScale(range: 0...200)
    .svg(width: 300, height: 200, id: "r")
    // Bands of 100 from x = 0: bars 80 wide at 10 and 110.
    #expect(Self.markRects(svg).map(\.x) == [10, 110])
  }

  @Test func endPaddingOnYLeavesRoomAboveTheHighestValue() {
    let svg = Chart { BarMark(x: .value("Name", "A"), y: .value("Sales", 100)) }
      .chartXAxis(.hidden).chartYAxis(.hidden)
      .chartYScale(domain: 0...100, range: .plotDimension(endPadding: 18))
      .svg(width: 300, height: 200, id: "r")
    // Without axes the plot runs from y 1 to 199; the top of the range is 18 below 1.
    #expect(Self.markRects(svg).first?.y == 19)
  }

  static func groupedPair(span: MarkDimension) -> [(x: Double, y: Double, width: Double)] {
    markRects(
      Chart {
        ForEach(["Cupertino", "San Francisco"], id: \.self) { city in
          BarMark(x: .value("Day", "Mon"), y: .value("Sales", 10))
            .position(by: .value("City", city), axis: .horizontal, span: span)
        }
      }
      .chartXAxis(.hidden).chartYAxis(.hidden)
      .svg(width: 300, height: 200, id: "g"))
  }

  @Test func aSpanSetsTheRoomTheGroupTakesInItsBand() {
    // One band of 300 centred at 150.
    #expect(
      Self.groupedPair(span: .fixed(40)).map { [$0.x, $0.width] } == [[130, 20], [150, 20]])
    #expect(
      Self.groupedPair(span: .ratio(0.5)).map { [$0.x, $0.width] } == [[75, 75], [150, 75]])
    #expect(
      Self.groupedPair(span: .inset(50)).map { [$0.x, $0.width] } == [[50, 100], [150, 100]])
    // The automatic span splits the bar's own 80 %: two bars of 120 from 30.
    #expect(
      Self.groupedPair(span: .automatic).map { [$0.x, $0.width] } == [[30, 120], [150, 120]])
  }

  static func trailingLabel(_ resolution: AnnotationOverflowResolution?) -> Double? {
    let bar = BarMark(x: .value("Name", "A"), y: .value("Sales", 100))
    let svg: String
    if let resolution {
      svg = Chart {
        bar.annotation(position: .trailing, overflowResolution: resolution) {
          Text("A long label")
        }
      }
      .chartXAxis(.hidden).chartYAxis(.hidden).svg(width: 100, height: 100, id: "o")
    } else {
      svg = Chart { bar.annotation(position: .trailing) { Text("A long label") } }
        .chartXAxis(.hidden).chartYAxis(.hidden).svg(width: 100, height: 100, id: "o")
    }
    guard
      let part = svg.components(separatedBy: "<g class=\"annotations\"><text x=\"").dropFirst()
        .first
    else { return nil }
    return Double(part.prefix { $0 != "\"" })
  }

  @Test func overflowResolutionFitsOrLeavesTheAnnotation() throws {
    let width = TextMeasurer.standard.width(of: "A long label", fontSize: ChartFont.annotation)
    // The bar spans x 10…90; trailing puts the label at 94, past the 100-point chart.
    #expect(try #require(Self.trailingLabel(.init(x: .disabled, y: .disabled))) == 94)
    let fitted = try #require(Self.trailingLabel(.init(x: .fit(to: .chart), y: .disabled)))
    #expect(abs(fitted - (100 - width)) < 0.01)
    let plot = try #require(Self.trailingLabel(.init(x: .fit(to: .plot))))
    #expect(plot + width <= 100.01)
  }

  @Test func sectorCornersAreRoundedArcsOfTheGivenRadius() {
    let svg = Chart {
      SectorMark(angle: .value("A", 1), innerRadius: .ratio(0.5)).cornerRadius(6)
      SectorMark(angle: .value("A", 2), innerRadius: .ratio(0.5)).cornerRadius(6)
    }
    .svg(width: 200, height: 200, id: "s")
    // Four corners per slice, each an arc of radius 6 turning clockwise.
    #expect(svg.components(separatedBy: "A6,6 0 0,1 ").count - 1 == 8)
    let sharp = Chart {
      SectorMark(angle: .value("A", 1))
      SectorMark(angle: .value("A", 2))
    }
    .svg(width: 200, height: 200, id: "s")
    #expect(!sharp.contains("A6,6"))
  }

  @Test func centredGradientsBecomeRadialGradientsAndWedgePatterns() {
    let radial = Chart { BarMark(x: .value("A", "a"), y: .value("B", 1)) }
      .foregroundStyleContent(
        RadialGradient(colors: [.white, .blue], center: .center, startRadius: 0, endRadius: 40))
    #expect(radial.contains("<radialGradient id=\"c-g0\" gradientUnits=\"userSpaceOnUse\""))
    #expect(radial.contains(" r=\"40\""))
    #expect(radial.contains("fill=\"url(#c-g0)\""))
    // Start fraction 0.2 of an end fraction 0.5 moves the first stop to 0.4.
    let elliptical = Chart { BarMark(x: .value("A", "a"), y: .value("B", 1)) }
      .foregroundStyleContent(
        EllipticalGradient(
          colors: [.white, .blue], startRadiusFraction: 0.2, endRadiusFraction: 0.5))
    #expect(elliptical.contains(" r=\"0.5\">"))
    #expect(elliptical.contains("<stop offset=\"0.4\""))
    let angular = Chart { BarMark(x: .value("A", "a"), y: .value("B", 1)) }
      .foregroundStyleContent(AngularGradient(colors: [.red, .blue], center: .center))
    let pattern = (angular.components(separatedBy: "<pattern ").dropFirst().first ?? "")
      .components(separatedBy: "</pattern>")[0]
    #expect(pattern.components(separatedBy: "<path ").count - 1 == 72)
    #expect(angular.contains("fill=\"url(#c-g0)\""))
  }

  @Test func offsetYStartLiftsARulesTopAndPlainOffsetsStillTranslate() {
    let svg = Chart { RuleMark(x: .value("Day", 5)).offset(yStart: -10) }
      .chartXScale(domain: 0...10).chartXAxis(.hidden).chartYAxis(.hidden)
      .svg(width: 200, height: 100, id: "o")
    // Without axes the plot's top is y = 1: the rule now starts 10 points above it.
    #expect(svg.contains("<path d=\"M100,-9V99\""))
    let moved = Chart { BarMark(x: .value("A", "a"), y: .value("B", 1)).offset(x: 5) }
      .svg(width: 200, height: 100, id: "t")
    #expect(moved.contains("transform=\"translate(5 0)\""))
  }

  @Test func maskedMarksAreDrawnThroughAMaskOfTheMaskContent() {
    let svg = Chart {
      ForEach(0..<4, id: \.self) { i in
        BarMark(x: .value("Name", "\(i)"), y: .value("Sales", 10))
      }
      .mask { RectangleMark(xStart: .value("S", "0"), xEnd: .value("E", "1")) }
      RuleMark(y: .value("Goal", 5))
    }
    .svg(width: 200, height: 100, id: "m")
    let mask = svg.components(separatedBy: "<mask id=\"m-mask0\"").dropFirst().first ?? ""
    let maskBody = mask.components(separatedBy: "</mask>")[0]
    // The mask holds the rectangle, in white; the bars are drawn through it, the rule is not.
    #expect(maskBody.contains("<rect"))
    #expect(maskBody.contains("fill=\"#ffffff\""))
    #expect(svg.components(separatedBy: "mask=\"url(#m-mask0)\"").count - 1 == 1)
    let masked = svg.components(separatedBy: "mask=\"url(#m-mask0)\">")[1]
    #expect(masked.hasPrefix("<g class=\"layer bar\""))
    #expect(!masked.components(separatedBy: "</g></g>")[0].contains("layer rule"))
    // The mask's rectangle is not drawn as a mark of its own.
    #expect(!svg.contains("class=\"layer rectangle\""))
  }
}

@MainActor
extension Chart {
  /// Renders with every mark filled by `style` (a helper: `foregroundStyle` is on content).
  fileprivate func foregroundStyleContent<S: ShapeStyle>(_ style: S) -> String {
    Chart<ModifiedChartContent<Content>>(content: { content.foregroundStyle(style) })
      .svg(width: 100, height: 100, id: "c")
  }
}
