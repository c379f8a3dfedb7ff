import Foundation
import Testing

@testable import PlotKit

/// `foregroundStyle(by:)` with numbers: a continuous scale with a gradient legend.
@MainActor
@Suite struct ContinuousColorScaleTests {
  struct Cell {
    var hour: String
    var day: String
    var tickets: Int
  }
  static let cells = [
    Cell(hour: "08", day: "Mon", tickets: 0), Cell(hour: "09", day: "Mon", tickets: 50),
    Cell(hour: "08", day: "Tue", tickets: 100), Cell(hour: "09", day: "Tue", tickets: 25),
  ]

  func heatMap(
    _ scheme: ChartColorScheme, gradient: Gradient? = nil, domain: ClosedRange<Int>? = nil
  )
    -> String
  {
    var chart = Chart(Self.cells, id: \.hour) { cell in
      RectangleMark(x: .value("Hour", cell.hour), y: .value("Weekday", cell.day))
        .foregroundStyle(by: .value("Tickets", cell.tickets))
    }
    .chartColorScheme(scheme)
    if let gradient, let domain {
      chart = chart.chartForegroundStyleScale(domain: domain, range: gradient)
    } else if let gradient {
      chart = chart.chartForegroundStyleScale(range: gradient)
    }
    return chart.svg(width: 400, height: 240, id: "heat")
  }

  /// Fill colours of the cells, in row order.
  func cellFills(_ svg: String) -> [String] {
    svg.components(separatedBy: "class=\"layer rectangle\"")[1]
      .components(separatedBy: "</g>")[0]
      .components(separatedBy: "fill=\"#").dropFirst().map { String($0.prefix(6)) }
  }

  @Test func lowValuesRecedeAndHighValuesStandOutInBothSchemes() {
    // Viridis ends: #fde725 (yellow) and #440154 (dark purple).
    // Viridis at nine stops: 0 → #440154, 0.25 → #3b528b, 0.5 → #21918c, 0.75 → #5ec962, 1 → #fde725.
    // Light runs it from yellow (low) to purple (high); dark from purple (low) to yellow (high).
    #expect(cellFills(heatMap(.light)) == ["fde725", "21918c", "440154", "5ec962"])
    #expect(cellFills(heatMap(.dark)) == ["440154", "21918c", "fde725", "3b528b"])
  }

  /// WCAG relative luminance of a 24-bit sRGB colour.
  static func luminance(_ rgb: UInt32) -> Double {
    func channel(_ shift: UInt32) -> Double {
      let c = Double((rgb >> shift) & 0xFF) / 255
      return c <= 0.03928 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * channel(16) + 0.7152 * channel(8) + 0.0722 * channel(0)
  }

  @Test func theDefaultRampIsOrderedByLightnessSoItReadsWithoutHue() {
    // Monotone luminance keeps the order readable in greyscale and for every colour-vision type.
    let ramp = ContinuousColorScale.defaultGradient
    let light = (0...20).map { Self.luminance(ramp.color(at: Double($0) / 20).light) }
    let dark = (0...20).map { Self.luminance(ramp.color(at: Double($0) / 20).dark) }
    #expect(zip(light, light.dropFirst()).allSatisfy { $0 > $1 })
    #expect(zip(dark, dark.dropFirst()).allSatisfy { $0 < $1 })
    // The salient end contrasts with its background at least 3:1 (white 1.0, #1c1c1e ≈ 0.012).
    let strongLight = (1.0 + 0.05) / (light.last! + 0.05)
    let strongDark = (dark.last! + 0.05) / (Self.luminance(0x1C1C1E) + 0.05)
    #expect(strongLight >= 3 && strongDark >= 3)
  }

  @Test func theLegendIsAGradientFromTheLowestToTheHighestValueNotCategories() {
    let svg = heatMap(.light)
    #expect(svg.contains("aria-label=\"Legend: Tickets, colour scale from 0 to 100\""))
    #expect(!svg.contains("role=\"listitem\""))
    let legend = svg.components(separatedBy: "class=\"legend\"")[1]
    #expect(legend.contains("fill=\"url(#heat-g0)\""))
    #expect(
      svg.contains("<desc id=\"heat-desc\">") && svg.contains("Tickets: coloured from 0 to 100."))
  }

  @Test func everyCellKeepsItsValueInItsAccessibleLabel() {
    let svg = heatMap(.light)
    for cell in Self.cells {
      #expect(
        svg.contains(
          "<title>Tickets: \(cell.tickets), Hour: \(cell.hour), Weekday: \(cell.day)</title>"))
    }
  }

  @Test func aGivenGradientAndDomainMapValuesAndClampOutliers() {
    let svg = heatMap(.light, gradient: Gradient(colors: [.white, .black]), domain: 0...50)
    // 0 → white, 50 → black, 100 clamps to black, 25 is half way (0x80).
    #expect(cellFills(svg) == ["ffffff", "000000", "000000", "808080"])
    #expect(svg.contains("colour scale from 0 to 50"))
  }

  @Test func aGradientRangeAloneUsesTheDataExtent() {
    let svg = heatMap(.light, gradient: Gradient(colors: [.white, .black]))
    #expect(cellFills(svg) == ["ffffff", "808080", "000000", "bfbfbf"])
  }

  @Test func textValuesStayCategorical() {
    let svg = Chart(Self.cells, id: \.hour) {
      RectangleMark(x: .value("Hour", $0.hour), y: .value("Weekday", $0.day))
        .foregroundStyle(by: .value("Day", $0.day))
    }.svg(width: 400, height: 240, id: "cat")
    #expect(svg.contains("role=\"listitem\""))
  }
}
