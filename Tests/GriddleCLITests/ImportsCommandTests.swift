import Foundation
import OrderGenerator
import PostgresTestSupport
import TemporaryDirectorySupport
import Testing

/// `griddle imports` and `griddle imports show ID` through the real binary: every output
/// format, the ledger's figures against the file itself (`sha256sum`, its size and lines) and
/// against `query daily --by city`, and the same output on PostgreSQL as on SQLite apart from
/// instants.
final class ImportsCommandTests {
  /// Removed when the suite's value is released, at the end of each test.
  let temporary: TemporaryDirectory
  let directory: URL
  let config: URL
  let tickets: String
  let berlin: String

  init() throws {
    temporary = try TemporaryDirectory(prefix: "griddle-imports-cli")
    directory = temporary.url
    config = directory.appending(path: "griddle.json")
    try Data(SyntheticOrders.configJSON.utf8).write(to: config)
    tickets = directory.appending(path: "tickets.csv").path
    try SyntheticOrders(rowCount: 900, seed: 5, days: 20).writeTicketsCSV(
      toPath: tickets, linesPerTicket: 3, refundPercent: 5)
    // Two Dosa orders in Berlin at noon local time on 5 January 2023 (a day of the first file).
    berlin = directory.appending(path: "berlin.csv").path
    try Data(
      """
      order_id,ordered_at,city,style,quantity,unit_price_cents
      LEDGER-1,2023-01-05T11:00:00Z,Berlin,Dosa,2,
      LEDGER-2,2023-01-05T11:30:00Z,Berlin,Dosa,1,

      """.utf8
    ).write(to: URL(fileURLWithPath: berlin))
  }

  func griddle(_ arguments: [String], database: String) throws -> GriddleProcess.Result {
    try GriddleProcess.run(
      ["--config", config.path, "--database", database] + arguments, in: directory)
  }

  /// Init, the tickets, the tickets again (nothing new: no ledger row), a refused file (no
  /// row), and two Berlin orders on a day the tickets had.
  func importSequence(into database: String) throws {
    #expect(try griddle(["init"], database: database).status == 0)
    for file in [tickets, tickets] {
      let result = try griddle(["import", file], database: database)
      #expect(result.status == 0, "\(result.standardError)")
    }
    let bad = directory.appending(path: "bad.csv").path
    try Data(
      "order_id,ordered_at,city,style,quantity,unit_price_cents\nB-1,2023-01-05T11:00:00Z,Berlin,Dosa,zero,\n"
        .utf8
    )
    .write(to: URL(fileURLWithPath: bad))
    #expect(try griddle(["import", bad], database: database).status == 65)
    #expect(try griddle(["import", berlin], database: database).status == 0)
  }

