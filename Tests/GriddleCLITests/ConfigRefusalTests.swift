import Foundation
import TemporaryDirectorySupport
import Testing

/// Config files and connection strings that could never work are refused when read, with the
/// key or argument at fault and the reason (issue 23, items 6, 7, 8, 10), through the binary.
@Suite struct ConfigRefusalTests {
  /// Removed when the suite's value is released, at the end of each test.
  let temporary: TemporaryDirectory
  let directory: URL

  init() throws {
    temporary = try TemporaryDirectory(prefix: "griddle-config-refusal")
    directory = temporary.url
  }

  func griddle(_ arguments: [String], environment: [String: String] = [:]) throws
    -> GriddleProcess.Result
  {
    try GriddleProcess.run(arguments, in: directory, environment: environment)
  }

  /// `init` with `json` as the config: the exit status and standard error.
  func initWith(_ json: String) throws -> GriddleProcess.Result {
    try Data(json.utf8).write(to: directory.appending(path: "c.json"))
    return try griddle(["--config", "c.json", "--database", "x.sqlite", "init"])
  }

  /// A profile with `columns` and `formats` spliced into a valid one.
  func profile(columns: String = "", formats: String = #""dateFormat": "yyyy-MM-dd""#) -> String {
    """
    {"importProfiles": {"till": {"columns": {"orderId": "Receipt", "date": "Day", "city": "Truck",
      "style": "Item", "quantity": "Qty"\(columns)}, \(formats), "timeZone": "UTC"}}}
    """
  }

