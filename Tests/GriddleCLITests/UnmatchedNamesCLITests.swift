import Foundation
import TemporaryDirectorySupport
import Testing

/// Unmatched cities and styles in Griddle's own CSV and JSON Lines, through the real binary:
/// one grouped message and exit 65, as for a point-of-sale export. Expected text is written
/// out by hand from the rows and config here.
@Suite struct UnmatchedNamesCLITests {
  /// Removed when the suite's value is released, at the end of each test.
  let temporary: TemporaryDirectory
  let directory: URL

  init() throws {
    temporary = try TemporaryDirectory(prefix: "griddle-unmatched")
    directory = temporary.url
    try Data(Self.config.utf8).write(to: directory.appending(path: "c.json"))
  }

  static let config = """
    {"currency": "USD",
     "cities": [{"name": "Cupertino", "timeZone": "America/Los_Angeles", "aliases": ["Cupertino Truck"]}],
     "styles": [{"name": "Dosa", "priceCents": 800}]}
    """

  /// `Cupertno` twice, `Osaka` with `Dosas`, one good row (2 Dosas) and a bad quantity.
  static let rows: [(id: String, city: String, style: String, quantity: String)] = [
    ("A1", "Cupertno", "Dosa", "1"), ("A2", "Cupertino", "Dosa", "2"),
    ("A3", "Cupertno", "Dosa", "1"), ("A4", "Osaka", "Dosas", "1"),
    ("A5", "cupertino truck", "Dosa", "x"),
  ]

  func write(format: String) throws -> String {
    let text: String
    if format == "csv" {
      text =
        "order_id,ordered_at,city,style,quantity\n"
        + Self.rows.map { "\($0.id),2026-03-07T11:00:00,\($0.city),\($0.style),\($0.quantity)\n" }
        .joined()
    } else {
      text = Self.rows.map {
        let quantity = Int($0.quantity).map(String.init) ?? "\"\($0.quantity)\""
        return
          #"{"order_id":"\#($0.id)","ordered_at":"2026-03-07T11:00:00","city":"\#($0.city)","style":"\#($0.style)","quantity":\#(quantity)}"#
          + "\n"
      }.joined()
    }
    let name = "orders.\(format)"
    try Data(text.utf8).write(to: directory.appending(path: name))
    return name
  }

  func griddle(_ arguments: String...) throws -> GriddleProcess.Result {
    try GriddleProcess.run(
      ["--config", "c.json", "--database", "d.sqlite"] + arguments, in: directory)
  }

  /// The grouped message's lines, with the first data row on `first` (2 in CSV, 1 in JSON Lines).
  func grouped(file: String, first: Int, stored: Bool) -> String {
    """
    \(file):\(first): 3 names are not a known city or style; \(stored ? "their rows were rejected, the rest of the file was stored" : "nothing from this file was stored"). Add each as an alias in the config (or add a new city or style on purpose), then import again:
      city 'Cupertno' (2 rows, first on line \(first)): closest known city 'Cupertino'; if it is that city, its entry in "cities" becomes {"name": "Cupertino", "timeZone": "America/Los_Angeles", "aliases": ["Cupertino Truck", "Cupertno"]}
      city 'Osaka' (1 row, first on line \(first + 3)): no known city is close; if it is a new city, add {"name": "Osaka", "timeZone": "…"} to "cities"; if it is a known city under another name, add "Osaka" to that city's "aliases"
      style 'Dosas' (1 row, first on line \(first + 3)): closest known style 'Dosa'; if it is that style, its entry in "styles" becomes {"name": "Dosa", "priceCents": 800, "aliases": ["Dosas"]}

    """
  }