  static func sha256sum(_ path: String) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/sha256sum")
    process.arguments = [path]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(String(decoding: output, as: UTF8.self).prefix(64))
  }

  /// The fields of one CSV line (quoted fields may hold commas and doubled quotes).
  static func fields(_ line: String) -> [String] {
    var fields: [String] = []
    var field = ""
    var quoted = false
    var previous: Character?
    for character in line {
      if quoted {
        if character == "\"" {
          quoted = false
        } else {
          field.append(character)
        }
      } else if character == "\"" {
        if previous == "\"" { field.append("\"") }
        quoted = true
      } else if character == "," {
        fields.append(field)
        field = ""
      } else {
        field.append(character)
      }
      previous = character
    }
    fields.append(field)
    return fields
  }

  /// Rows of a CSV without line breaks in fields, as dictionaries by header.
  static func csvRows(_ text: String) -> [[String: String]] {
    let lines = text.split(separator: "\n").map(String.init)
    guard let header = lines.first.map(fields) else { return [] }
    return lines.dropFirst().map { Dictionary(uniqueKeysWithValues: zip(header, fields($0))) }
  }

  @Test func theLedgerInEveryFormatWithItsFiguresChecked() throws {
    let database = directory.appending(path: "griddle.sqlite").path
    try importSequence(into: database)

    let listed = try griddle(["imports", "--format", "csv"], database: database)
    #expect(listed.status == 0, "\(listed.standardError)")
    let rows = Self.csvRows(listed.standardOutput)
    #expect(rows.map { $0["id"] } == ["2", "1"])
    let first = rows[1]
    #expect(first["kind"] == "import" && first["file"] == tickets && first["profile"] == "griddle")
    #expect(first["sha256"] == (try Self.sha256sum(tickets)))
    let size = try FileManager.default.attributesOfItem(atPath: tickets)[.size] as? Int
    #expect(first["size_bytes"] == size.map(String.init))
    let fileLines =
      try String(contentsOfFile: tickets, encoding: .utf8)
      .split(separator: "\n").count - 1
    #expect(first["lines_stored"] == String(fileLines))
    #expect(first["lines_already_present"] == "0" && first["rows_rejected"] == "0")
    #expect(
      first["imported_at"]?.range(
        of: #"^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$"#, options: .regularExpression) != nil)
    let second = rows[0]
    #expect(second["file"] == berlin && second["lines_stored"] == "2")
    #expect(second["first_date"] == "2023-01-05" && second["last_date"] == "2023-01-05")
    #expect(second["cities"] == "Berlin")

    // Import 1's figures after it are the roll-ups `query` reads, day by day and city by city.
    let shown = Self.csvRows(
      try griddle(["imports", "show", "1", "--format", "csv"], database: database)
        .standardOutput)
    let daily = Self.csvRows(
      try griddle(
        [
          "query", "daily", "--by", "city", "--from", "2023-01-01", "--to", "2023-01-25",
          "--format", "csv",
        ], database: database
      ).standardOutput)
    try #require(!shown.isEmpty && !daily.isEmpty)
    var queried: [String: String] = [:]
    for row in daily where row["tickets"] != "0" {
      queried["\(row["date"] ?? "") \(row["city"] ?? "")"] = row["revenue_cents"]
    }
    var berlinOn5th: [String: String]?
    for row in shown {
      let key = "\(row["date"] ?? "") \(row["city"] ?? "")"
      #expect(row["net_cents_before"] == "0" && row["tickets_before"] == "0", "\(key)")
      // Berlin's 5 January changed after import 1 (import 2's two orders).
      if key == "2023-01-05 Berlin" {
        berlinOn5th = row
        continue
      }
      #expect(queried[key] == row["net_cents_after"], "\(key)")
    }
    let berlinAfter = try #require(berlinOn5th)
    let two = Self.csvRows(
      try griddle(["imports", "show", "2", "--format", "csv"], database: database)
        .standardOutput)
    // Two orders of Dosa (600 each in the config), 3 pancakes, 2 tickets, on top of import 1's.
    #expect(two.count == 1)
    #expect(two.first?["net_cents_before"] == berlinAfter["net_cents_after"])
    #expect(
      two.first?["net_cents_after"]
        == Int(berlinAfter["net_cents_after"] ?? "").map { String($0 + 3 * 600) })
    #expect(
      two.first?["tickets_after"]
        == Int(berlinAfter["tickets_after"] ?? "").map { String($0 + 2) })
    #expect(
      two.first?["quantity_after"]
        == Int(berlinAfter["quantity_after"] ?? "").map { String($0 + 3) })
    #expect(queried["2023-01-05 Berlin"] == two.first?["net_cents_after"])

    // Every format `query` has, for both commands.
    for format in ["table", "csv", "tsv", "markdown", "json", "ndjson"] {
      for arguments in [["imports"], ["imports", "show", "2"]] {
        let result = try griddle(arguments + ["--format", format], database: database)
        #expect(result.status == 0, "\(arguments) \(format): \(result.standardError)")
        #expect(!result.standardOutput.isEmpty, "\(arguments) \(format)")
      }
    }
    let json = try griddle(["imports", "--format", "json"], database: database)
    let objects = try #require(
      try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8))
        as? [[String: Any]])
    #expect(objects.map { $0["id"] as? Int } == [2, 1])
    #expect(objects[1]["sha256"] as? String == (try Self.sha256sum(tickets)))
    #expect(objects[1]["lines_stored"] as? Int == fileLines)
    let ndjson = try griddle(["imports", "--format", "ndjson"], database: database)
    #expect(ndjson.standardOutput.split(separator: "\n").count == 2)
    let table = try griddle(["imports", "show", "2", "--format", "table"], database: database)
    #expect(table.standardOutput.hasPrefix("Import 2 at "))
    #expect(table.standardOutput.contains("berlin.csv (griddle), 2 lines stored"))
    let fields = try griddle(
      ["imports", "--fields", "id,lines_stored", "--format", "csv"], database: database)
    #expect(fields.standardOutput == "id,lines_stored\n2,2\n1,\(fileLines)\n")

    // Ids that name no import.
    let missing = try griddle(["imports", "show", "9"], database: database)
    #expect(missing.status == 64 && missing.standardError.contains("no import has id 9"))
    #expect(try griddle(["imports", "show", "x"], database: database).status == 64)
  }

  /// Standard input and a named pipe are hashed as received (the pipe is not opened again,
  /// which would wait for a writer forever).
  @Test func standardInputAndANamedPipeAreHashedAsReceived() throws {
    let database = directory.appending(path: "griddle.sqlite").path
    #expect(try griddle(["init"], database: database).status == 0)
    let bytes = try Data(contentsOf: URL(fileURLWithPath: berlin))
    let piped = try GriddleProcess.run(
      ["--config", config.path, "--database", database, "import", "-"], in: directory,
      input: bytes)
    #expect(piped.status == 0, "\(piped.standardError)")
    let fifo = directory.appending(path: "stream.csv").path
    #expect(mkfifo(fifo, 0o600) == 0)
    let writer = Thread {
      let descriptor = open(fifo, O_WRONLY)
      guard descriptor >= 0 else { return }
      // The same orders with one more: only that one is new.
      let more = Data("LEDGER-3,2023-01-05T12:00:00Z,Berlin,Dosa,1,\n".utf8)
      (bytes + more).withUnsafeBytes { _ = write(descriptor, $0.baseAddress, $0.count) }
      close(descriptor)
    }
    writer.start()
    let streamed = try griddle(["import", fifo], database: database)
    #expect(streamed.status == 0, "\(streamed.standardError)")
    let rows = Self.csvRows(
      try griddle(["imports", "--format", "csv"], database: database).standardOutput)
    // CSV guards a cell starting with '-' against spreadsheet formulas; JSON has it as is.
    #expect(rows.map { $0["file"] } == [fifo, "'-"])
    let json = try griddle(["imports", "--format", "json"], database: database)
    let objects = try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8))
    #expect((objects as? [[String: Any]])?.last?["file"] as? String == "-")
    #expect(rows.map { $0["lines_stored"] } == ["1", "2"])
    #expect(rows.last?["sha256"] == (try Self.sha256sum(berlin)))
    #expect(rows.last?["size_bytes"] == String(bytes.count))
    let streamedFile = directory.appending(path: "streamed-copy.csv").path
    try (bytes + Data("LEDGER-3,2023-01-05T12:00:00Z,Berlin,Dosa,1,\n".utf8))
      .write(to: URL(fileURLWithPath: streamedFile))
    #expect(rows.first?["sha256"] == (try Self.sha256sum(streamedFile)))
  }

  /// A Toast line voided after its import: the export again exits 65 naming the order (it
  /// used to exit 0 and keep the voided line's money).
  @Test func aLateVoidIsRefusedWithExit65() throws {
    let toastConfig = directory.appending(path: "toast.json")
    try Data(
      #"{"cities": [{"name": "Boston Seaport", "timeZone": "America/New_York"}], "styles": [{"name": "Dosa", "priceCents": 800}]}"#
        .utf8
    ).write(to: toastConfig)
    let header =
      "Location,Order Id,Order #,Sent Date,Order Date,Check Id,Server,Table,Dining Area,Service,Dining Option,Item Selection Id,Item Id,Master Id,SKU,PLU,Menu Item,Menu Subgroup(s),Menu Group,Menu,Sales Category,Gross Price,Discount,Net Price,Qty,Tax,Void?,Deferred,Tax Exempt,Tax Inclusion Option,Dining Option Tax,Tab Name\n"
    func export(void: Bool) throws -> String {
      let path = directory.appending(path: "ItemSelectionDetails-\(void).csv").path
      try Data(
        (header
          + "Boston Seaport,700001,1,10/8/26 5:18 PM,10/8/26 5:18 PM,C1,Sam,,Truck,Lunch,Take Out,5001,9,,,,Dosa,,Pancakes,Truck Menu,Food,8.00,0.00,8.00,1,0.0,\(void),false,false,Tax not included,,\n")
          .utf8
      ).write(to: URL(fileURLWithPath: path))
      return path
    }
    let database = directory.appending(path: "toast.sqlite").path
    func run(_ arguments: [String]) throws -> GriddleProcess.Result {
      try GriddleProcess.run(
        ["--config", toastConfig.path, "--database", database] + arguments, in: directory)
    }
    #expect(try run(["init"]).status == 0)
    #expect(try run(["import", try export(void: false)]).status == 0)
    let voided = try run(["import", try export(void: true)])
    #expect(voided.status == 65)
    #expect(voided.standardError.contains("order '700001' has this line stored"))
    #expect(try run(["imports", "--format", "csv", "--fields", "id"]).standardOutput == "id\n1\n")
  }

  /// The instants (`…T…Z`) replaced: the one part of the ledger that differs between runs.
  static func withoutInstants(_ text: String) -> String {
    text.replacingOccurrences(
      of: #"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ"#, with: "INSTANT", options: .regularExpression)
  }

  @Test(
    .enabled(
      if: PostgresServerBinaries.testsEnabled,
      Comment(rawValue: PostgresServerBinaries.installHint)))
  func postgreSQLPrintsTheSameLedger() throws {
    let sqlite = directory.appending(path: "griddle.sqlite").path
    let server = try TestPostgresServer.shared().makeDatabase()
    try importSequence(into: sqlite)
    try importSequence(into: server.uri)
    for format in ["table", "csv", "tsv", "markdown", "json", "ndjson"] {
      for arguments in [["imports"], ["imports", "show", "1"], ["imports", "show", "2"]] {
        let expected = try griddle(arguments + ["--format", format], database: sqlite)
        let actual = try griddle(arguments + ["--format", format], database: server.uri)
        #expect(expected.status == 0 && actual.status == 0, "\(arguments) \(format)")
        #expect(
          Self.withoutInstants(actual.standardOutput)
            == Self.withoutInstants(expected.standardOutput), "\(arguments) \(format)")
      }
    }
  }
}
