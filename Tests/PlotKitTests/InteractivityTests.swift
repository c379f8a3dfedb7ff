import Foundation
import Testing

@testable import PlotKit

/// Charts with a selection carry their scales and marks for `PlotKitInteractivity.script`,
/// which makes them live in a real browser.
@MainActor
@Suite struct InteractivityTests {
  static let sales: [(day: String, sales: Int)] = [
    ("Mon", 40), ("Tue", 75), ("Wed", 58), ("Thu", 91),
  ]

  func selectionChart() -> String {
    @State var selected: String?
    return Chart(Self.sales, id: \.day) {
      LineMark(x: .value("Day", $0.day), y: .value("Sales", $0.sales))
    }
    .chartXSelection(value: $selected)
    .svg(width: 400, height: 200, id: "live")
  }

  @Test func aChartWithASelectionCarriesItsScalesAndMarks() throws {
    let svg = selectionChart()
    let start = try #require(svg.range(of: "<metadata id=\"live-interactivity\""))
    let end = try #require(svg.range(of: "</metadata>"))
    let body = svg[start.upperBound..<end.lowerBound].drop { $0 != ">" }.dropFirst()
    let json = String(body).replacingOccurrences(of: "&quot;", with: "\"")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let x = try #require(object["x"] as? [String: Any])
    #expect(x["type"] as? String == "band")
    #expect(x["domain"] as? [String] == ["Mon", "Tue", "Wed", "Thu"])
    let y = try #require(object["y"] as? [String: Any])
    #expect(y["type"] as? String == "linear")
    #expect((y["domain"] as? [Double])?.first == 0)
    let marks = try #require(object["marks"] as? [[Any]])
    #expect(marks.count == 4)
    #expect((marks[1][2] as? String)?.contains("Sales: 75") == true)
  }

  @Test func aStillChartWithoutSelectionHasNoMetadataUnlessAsked() {
    let chart = Chart(Self.sales, id: \.day) {
      LineMark(x: .value("Day", $0.day), y: .value("Sales", $0.sales))
    }
    #expect(!chart.svg(width: 300, height: 200, id: "still").contains("<metadata"))
    #expect(
      chart.svg(width: 300, height: 200, id: "asked", interactive: true).contains("<metadata"))
  }

  /// Opens a page with the chart and the script in headless Chromium, presses → twice and
  /// reads the live region: the second day's value is announced.
  @Test func arrowKeysMoveTheSelectionInHeadlessChromium() throws {
    let candidates = ["/usr/bin/chromium", "/usr/bin/chromium-browser"]
    guard let chromium = candidates.first(where: FileManager.default.isExecutableFile) else {
      return  // no browser on this machine
    }
    let page = """
      <!doctype html><html><body>\(selectionChart())
      <pre id="result"></pre>
      <script>\(PlotKitInteractivity.script)</script>
      <script>
        // The script activates charts on DOMContentLoaded; this page is still loading.
        PlotKitInteractivity.activateAll();
        var svg = document.querySelector("svg.plotkit");
        svg.focus();
        for (var i = 0; i < 2; i++) {
          svg.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowRight", bubbles: true }));
        }
        var live = document.querySelector(".plotkit-live");
        var callout = svg.querySelector(".plotkit-selection text");
        document.getElementById("result").textContent =
          "live=" + live.textContent + "|callout=" + callout.textContent + "|tab=" + svg.getAttribute("tabindex");
      </script></body></html>
      """
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("plotkit-live-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    if let keep = ProcessInfo.processInfo.environment["PLOTKIT_KEEP_PAGE"] {
      try? Data(page.utf8).write(to: URL(fileURLWithPath: keep))
    }
    let file = directory.appendingPathComponent("page.html")
    try Data(page.utf8).write(to: file)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: chromium)
    process.arguments = [
      "--headless", "--no-sandbox", "--disable-gpu",
      "--user-data-dir=" + directory.path + "/profile",
      "--virtual-time-budget=2000", "--dump-dom", file.absoluteString,
    ]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let dom = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    let result = try #require(
      dom.components(separatedBy: "<pre id=\"result\">").dropFirst().first?
        .components(separatedBy: "</pre>").first)
    #expect(result.contains("live=Day: Tue, Sales: 75"), "\(result)")
    #expect(result.contains("callout=Day: Tue, Sales: 75"), "\(result)")
    #expect(result.contains("tab=0"))
  }
}
