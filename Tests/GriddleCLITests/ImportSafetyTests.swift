import Foundation
import Sales
import SalesDomain
import TemporaryDirectorySupport
import Testing

/// The import command refuses dangerous paths before writing, reads what it is given or says
/// why with exit 66, escapes what it echoes, neutralizes formulas and stops cleanly on Ctrl-C
/// (issue 12 items 1, 12, 13, 17; issue 15's import items).
@Suite struct ImportSafetyTests {
  /// Removed when the suite's value is released, at the end of each test.
  let temporary: TemporaryDirectory
  let directory: URL

  init() throws {
    temporary = try TemporaryDirectory(prefix: "griddle-safety")
    directory = temporary.url
    try write(
      "griddle.json",
      #"{"database": "g.sqlite", "cities": [{"name": "Tokyo", "timeZone": "Asia/Tokyo"}, {"name": "=HYPERLINK(\"http://x\")", "timeZone": "Asia/Tokyo"}], "styles": [{"name": "Dosa", "priceCents": 500}]}"#
    )
    try write(
      "orders.csv",
      "order_id,ordered_at,city,style,quantity\no1,2024-06-01T12:00Z,Tokyo,Dosa,2\n")
  }

  @discardableResult
  func write(_ name: String, _ text: String) throws -> String {
    try Data(text.utf8).write(to: directory.appending(path: name))
    return directory.appending(path: name).path
  }

  func griddle(_ arguments: String...) throws -> GriddleProcess.Result {
    try GriddleProcess.run(["--config", "griddle.json"] + arguments, in: directory)
  }

  func storedOrders() throws -> Int {
    try SalesStore(readingFrom: directory.appending(path: "g.sqlite").path).orderCount()
  }

