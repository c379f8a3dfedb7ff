import Foundation
import TemporaryDirectorySupport
import Testing

/// `griddle import` of point-of-sale exports, through the real binary.
@Suite struct POSImportTests {
  /// Removed when the suite's value is released, at the end of each test.
  let temporary: TemporaryDirectory
  let directory: URL
  static let fixtures = GriddleProcess.packageRoot.appending(path: "fixtures/pos")

  init() throws {
    temporary = try TemporaryDirectory(prefix: "griddle-pos")
    directory = temporary.url
  }

  func griddle(_ arguments: [String], input: Data? = nil, config: String? = nil) throws
    -> GriddleProcess.Result
  {
    let configuration = config ?? Self.fixtures.appending(path: "griddle.json").path
    return try GriddleProcess.run(
      ["--config", configuration, "--database", "pos.sqlite"] + arguments, in: directory,
      input: input)
  }

  func fixture(_ name: String) -> String { Self.fixtures.appending(path: name).path }

  func write(_ name: String, _ bytes: [UInt8]) throws -> String {
    let url = directory.appending(path: name)
    try Data(bytes).write(to: url)
    return url.path
  }

  /// A Toast export with one line per order, as text.
  static let toastOneLinePerOrder = """
    Location,Order Id,Order Date,Item Selection Id,Menu Item,Gross Price,Discount,Net Price,Qty,Void?,Deferred
    Boston Seaport,700001,10/8/26 5:18 PM,800001,Crêpe,7.00,0.00,7.00,1,false,false
    Boston Seaport,700002,10/8/26 6:18 PM,800002,Dosa,"1,016.00",16.00,"1,000.00",127,false,false

    """

  @Test func squareTransactionsExportIsRefusedNamingTheItemSalesExport() throws {
    let header =
      "Date,Time,Time Zone,Gross Sales,Discounts,Service Charges,Net Sales,Gift Card Sales,Tax,Tip,Partial Refunds,Total Collected,Source,Card,Transaction ID,Payment ID,Device Name,Event Type,Location\n"
    let row =
      "2026-03-07,11:02:15,Pacific Time (US & Canada),$9.00,$0.00,$0.00,$9.00,$0.00,$0.81,$1.00,$0.00,$10.81,Square Point of Sale,$10.81,T1,P1,Square Terminal 2274,Payment,Cupertino Truck\n"
    let path = try write("transactions-2026-03-07-2026-03-08.csv", Array((header + row).utf8))
    #expect(try griddle(["init"]).status == 0)
    let result = try griddle(["import", path])
    #expect(result.status == 65)
    #expect(result.standardError.contains("Transactions CSV"))
    #expect(result.standardError.contains("Item Sales"))
    #expect(result.standardError.contains(":1:"))
  }

  @Test func unmatchedNamesStopTheFileWithOneMessage() throws {
    let config = directory.appending(path: "plain.json")
    try Data(
      """
      {"cities": [{"name": "Cupertino", "timeZone": "America/Los_Angeles"},
                  {"name": "New York", "timeZone": "America/New_York"}],
       "styles": [{"name": "Cachapa"}, {"name": "Dosa"}, {"name": "Crêpe"}, {"name": "American"},
                  {"name": "Injera"}, {"name": "Jian Bing"}]}
      """.utf8
    ).write(to: config)
    #expect(try griddle(["init"], config: config.path).status == 0)
    let result = try griddle(
      ["import", fixture("square-v35-items-2026-03-07-2026-03-10.csv")], config: config.path)
    #expect(result.status == 65)
    let problems = result.standardError.components(separatedBy: "\n").filter {
      $0.contains("square-v35-items-2026-03-07-2026-03-10.csv:")
    }
    #expect(problems.count == 1, "\(result.standardError)")
    #expect(result.standardError.contains("city 'Cupertino Truck' (10 rows, first on line 2)"))
    #expect(result.standardError.contains("closest known city 'Cupertino'"))
    #expect(result.standardError.contains("\"aliases\": [\"Cupertino Truck\"]"))
    #expect(result.standardError.contains("city 'NYC Truck' (3 rows"))
    #expect(result.standardError.contains("style 'Cachapa con queso' (2 rows"))
    let daily = try griddle(["query", "daily", "--format", "csv"], config: config.path)
    #expect(daily.standardOutput.components(separatedBy: "\n").filter { !$0.isEmpty }.count <= 1)
  }

  @Test func invalidUTF8NamesTheLineAndSuggestsWindows1252() throws {
    // "Crêpe" with ê as the single Windows-1252 byte 0xEA.
    let text = Self.toastOneLinePerOrder.replacingOccurrences(of: "Crêpe", with: "Cr\u{1}pe")
    let bytes = Array(text.utf8).map { $0 == 0x01 ? 0xEA : $0 }
    let path = try write("ItemSelectionDetails.csv", bytes)
    #expect(try griddle(["init"]).status == 0)
    let refused = try griddle(["import", path])
    #expect(refused.status == 65)
    #expect(refused.standardError.contains("ItemSelectionDetails.csv:2:"))
    #expect(refused.standardError.contains("--encoding windows-1252"))
    let accepted = try griddle(["import", "--dry-run", "--encoding", "windows-1252", path])
    #expect(accepted.status == 0, "\(accepted.standardError)")
    #expect(accepted.standardOutput.contains("net sales of Crêpe: 7.00"))
    #expect(accepted.standardOutput.contains("net sales of Dosa: 1,000.00"))
    let unknown = try griddle(["import", "--encoding", "ebcdic", path])
    #expect(unknown.status == 64)
  }

