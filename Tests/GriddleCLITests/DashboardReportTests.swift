import Foundation
import TemporaryDirectorySupport
import Testing

/// The nightly dashboard as the real binary writes it: every tile's figure checked against
/// `griddle query`, and the page in German, French, Spanish and Japanese (with yen).
@Suite struct DashboardReportTests {
  /// Removed when the suite's value is released, at the end of each test.
  let temporary: TemporaryDirectory
  let directory: URL
  let fixtures = GriddleProcess.packageRoot.appending(path: "fixtures").path
  let date = "2022-06-06"

  init() throws {
    temporary = try TemporaryDirectory(prefix: "griddle-dashboard")
    directory = temporary.url
    let demo = try GriddleProcess.run(
      ["demo", "--fixtures", fixtures, "--out", "demo"], in: directory,
      environment: ["SOURCE_DATE_EPOCH": "1700000000"])
    #expect(demo.status == 0, "\(demo.standardError)")
  }

  func griddle(_ arguments: [String]) throws -> GriddleProcess.Result {
    try GriddleProcess.run(["--database", "griddle-demo.sqlite"] + arguments, in: directory)
  }

  func page(_ path: String) throws -> String {
    try String(contentsOf: directory.appending(path: path), encoding: .utf8)
  }

  /// `query daily` as JSON rows, optionally by city.
  func daily(from: String, to: String, byCity: Bool = false) throws -> [[String: Any]] {
    let result = try griddle(
      ["query", "daily", "--from", from, "--to", to, "--format", "json"]
        + (byCity ? ["--by", "city"] : []))
    #expect(result.status == 0, "\(result.standardError)")
    return try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8))
      as? [[String: Any]] ?? []
  }

  /// The tiles of a page as (group heading, label, value, change, detail).
  func tiles(_ html: String) -> [(group: String, label: String, value: String, rest: String)] {
    var found: [(String, String, String, String)] = []
    var group = ""
    let pattern =
      #"<h3 class="tile-group">([^<]*)</h3>|<li class="tile">\n<p class="label">([^<]*)</p>\n<p class="value">((?:[^<]|<wbr>)*)</p>\n((?:<p class="detail">.*</p>\n)*)</li>"#
    let regex = try! NSRegularExpression(pattern: pattern)
    let text = html as NSString
    for match in regex.matches(in: html, range: NSRange(location: 0, length: text.length)) {
      if match.range(at: 1).location != NSNotFound {
        group = text.substring(with: match.range(at: 1))
      } else {
        found.append(
          (
            group, text.substring(with: match.range(at: 2)),
            // Line-break opportunities between digit groups are not part of the value.
            text.substring(with: match.range(at: 3)).replacingOccurrences(of: "<wbr>", with: ""),
            text.substring(with: match.range(at: 4))
          ))
      }
    }
    return found
  }

  func money(_ cents: Int) -> String {
    (Decimal(cents) / 100).formatted(.currency(code: "USD").locale(Locale(identifier: "en_US")))
  }

  @Test func everyTileAgreesWithTheQueries() throws {
    let html = try page("demo/\(date)/index.html")
    let shown = tiles(html)
    // 16 weeks of daily figures from the query: the day, its Mondays, and the 30-day periods.
    let days = try daily(from: "2022-02-15", to: date)
    #expect(days.count == 112)
    let value = { (row: [String: Any], key: String) in row[key] as? Int ?? 0 }
    let today = try #require(days.last)
    let mondays = days.dropLast().filter { row in
      let d = row["date"] as! String
      // 2022-06-06 was a Monday: so is every date a multiple of 7 days earlier.
      let offset = days.firstIndex { ($0["date"] as! String) == d }!
      return (days.count - 1 - offset) % 7 == 0
        && value(row, "tickets") + value(row, "quantity") > 0
    }.suffix(8)
    func median(_ values: [Int]) -> Double {
      let sorted = values.sorted()
      return sorted.count % 2 == 1
        ? Double(sorted[sorted.count / 2])
        : Double(sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }
    let netTile = try #require(
      shown.first { $0.group == "Monday, June 6, 2022" && $0.label == "Net sales" })
    #expect(netTile.value == money(value(today, "revenue_cents")))
    let typicalNet = median(mondays.map { value($0, "revenue_cents") })
    #expect(netTile.rest.contains("Typical Monday: \(money(Int(typicalNet.rounded())))"))
    let ticketsTile = try #require(
      shown.first { $0.group == "Monday, June 6, 2022" && $0.label == "Tickets" })
    #expect(ticketsTile.value == "\(value(today, "tickets"))")
    let typicalTickets = median(mondays.map { value($0, "tickets") })
    #expect(
      ticketsTile.rest.contains(
        "Typical Monday: \(typicalTickets.formatted(.number.precision(.fractionLength(0...1)).locale(Locale(identifier: "en_US")))) (median of the last 8)"
      ))
    let averageTile = try #require(
      shown.first { $0.group == "Monday, June 6, 2022" && $0.label == "Average ticket" })
    let average = Double(value(today, "revenue_cents")) / Double(value(today, "tickets"))
    #expect(averageTile.value == money(Int(average.rounded())))
    let averages = mondays.map { Double(value($0, "revenue_cents")) / Double(value($0, "tickets")) }
      .sorted()
    let typicalAverage = (averages[3] + averages[4]) / 2
    #expect(averageTile.rest.contains("Typical Monday: \(money(Int(typicalAverage.rounded())))"))
    let unitsTile = try #require(
      shown.first { $0.group == "Monday, June 6, 2022" && $0.label == "Pancakes sold" })
    #expect(unitsTile.value == "\(value(today, "quantity"))")
    let last30 = days.suffix(30)
    let before = try daily(from: "2022-04-08", to: "2022-05-07")
    let net30 = last30.reduce(0) { $0 + value($1, "revenue_cents") }
    let netBefore = before.reduce(0) { $0 + value($1, "revenue_cents") }
    let net30Tile = try #require(
      shown.first { $0.group == "Last 30 days" && $0.label == "Net sales" })
    #expect(net30Tile.value == money(net30))
    let percent = Int((Double(net30 - netBefore) / Double(netBefore) * 100).rounded())
    #expect(
      net30Tile.rest.contains(
        "\(abs(percent))% \(percent > 0 ? "more" : "less") than the 30 days before"))
    let tickets30 = last30.reduce(0) { $0 + value($1, "tickets") }
    let tickets30Tile = try #require(
      shown.first { $0.group == "Last 30 days" && $0.label == "Tickets" })
    #expect(tickets30Tile.value == tickets30.formatted(.number.locale(Locale(identifier: "en_US"))))
    let average30Tile = try #require(
      shown.first { $0.group == "Last 30 days" && $0.label == "Average ticket" })
    #expect(average30Tile.value == money(Int((Double(net30) / Double(tickets30)).rounded())))
    // The fixture has no refunds or discounts, so neither tile is shown.
    #expect(!shown.contains { $0.label == "Refunds" || $0.label == "Discounts" })
    let units30 = try #require(
      shown.first { $0.group == "Last 30 days" && $0.label == "Pancakes sold" })
    #expect(
      units30.value
        == last30.reduce(0) { $0 + value($1, "quantity") }.formatted(
          .number.locale(Locale(identifier: "en_US"))))
    // The per-city rows: each city's net sales on the date.
    for row in try daily(from: date, to: date, byCity: true) {
      let city = row["city"] as! String
      #expect(
        html.contains(
          "<th scope=\"row\">\(city)</th><td class=\"num\">\(money(value(row, "revenue_cents")))</td>"
        ), "\(city)")
    }
  }

  @Test func theWeekdayFiguresMatchTheQueryTheNoteNames() throws {
    let html = try page("demo/\(date)/index.html")
    let note = try #require(
      html.range(
        of: #"--from (\d{4}-\d{2}-\d{2}) --to (\d{4}-\d{2}-\d{2})"#, options: .regularExpression)
    ).map { String(html[$0]) }
    let words = try #require(note).split(separator: " ").map(String.init)
    #expect(words == ["--from", "2021-07-01", "--to", date])
    let query = try griddle(["query", "weekdays"] + words + ["--format", "csv"])
    #expect(query.status == 0, "\(query.standardError)")
    #expect(query.standardOutput == (try page("demo/\(date)/weekdays.csv")))
  }

  @Test(arguments: [
    ("de_DE", "EUR", "de-DE", "Auf einen Blick"), ("fr_FR", "EUR", "fr-FR", "En bref"),
    ("es_ES", "EUR", "es-ES", "De un vistazo"), ("ja_JP", "JPY", "ja-JP", "At a glance"),
  ])
  func thePageSpeaksTheConfiguredLocaleAndCurrency(
    locale: String, currency: String, language: String, glance: String
  ) throws {
    try Data(#"{"locale": "\#(locale)", "currency": "\#(currency)"}"#.utf8).write(
      to: directory.appending(path: "\(locale).json"))
    let result = try griddle([
      "--config", "\(locale).json", "report", "nightly", "--date", date, "--out", locale,
    ])
    #expect(result.status == 0, "\(result.standardError)")
    let html = try page("\(locale)/\(date)/index.html")
    #expect(html.contains("<html lang=\"\(language)\">"))
    #expect(html.contains("<h2 id=\"glance\">\(glance)</h2>"))
    // The day's net sales in the currency's own minor units: cents for the euro, none for yen.
    let cents = try #require(try daily(from: date, to: date).first?["revenue_cents"] as? Int)
    let amount = currency == "JPY" ? Decimal(cents) : Decimal(cents) / 100
    let expected = amount.formatted(.currency(code: currency).locale(Locale(identifier: locale)))
    let net = try #require(tiles(html).first)
    #expect(net.value == expected)
    #expect(!html.contains("Pancakes sold") || locale == "ja_JP")
  }

  @Test(arguments: [
    (#"{"locale": "xx_YY"}"#, "locale: unknown locale 'xx_YY'"),
    (#"{"currency": "XYZ"}"#, "currency: unknown ISO 4217 currency code 'XYZ'"),
  ])
  func anUnknownLocaleOrCurrencyIsAConfigurationError(json: String, message: String) throws {
    try Data(json.utf8).write(to: directory.appending(path: "bad.json"))
    let result = try griddle(["--config", "bad.json", "report", "nightly", "--date", date])
    #expect(result.status == 78)
    #expect(result.standardError.contains(message), "\(result.standardError)")
  }
}
