import Foundation
import SalesDomain
import Testing

@testable import Reports

@Suite struct DashboardRendererTests {
  func sample(notice: String? = nil) -> Dashboard {
    Dashboard(
      title: "Griddle <daily> report", subtitle: "Sales through June 6, 2022",
      generatedAt: "Generated 2026-11-22",
      language: "en-US", notice: notice,
      tileGroups: [
        TileGroup(
          heading: "Last 30 days",
          tiles: [
            KPITile(
              label: "Pancakes sold", value: "4,885",
              change: (.up, "+12% vs the 30 days before"))
          ])
      ],
      sections: [
        DashboardSection(
          id: "top-styles", title: "Top styles", summary: "Cachapa led with 916 sold.",
          svg: "<svg role=\"img\"><rect/></svg>",
          table: DataTable(
            columns: ["Style", "Sold"], rows: [["<b>&\"", "916"]], numericColumns: [1]),
          hasPointerReadout: true)
      ])
  }

  @Test(arguments: [
    // en_US, fr_FR (narrow no-break space groups), de_CH (’ groups), and a word.
    ("$3,634,270,264.01", "$3,<wbr>634,<wbr>270,<wbr>264.01", true),
    ("3\u{202F}634\u{202F}270,26\u{A0}€", "3\u{202F}<wbr>634\u{202F}<wbr>270,26\u{A0}€", true),
    ("CHF 1’234.50", "CHF 1’<wbr>234.50", true),
    ("$912.00", "$912.00", false),
    ("Closed", "Closed", false),
  ])
  func longTileValuesAreSmallerAndWrapOnlyBetweenDigitGroups(
    value: String, expected: String, isLong: Bool
  ) {
    #expect(
      DashboardRenderer.tileHTML(KPITile(label: "Net sales", value: value)).contains(
        "<p class=\"value\">\(expected)</p>"))
    // The whole row of tiles is set smaller when one of its values is long.
    var dashboard = sample()
    dashboard.tileGroups[0].tiles.append(KPITile(label: "Net sales", value: value))
    let html = DashboardRenderer.html(dashboard)
    #expect(html.contains("<ul class=\"tiles long-values\">") == isLong)
    // No break anywhere else: the value read without the break points is the value itself.
    #expect(expected.replacingOccurrences(of: "<wbr>", with: "") == value)
    // And the stylesheet no longer lets a value break anywhere (mid-group).
    let valueRule = dashboardStyleSheet.components(separatedBy: ".tile .value {").dropFirst().first
    #expect(valueRule?.components(separatedBy: "}").first?.contains("anywhere") == false)
  }

  @Test func headingsAndSummariesBreakAWordLongerThanAPhoneLine() throws {
    // A city such as Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch in a small-
    // multiple heading or a summary pushed a 360 px page 142 px sideways (browser check).
    let rule = try #require(
      dashboardStyleSheet.split(separator: "\n").first {
        $0.contains("h3,") && $0.contains("overflow-wrap: anywhere")
      })
    for selector in ["h2", "h3", ".summary", ".note"] {
      #expect(rule.contains(selector), "\(rule)")
    }
  }

  @Test func escapesTextEverywhere() {
    let html = DashboardRenderer.html(sample())
    #expect(html.contains("<title>Griddle &lt;daily&gt; report</title>"))
    #expect(html.contains("<th scope=\"row\">&lt;b&gt;&amp;&quot;</th>"))
    #expect(!html.contains("<b>&\""))
  }

  @Test func hasLandmarksHeadingsAndAnAccessibleFigure() {
    let html = DashboardRenderer.html(sample())
    #expect(html.hasPrefix("<!doctype html>\n<html lang=\"en-US\">"))
    for landmark in ["<header>", "<main>", "<footer>"] { #expect(html.contains(landmark)) }
    #expect(html.contains("<h2 id=\"top-styles-heading\">Top styles</h2>"))
    #expect(
      html.contains(
        "<figure tabindex=\"0\" aria-labelledby=\"top-styles-heading\" aria-describedby=\"top-styles-summary\" data-readout>"
      ))
    #expect(html.contains("<div class=\"readout\" aria-live=\"polite\"></div>"))
    #expect(html.contains("<th scope=\"col\" class=\"num\">Sold</th>"))
    #expect(html.contains("<a href=\"top-styles.csv\">CSV</a>"))
  }

  @Test func changeIsShownWithArrowAndWordsNotColourAlone() {
    let html = DashboardRenderer.html(sample())
    #expect(
      html.contains(
        "<span class=\"change up\"><span aria-hidden=\"true\">▲ </span>+12% vs the 30 days before</span>"
      ))
  }

  @Test func makesNoNetworkReferences() {
    let html = DashboardRenderer.html(sample())
    #expect(!html.contains("http://") && !html.contains("https://"))
    #expect(!html.contains("<link") && !html.contains("src="))
  }

  @Test func sameInputGivesIdenticalOutput() {
    #expect(DashboardRenderer.html(sample()) == DashboardRenderer.html(sample()))
  }

  @Test func showsTheNoticeForAnEmptyReport() {
    let html = DashboardRenderer.html(
      Dashboard(
        title: "T", subtitle: "S", generatedAt: "G", language: "en", notice: "No sales yet."))
    #expect(html.contains("<p class=\"notice\" role=\"status\">No sales yet.</p>"))
    #expect(!html.contains("<script>"))
  }
}
