import Foundation
import Testing

@testable import PlotKit

/// Gradients, hierarchical styles and HSB colours as mark foreground styles.
@MainActor
@Suite struct ShapeStyleTests {
  func bars<S: ShapeStyle>(_ style: S, id: String, scheme: ChartColorScheme = .light) -> String {
    Chart {
      BarMark(x: .value("Day", "A"), y: .value("Sales", 3)).foregroundStyle(style)
      BarMark(x: .value("Day", "B"), y: .value("Sales", 4)).foregroundStyle(style)
    }
    .chartColorScheme(scheme)
    .svg(width: 300, height: 200, id: id)
  }

  func count(_ text: String, in svg: String) -> Int { svg.components(separatedBy: text).count - 1 }

  @Test func equalGradientsShareOneDefinitionWithAnIdUniqueToTheChart() {
    let first = bars(Gradient(colors: [.red, .blue]), id: "one")
    let second = bars(Gradient(colors: [.red, .blue]), id: "two")
    #expect(count("<linearGradient", in: first) == 1)
    #expect(count("fill=\"url(#one-g0)\"", in: first) == 2)
    #expect(second.contains("<linearGradient id=\"two-g0\""))
    // A bare Gradient runs top to bottom in the bar's own box, red (#ff3b30) first.
    #expect(
      first.contains(
        "x1=\"0.5\" y1=\"0\" x2=\"0.5\" y2=\"1\"><stop offset=\"0\" stop-color=\"#ff3b30\""))
  }

  @Test func linearGradientKeepsItsPointsAndStops() {
    let svg = bars(
      .linearGradient(
        stops: [.init(color: .white, location: 1.5), .init(color: .black, location: 0.25)],
        startPoint: .leading, endPoint: .trailing), id: "lg")
    // Locations are clamped to 0…1 and sorted, as SVG requires.
    #expect(
      svg.contains(
        "x1=\"0\" y1=\"0.5\" x2=\"1\" y2=\"0.5\"><stop offset=\"0.25\" stop-color=\"#000000\"/><stop offset=\"1\" stop-color=\"#ffffff\"/>"
      ))
  }

  @Test func colorGradientGoesFromALighterTintToTheColour() {
    let svg = bars(Color.black.gradient, id: "cg")
    // A quarter of the way from black to white is 0x40 per channel.
    #expect(
      svg.contains(
        "<stop offset=\"0\" stop-color=\"#404040\"/><stop offset=\"1\" stop-color=\"#000000\"/>"))
  }

  @Test func aTransparentStopFadesTheNeighbouringColourInsteadOfBlack() {
    let svg = bars(Gradient(colors: [.orange, .clear]), id: "fade")
    #expect(svg.contains("<stop offset=\"1\" stop-color=\"#ff9500\" stop-opacity=\"0\"/>"))
  }

  @Test func gradientStopsFollowTheColourSchemeInTheAutomaticScheme() {
    let svg = bars(Gradient(colors: [.red, .blue]), id: "auto", scheme: .automatic)
    // Light values as attributes, dark values through a stop-color rule.
    #expect(svg.contains("stop-color=\"#ff3b30\" class=\"t"))
    #expect(svg.contains("{stop-color:var(--pk-c"))
    #expect(svg.contains("#ff453a"))  // dark system red
  }

  @Test func linesAndAreasMapGradientPointsOntoThePlot() {
    let svg = Chart {
      ForEach([1, 2, 3], id: \.self) {
        LineMark(x: .value("x", $0), y: .value("y", $0 * $0))
          .foregroundStyle(
            .linearGradient(colors: [.red, .blue], startPoint: .bottom, endPoint: .top))
      }
    }.svg(width: 300, height: 200, id: "line")
    #expect(svg.contains("gradientUnits=\"userSpaceOnUse\""))
    #expect(svg.contains("stroke=\"url(#line-g0)\""))
  }

  @Test func hierarchicalStylesAndTintResolveToColours() {
    #expect(bars(.secondary, id: "s").contains("fill=\"#6e6e73\""))
    #expect(bars(.tertiary, id: "t").contains("fill=\"#3c3c43\" fill-opacity=\"0.3\""))
    #expect(bars(.tint, id: "tint").contains("fill=\"#007aff\""))
    let either = true ? AnyShapeStyle(.quaternary) : AnyShapeStyle(Color.red)
    #expect(bars(either, id: "any").contains("fill-opacity=\"0.18\""))
  }

  @Test(arguments: [
    (0.0, 1.0, 1.0, 0xFF0000), (1.0 / 3, 1.0, 1.0, 0x00FF00), (2.0 / 3, 1.0, 1.0, 0x0000FF),
    (0.5, 0.0, 0.5, 0x808080), (1.0 / 6, 1.0, 1.0, 0xFFFF00), (1.0, 1.0, 1.0, 0xFF0000),
  ])
  func hueSaturationBrightnessGiveTheTextbookColours(
    hue: Double, saturation: Double, brightness: Double, rgb: Int
  ) {
    let color = Color(hue: hue, saturation: saturation, brightness: brightness)
    #expect(color.light == UInt32(rgb) && color.dark == UInt32(rgb))
  }
}

/// SwiftUI's text styles and weights on annotation text.
@MainActor
@Suite struct TextStyleTests {
  func annotated(_ text: Text) -> String {
    Chart {
      BarMark(x: .value("Day", "A"), y: .value("Sales", 3)).annotation(position: .top) { text }
    }
    .chartColorScheme(.light)
    .svg(width: 300, height: 200, id: "text")
  }

  @Test func title2InSemiboldIsTwentyTwoPointsDrawnWithTheBoldFace() {
    let svg = annotated(Text("Peak").font(.title2.weight(.semibold)))
    #expect(svg.contains("font-size=\"22\" font-weight=\"bold\""))
  }

  @Test func calloutAndFontWeightCompose() {
    let svg = annotated(Text("Peak").font(.callout).fontWeight(.heavy))
    #expect(svg.contains("font-size=\"16\" font-weight=\"bold\""))
  }

  @Test func hierarchicalTextStylesUseTheirColour() {
    let svg = annotated(Text("Peak").foregroundStyle(.secondary))
    #expect(svg.contains(">Peak</text>") && svg.contains("fill=\"#6e6e73\">Peak"))
  }
}
