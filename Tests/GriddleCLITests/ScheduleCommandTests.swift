import Foundation
import PostgresTestSupport
import TemporaryDirectorySupport
import Testing

/// `griddle schedule import` and `schedule list` through the built binary (issue 26): whole
/// outputs and exit statuses compared, on SQLite and PostgreSQL.
@Suite final class ScheduleCommandTests {
  /// Removed when the suite's value is released, at the end of each test.
  let temporary: TemporaryDirectory
  let directory: URL

  init() throws {
    temporary = try TemporaryDirectory(prefix: "griddle-schedule-cli")
    directory = temporary.url
    try Data(Self.config.utf8).write(to: directory.appending(path: "griddle.json"))
  }

  static let config = """
    {
      "cities": [
        {"name": "Cupertino", "timeZone": "America/Los_Angeles", "aliases": ["Cupertino Truck"]},
        {"name": "Tokyo", "timeZone": "Asia/Tokyo"}
      ],
      "stops": [
        {"name": "Brewery Row", "city": "Cupertino", "aliases": ["Brewery Row Taproom"], "fee": {"flatCents": 5000, "percent": 10}},
        {"name": "Market", "city": "Cupertino"},
        {"name": "Shibuya", "city": "Tokyo", "fee": {"percent": 12.5}}
      ]
    }
    """

  static let week = """
    date,city,stop,start,end,fee_cents,fee_percent
    2024-06-07,Cupertino Truck,Brewery Row Taproom,18:00,22:00,,
    2024-06-08,Cupertino,Market,22:00,02:00,0,0
    2024-06-08,Tokyo,Shibuya,11:00,14:30,,

    """

  static let calendar = """
    BEGIN:VCALENDAR\r
    VERSION:2.0\r
    X-WR-CALNAME:Truck\r
    BEGIN:VEVENT\r
    UID:sunday@example.com\r
    DTSTART;TZID=America/Los_Angeles:20240609T100000\r
    DTEND;TZID=America/Los_Angeles:20240609T140000\r
    RRULE:FREQ=WEEKLY;COUNT=3\r
    EXDATE;TZID=America/Los_Angeles:20240616T100000\r
    LOCATION:Market\\, 1 Main St\r
    END:VEVENT\r
    END:VCALENDAR\r

    """

  func write(_ text: String, _ name: String) throws {
    try Data(text.utf8).write(to: directory.appending(path: name))
  }

  func griddle(_ database: String, _ arguments: String...) throws -> GriddleProcess.Result {
    try GriddleProcess.run(
      ["--config", "griddle.json", "--database", database] + arguments, in: directory)
  }

  static let listed = """
    city,stop,date,start,end,fee_cents,fee_percent,source
    Cupertino,Brewery Row,2024-06-07,18:00,22:00,5000,10.00,week.csv
    Cupertino,Market,2024-06-08,22:00,02:00,0,0.00,week.csv
    Tokyo,Shibuya,2024-06-08,11:00,14:30,0,12.50,week.csv
    Cupertino,Market,2024-06-09,10:00,14:00,0,0.00,Truck
    Cupertino,Market,2024-06-23,10:00,14:00,0,0.00,Truck

    """

