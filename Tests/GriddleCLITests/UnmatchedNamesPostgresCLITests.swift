import Foundation
import PostgresTestSupport
import TemporaryDirectorySupport
import Testing

/// The PostgreSQL store reports unmatched names in Griddle's own files word for word as SQLite
/// does: the same grouped message, the same exit status, with and without `--skip-invalid`.
@Suite(
  .enabled(
    if: PostgresServerBinaries.testsEnabled, Comment(rawValue: PostgresServerBinaries.installHint)))
final class UnmatchedNamesPostgresCLITests {
  /// Removed when the suite's value is released, at the end of each test.
  let temporary: TemporaryDirectory
  let directory: URL
  let database: TestPostgresDatabase

  init() throws {
    temporary = try TemporaryDirectory(prefix: "griddle-pg-unmatched")
    directory = temporary.url
    database = try TestPostgresServer.shared().makeDatabase()
    try Data(UnmatchedNamesCLITests.config.utf8).write(to: directory.appending(path: "c.json"))
    try Data(
      """
      order_id,ordered_at,city,style,quantity
      A1,2026-03-07T11:00:00,Cupertno,Dosa,1
      A2,2026-03-07T11:00:00,Cupertino,Dosa,2
      A3,2026-03-07T11:00:00,Osaka,Dosas,1
      A4,2026-03-07T11:00:00,Cupertino,Dosa,x

      """.utf8
    ).write(to: directory.appending(path: "o.csv"))
  }

  func griddle(_ database: String, _ arguments: String...) throws -> GriddleProcess.Result {
    try GriddleProcess.run(
      ["--quiet", "--config", "c.json", "--database", database] + arguments, in: directory)
  }

  @Test(arguments: [false, true])
  func bothStoresGiveTheSameGroupedMessage(skipInvalid: Bool) throws {
    let options = skipInvalid ? ["--skip-invalid", "--rejects", "r.csv"] : []
    var results: [GriddleProcess.Result] = []
    for store in ["s.sqlite", database.uri] {
      #expect(try griddle(store, "init").status == 0)
      results.append(
        try GriddleProcess.run(
          ["--quiet", "--config", "c.json", "--database", store, "import", "o.csv"] + options,
          in: directory))
    }
    #expect(results[0].status == (skipInvalid ? 0 : 65))
    #expect(results[1].status == results[0].status)
    #expect(results[0].standardError.contains("o.csv:2: 3 names are not a known city or style"))
    #expect(
      results[0].standardError.contains(
        "city 'Cupertno' (1 row, first on line 2): closest known city 'Cupertino'"))
    // Osaka is far from every city: neither store offers one for it.
    #expect(
      results[0].standardError.contains(
        "city 'Osaka' (1 row, first on line 4): no known city is close"))
    #expect(results[1].standardError == results[0].standardError)
  }
}