  @Test func aValidProfileIsAccepted() throws {
    let result = try initWith(profile(columns: #", "unitPrice": "Price""#))
    #expect(result.status == 0, "\(result.standardError)")
    let withTime = try initWith(
      profile(
        columns: #", "time": "At""#,
        formats: #""dateFormat": "M/d/yy | iso8601", "timeFormat": "h:mm a|HH:mm""#))
    #expect(withTime.status == 0, "\(withTime.standardError)")
  }

  // MARK: 6. Two keys, one column

  /// Before: accepted, and a line of `2` at `8.00` stored a gross of 400.
  @Test func twoKeysNamingOneColumnAreRefusedNamingBoth() throws {
    let cases: [(String, String)] = [
      (#", "unitPrice": "qty""#, "'quantity' and 'unitPrice' both name the column 'qty'"),
      (#", "lineId": "Receipt""#, "'orderId' and 'lineId' both name the column 'Receipt'"),
      (#", "discount": ["Disc", "Item"]"#, "'style' and 'discount' both name the column 'Item'"),
    ]
    for (columns, expected) in cases {
      let result = try initWith(profile(columns: columns))
      #expect(result.status == 78, "\(columns)")
      #expect(
        result.standardError
          == "griddle: error: bad configuration in c.json: importProfiles.till.columns: \(expected); each needs a column of its own\n"
      )
    }
  }

  // MARK: 7. Formats that can never give a date or a time

  /// Before: accepted, and then every row failed with 65.
  @Test func aFormatThatCanNeverMatchIsRefusedSayingWhatIsMissing() throws {
    let cases: [(String, String)] = [
      (
        #""dateFormat": "yyyy-MM""#,
        "importProfiles.till.dateFormat: 'yyyy-MM' can never give a date: it has no day (d)"
      ),
      (
        #""dateFormat": "dd.MM.yyyy|MM/dd""#,
        "importProfiles.till.dateFormat: 'MM/dd' can never give a date: it has no year (y)"
      ),
      (
        #""dateFormat": "yyyy-MM-dd hh:mm""#,
        "importProfiles.till.dateFormat: 'yyyy-MM-dd hh:mm' has a 12-hour clock (h) but no AM/PM (a), so no time can be read; use H for 0–23"
      ),
      (
        #""dateFormat": "yyyy-MM-dd HH""#,
        "importProfiles.till.dateFormat: 'yyyy-MM-dd HH' has an hour but no minutes (m), so no time can be read"
      ),
      (
        #""dateFormat": "yyyy-MM-dd HH:mm a""#,
        "importProfiles.till.dateFormat: 'yyyy-MM-dd HH:mm a' has AM/PM (a) with a 24-hour clock (H), so no time can be read; use h for 1–12"
      ),
    ]
    for (formats, expected) in cases {
      let result = try initWith(profile(formats: formats))
      #expect(result.status == 78, "\(formats)")
      #expect(result.standardError == "griddle: error: bad configuration in c.json: \(expected)\n")
    }
    let time = try initWith(
      profile(
        columns: #", "time": "At""#, formats: #""dateFormat": "yyyy-MM-dd", "timeFormat": "ss""#))
    #expect(time.status == 78)
    #expect(
      time.standardError
        == "griddle: error: bad configuration in c.json: importProfiles.till.timeFormat: 'ss' can never give a time: it has no hour (H or h) and no minutes (m)\n"
    )
  }

  // MARK: 8. More styles than an import tells apart

  /// Before: `init` succeeded, then every valid import exited 65 "at most 65535".
  @Test func moreStylesThanAnImportSupportsAreRefusedAtLoad() throws {
    let styles = (0...65_535).map { "{\"name\": \"S\($0)\"}" }.joined(separator: ",")
    let result = try initWith("{\"styles\": [\(styles)]}")
    #expect(result.status == 78)
    #expect(
      result.standardError
        == "griddle: error: bad configuration in c.json: styles: 65,536 entries, more than an import can tell apart (at most 65,535)\n"
    )
    #expect(!FileManager.default.fileExists(atPath: directory.appending(path: "x.sqlite").path))
  }

  // MARK: 10. Malformed connection strings

  /// Before: exit 75 "the connection to the PostgreSQL server was lost … rolled back", which
  /// scripts retry forever. Now 64 with libpq's reason, the password masked.
  @Test func aMalformedConnectionStringIsAUsageErrorWithLibpqsReason() throws {
    let cases: [(String, String)] = [
      ("postgresql://u:pw9876@/db?bogus=1", #"invalid URI query parameter: "bogus""#),
      (
        "postgresql://[::1/db",
        #"end of string reached when looking for matching "]" in IPv6 host address"#
      ),
      ("host=/tmp sslmode=bogus", #"invalid sslmode value: "bogus""#),
      (
        "postgresql://u:pw9876@localhost:5x4/db",
        #"invalid integer value "5x4" for connection option "port""#
      ),
      ("host=/tmp port=70000", #"invalid port number: "70000""#),
      (
        "host=/tmp connect_timeout=soon",
        #"invalid integer value "soon" for connection option "connect_timeout""#
      ),
    ]
    for (database, reason) in cases {
      for command in [["query", "cities"], ["init"], ["import", "-"]] {
        let result = try griddle(["--database", database] + command)
        #expect(result.status == 64, "\(database) \(command): \(result.standardError)")
        #expect(
          result.standardError.hasPrefix(
            "griddle: error: '--database' is not a PostgreSQL connection string libpq accepts: \(reason)"
          ), "\(result.standardError)")
        #expect(!result.standardError.contains("pw9876"))
      }
    }
  }

  /// From a config file or the environment: 78 naming where it came from.
  @Test func aMalformedConnectionStringInTheConfigIsBadConfiguration() throws {
    try Data(#"{"database": "postgresql://u:pw9876@/db?sslmode=sometimes"}"#.utf8).write(
      to: directory.appending(path: "c.json"))
    let fromFile = try griddle(["--config", "c.json", "query", "cities"])
    #expect(fromFile.status == 78)
    #expect(
      fromFile.standardError
        == "griddle: error: bad configuration in c.json: database: invalid sslmode value: \"sometimes\" (expected allow, disable, prefer, require, verify-ca, verify-full) (in 'postgresql://u:***@/db?sslmode=sometimes')\n"
    )
    let fromEnvironment = try griddle(
      ["query", "cities"], environment: ["GRIDDLE_DATABASE": "dbname=x port=5x4"])
    #expect(fromEnvironment.status == 78)
    #expect(
      fromEnvironment.standardError.hasPrefix(
        "griddle: error: bad configuration in the environment variable GRIDDLE_DATABASE: database: invalid integer value \"5x4\""
      ), "\(fromEnvironment.standardError)")
  }
}