  @Test func aLatin1GriddleCSVIsRefusedWithTheEncodingToUse() throws {
    // A Griddle CSV saved as Windows-1252: "Crêpe" has ê as the single byte 0xEA.
    let text =
      "order_id,ordered_at,city,style,quantity\nL-1,2026-03-07T18:00:00Z,Cupertino,Cr\u{1}pe,2\n"
    let path = try write("latin1.csv", Array(text.utf8).map { $0 == 0x01 ? 0xEA : $0 })
    #expect(try griddle(["init"]).status == 0)
    let refused = try griddle(["import", path])
    #expect(refused.status == 65)
    #expect(refused.standardError.contains("latin1.csv:2: invalid UTF-8"))
    #expect(refused.standardError.contains("--encoding windows-1252"), "\(refused.standardError)")
    let accepted = try griddle(["import", "--encoding", "windows-1252", path])
    #expect(accepted.status == 0, "\(accepted.standardError)")
    #expect(accepted.standardOutput.contains("imported 1,"))
  }

  @Test(arguments: [true, false])
  func utf16WithByteOrderMarkIsDecoded(littleEndian: Bool) throws {
    var bytes: [UInt8] = littleEndian ? [0xFF, 0xFE] : [0xFE, 0xFF]
    for unit in Self.toastOneLinePerOrder.utf16 {
      let pair = [UInt8(unit & 0xFF), UInt8(unit >> 8)]
      bytes += littleEndian ? pair : pair.reversed()
    }
    let path = try write("utf16.csv", bytes)
    #expect(try griddle(["init"]).status == 0)
    let result = try griddle(["import", "--dry-run", path])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardOutput.contains("lines 2, tickets 2"))
    #expect(result.standardOutput.contains("net sales of Crêpe: 7.00"))
  }

  @Test func utf8WithByteOrderMarkAndStandardInput() throws {
    #expect(try griddle(["init"]).status == 0)
    let bytes = [0xEF, 0xBB, 0xBF] + Array(Self.toastOneLinePerOrder.utf8)
    let result = try griddle(["import", "--dry-run", "-"], input: Data(bytes))
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardOutput.contains("-: would import 2"))
    #expect(result.standardOutput.contains("[profile toast]"))
    #expect(result.standardOutput.contains("local dates 2026-10-08 to 2026-10-08"))
    #expect(result.standardOutput.contains("net sales in Boston: 1,007.00"))
  }

  @Test func unknownHeaderNamesTheClosestProfile() throws {
    #expect(try griddle(["init"]).status == 0)
    let path = try write(
      "odd.csv",
      Array(
        "Location,Order Id,Order Date,Menu Item,Qty,Price\nBoston Seaport,1,10/8/26 5:18 PM,Dosa,1,8.00\n"
          .utf8))
    let result = try griddle(["import", path])
    #expect(result.status == 65)
    #expect(result.standardError.contains("closest is 'toast'"))
    #expect(result.standardError.contains("'Item Selection Id'"))
  }

  /// Net sales per local day and city of the March Square exports, worked out by hand from
  /// their rows.
  @Test func squareExportsThroughTheCommandLine() throws {
    #expect(try griddle(["init"]).status == 0)
    let short = fixture("square-v35-items-2026-03-07-2026-03-10.csv")
    let long = fixture("square-v35-items-2026-03-07-2026-03-12.csv")
    let first = try griddle(["import", short])
    #expect(first.status == 0, "\(first.standardError)")
    #expect(first.standardOutput.contains("imported 13"))
    let overlap = try griddle(["import", long, short])
    #expect(overlap.status == 0, "\(overlap.standardError)")
    #expect(overlap.standardOutput.contains("imported 2, already present 13"))
    #expect(overlap.standardOutput.contains("imported 0, already present 13"))
    let daily = try griddle(
      [
        "query", "daily", "--by", "city", "--from", "2026-03-07", "--to", "2026-03-11", "--format",
        "json",
      ])
    let rows = try #require(
      try JSONSerialization.jsonObject(with: Data(daily.standardOutput.utf8)) as? [[String: Any]])
    var net: [String: Int] = [:]
    var quantity: [String: Int] = [:]
    for row in rows {
      let key = "\(row["date"]!) \(row["city"]!)"
      net[key] = row["revenue_cents"] as? Int
      quantity[key] = row["quantity"] as? Int
    }
    // 9.00 + 16.00 − 1.82 + 7.00 + 7.00 + 1,275.00 − 75.00
    #expect(net["2026-03-07 Cupertino"] == 123_718)
    #expect(quantity["2026-03-07 Cupertino"] == 1 + 2 + 1 + 1 + 150)
    // 20:59:59 Pacific is 23:59:59 in New York: still the 7th.
    #expect(net["2026-03-07 New York"] == 600)
    // 6.50 at 01:30 PST, 19.50 − 1.50 at 03:15 PDT.
    #expect(net["2026-03-08 Cupertino"] == 2450)
    // 21:30 Pacific on the 7th is 00:30 on the 8th in New York, plus the 8.00 Dosa.
    #expect(net["2026-03-08 New York"] == 1900)
    // 10.00 sold; 9.00 and 6.00 refunded that day.
    #expect(net["2026-03-09 Cupertino"] == -500)
    #expect(quantity["2026-03-09 Cupertino"] == 0)
    #expect(net["2026-03-10 Cupertino"] == 1200)
    #expect(net["2026-03-11 New York"] == 700)
    let total: Int = 123_718 + 600 + 2450 + 1900 - 500 + 1200 + 700
    #expect(net.values.reduce(0, +) == total)
  }
}
