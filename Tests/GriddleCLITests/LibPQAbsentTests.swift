import Foundation
import TemporaryDirectorySupport
import Testing

/// A machine without libpq, as the real binary sees one (`GRIDDLE_LIBPQ` names a file that does
/// not exist): every SQLite command works as with libpq, and a PostgreSQL database is exit 69
/// with the package to install. Also: the binary does not depend on libpq at all, and a SQLite
/// command never loads it even where it is installed.
@Suite struct LibPQAbsentTests {
  /// Removed when the suite's value is released, at the end of each test.
  let temporary: TemporaryDirectory
  let directory: URL
  let fixtures = GriddleProcess.packageRoot.appending(path: "fixtures").path
  let missing = "/nonexistent/libpq.so.5"

  init() throws {
    temporary = try TemporaryDirectory(prefix: "griddle-nolibpq")
    directory = temporary.url
  }

  func griddle(_ arguments: [String], libpqMissing: Bool, extra: [String: String] = [:]) throws
    -> GriddleProcess.Result
  {
    var environment = ["SOURCE_DATE_EPOCH": "1700000000"].merging(extra) { $1 }
    if libpqMissing { environment["GRIDDLE_LIBPQ"] = missing }
    return try GriddleProcess.run(arguments, in: directory, environment: environment)
  }

  func contents(_ path: String) throws -> Data {
    try Data(contentsOf: directory.appending(path: path))
  }

  @Test func helpQueryAndReportWorkWithoutLibpq() throws {
    let help = try griddle(["--help"], libpqMissing: true)
    #expect(help.status == 0, "\(help.standardError)")
    #expect(help.standardOutput.contains("griddle"))
    #expect(help.standardOutput == (try griddle(["--help"], libpqMissing: false)).standardOutput)

    // The demo imports the fixtures into a SQLite file and writes a report: no libpq needed.
    let demo = try griddle(["demo", "--fixtures", fixtures, "--out", "demo"], libpqMissing: true)
    #expect(demo.status == 0, "\(demo.standardError)")

    let query = ["--database", "griddle-demo.sqlite", "query", "daily", "--format", "csv"]
    let without = try griddle(query, libpqMissing: true)
    #expect(without.status == 0, "\(without.standardError)")
    #expect(without.standardOutput.split(separator: "\n").count > 10)
    #expect(without.standardOutput == (try griddle(query, libpqMissing: false)).standardOutput)

    for (name, libpqMissing) in [("without", true), ("with", false)] {
      let report = try griddle(
        [
          "--database", "griddle-demo.sqlite", "report", "nightly", "--date", "2022-06-06",
          "--out", name,
        ], libpqMissing: libpqMissing)
      #expect(report.status == 0, "\(report.standardError)")
    }
    let pages = try FileManager.default.contentsOfDirectory(
      atPath: directory.appending(path: "with/2022-06-06").path)
    #expect(pages.contains("index.html"))
    for page in pages.sorted() {
      #expect(
        try contents("without/2022-06-06/\(page)") == contents("with/2022-06-06/\(page)"), "\(page)"
      )
    }
  }

  @Test(arguments: ["postgresql://localhost/griddle", "host=/tmp dbname=griddle"])
  func aPostgresDatabaseWithoutLibpqIsExit69NamingThePackage(database: String) throws {
    let result = try griddle(["--database", database, "query", "daily"], libpqMissing: true)
    #expect(result.status == 69)
    #expect(result.standardOutput == "")
    #if os(Linux)
      #expect(
        result.standardError == """
          griddle: error: a PostgreSQL database needs libpq, the PostgreSQL client library, which could not be loaded from \(missing) (cannot open shared object file: No such file or directory)
          Install PostgreSQL's client library (Debian and Ubuntu: apt-get install libpq5), or set GRIDDLE_LIBPQ to its path. SQLite databases work without it.

          """)
    #endif
  }

  @Test(.enabled(if: Self.readelf != nil, "readelf is not installed"))
  func theBinaryDoesNotDependOnLibpq() throws {
    let process = Process()
    process.executableURL = Self.readelf
    process.arguments = ["-d", GriddleProcess.executable.path]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let text = String(
      decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    let needed = text.split(separator: "\n").filter { $0.contains("(NEEDED)") }
    // The check can fail: the binary does need libraries, sqlite among them.
    #expect(needed.contains { $0.contains("libsqlite3") })
    #expect(!needed.contains { $0.contains("libpq") }, "\(needed)")
  }

  #if os(Linux)
    @Test func aSQLiteCommandNeverLoadsLibpq() throws {
      #expect(try griddle(["--database", "x.sqlite", "init"], libpqMissing: false).status == 0)
      // glibc's loader lists every library it opens; libpq is installed here, and not opened.
      let result = try griddle(
        ["--database", "x.sqlite", "query", "daily"], libpqMissing: false,
        extra: ["LD_DEBUG": "files"])
      #expect(result.status == 0, "\(result.standardError)")
      #expect(result.standardError.contains("file=libsqlite3.so.0"))
      #expect(!result.standardError.contains("libpq.so"))
    }
  #endif

  /// `readelf` on the PATH, or nil.
  static let readelf: URL? = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin")
    .split(separator: ":").map { URL(fileURLWithPath: String($0)).appending(path: "readelf") }
    .first { FileManager.default.isExecutableFile(atPath: $0.path) }
}
