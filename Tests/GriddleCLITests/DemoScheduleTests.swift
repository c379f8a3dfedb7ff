import Foundation
import TemporaryDirectorySupport
import Testing

/// `griddle demo` imports the sample trucks' calendar (fixtures/schedule.ics), so its report has
/// the "Where to park" sections; run as the real binary in a temporary directory.
@Suite struct DemoScheduleTests {
  /// Removed when the suite's value is released, at the end of each test.
  let temporary: TemporaryDirectory
  let directory: URL
  let fixtures = GriddleProcess.packageRoot.appending(path: "fixtures").path

  init() throws {
    temporary = try TemporaryDirectory(prefix: "griddle-demo-schedule")
    directory = temporary.url
  }

  func text(_ path: String) throws -> String {
    String(decoding: try Data(contentsOf: directory.appending(path: path)), as: UTF8.self)
  }

  @Test func theDemoReportSaysWhereToPark() throws {
    let result = try GriddleProcess.run(
      ["demo", "--fixtures", fixtures, "--out", "out"], in: directory,
      environment: ["SOURCE_DATE_EPOCH": "1700000000"])
    #expect(result.status == 0, "\(result.standardError)")
    let page = try text("out/2022-06-06/index.html")
    for id in ["where-to-park", "best-stops", "next-visits"] {
      #expect(page.contains("<section class=\"chart") && page.contains("id=\"\(id)\""), "\(id)")
    }
    // From the calendar: Dolores Park every Sunday but 29 May (EXDATE), so 11 of the 12
    // Sundays of the 12 weeks up to Monday 6 June; the night market began on Thursday 26 May,
    // so 2 visits (26 May, 2 June) and it is new.
    let rows = try text("out/2022-06-06/where-to-park.csv").split(separator: "\n").map {
      $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    }
    let header = rows[0]
    func cell(_ stop: String, _ column: String) -> String? {
      let index = header.firstIndex(of: column)!
      return rows.first { $0[2] == stop }.map { $0[index] }
    }
    #expect(cell("Dolores Park", "visits") == "11")
    #expect(cell("Dolores Park", "scheduled_hours") == "88.00")
    #expect(cell("Chase Center Night Market", "visits") == "2")
    #expect(cell("Chase Center Night Market", "new") == "new")
    #expect(rows.dropFirst().filter { $0[4] == "new" }.count == 1)
    // The next visits start the day after the report date.
    let next = try text("out/2022-06-06/next-visits.csv").split(separator: "\n")
    #expect(next[1].hasPrefix("2022-06-07,09:00,14:30,SoMa Office Park,San Francisco,"))
  }

  /// Migration 0019 clears the per-visit roll-ups (they gained first and last sales, which SQL
  /// alone cannot attribute); `init` rebuilds them from the lines, so nothing reads every line
  /// until the next schedule import.
  @Test func initRebuildsTheVisitFiguresAnUpgradeCleared() throws {
    let demo = try GriddleProcess.run(
      ["--database", "d.sqlite", "demo", "--fixtures", fixtures, "--out", "out"], in: directory,
      environment: ["SOURCE_DATE_EPOCH": "1700000000"])
    #expect(demo.status == 0, "\(demo.standardError)")
    let database = directory.appending(path: "d.sqlite").path
    let dump = "SELECT * FROM visit_sales ORDER BY city_id, starts_at, local_day"
    let kept = try sqlite(database, dump)
    #expect(kept.split(separator: "\n").count > 20, "\(kept)")
    // What 0019 does to an upgraded database.
    _ = try sqlite(database, "DELETE FROM visit_sales; DELETE FROM schedule_settings;")
    let config = ["--config", "\(fixtures)/griddle.json", "--database", "d.sqlite"]
    let initialized = try GriddleProcess.run(config + ["init"], in: directory)
    #expect(initialized.status == 0, "\(initialized.standardError)")
    #expect(
      initialized.standardOutput.contains(
        "Rebuilt the figures of every scheduled visit from the stored lines"),
      "\(initialized.standardOutput)")
    #expect(try sqlite(database, dump) == kept)
    #expect(try sqlite(database, "SELECT grace_minutes FROM schedule_settings") == "30\n")
    // Run again, nothing is cleared: nothing to rebuild.
    let again = try GriddleProcess.run(config + ["init"], in: directory)
    #expect(!again.standardOutput.contains("Rebuilt the figures"), "\(again.standardOutput)")
  }

  /// The `sqlite3` shell's output for `sql` on `path`.
  private func sqlite(_ path: String, _ sql: String) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
    process.arguments = [path, sql]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }
}