  @Test func rejectsNamingTheDatabaseOrAnInputIsRefusedAndNothingIsTruncated() throws {
    #expect(try griddle("import", "orders.csv").status == 0)
    #expect(try storedOrders() == 1)
    let input = try String(contentsOf: directory.appending(path: "orders.csv"), encoding: .utf8)
    for target in ["g.sqlite", "./orders.csv", "griddle.json"] {
      let result = try griddle("import", "orders.csv", "--skip-invalid", "--rejects", target)
      #expect(result.status == 64, "\(target): \(result.standardError)")
      #expect(result.standardError.contains("writing the rejects there would destroy it"))
    }
    #expect(try storedOrders() == 1)
    #expect(
      try String(contentsOf: directory.appending(path: "orders.csv"), encoding: .utf8) == input)
  }

  /// Found while checking item 17's siblings: a bare database name (no slash) crashed every
  /// query (Foundation's deletingLastPathComponent traps on it on this toolchain).
  @Test(arguments: ["d", "dd", "q.sqlite"])
  func aBareDatabaseNameOpensForQueries(_ name: String) throws {
    #expect(try GriddleProcess.run(["--database", name, "init"], in: directory).status == 0)
    let result = try GriddleProcess.run(
      ["--database", name, "query", "daily", "--format", "csv"], in: directory)
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardOutput.hasPrefix("date,quantity,"))
  }

  @Test func rejectsWithoutSkipInvalidIsAUsageError() throws {
    let result = try griddle("import", "orders.csv", "--rejects", "r.csv")
    #expect(result.status == 64)
    #expect(result.standardError.contains("'--rejects <file>' only applies with '--skip-invalid'"))
    #expect(!FileManager.default.fileExists(atPath: directory.appending(path: "r.csv").path))
    #expect(!FileManager.default.fileExists(atPath: directory.appending(path: "g.sqlite").path))
  }

  @Test func aDirectoryIsAnInputThatCannotBeReadExit66() throws {
    try FileManager.default.createDirectory(
      at: directory.appending(path: "exports"), withIntermediateDirectories: true)
    let result = try griddle("import", "orders.csv", "exports")
    #expect(result.status == 66)
    #expect(
      result.standardError.hasPrefix("griddle: error: cannot read 'exports': it is a directory\n"))
    #expect(!FileManager.default.fileExists(atPath: directory.appending(path: "g.sqlite").path))
  }

  @Test func anUnreadableFileExits66WithItsPath() throws {
    guard getuid() != 0 else { return }  // root reads any file; nothing to test
    let path = try write("secret.csv", "order_id\n")
    chmod(path, 0)
    let result = try griddle("import", "secret.csv")
    #expect(result.status == 66)
    #expect(result.standardError.contains("cannot read 'secret.csv': Permission denied"))
  }

  @Test func terminalEscapesInInputAreShownEscaped() throws {
    try write(
      "evil.csv",
      "order_id,ordered_at,city,style,quantity\ne1,2024-06-01T12:00Z,\u{1B}[2J\u{1B}]0;pwned\u{07},Dosa,1\n"
    )
    let result = try griddle("import", "evil.csv\u{1B}[31m")
    #expect(result.status == 66)
    #expect(result.standardError.contains(#"no such file 'evil.csv\u{1B}[31m'"#))
    let second = try griddle("import", "evil.csv")
    #expect(second.status == 65)
    #expect(!second.standardError.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{07}" })
    #expect(second.standardError.contains(#"city '\u{1B}[2J\u{1B}]0;pwned\u{7}' (1 row"#))
  }

  @Test func queryCSVNeutralizesFormulasButKeepsNumbers() throws {
    try write(
      "f.csv",
      "order_id,ordered_at,city,style,quantity\nf1,2024-06-01T12:00Z,\"=HYPERLINK(\"\"http://x\"\")\",Dosa,3\n"
    )
    #expect(try griddle("import", "f.csv").status == 0)
    let result = try griddle(
      "query", "cities", "--from", "2024-06-01", "--to", "2024-06-01", "--format", "csv")
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardOutput.contains(#""'=HYPERLINK(""http://x"")",3,1500,"#))
  }

  /// Ctrl-C while rows stream in: exit 130, a message that nothing was stored, no orders.
  @Test func interruptRollsBackAndExits130() throws {
    let fifo = directory.appending(path: "stream.csv").path
    #expect(mkfifo(fifo, 0o600) == 0)
    let process = Process()
    process.executableURL = GriddleProcess.executable
    process.arguments = ["--config", "griddle.json", "import", "stream.csv"]
    process.currentDirectoryURL = directory
    let errorPipe = Pipe()
    process.standardError = errorPipe
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    // Feed rows until griddle goes away (the write then fails with EPIPE).
    signal(SIGPIPE, SIG_IGN)
    let writer = Thread {
      let descriptor = open(fifo, O_WRONLY)
      guard descriptor >= 0 else { return }
      defer { close(descriptor) }
      var text = "order_id,ordered_at,city,style,quantity\n"
      var number = 0
      while true {
        for _ in 0..<1000 {
          number += 1
          text += "s\(number),2024-06-01T12:00Z,Tokyo,Dosa,1\n"
        }
        let written = text.utf8CString.withUnsafeBufferPointer {
          Foundation.write(descriptor, $0.baseAddress, $0.count - 1)
        }
        if written < 0 { return }
        text = ""
      }
    }
    writer.start()
    // Wait until the import has its transaction open (the database exists), then a moment.
    let database = directory.appending(path: "g.sqlite").path
    for _ in 0..<200 where !FileManager.default.fileExists(atPath: database) { usleep(20_000) }
    usleep(700_000)
    kill(process.processIdentifier, SIGINT)
    let stderr = errorPipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationReason == .exit)
    #expect(process.terminationStatus == 130)
    #expect(
      String(decoding: stderr, as: UTF8.self)
        == "griddle: error: interrupted; nothing from 'stream.csv' was stored\n")
    #expect(try storedOrders() == 0)
  }
}
