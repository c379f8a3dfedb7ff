import Foundation
import TemporaryDirectorySupport
import Testing

/// The README's worked import profile (a Shopify-style export), run exactly as written there.
@Suite struct ReadmeProfileExampleTests {
  /// Removed when the suite's value is released, at the end of each test.
  let temporary: TemporaryDirectory
  let directory: URL

  init() throws {
    temporary = try TemporaryDirectory(prefix: "griddle-readme-profile")
    directory = temporary.url
  }

  /// The fenced block after the HTML comment `marker` in README.md.
  static func block(after marker: String) throws -> String {
    let readme = try String(
      contentsOf: GriddleProcess.packageRoot.appending(path: "README.md"), encoding: .utf8)
    guard let start = readme.range(of: "<!-- \(marker) -->") else {
      throw ReadmeError.missing(marker)
    }
    let rest = readme[start.upperBound...]
    guard let open = rest.range(of: "```"), let lineEnd = rest[open.upperBound...].range(of: "\n"),
      let close = rest[lineEnd.upperBound...].range(of: "```")
    else { throw ReadmeError.missing(marker) }
    return String(rest[lineEnd.upperBound..<close.lowerBound])
  }

  enum ReadmeError: Error { case missing(String) }

  @Test func theReadmeProfileImportsTheReadmeExport() throws {
    let config = try Self.block(after: "readme-profile-config")
    let csv = try Self.block(after: "readme-profile-csv")
    try Data(config.utf8).write(to: directory.appending(path: "shopify.json"))
    try Data(csv.utf8).write(to: directory.appending(path: "orders.csv"))
    func griddle(_ arguments: String...) throws -> GriddleProcess.Result {
      try GriddleProcess.run(
        ["--config", "shopify.json", "--database", "shop.sqlite"] + arguments, in: directory)
    }
    #expect(try griddle("init").status == 0)

    // The expected figures, worked out here from the rows: carry the order's first-line
    // fields down, leave out cancelled orders, gross = quantity × unit price.
    let rows = csv.split(separator: "\n").dropFirst().map {
      $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    }
    var date = ""
    var cancelled = false
    var order = ""
    var netByDate: [String: Int] = [:]
    var quantityByDate: [String: Int] = [:]
    var tickets = Set<String>()
    var lines = 0
    for row in rows {
      if row[0] != order {
        order = row[0]
        date = String(row[1].prefix(10))
        cancelled = !row[7].isEmpty
      }
      if cancelled { continue }
      let cents = { (text: String) in Int(Double(text)! * 100 + 0.5) }
      netByDate[date, default: 0] += Int(row[2])! * cents(row[4]) - cents(row[5])
      quantityByDate[date, default: 0] += Int(row[2])!
      tickets.insert(order)
      lines += 1
    }
    #expect(netByDate == ["2026-05-01": 2700, "2026-05-02": 550])

    let dryRun = try griddle("import", "--dry-run", "orders.csv")
    #expect(dryRun.status == 0, "\(dryRun.standardError)")
    #expect(dryRun.standardOutput.contains("lines \(lines), tickets \(tickets.count)"))
    #expect(dryRun.standardOutput.contains("excluded 2 rows: cancelled"))
    #expect(dryRun.standardOutput.contains("[profile shopify]"))

    let stored = try griddle("import", "orders.csv")
    #expect(stored.status == 0, "\(stored.standardError)")
    let daily = try griddle(
      "query", "daily", "--from", "2026-05-01", "--to", "2026-05-02", "--format", "json")
    #expect(daily.status == 0)
    let days = try #require(
      try JSONSerialization.jsonObject(with: Data(daily.standardOutput.utf8)) as? [[String: Any]])
    for day in days {
      let date = try #require(day["date"] as? String)
      #expect(day["revenue_cents"] as? Int == netByDate[date], "\(date)")
      #expect(day["quantity"] as? Int == quantityByDate[date], "\(date)")
      if let tickets = day["tickets"] as? Int {
        #expect(tickets == (date == "2026-05-01" ? 2 : 1))
      }
    }
    #expect(days.count == 2)
    #expect(try griddle("import", "orders.csv").standardOutput.contains("imported 0"))
  }
}