  /// Imports, re-imports, a changed calendar, an overlap and an unknown stop on `database`;
  /// returns every output of `schedule list` it printed.
  func runTheStory(on database: String) throws -> [String] {
    try write(Self.week, "week.csv")
    try write(Self.calendar, "truck.ics")
    let imported = try griddle(database, "schedule", "import", "week.csv", "truck.ics")
    #expect(imported.status == 0, "\(imported.standardError)")
    #expect(
      imported.standardOutput
        == "week.csv: 3 visits stored as schedule 'week.csv'.\ntruck.ics: 2 visits stored as schedule 'Truck'.\n"
    )
    let again = try griddle(database, "schedule", "import", "truck.ics")
    #expect(
      again.standardOutput
        == "truck.ics: 2 visits, the same as stored for schedule 'Truck'; nothing changed.\n")
    var outputs = [try griddle(database, "schedule", "list", "--format", "csv").standardOutput]
    #expect(outputs[0] == Self.listed)
    outputs.append(
      try griddle(
        database, "schedule", "list", "--format", "json", "--from", "2024-06-08", "--to",
        "2024-06-09", "--city", "Cupertino"
      ).standardOutput)
    #expect(
      outputs[1] == """
        [
          {"city": "Cupertino", "stop": "Market", "date": "2024-06-08", "start": "22:00", "end": "02:00", "fee_cents": 0, "fee_percent": 0.00, "source": "week.csv"},
          {"city": "Cupertino", "stop": "Market", "date": "2024-06-09", "start": "10:00", "end": "14:00", "fee_cents": 0, "fee_percent": 0.00, "source": "Truck"}
        ]

        """)
    // The calendar changes: the rule loses its exception and gains a week; its visits are
    // replaced, the CSV's stay.
    try write(
      Self.calendar.replacingOccurrences(of: "COUNT=3", with: "COUNT=4")
        .replacingOccurrences(of: "EXDATE;TZID=America/Los_Angeles:20240616T100000\r\n", with: ""),
      "truck-v2.ics")
    let changed = try griddle(database, "schedule", "import", "truck-v2.ics")
    #expect(
      changed.standardOutput
        == "truck-v2.ics: 4 visits stored as schedule 'Truck', replacing its 2 earlier visits.\n")
    outputs.append(
      try griddle(database, "schedule", "list", "--format", "tsv", "--fields", "date,stop,source")
        .standardOutput)
    #expect(
      outputs[2] == """
        date\tstop\tsource
        2024-06-07\tBrewery Row\tweek.csv
        2024-06-08\tMarket\tweek.csv
        2024-06-08\tShibuya\tweek.csv
        2024-06-09\tMarket\tTruck
        2024-06-16\tMarket\tTruck
        2024-06-23\tMarket\tTruck
        2024-06-30\tMarket\tTruck

        """)
    // A visit that would put the Cupertino truck in two places is refused with both named.
    try write("date,city,stop,start,end\n2024-06-07,Cupertino,Market,21:30,23:00\n", "clash.csv")
    let clash = try griddle(database, "schedule", "import", "clash.csv")
    #expect(clash.status == 65)
    #expect(clash.standardOutput == "")
    #expect(
      clash.standardError
        == """
        clash.csv: Cupertino at Market on 2024-06-07 21:30–23:00 overlaps Cupertino at Brewery Row on 2024-06-07 18:00–22:00 (from 'week.csv'); a truck is in one place at a time
        griddle: error: 'clash.csv' has problems; nothing from it was stored
        Fix what is listed above and import again.

        """)
    try write("date,city,stop,start,end\n2024-06-10,Cupertino,Markt,10:00,12:00\n", "typo.csv")
    let typo = try griddle(database, "schedule", "import", "typo.csv")
    #expect(typo.status == 65)
    #expect(
      typo.standardError.hasPrefix(
        """
        typo.csv:2: 1 name is not a known stop; nothing from this file was stored. Add each as an alias in the config (or add a new stop on purpose), then import again:
          stop 'Markt' (1 row, first on line 2): closest known stop 'Market'; if it is that stop, its entry in "stops" becomes {"name": "Market", "city": "Cupertino", "aliases": ["Markt"]}
        griddle: error: 'typo.csv' has problems; nothing from it was stored
        """))
    outputs.append(try griddle(database, "schedule", "list", "--format", "csv").standardOutput)
    // The refused files changed nothing: the seven visits are still all there.
    #expect(outputs[3].split(separator: "\n").count == 8)
    return outputs
  }

  @Test func importListReplaceAndRefuseOnSQLite() throws {
    _ = try runTheStory(on: "s.sqlite")
  }

  @Test(
    .enabled(
      if: PostgresServerBinaries.testsEnabled, Comment(rawValue: PostgresServerBinaries.installHint)
    ))
  func postgreSQLPrintsTheSameScheduleAsSQLite() throws {
    let sqlite = try runTheStory(on: "s.sqlite")
    let database = try TestPostgresServer.shared().makeDatabase()
    let postgres = try runTheStory(on: database.uri)
    #expect(postgres == sqlite)
  }

  @Test func scheduleCommandsCheckTheirArguments() throws {
    let missing = try griddle("s.sqlite", "schedule", "import", "nope.csv")
    #expect(missing.status == 66)
    #expect(missing.standardError.hasPrefix("griddle: error: no such file 'nope.csv'"))
    _ = try griddle("s.sqlite", "init")
    let backwards = try griddle(
      "s.sqlite", "schedule", "list", "--from", "2024-06-09", "--to", "2024-06-08")
    #expect(backwards.status == 64)
    #expect(
      backwards.standardError.hasPrefix(
        "griddle: error: '--from 2024-06-09' is after '--to 2024-06-08'"))
  }
}