  @Test(arguments: ["csv", "jsonl"])
  func unmatchedNamesStopTheFileWithOneGroupedMessage(format: String) throws {
    #expect(try griddle("init").status == 0)
    let file = try write(format: format)
    let first = format == "csv" ? 2 : 1
    let result = try griddle("--quiet", "import", file)
    #expect(result.status == 65)
    // The bad quantity keeps its own line; the names are listed once, with their rows.
    #expect(
      result.standardError.hasPrefix(
        "\(file):\(first + 4): quantity 'x' is not a whole number\n"
          + grouped(file: file, first: first, stored: false)
          + "griddle: error: '\(file)' has problems; nothing from it was stored\n"),
      "\(result.standardError)")
    #expect(!result.standardError.contains("unknown city"))
    let daily = try griddle("query", "daily", "--format", "json")
    #expect(daily.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines) == "[]")
  }

  @Test func skipInvalidStoresTheRestAndPutsEveryRejectedRowInTheRejectsFile() throws {
    #expect(try griddle("init").status == 0)
    let file = try write(format: "csv")
    let result = try griddle("--quiet", "import", file, "--skip-invalid", "--rejects", "r.csv")
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardError.contains(grouped(file: file, first: 2, stored: true)))
    let rejects = try String(
      contentsOf: directory.appending(path: "r.csv"), encoding: .utf8)
    // A1, A3 and A4 for their names (their reason quoted, so the id is after it), A5 for its
    // quantity: every rejected row is there.
    #expect(rejects.split(separator: "\r\n").count == 5)
    #expect(rejects.contains(",A1,") && rejects.contains(",A3,") && rejects.contains(",A4,"))
    #expect(rejects.contains(",A5,"))
    let daily = try griddle(
      "query", "daily", "--format", "json", "--from", "2026-03-07", "--to", "2026-03-07")
    let rows =
      try JSONSerialization.jsonObject(with: Data(daily.standardOutput.utf8))
      as? [[String: Any]] ?? []
    // Only A2 landed: 2 Dosas at 800.
    #expect(rows.count == 1)
    #expect(rows.first?["quantity"] as? Int == 2)
    #expect(rows.first?["revenue_cents"] as? Int == 1600)
  }

  /// One city a letter off a known one and one far from every known one: the grouped message
  /// offers the first as an alias and the second nothing (Lyon is 9 edits from Cupertino and
  /// 12 from its alias), then the hint gives the alias entry and the command adding Lyon.
  @Test func aCloseNameIsOfferedAsAnAliasAndAFarOneAsANewCity() throws {
    #expect(try griddle("init").status == 0)
    try Data(
      """
      order_id,ordered_at,city,style,quantity
      N1,2026-03-07T11:00:00,Cuppertino,Dosa,1
      N2,2026-03-07T11:00:00,Lyon,Dosa,1

      """.utf8
    ).write(to: directory.appending(path: "n.csv"))
    let result = try griddle("--quiet", "import", "n.csv")
    #expect(result.status == 65)
    #expect(
      result.standardError == """
        n.csv:2: 2 names are not a known city or style; nothing from this file was stored. Add each as an alias in the config (or add a new city or style on purpose), then import again:
          city 'Cuppertino' (1 row, first on line 2): closest known city 'Cupertino'; if it is that city, its entry in "cities" becomes {"name": "Cupertino", "timeZone": "America/Los_Angeles", "aliases": ["Cupertino Truck", "Cuppertino"]}
          city 'Lyon' (1 row, first on line 3): no known city is close; if it is a new city, add {"name": "Lyon", "timeZone": "…"} to "cities"; if it is a known city under another name, add "Lyon" to that city's "aliases"
        griddle: error: 'n.csv' has problems; nothing from it was stored
        Cities and styles come from the config file c.json; a name close to a known one is probably an alias of it:
          city 'Cuppertino': if it is Cupertino, its entry in "cities" becomes { "name": "Cupertino", "timeZone": "America/Los_Angeles", "aliases": ["Cupertino Truck", "Cuppertino"] }
        To add the other missing ones, put these lines in it:
          in "cities": { "name": "Lyon", "timeZone": "Area/City" }
        or run:
          griddle add city Lyon --time-zone Area/City

        """, "\(result.standardError)")
    let daily = try griddle("query", "daily", "--format", "json")
    #expect(daily.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines) == "[]")
  }

}
