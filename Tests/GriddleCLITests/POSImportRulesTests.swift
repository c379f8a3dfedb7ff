import Foundation
import TemporaryDirectorySupport
import Testing

/// Aliases for Griddle's own files, unknown names under `--skip-invalid`, and money in the
/// configured currency's minor units, through the real binary. Expected figures are worked out
/// by hand from the rows written here.
@Suite struct POSImportRulesTests {
  /// Removed when the suite's value is released, at the end of each test.
  let temporary: TemporaryDirectory
  let directory: URL

  init() throws {
    temporary = try TemporaryDirectory(prefix: "griddle-pos-rules")
    directory = temporary.url
  }

  func write(_ name: String, _ text: String) throws -> String {
    let url = directory.appending(path: name)
    try Data(text.utf8).write(to: url)
    return url.path
  }

  func griddle(_ config: String, _ database: String, _ arguments: String...) throws
    -> GriddleProcess.Result
  {
    try GriddleProcess.run(
      ["--config", config, "--database", database] + arguments, in: directory)
  }

  /// `query NAME --format json` as an array of objects.
  /// Daily figures are asked for 2026-03-07 alone, the day every file here is about.
  func query(_ config: String, _ database: String, _ name: String) throws -> [[String: Any]] {
    let range = name == "daily" ? ["--from", "2026-03-07", "--to", "2026-03-07"] : []
    let result = try GriddleProcess.run(
      ["--config", config, "--database", database, "query", name, "--format", "json"] + range,
      in: directory)
    #expect(result.status == 0, "\(result.standardError)")
    return try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8))
      as? [[String: Any]] ?? []
  }

  static let aliasConfig = """
    {"currency": "USD",
     "cities": [{"name": "Cupertino", "timeZone": "America/Los_Angeles",
                 "aliases": ["Cupertino Truck", "Square Terminal 2274"]}],
     "styles": [{"name": "Cachapa", "priceCents": 650, "aliases": ["Cachapa con queso"]},
                {"name": "Crêpe", "priceCents": 700, "aliases": ["Crêpe sucrée"]},
                {"name": "Dosa", "priceCents": 800}]}
    """

  @Test(arguments: ["csv", "jsonl"])
  func griddleFilesMatchNamesThroughAliasesInAnyCaseAndForm(format: String) throws {
    let config = try write("aliases.json", Self.aliasConfig)
    // "Crêpe sucrée" written decomposed (NFD), the other aliases in other cases.
    let nfd = "Cre\u{0302}pe sucre\u{0301}e"
    let rows: [(String, String, String, String, Int, Int)] = [
      ("G1", "2026-03-07T11:00:00", "CUPERTINO TRUCK", "cachapa CON queso", 2, 1300),
      ("G2", "2026-03-07T12:00:00", "square terminal 2274", nfd, 1, 700),
      ("G3", "2026-03-07T13:00:00", "Cupertino", "Dosa", 1, 800),
    ]
    let file: String
    if format == "csv" {
      file = try write(
        "orders.csv",
        "order_id,ordered_at,city,style,quantity,gross_cents\n"
          + rows.map { "\($0.0),\($0.1),\($0.2),\($0.3),\($0.4),\($0.5)\n" }.joined())
    } else {
      file = try write(
        "orders.jsonl",
        rows.map {
          "{\"order_id\": \"\($0.0)\", \"ordered_at\": \"\($0.1)\", \"city\": \"\($0.2)\", \"style\": \"\($0.3)\", \"quantity\": \($0.4), \"gross_cents\": \($0.5)}\n"
        }.joined())
    }
    #expect(try griddle(config, "a.sqlite", "init").status == 0)
    let imported = try griddle(config, "a.sqlite", "import", file)
    #expect(imported.status == 0, "\(imported.standardError)")
    let daily = try query(config, "a.sqlite", "daily")
    #expect(daily.count == 1)
    #expect(daily.first?["date"] as? String == "2026-03-07")
    #expect(daily.first?["quantity"] as? Int == 4)
    #expect(daily.first?["revenue_cents"] as? Int == 2800)
    #expect(daily.first?["tickets"] as? Int == 3)
    let styles = try query(config, "a.sqlite", "styles")
    let byStyle = Dictionary(
      uniqueKeysWithValues: styles.map {
        ($0["style"] as? String ?? "", $0["revenue_cents"] as? Int)
      })
    #expect(byStyle == ["Cachapa": 1300, "Crêpe": 700, "Dosa": 800])
  }

  static let squareHeader =
    "Date,Time,Time Zone,Item,Qty,Gross Sales,Discounts,Net Sales,Transaction ID,Payment ID,Device Name,Event Type,Location\n"

  @Test func skipInvalidRejectsRowsWithUnknownNamesWithTheReasonAndStoresTheRest() throws {
    let config = try write("aliases.json", Self.aliasConfig)
    let square = try write(
      "items-2026-03-07-2026-03-08.csv",
      Self.squareHeader
        + "2026-03-07,11:00:00,Pacific Time (US & Canada),Dosa,1.0,$8.00,$0.00,$8.00,T1,P1,,Payment,Cupertino Truck\n"
        + "2026-03-07,11:05:00,Pacific Time (US & Canada),Dosa,2.0,$16.00,$0.00,$16.00,T2,P2,,Payment,Mars Truck\n"
        + "2026-03-07,11:10:00,Pacific Time (US & Canada),Waffle,1.0,$5.00,$0.00,$5.00,T3,P3,,Payment,Cupertino Truck\n"
        + "2026-03-07,11:15:00,Pacific Time (US & Canada),Crêpe sucrée,1.0,\"$1,275.00\",-$75.00,\"$1,200.00\",T4,P4,,Payment,Cupertino Truck\n"
    )
    #expect(try griddle(config, "s.sqlite", "init").status == 0)
    let rejects = directory.appending(path: "rejects.csv").path
    let result = try griddle(
      config, "s.sqlite", "import", square, "--skip-invalid", "--rejects", rejects)
    #expect(result.standardError.contains("items-2026-03-07-2026-03-08.csv:3:"))
    #expect(result.standardError.contains("city 'Mars Truck' is not a known city"))
    #expect(result.standardError.contains("style 'Waffle' is not a known style"))
    #expect(!result.standardError.contains("nothing from this file was stored"))

    // The rows with known names landed: T1 (1 Dosa, $8.00) and T4 (1 Crêpe, $1,275.00 less
    // $75.00).
    let daily = try query(config, "s.sqlite", "daily")
    #expect(daily.first?["quantity"] as? Int == 2)
    #expect(daily.first?["gross_cents"] as? Int == 800 + 127_500)
    #expect(daily.first?["discount_cents"] as? Int == 7_500)
    #expect(daily.first?["revenue_cents"] as? Int == 800 + 120_000)
    #expect(daily.first?["tickets"] as? Int == 2)

    // The rejected rows, with their reasons, in Griddle's columns.
    let text = try String(contentsOfFile: rejects, encoding: .utf8)
    let lines = text.split(whereSeparator: \.isNewline).map(String.init)
    #expect(lines.count == 3, "\(text)")
    #expect(lines.dropFirst().contains { $0.contains("T2") && $0.contains("Mars Truck") })
    #expect(lines.dropFirst().contains { $0.contains("T3") && $0.contains("Waffle") })
    // 'Mars Truck' is far from Cupertino: the reason offers no city, only how to add one.
    #expect(
      text.contains("city 'Mars Truck' is not a known city or alias and no known city is close"))
    #expect(!text.contains("closest known city"))

    // Once the names are configured on purpose, the rejects file imports as it is.
    let fixed = try write(
      "fixed.json",
      """
      {"currency": "USD",
       "cities": [{"name": "Cupertino", "timeZone": "America/Los_Angeles",
                   "aliases": ["Cupertino Truck", "Mars Truck"]}],
       "styles": [{"name": "Dosa", "priceCents": 800}, {"name": "Crêpe", "priceCents": 700},
                  {"name": "Cachapa", "priceCents": 650, "aliases": ["Waffle"]}]}
      """)
    #expect(try griddle(fixed, "s.sqlite", "init").status == 0)
    let again = try griddle(fixed, "s.sqlite", "import", rejects)
    #expect(again.status == 0, "\(again.standardError)")
    let after = try query(fixed, "s.sqlite", "daily")
    #expect(after.first?["quantity"] as? Int == 2 + 2 + 1)
    #expect(after.first?["revenue_cents"] as? Int == 800 + 120_000 + 1_600 + 500)
  }

  func currencyConfig(_ code: String) throws -> String {
    try write(
      "\(code).json",
      """
      {"currency": "\(code)",
       "cities": [{"name": "Tokyo", "timeZone": "Asia/Tokyo", "aliases": ["Shibuya Truck"]}],
       "styles": [{"name": "Dosa", "priceCents": 800}]}
      """)
  }

  @Test func yenAmountsAreWholeYen() throws {
    let config = try currencyConfig("JPY")
    let square = try write(
      "items-jpy.csv",
      Self.squareHeader
        + "2026-03-07,11:00:00,Asia/Tokyo,Dosa,1.0,\"¥1,200\",¥0,\"¥1,200\",T1,P1,,Payment,Shibuya Truck\n"
        + "2026-03-07,12:00:00,Asia/Tokyo,Dosa,2.0,¥1600,-¥100,¥1500,T2,P2,,Payment,Shibuya Truck\n"
    )
    #expect(try griddle(config, "y.sqlite", "init").status == 0)
    let result = try griddle(config, "y.sqlite", "import", square)
    #expect(result.status == 0, "\(result.standardError)")
    let daily = try query(config, "y.sqlite", "daily")
    #expect(daily.first?["gross_cents"] as? Int == 1_200 + 1_600)
    #expect(daily.first?["discount_cents"] as? Int == 100)
    #expect(daily.first?["revenue_cents"] as? Int == 2_700)
  }

  @Test func yenWithFractionsIsAnErrorNamingFileLineAndValue() throws {
    let config = try currencyConfig("JPY")
    let square = try write(
      "items-jpy-bad.csv",
      Self.squareHeader
        + "2026-03-07,11:00:00,Asia/Tokyo,Dosa,1.0,\"¥1,200\",¥0,\"¥1,200\",T1,P1,,Payment,Shibuya Truck\n"
        + "2026-03-07,12:00:00,Asia/Tokyo,Dosa,1.0,\"¥1,200.5\",¥0,\"¥1,200.5\",T2,P2,,Payment,Shibuya Truck\n"
    )
    #expect(try griddle(config, "y.sqlite", "init").status == 0)
    let result = try griddle(config, "y.sqlite", "import", square)
    #expect(result.status == 65)
    #expect(result.standardError.contains("items-jpy-bad.csv:3:"), "\(result.standardError)")
    #expect(result.standardError.contains("'¥1,200.5'"))
    #expect(result.standardError.contains("JPY"))
    let daily = try query(config, "y.sqlite", "daily")
    #expect(daily.allSatisfy { $0["quantity"] as? Int == 0 })
  }

  @Test func dinarAmountsHaveThreeDecimals() throws {
    let config = try currencyConfig("KWD")
    let square = try write(
      "items-kwd.csv",
      Self.squareHeader
        + "2026-03-07,11:00:00,Asia/Tokyo,Dosa,1.0,KWD 1.250,KWD 0.000,KWD 1.250,T1,P1,,Payment,Shibuya Truck\n"
        + "2026-03-07,12:00:00,Asia/Tokyo,Dosa,2.0,2.5,-0.125,2.375,T2,P2,,Payment,Shibuya Truck\n"
    )
    #expect(try griddle(config, "k.sqlite", "init").status == 0)
    let result = try griddle(config, "k.sqlite", "import", square)
    #expect(result.status == 0, "\(result.standardError)")
    let daily = try query(config, "k.sqlite", "daily")
    #expect(daily.first?["gross_cents"] as? Int == 1_250 + 2_500)
    #expect(daily.first?["discount_cents"] as? Int == 125)
    #expect(daily.first?["revenue_cents"] as? Int == 3_625)
  }
}
