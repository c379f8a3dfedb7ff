import Foundation
import PlotKit
import PlotKitGallery
import Testing

@MainActor
@Suite struct GalleryTests {
  nonisolated static let names = Gallery.charts.map(\.name)

  @Test(arguments: names)
  func matchesSnapshot(name: String) throws {
    let chart = try #require(Gallery.chart(named: name))
    try Snapshot.assertMatches(chart.svg(), named: name)
  }

  @Test(arguments: names)
  func isWellFormedStandaloneSVG(name: String) throws {
    let svg = try #require(Gallery.chart(named: name)).svg()
    #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
    #expect(svg.contains("viewBox=\"0 0 "))
    #expect(svg.contains("class=\"plotkit\""))
    guard let problems = try XMLLint.problems(svg) else { return }  // xmllint not installed
    #expect(problems == "", "xmllint: \(problems)")
  }

  @Test(arguments: names)
  func rendersIdenticalBytesEveryTime(name: String) throws {
    let chart = try #require(Gallery.chart(named: name))
    #expect(chart.svg() == chart.svg())
    #expect(chart.svg(.dark) == chart.svg(.dark))
  }

  @Test func everyIdIsPrefixedWithTheChartName() throws {
    for chart in Gallery.charts {
      let svg = chart.svg()
      var rest = Substring(svg)
      while let range = rest.range(of: " id=\"") {
        rest = rest[range.upperBound...]
        #expect(rest.hasPrefix(chart.name), "\(chart.name): unprefixed id \(rest.prefix(20))")
      }
    }
  }
}
