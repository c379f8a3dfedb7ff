import Foundation
import TemporaryDirectorySupport
import Testing

@testable import GriddleCommandLine
@testable import SalesDomain

/// `stops` in the config and `griddle add stop` (issue 26): loaded and checked like cities.
@Suite struct StopConfigTests {
  /// Removed when the suite's value is released, at the end of each test.
  let temporary: TemporaryDirectory
  let directory: URL

  init() throws {
    temporary = try TemporaryDirectory(prefix: "griddle-stops")
    directory = temporary.url
    try FileManager.default.createDirectory(
      at: directory.appending(path: "config"), withIntermediateDirectories: true)
  }

  func griddle(_ arguments: String...) throws -> GriddleProcess.Result {
    try GriddleProcess.run(arguments, in: directory)
  }

  static let cities =
    #""cities": [{"name": "Cupertino", "timeZone": "America/Los_Angeles", "aliases": ["Cupertino Truck"]}]"#

  func load(_ stops: String, extra: String = "") throws -> Configuration {
    try Configuration(
      jsonData: Data("{\(Self.cities), \"stops\": \(stops)\(extra)}".utf8), file: "c.json")
  }

  func failure(_ stops: String, extra: String = "") -> String? {
    do {
      _ = try load(stops, extra: extra)
      return nil
    } catch let error as ConfigurationError {
      return error.message
    } catch {
      return "\(error)"
    }
  }

  @Test func stopsLoadWithTheirCityFeeAndAliases() throws {
    let configuration = try load(
      #"[{"name": "Brewery Row", "city": "cupertino truck", "aliases": ["Brewery Row Taproom"], "fee": {"flatCents": 5000, "percent": 12.5}}, {"name": "Market", "city": "Cupertino"}]"#,
      extra: #", "scheduleGraceMinutes": 45"#)
    #expect(
      configuration.stops == [
        .init(
          name: "Brewery Row", city: "Cupertino", aliases: ["Brewery Row Taproom"],
          fee: StopFee(flatCents: 5000, percentHundredths: 1250)),
        .init(name: "Market", city: "Cupertino", aliases: [], fee: .none),
      ])
    #expect(configuration.scheduleGraceMinutes == 45)
    #expect(try load("[]").scheduleGraceMinutes == 30)
  }

  @Test func badStopsNameTheKeyAndTheValue() {
    #expect(
      failure(#"[{"name": "A", "city": "Cupertno"}]"#)
        == "bad configuration in c.json: stops[0].city: unknown city 'Cupertno' (did you mean 'Cupertino'?)"
    )
    #expect(
      failure(
        #"[{"name": "A", "city": "Cupertino"}, {"name": "B", "city": "Cupertino", "aliases": ["a"]}]"#
      )
        == "bad configuration in c.json: stops[1].aliases[0]: 'a' is already used by stops[0] ('A'); names and aliases must be unique, ignoring case"
    )
    #expect(
      failure(#"[{"name": "A", "city": "Cupertino", "fee": {"percent": 100.5}}]"#)
        == "bad configuration in c.json: stops[0].fee.percent: expected a percent from 0 to 100 with at most two decimals, got 100.5"
    )
    #expect(
      failure(#"[{"name": "A", "city": "Cupertino", "fee": {"flat": 5}}]"#)
        == "bad configuration in c.json: stops[0].fee.flat: unknown key"
    )
    #expect(
      failure(#"[]"#, extra: #", "scheduleGraceMinutes": 2000"#)
        == "bad configuration in c.json: scheduleGraceMinutes: 2000 minutes is more than a day (at most 1440)"
    )
  }

  @Test func percentsAreReadExactly() {
    #expect(StopFee.percentHundredths("10") == 1000)
    #expect(StopFee.percentHundredths("12.5") == 1250)
    #expect(StopFee.percentHundredths("7.25") == 725)
    #expect(StopFee.percentHundredths("100") == 10_000)
    for bad in ["", "-1", "1.234", "100.01", "1e2", ".5", "5.", "abc"] {
      #expect(StopFee.percentHundredths(bad) == nil, "\(bad)")
    }
    #expect(StopFee(flatCents: 0, percentHundredths: 1250).percentText == "12.5")
    #expect(StopFee(flatCents: 0, percentHundredths: 705).percentText == "7.05")
  }

  @Test func feesRoundHalfToEvenPerVisit() {
    // 10% of 125 cents is 12.5 → 12 (even); of 135 → 13.5 → 14; flat added after rounding.
    let tenPercent = StopFee(flatCents: 0, percentHundredths: 1000)
    #expect(tenPercent.amount(onNet: 125) == 12)
    #expect(tenPercent.amount(onNet: 135) == 14)
    #expect(tenPercent.amount(onNet: -125) == 0)
    #expect(StopFee(flatCents: 5000, percentHundredths: 1250).amount(onNet: 10_004) == 5000 + 1250)
  }

  @Test func addStopEditsTheConfigAndTheDatabase() throws {
    try Data("{\n  \(Self.cities)\n}\n".utf8).write(
      to: directory.appending(path: "config/griddle.json"))
    let added = try griddle(
      "--database", "s.sqlite", "add", "stop", "Brewery Row", "--city", "cupertino truck",
      "--alias", "Taproom", "--fee-cents", "5000", "--fee-percent", "10")
    #expect(added.status == 0, "\(added.standardError)")
    #expect(
      added.standardOutput
        == "Added stop Brewery Row (Cupertino) to config/griddle.json and to the database \(directory.path)/s.sqlite.\n"
    )
    let text = try String(
      contentsOf: directory.appending(path: "config/griddle.json"), encoding: .utf8)
    #expect(
      text.hasSuffix(
        """
          "stops": [
            { "name": "Brewery Row", "city": "Cupertino", "aliases": ["Taproom"], "fee": { "flatCents": 5000, "percent": 10 } }
          ]
        }

        """), "\(text)")
    let again = try griddle(
      "--database", "s.sqlite", "add", "stop", "taproom", "--city", "Cupertino")
    #expect(again.status == 64)
    #expect(
      again.standardError.hasPrefix(
        "griddle: error: 'taproom' is already in config/griddle.json, as a name or alias of 'Brewery Row'"
      ))
    let unknown = try griddle("--database", "s.sqlite", "add", "stop", "X", "--city", "Tokyo")
    #expect(unknown.status == 64)
    #expect(
      unknown.standardError.hasPrefix("griddle: error: unknown city 'Tokyo' for '--city <name>'"))
    let badFee = try griddle(
      "--database", "s.sqlite", "add", "stop", "X", "--city", "Cupertino", "--fee-percent", "150")
    #expect(badFee.status == 64)
    #expect(
      badFee.standardError.hasPrefix(
        "griddle: error: invalid value '150' for '--fee-percent <percent>'"))
  }
}
