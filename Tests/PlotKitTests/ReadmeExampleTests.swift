import PlotKit
import Testing

/// The README's PlotKit example, compiled and run as written.
@MainActor
@Suite struct ReadmeExampleTests {
  struct Style {
    let name: String
    let sales: Int
  }

  let topStyles = [Style(name: "Cachapa", sales: 916), Style(name: "Injera", sales: 850)]

  @Test func theReadmeExampleRendersLabelledBars() {
    let chart = Chart(topStyles, id: \.name) { style in
      BarMark(x: .value("Sales", style.sales), y: .value("Name", style.name))
        .foregroundStyle(.pink)
        .annotation(position: .trailing) { Text("\(style.sales)") }
    }
    .chartXScale(domain: 0...1000)
    let svg: String = chart.svg(width: 640, height: 320, id: "top-styles")
    #expect(svg.hasPrefix("<svg"))
    #expect(svg.contains(">916</text>"))
    #expect(svg.contains(">Cachapa</text>"))
  }

  @Test func theReadmeInteractivityExampleEmbedsMetadataAndTheScript() {
    let chart = Chart(topStyles, id: \.name) { style in
      BarMark(x: .value("Sales", style.sales), y: .value("Name", style.name))
    }
    let html =
      "<div>" + chart.svg(width: 640, height: 320, id: "sales", interactive: true)
      + "</div><script>" + PlotKitInteractivity.script + "</script>"
    #expect(html.contains("<metadata id=\"sales-interactivity\""))
    #expect(html.contains("PlotKitInteractivity = {"))
  }
}
