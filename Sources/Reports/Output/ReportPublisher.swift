import Foundation
import PlotKit
import SalesDomain

/// Writes a nightly report into the reports directory and refreshes the listing page.
public struct ReportPublisher: Sendable {
  /// The reports root (`reports/`).
  public let root: URL

  /// Creates a publisher writing under `root`.
  public init(root: URL) { self.root = root }

  /// Publishes `report` as `root/DATE/`, points `root/latest` at it and rewrites
  /// `root/index.html`; returns the report's `index.html`.
  @discardableResult
  public func publish(_ report: NightlyReport, for date: LocalDate) throws -> URL {
    let writer = ReportDirectoryWriter(root: root)
    let directory = try writer.publish(name: date.description, files: report.files)
    try writer.writeAtomically(
      Data(Self.listingHTML(names: writer.reportNames()).utf8), to: "index.html")
    return directory.appending(path: "index.html")
  }

  /// The listing of every report, newest first.
  static func listingHTML(names: [String]) -> String {
    var items = ""
    for (index, name) in names.enumerated() {
      let marker = index == 0 ? " (latest)" : ""
      items +=
        "<li><a href=\"\(escapeXML(name))/index.html\">\(escapeXML(name))</a>\(marker)</li>\n"
    }
    return """
      <!doctype html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <meta name="color-scheme" content="light dark">
      <title>Griddle reports</title>
      <style>
      body { font: 16px/1.5 "Liberation Sans", Arial, Helvetica, sans-serif; max-width: 40rem; margin: 0 auto; padding: 24px 16px; }
      a { color: #b4236a; }
      @media (prefers-color-scheme: dark) { body { background: #121214; color: #f2f2f4; } a { color: #ff7ab6; } }
      </style>
      </head>
      <body>
      <main>
      <h1>Griddle reports</h1>
      <ul>
      \(items)</ul>
      </main>
      </body>
      </html>

      """
  }
}
