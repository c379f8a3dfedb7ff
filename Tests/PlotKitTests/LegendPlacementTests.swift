import Foundation
import Testing

@testable import PlotKit

/// Legends in every position stay inside the chart and clear of the axis labels.
@MainActor
@Suite struct LegendPlacementTests {
  nonisolated static let positions: [AnnotationPosition] = [
    .automatic, .top, .bottom, .leading, .trailing, .topLeading, .topTrailing, .bottomLeading,
    .bottomTrailing, .overlay,
  ]

  static func chart(_ position: AnnotationPosition, alignment: Alignment? = nil) -> String {
    let cities = ["Cupertino", "San Francisco"]
    return Chart {
      ForEach(Array(cities.enumerated()), id: \.offset) { index, city in
        ForEach(0..<7, id: \.self) { day in
          LineMark(x: .value("Day", day), y: .value("Sales", 40 + (day * 37 + index * 11) % 90))
            .foregroundStyle(by: .value("City", city))
        }
      }
    }
    .chartLegend(position: position, alignment: alignment)
    .svg(width: 480, height: 240, id: "legend")
  }

  /// A text element's box from its attributes, measured with the chart's font metrics.
  struct TextBox {
    var x0, y0, x1, y1: Double
    func intersects(_ o: TextBox) -> Bool { x0 < o.x1 && o.x0 < x1 && y0 < o.y1 && o.y0 < y1 }
  }

  static func boxes(in fragment: Substring, fontSize: Double) -> [TextBox] {
    let measurer = TextMeasurer.standard
    var result: [TextBox] = []
    for part in fragment.components(separatedBy: "<text ").dropFirst() {
      func attribute(_ name: String) -> String? {
        guard let range = part.range(of: " " + name + "=\"") ?? part.range(of: name + "=\"")
        else { return nil }
        return String(part[range.upperBound...].prefix { $0 != "\"" })
      }
      guard let x = attribute("x").flatMap(Double.init),
        let y = attribute("y").flatMap(Double.init),
        let close = part.firstIndex(of: ">")
      else { continue }
      let text = String(part[part.index(after: close)...].prefix { $0 != "<" })
      let width = measurer.width(of: text, fontSize: fontSize)
      let x0: Double
      switch attribute("text-anchor") {
      case "middle": x0 = x - width / 2
      case "end": x0 = x - width
      default: x0 = x
      }
      result.append(
        TextBox(
          x0: x0, y0: y - measurer.ascent(fontSize: fontSize), x1: x0 + width,
          y1: y + measurer.descent(fontSize: fontSize)))
    }
    return result
  }

  static func section(_ svg: String, _ start: String) -> Substring {
    guard let range = svg.range(of: start) else { return "" }
    let rest = svg[range.lowerBound...]
    return rest[..<(rest.range(of: "</g></g>")?.upperBound ?? rest.endIndex)]
  }

  @Test(arguments: positions.indices)
  func legendStaysInsideAndClearOfAxisLabels(index: Int) {
    let position = Self.positions[index]
    let svg = Self.chart(position)
    let legend = Self.boxes(in: Self.section(svg, "<g class=\"legend\""), fontSize: 12)
    #expect(legend.count == 2, "\(position): legend entries")
    let axes =
      Self.boxes(in: Self.section(svg, "<g class=\"axis-x\""), fontSize: 11)
      + Self.boxes(in: Self.section(svg, "<g class=\"axis-y\""), fontSize: 11)
    #expect(axes.count >= 4)
    for box in legend {
      #expect(box.x0 >= 1 && box.x1 <= 479 && box.y0 >= 0 && box.y1 <= 240, "\(position): \(box)")
      for label in axes {
        #expect(!box.intersects(label), "\(position): legend \(box) over axis label \(label)")
      }
    }
  }

  @Test func sidesAndCornersPutTheLegendWhereTheyNameIt() {
    func legendX(_ svg: String) -> Double {
      Self.boxes(in: Self.section(svg, "<g class=\"legend\""), fontSize: 12).map(\.x0).min() ?? -1
    }
    func legendY(_ svg: String) -> Double {
      Self.boxes(in: Self.section(svg, "<g class=\"legend\""), fontSize: 12).map(\.y0).min() ?? -1
    }
    #expect(legendY(Self.chart(.top)) < 20)
    #expect(legendY(Self.chart(.bottom)) > 200)
    #expect(legendX(Self.chart(.leading)) < 20)
    #expect(legendX(Self.chart(.trailing)) > 350)
    #expect(legendX(Self.chart(.topTrailing)) > 300 && legendY(Self.chart(.topTrailing)) < 20)
    #expect(legendX(Self.chart(.bottomLeading)) < 20 && legendY(Self.chart(.bottomLeading)) > 200)
    // Centred below: the legend's middle sits near the chart's middle.
    let centred = Self.boxes(
      in: Self.section(Self.chart(.bottom, alignment: .center), "<g class=\"legend\""),
      fontSize: 12)
    let middle = ((centred.map(\.x0).min() ?? 0) + (centred.map(\.x1).max() ?? 0)) / 2
    #expect(abs(middle - 240) < 15, "middle \(middle)")
  }

  @Test func hiddenLegendDrawsNothingAndCustomContentReplacesTheAutomaticOne() {
    #expect(!Self.chart(.top).isEmpty)
    let hidden = Chart {
      BarMark(x: .value("A", "a"), y: .value("B", 1)).foregroundStyle(by: .value("C", "c"))
    }
    .chartLegend(.hidden).svg(width: 200, height: 100, id: "h")
    #expect(!hidden.contains("class=\"legend\""))
    let custom = Chart {
      BarMark(x: .value("A", "a"), y: .value("B", 1)).foregroundStyle(by: .value("C", "c"))
    }
    .chartLegend(position: .top) { Text("Our legend") }
    .svg(width: 200, height: 100, id: "c")
    #expect(Self.section(custom, "<g class=\"legend\"").contains(">Our legend</text>"))
    #expect(!custom.contains("role=\"listitem\""))
  }
}
