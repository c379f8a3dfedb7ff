import Foundation
import Reports
import TemporaryDirectorySupport
import Testing

/// Arabic and Hebrew city and style names in the dashboard (issue 23, item 13): every one is
/// direction-isolated, `<bdi>` in the page's text and U+2068 … U+2069 in SVG text, so that a
/// number beside it stays where the sentence puts it. Through the binary.
@Suite struct RightToLeftNamesTests {
  /// Removed when the suite's value is released, at the end of each test.
  let temporary: TemporaryDirectory
  let directory: URL
  static let arabicCity = "الرياض"
  static let hebrewStyle = "לביבה"

  init() throws {
    temporary = try TemporaryDirectory(prefix: "griddle-rtl")
    directory = temporary.url
  }

  func griddle(_ arguments: [String]) throws -> GriddleProcess.Result {
    try GriddleProcess.run(arguments, in: directory)
  }

  /// The text of `markup` outside its tags.
  static func text(of markup: String) -> String {
    var result = ""
    var inTag = false
    for character in markup {
      if character == "<" {
        inTag = true
      } else if character == ">" {
        inTag = false
      } else if !inTag {
        result.append(character)
      }
    }
    return result
  }

  @Test func rightToLeftNamesAreIsolatedInThePageAndTheCharts() throws {
    try Data(
      """
      {"database": "x.sqlite", "cities": [{"name": "\(Self.arabicCity)", "timeZone": "Asia/Riyadh"}, {"name": "Tokyo", "timeZone": "Asia/Tokyo"}],
       "styles": [{"name": "\(Self.hebrewStyle)", "priceCents": 650}, {"name": "Dosa", "priceCents": 800}]}
      """.utf8
    ).write(to: directory.appending(path: "c.json"))
    var lines = ["order_id,ordered_at,city,style,quantity"]
    for day in 1...20 {
      let date = String(format: "2026-03-%02d", day)
      lines.append("a\(day),\(date)T12:00,\(Self.arabicCity),\(Self.hebrewStyle),\(day % 4 + 1)")
      lines.append("t\(day),\(date)T12:00,Tokyo,Dosa,\(day % 3 + 1)")
    }
    try Data((lines.joined(separator: "\n") + "\n").utf8).write(
      to: directory.appending(path: "orders.csv"))
    #expect(try griddle(["--config", "c.json", "init"]).status == 0)
    let imported = try griddle(["--config", "c.json", "import", "orders.csv"])
    #expect(imported.status == 0, "\(imported.standardError)")
    let report = try griddle([
      "--config", "c.json", "report", "nightly", "--date", "2026-03-20", "--out", "r",
    ])
    #expect(report.status == 0, "\(report.standardError)")
    let folder = directory.appending(path: "r/2026-03-20")
    let page = try String(contentsOf: folder.appending(path: "index.html"), encoding: .utf8)
    // Outside the SVG: every occurrence in the text is inside <bdi>.
    let htmlPart = page.replacing(#/<svg[\s\S]*?</svg>/#, with: "")
    for name in [Self.arabicCity, Self.hebrewStyle] {
      let text = Self.text(of: htmlPart.replacingOccurrences(of: "<bdi>\(name)</bdi>", with: ""))
      #expect(!text.contains(name), "\(name) outside <bdi> in the page's text")
      #expect(htmlPart.contains("<bdi>\(name)</bdi>"))
    }
    // In SVG text (inline and the chart files): inside U+2068 … U+2069.
    var svgs = page.matches(of: #/<svg[\s\S]*?</svg>/#).map { String($0.output) }
    for file in try FileManager.default.contentsOfDirectory(atPath: folder.path)
    where file.hasSuffix(".svg") {
      svgs.append(try String(contentsOf: folder.appending(path: file), encoding: .utf8))
    }
    var isolatedInSVG = 0
    for svg in svgs {
      for name in [Self.arabicCity, Self.hebrewStyle] {
        let isolated = "\u{2068}\(name)\u{2069}"
        isolatedInSVG += svg.components(separatedBy: isolated).count - 1
        let text = Self.text(of: svg.replacingOccurrences(of: isolated, with: ""))
        #expect(!text.contains(name), "\(name) not isolated in SVG text")
      }
    }
    #expect(isolatedInSVG > 0)
  }

  /// Text without a right-to-left letter is unchanged; a run ends before a number.
  @Test func theIsolationTouchesOnlyRightToLeftRuns() throws {
    #expect(BidiIsolation.isolatingHTML("<p>Tokyo sold 12</p>") == "<p>Tokyo sold 12</p>")
    #expect(
      BidiIsolation.isolatingHTML("<p title=\"بيت\">بيت لحم 12, Tokyo 3</p>")
        == "<p title=\"بيت\"><bdi>بيت لحم</bdi> 12, Tokyo 3</p>")
    #expect(
      BidiIsolation.isolatingHTML("<svg><text>بيت 12</text></svg><p>بيت</p>")
        == "<svg><text>\u{2068}بيت\u{2069} 12</text></svg><p><bdi>بيت</bdi></p>")
  }
}
