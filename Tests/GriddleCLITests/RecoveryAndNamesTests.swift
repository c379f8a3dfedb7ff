import Foundation
import TemporaryDirectorySupport
import Testing

/// A database left by a killed `init`, runaway names from an import, and Square's two city
/// columns (issue 23, items 5, 11, 12), through the binary.
@Suite struct RecoveryAndNamesTests {
  /// Removed when the suite's value is released, at the end of each test.
  let temporary: TemporaryDirectory
  let directory: URL

  init() throws {
    temporary = try TemporaryDirectory(prefix: "griddle-recovery")
    directory = temporary.url
  }

  func griddle(_ arguments: [String]) throws -> GriddleProcess.Result {
    try GriddleProcess.run(arguments, in: directory)
  }

  func write(_ text: String, to name: String) throws {
    try Data(text.utf8).write(to: directory.appending(path: name))
  }

  // MARK: 5. Recovery after a kill

  /// Before: `init` killed at its fourth fdatasync left a hot journal, and the next `init` exited
  /// 73 "attempt to write a readonly database" (it looked at the file read-only first, and only
  /// a writing connection may roll a journal back); every query then said to run `init`.
  @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/strace")))
  func initAfterAKilledInitRecovers() throws {
    var killed = 0
    for count in 1...8 {
      let name = "k\(count).sqlite"
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/strace")
      process.arguments = [
        "-f", "-o", "/dev/null", "-e", "trace=fdatasync", "-e",
        "inject=fdatasync:signal=SIGKILL:when=\(count)", GriddleProcess.executable.path,
        "--database", name, "init",
      ]
      process.currentDirectoryURL = directory
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try process.run()
      process.waitUntilExit()
      // strace dies of its tracee's SIGKILL; any other end means init had fewer syncs.
      guard process.terminationReason == .uncaughtSignal || process.terminationStatus == 137
      else { continue }
      killed += 1
      let again = try griddle(["--database", name, "init"])
      #expect(again.status == 0, "killed at fdatasync \(count): \(again.standardError)")
      let query = try griddle(["--database", name, "query", "cities"])
      #expect(query.status == 0, "killed at fdatasync \(count): \(query.standardError)")
    }
    #expect(killed >= 4)
  }

  /// The journal is rolled back, but a file that is not Griddle's is still refused untouched.
  @Test func aForeignDatabaseIsStillRefused() throws {
    try write("not a database at all, just text that is long enough to be a page", to: "f.sqlite")
    let result = try griddle(["--database", "f.sqlite", "init"])
    #expect(result.status != 0)
  }

  // MARK: 11. Runaway names

  /// Before: a 10 MB city name was cut once, then printed whole in the suggested config line
  /// and `griddle add` command: 20 MB of standard error.
  @Test func aHugeUnknownNameIsCutEverywhereWithItsLengthAndLine() throws {
    try write(
      #"{"database": "x.sqlite", "cities": [{"name": "Tokyo", "timeZone": "Asia/Tokyo"}], "styles": [{"name": "Dosa"}]}"#,
      to: "c.json")
    let huge = String(repeating: "N", count: 2_000_000)
    try write(
      "order_id,ordered_at,city,style,quantity\n1,2026-01-01T10:00,Tokyo,Dosa,1\n2,2026-01-01T10:00,\(huge),Dosa,1\n",
      to: "big.csv")
    #expect(try griddle(["--config", "c.json", "init"]).status == 0)
    let result = try griddle(["--config", "c.json", "import", "big.csv"])
    #expect(result.status == 65)
    #expect(result.standardError.utf8.count < 4_000, "\(result.standardError.utf8.count) bytes")
    #expect(result.standardError.contains("2,000,000 characters; 1 row, first on line 3"))
    #expect(!result.standardError.contains("griddle add city 'NNN"))
  }

  /// A config repeating a huge name says so in a line.
  @Test func aHugeRepeatedNameInTheConfigIsCut() throws {
    let huge = String(repeating: "N", count: 1_000_000)
    try write(
      "{\"cities\": [{\"name\": \"\(huge)\", \"timeZone\": \"Asia/Tokyo\"}, {\"name\": \"\(huge)\", \"timeZone\": \"Asia/Tokyo\"}]}",
      to: "c.json")
    let result = try griddle(["--config", "c.json", "--database", "x.sqlite", "init"])
    #expect(result.status == 78)
    #expect(result.standardError.utf8.count < 1_000, "\(result.standardError.utf8.count) bytes")
    #expect(result.standardError.contains("cities[1].name: 'NNN"))
    #expect(result.standardError.contains("(1,000,000 characters)"))
  }

  // MARK: 12. Square's Location and Device Name

  static let squareHeader =
    "Date,Time,Time Zone,Category,Item,Qty,Price Point Name,SKU,Modifiers Applied,Gross Sales,Discounts,Net Sales,Tax,Transaction ID,Payment ID,Device Name,Notes,Details,Event Type,Location,Dining Option,Customer ID,Customer Name,Customer Reference ID"

  func squareLine(transaction: String, device: String, location: String) -> String {
    "2024-06-14,12:00:00,Pacific Time (US & Canada),Pancakes,Dosa,1.0,Regular,\"\",\"\",$8.00,$0.00,$8.00,$0.72,\(transaction),P\(transaction),\(device),\"\",\"\",Payment,\(location),For Here,\"\",\"\",\"\""
  }

  /// Before: a row whose Location is unknown but whose Device Name is a known alias was stored in
  /// the device's city without a word. Now the location decides whenever it is written.
  @Test func anUnknownLocationIsReportedEvenWhenTheDeviceIsKnown() throws {
    try write(
      #"{"database": "x.sqlite", "cities": [{"name": "Cupertino", "timeZone": "America/Los_Angeles", "aliases": ["Cupertino Truck", "Square Terminal 2274"]}], "styles": [{"name": "Dosa", "priceCents": 800}]}"#,
      to: "c.json")
    #expect(try griddle(["--config", "c.json", "init"]).status == 0)
    try write(
      [
        Self.squareHeader,
        squareLine(transaction: "T1", device: "Square Terminal 2274", location: "Cupertino Truck"),
        squareLine(transaction: "T2", device: "Square Terminal 2274", location: "Palo Alto Truck"),
        squareLine(transaction: "T3", device: "Square Terminal 2274", location: "Palo Alto Truck"),
      ].joined(separator: "\n") + "\n", to: "square.csv")
    let result = try griddle(["--config", "c.json", "import", "square.csv"])
    #expect(result.status == 65, "\(result.standardError)")
    #expect(result.standardError.contains("city 'Palo Alto Truck' (2 rows, first on line 3)"))
    // An empty Location falls back to the device, as in Square's older exports.
    try write(
      [
        Self.squareHeader,
        squareLine(transaction: "T4", device: "Square Terminal 2274", location: "\"\""),
      ].joined(separator: "\n") + "\n", to: "old.csv")
    let old = try griddle(["--config", "c.json", "import", "old.csv"])
    #expect(old.status == 0, "\(old.standardError)")
  }
}
