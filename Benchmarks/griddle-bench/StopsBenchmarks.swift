import Foundation
import OrderGenerator
import SalesDomain

/// Issue 26's must-holds for stops, each a whole `griddle` process as a user runs it, on
/// `lines` one-line orders over five years (2021–2025) in the generator's cities, each with
/// three visits a day (08:00–10:30, 11:00–14:00, 17:00–21:00 local) from an iCalendar file of
/// weekly rules:
///
/// - `schedule import` of that calendar into a database without sales (≤ 1 s), and into one
///   that holds the lines already (the first import recomputes every visit from every line);
/// - a changed calendar (one visit gone) imported again on the full database;
/// - the line import with and without the schedule stored (attribution's cost: one binary
///   search per line; with no schedule, one test);
/// - `query stops` over the whole history and over its default 12 weeks (≤ 30 ms).
///
/// The two databases (schedule first, lines first) must print the same `query stops --format
/// json`. Files are kept in $TMPDIR/griddle-bench-stops between runs.
func runStopsBenchmarks(lines: Int, griddlePath: String, runs: Int = 7) throws -> [String] {
  let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
    "griddle-bench-stops"
  ).path
  try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
  let csv = directory + "/orders-\(lines).csv"
  let config = directory + "/griddle.json"
  let calendar = directory + "/visits.ics"
  let changed = directory + "/visits-changed.ics"
  let first = LocalDate(year: 2021, month: 1, day: 1)!
  let last = LocalDate(year: 2025, month: 12, day: 31)!
  if !FileManager.default.fileExists(atPath: csv) {
    print("writing \(lines) lines over 2021–2025 to \(csv) …")
    try SyntheticOrders(
      rowCount: lines, seed: 7, firstDay: first, days: last.dayNumber - first.dayNumber + 1
    )
    .writeCSV(toPath: csv)
  }
  let slots = [
    ("Morning", "080000", "103000"), ("Lunch", "110000", "140000"), ("Evening", "170000", "210000"),
  ]
  func stopName(_ city: Int, _ slot: String) -> String { "Stop \(city + 1) \(slot)" }
  let cities = SyntheticOrders.cities.enumerated()
  let stops = cities.flatMap { index, city in
    slots.map {
      "{\"name\": \"\(stopName(index, $0.0))\", \"city\": \"\(city.name)\", \"fee\": {\"flatCents\": 2500, \"percent\": 10}}"
    }
  }
  let citiesJSON = SyntheticOrders.cities.map {
    "{\"name\": \"\($0.name)\", \"timeZone\": \"\($0.timeZone)\"}"
  }
  let stylesJSON = SyntheticOrders.styles.map {
    "{\"name\": \"\($0.name)\", \"priceCents\": \($0.priceCents)}"
  }
  try """
  {"cities": [\(citiesJSON.joined(separator: ", "))], "styles": [\(stylesJSON.joined(separator: ", "))],
   "stops": [\(stops.joined(separator: ", "))]}

  """.write(toFile: config, atomically: true, encoding: .utf8)
  func ics(exceptOne: Bool) -> String {
    var text = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nX-WR-CALNAME:Fleet\r\n"
    for (index, city) in cities {
      for (slot, start, end) in slots {
        text += "BEGIN:VEVENT\r\nUID:\(index)-\(slot)@bench\r\n"
        text += "DTSTART;TZID=\(city.timeZone):20210101T\(start)\r\n"
        text += "DTEND;TZID=\(city.timeZone):20210101T\(end)\r\n"
        text += "RRULE:FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR,SA,SU;UNTIL=20251231T235959Z\r\n"
        if exceptOne && index == 0 && slot == "Lunch" {
          text += "EXDATE;TZID=\(city.timeZone):20240614T\(start)\r\n"
        }
        text += "LOCATION:\(stopName(index, slot))\r\nEND:VEVENT\r\n"
      }
    }
    return text + "END:VCALENDAR\r\n"
  }
  try ics(exceptOne: false).write(toFile: calendar, atomically: true, encoding: .utf8)
  try ics(exceptOne: true).write(toFile: changed, atomically: true, encoding: .utf8)

  func griddle(_ database: String, _ arguments: [String]) throws -> Double {
    try spawnAndWait(griddlePath, ["--config", config, "--database", database] + arguments).seconds
  }
  func fresh(_ name: String) throws -> String {
    let path = directory + "/" + name
    removeDatabase(path)
    _ = try griddle(path, ["init"])
    return path
  }
  var report = [
    "stops (issue 26): \(lines) lines, \(SyntheticOrders.cities.count) cities × 3 visits a day, 2021–2025"
  ]
  let plain = try fresh("lines-only.sqlite")
  let withoutSchedule = try griddle(plain, ["import", csv])
  report.append(String(format: "  line import, no schedule stored:        %.2f s", withoutSchedule))

  let scheduleFirst = try fresh("schedule-first.sqlite")
  let emptyImport = try griddle(scheduleFirst, ["schedule", "import", calendar])
  report.append(
    String(format: "  schedule import, no sales yet:          %.3f s (must be ≤ 1 s)", emptyImport))
  let withSchedule = try griddle(scheduleFirst, ["import", csv])
  report.append(
    String(
      format: "  line import, schedule stored:           %.2f s (%+.1f%% against none)",
      withSchedule,
      (withSchedule / withoutSchedule - 1) * 100))

  let linesFirst = try fresh("lines-first.sqlite")
  _ = try griddle(linesFirst, ["import", csv])
  let afterSales = try griddle(linesFirst, ["schedule", "import", calendar])
  report.append(String(format: "  schedule import after the lines (all):  %.2f s", afterSales))
  let change = try griddle(linesFirst, ["schedule", "import", changed])
  report.append(String(format: "  changed calendar (one visit), re-import: %.2f s", change))
  _ = try griddle(scheduleFirst, ["schedule", "import", changed])

  func output(_ database: String, _ arguments: [String]) throws -> Data {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: griddlePath)
    process.arguments = ["--config", config, "--database", database] + arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return data
  }
  let whole = ["query", "stops", "--from", "\(first)", "--to", "\(last)", "--format", "json"]
  let same = try output(scheduleFirst, whole) == output(linesFirst, whole)
  report.append(
    "  schedule first and lines first print the same query stops: \(same ? "yes" : "NO")")
  for (name, arguments) in [
    ("whole history", whole), ("by weekday", whole + ["--by", "weekday"]),
    ("default 12 weeks", ["query", "stops", "--to", "\(last)", "--format", "json"]),
  ] {
    let seconds = try medianSeconds(runs: runs) { _ = try griddle(scheduleFirst, arguments) }
    report.append(
      String(format: "  query stops, %@: %.1f ms (must be ≤ 30 ms)", name, seconds * 1000))
  }
  return report
}
