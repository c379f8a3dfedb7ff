import Foundation
import TemporaryDirectorySupport
import Testing

/// Orders in half-hour and 45-minute zones, across daylight-saving gaps and overlaps in both
/// hemispheres, around New Year, a leap day and midnight, through the real binary. The expected
/// local dates, hours and weekdays were worked out once with Python's zoneinfo (IANA data),
/// not with Griddle:
///
/// | order | written | local time | date, hour, ISO weekday |
/// | --- | --- | --- | --- |
/// | K1 | 2024-02-29T23:45Z, Kolkata (+05:30) | 2024-03-01 05:15 | 2024-03-01, 5, Fri |
/// | K2 | 2024-02-29T18:30Z | 2024-03-01 00:00 (midnight) | 2024-03-01, 0, Fri |
/// | K3 | 2023-12-31T18:29:59Z | 2023-12-31 23:59:59 | 2023-12-31, 23, Sun |
/// | A1 | 2024-04-06T16:15Z, Adelaide (+10:30 → +09:30 on 7 April 03:00) | 02:45 (+10:30) | 2024-04-07, 2, Sun |
/// | A2 | 2024-04-06T16:45Z | 02:15 (+09:30, the repeated hour) | 2024-04-07, 2, Sun |
/// | A3 | 2024-04-07T02:30 local, ambiguous | the earlier, +10:30 | 2024-04-07, 2, Sun |
/// | A4 | 2024-10-06T03:00 local, just after the spring gap | +10:30 | 2024-10-06, 3, Sun |
/// | N1 | 2024-06-01T18:15Z, Kathmandu (+05:45) | 2024-06-02 00:00 | 2024-06-02, 0, Sun |
/// | N2 | 2024-06-01T18:14Z | 2024-06-01 23:59 | 2024-06-01, 23, Sat |
/// | S1 | 2024-03-10T02:30Z, St. John's (−03:30) | 2024-03-09 23:00 | 2024-03-09, 23, Sat |
/// | S2 | 2024-11-03T00:30 local (−02:30) | | 2024-11-03, 0, Sun |
/// | S3 | 2024-01-01T00:00 local | New Year's midnight | 2024-01-01, 0, Mon |
/// | C1 | 2024-11-03T01:30 local, Chicago, ambiguous | the earlier, −05:00 | 2024-11-03, 1, Sun |
/// | C2, C3 | 06:30Z and 07:30Z | 01:30 CDT and 01:30 CST | 2024-11-03, 1, Sun |
@Suite struct TimeZoneQueryTests {
  /// Removed when the suite's value is released, at the end of each test.
  let temporary: TemporaryDirectory
  let directory: URL

  init() throws {
    temporary = try TemporaryDirectory(prefix: "griddle-zones")
    directory = temporary.url
    let config = """
      {"currency": "USD", "reportTimeZone": "UTC",
       "cities": [{"name": "Kolkata", "timeZone": "Asia/Kolkata"},
                  {"name": "Adelaide", "timeZone": "Australia/Adelaide"},
                  {"name": "Kathmandu", "timeZone": "Asia/Kathmandu"},
                  {"name": "St. John's", "timeZone": "America/St_Johns"},
                  {"name": "Chicago", "timeZone": "America/Chicago"}],
       "styles": [{"name": "Dosa", "priceCents": 600}]}
      """
    let orders = """
      order_id,ordered_at,city,style,quantity
      K1,2024-02-29T23:45:00Z,Kolkata,Dosa,1
      K2,2024-02-29T18:30:00Z,Kolkata,Dosa,2
      K3,2023-12-31T18:29:59Z,Kolkata,Dosa,4
      A1,2024-04-06T16:15:00Z,Adelaide,Dosa,1
      A2,2024-04-06T16:45:00Z,Adelaide,Dosa,2
      A3,2024-04-07T02:30:00,Adelaide,Dosa,8
      A4,2024-10-06T03:00:00,Adelaide,Dosa,16
      N1,2024-06-01T18:15:00Z,Kathmandu,Dosa,1
      N2,2024-06-01T18:14:00Z,Kathmandu,Dosa,2
      S1,2024-03-10T02:30:00Z,St. John's,Dosa,1
      S2,2024-11-03T00:30:00,St. John's,Dosa,2
      S3,2024-01-01T00:00:00,St. John's,Dosa,4
      C1,2024-11-03T01:30:00,Chicago,Dosa,1
      C2,2024-11-03T06:30:00Z,Chicago,Dosa,2
      C3,2024-11-03T07:30:00Z,Chicago,Dosa,4

      """
    try Data(config.utf8).write(to: directory.appending(path: "zones.json"))
    try Data(orders.utf8).write(to: directory.appending(path: "orders.csv"))
    let imported = try griddle("import", "orders.csv")
    #expect(imported.status == 0, "\(imported.standardError)")
  }

