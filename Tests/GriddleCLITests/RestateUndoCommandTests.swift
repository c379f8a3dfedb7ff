import Foundation
import PostgresTestSupport
import TemporaryDirectorySupport
import Testing

/// `import --restate` and `undo` through the real binary, on SQLite and on PostgreSQL: the
/// same output byte for byte (timings and instants aside), and `query` figures computed here
/// from the rows.
final class RestateUndoCommandTests {
  /// Removed when the suite's value is released, at the end of each test.
  let temporary: TemporaryDirectory
  let directory: URL
  let config: URL

  static let header =
    "Location,Order Id,Order #,Sent Date,Order Date,Check Id,Server,Table,Dining Area,Service,Dining Option,Item Selection Id,Item Id,Master Id,SKU,PLU,Menu Item,Menu Subgroup(s),Menu Group,Menu,Sales Category,Gross Price,Discount,Net Price,Qty,Tax,Void?,Deferred,Tax Exempt,Tax Inclusion Option,Dining Option Tax,Tab Name\n"

  /// Rows: (order, item selection id, item, price in cents, voided).
  static let rows: [(Int, Int, String, Int, Bool)] = [
    (700001, 5001, "Dosa", 800, false), (700001, 5002, "Cachapa", 650, false),
    (700002, 5003, "Dosa", 800, false),
  ]

  init() throws {
    temporary = try TemporaryDirectory(prefix: "griddle-restate-cli")
    directory = temporary.url
    config = directory.appending(path: "toast.json")
    try Data(
      #"{"cities": [{"name": "Boston Seaport", "timeZone": "America/New_York"}], "styles": [{"name": "Dosa", "priceCents": 800}, {"name": "Cachapa", "priceCents": 650}]}"#
        .utf8
    ).write(to: config)
  }

  /// Writes a Toast export of `rows` as `name`.
  func export(_ name: String, _ rows: [(Int, Int, String, Int, Bool)]) throws -> String {
    let text = rows.map { row in
      let price = "\(row.3 / 100).\(row.3 % 100 < 10 ? "0" : "")\(row.3 % 100)"
      return
        "Boston Seaport,\(row.0),1,10/8/26 5:18 PM,10/8/26 5:18 PM,C\(row.0),Sam,,Truck,Lunch,Take Out,\(row.1),9,,,,\(row.2),,Pancakes,Truck Menu,Food,\(price),0.00,\(price),1,0.0,\(row.4),false,false,Tax not included,,\n"
    }.joined()
    let path = directory.appending(path: name).path
    try Data((Self.header + text).utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  /// The day's net sales, from the rows not voided.
  static func net(_ rows: [(Int, Int, String, Int, Bool)]) -> Int {
    rows.filter { !$0.4 }.reduce(0) { $0 + $1.3 }
  }

  /// Runs the sequence against `database`; returns every command's output, timings removed.
  func sequence(_ database: String) throws -> [String] {
    var outputs: [String] = []
    func run(_ arguments: [String], status: Int32 = 0) throws {
      let result = try GriddleProcess.run(
        ["--config", config.path, "--database", database] + arguments, in: directory)
      #expect(result.status == status, "\(arguments): \(result.standardError)")
      outputs.append(
        (result.standardOutput + result.standardError).replacingOccurrences(
          of: #"[0-9]+\.[0-9]+ s\b"#, with: "T s", options: .regularExpression
        ).replacingOccurrences(
          of: #"[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9:.]+Z"#, with: "INSTANT",
          options: .regularExpression))
    }
    var voided = Self.rows
    voided[1].4 = true
    let first = try export("first.csv", Self.rows)
    let late = try export("late.csv", voided)
    try run(["init"])
    outputs.removeLast()  // names the database
    try run(["import", first])
    try run(["import", late], status: 65)
    try run(["import", "--restate", late])
    try run(["query", "daily", "--by", "city", "--format", "csv"])
    try run(["undo", "--dry-run", "2"])
    try run(["undo", "1"], status: 65)
    try run(["undo", "2"])
    try run(["query", "daily", "--by", "city", "--format", "csv"])
    try run(["undo", "0"], status: 64)
    try run(["imports", "--format", "csv"])
    return outputs
  }

  @Test func restateAndUndoPrintTheSameOnBothStores() throws {
    let sqlite = try sequence(directory.appending(path: "griddle.sqlite").path)
    var voided = Self.rows
    voided[1].4 = true
    let before = String(format: "$%.2f", Double(Self.net(Self.rows)) / 100)
    let after = String(format: "$%.2f", Double(Self.net(voided)) / 100)
    #expect(sqlite[1].contains("order '700001' has this line stored"))
    #expect(sqlite[1].contains("'griddle import --restate FILE'"))
    #expect(sqlite[2].contains("late.csv: restated 1 order (1 line removed, 0 changed)\n"))
    #expect(sqlite[2].contains("  2026-10-08 Boston Seaport: net \(before) → \(after)\n"))
    #expect(sqlite[3].contains(",\(Self.net(voided)),"), "\(sqlite[3])")
    #expect(sqlite[4].contains("undoing import 2 would change: 0 lines removed, 1 line put back"))
    #expect(sqlite[5].contains("import 2 restated or added to orders of import 1"))
    #expect(sqlite[6].contains("import 2 undone (import 3 in the ledger)"))
    #expect(sqlite[6].contains("net \(after) → \(before)"))
    #expect(sqlite[7].contains(",\(Self.net(Self.rows)),"), "\(sqlite[7])")
    #expect(sqlite[8].contains("cannot be undone") || sqlite[8].contains("no import has id 0"))
    let server = try TestPostgresServer.shared().makeDatabase()
    let postgres = try sequence(server.uri)
    #expect(postgres == sqlite)
  }
}