  func griddle(_ arguments: String...) throws -> GriddleProcess.Result {
    try GriddleProcess.run(
      ["--config", "zones.json", "--database", "zones.sqlite"] + arguments, in: directory)
  }

  /// `query NAME` over December 2023 to December 2024 as JSON, rows with a quantity only.
  func query(_ name: String, _ extra: String...) throws -> [[String: Any]] {
    let result = try GriddleProcess.run(
      ["--config", "zones.json", "--database", "zones.sqlite", "query", name]
        + ["--from", "2023-12-01", "--to", "2024-12-31", "--format", "json"] + extra,
      in: directory)
    #expect(result.status == 0, "\(result.standardError)")
    let rows =
      try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8))
      as? [[String: Any]] ?? []
    return rows.filter { ($0["quantity"] as? Int ?? 0) != 0 }
  }

  @Test func dailyFiguresFallOnEachCitysLocalDate() throws {
    let rows = try query("daily", "--by", "city").map {
      "\($0["date"] as? String ?? "") \($0["city"] as? String ?? "") \($0["quantity"] as? Int ?? 0) \($0["tickets"] as? Int ?? 0)"
    }
    #expect(
      rows == [
        "2023-12-31 Kolkata 4 1", "2024-01-01 St. John's 4 1", "2024-03-01 Kolkata 3 2",
        "2024-03-09 St. John's 1 1", "2024-04-07 Adelaide 11 3", "2024-06-01 Kathmandu 2 1",
        "2024-06-02 Kathmandu 1 1", "2024-10-06 Adelaide 16 1", "2024-11-03 Chicago 7 3",
        "2024-11-03 St. John's 2 1",
      ])
  }

  @Test func hoursAreLocalHoursOnLocalWeekdays() throws {
    let rows = try query("hours").map {
      "\($0["city"] as? String ?? "") \($0["weekday"] as? Int ?? 0) \($0["hour"] as? Int ?? 0) \($0["quantity"] as? Int ?? 0)"
    }
    // Adelaide's three orders in the repeated hour of 7 April all fall in local hour 2.
    #expect(
      rows == [
        "Adelaide 7 2 11", "Adelaide 7 3 16", "Chicago 7 1 7", "Kathmandu 6 23 2",
        "Kathmandu 7 0 1", "Kolkata 5 0 2", "Kolkata 5 5 1", "Kolkata 7 23 4",
        "St. John's 1 0 4", "St. John's 6 23 1", "St. John's 7 0 2",
      ])
  }

  @Test func weekdaysAverageOverLocalOperatingDays() throws {
    let rows = try query("weekdays").map {
      "\($0["city"] as? String ?? "") \($0["weekday"] as? Int ?? 0) \($0["quantity"] as? Int ?? 0) \($0["operating_days"] as? Int ?? 0)"
    }
    // Adelaide's Sundays: 7 April (11) and 6 October (16), 27 over 2 days.
    #expect(
      rows == [
        "Adelaide 7 27 2", "Chicago 7 7 1", "Kathmandu 6 2 1", "Kathmandu 7 1 1",
        "Kolkata 5 3 1", "Kolkata 7 4 1", "St. John's 1 4 1", "St. John's 6 1 1",
        "St. John's 7 2 1",
      ])
  }

  @Test func aTimeInTheSpringGapIsAnErrorNamingTheCityAndZone() throws {
    // 6 October 2024 02:30 does not exist in Adelaide: clocks went from 02:00 to 03:00.
    try Data(
      "order_id,ordered_at,city,style,quantity\nG1,2024-10-06T02:30:00,Adelaide,Dosa,1\n".utf8
    ).write(to: directory.appending(path: "gap.csv"))
    let result = try griddle("import", "gap.csv")
    #expect(result.status == 65)
    #expect(
      result.standardError.contains(
        "gap.csv:2: ordered_at '2024-10-06T02:30:00' does not exist in Adelaide (Australia/Adelaide)"
      ))
  }
}
