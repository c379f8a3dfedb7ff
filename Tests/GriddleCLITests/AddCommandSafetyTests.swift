import Foundation
import PostgresTestSupport
import Sales
import TemporaryDirectorySupport
import Testing

/// `griddle add` as a hostile user and a failing machine meet it (issue 23): passwords, file
/// permissions, symbolic links, a config it may not write, a kill in the middle, bad arguments.
/// Run through the built binary; files and modes checked on disk.
@Suite struct AddCommandSafetyTests {
  /// Removed when the suite's value is released, at the end of each test.
  let temporary: TemporaryDirectory
  let directory: URL

  init() throws {
    temporary = try TemporaryDirectory(prefix: "griddle-add-safety")
    directory = temporary.url
  }

  func griddle(_ arguments: [String]) throws -> GriddleProcess.Result {
    try GriddleProcess.run(arguments, in: directory)
  }

  func path(_ name: String) -> String { directory.appending(path: name).path }

  func write(_ text: String, to name: String, mode: mode_t = 0o644) throws {
    try Data(text.utf8).write(to: directory.appending(path: name))
    chmod(path(name), mode)
  }

  func read(_ name: String) throws -> String {
    try String(contentsOfFile: path(name), encoding: .utf8)
  }

  func mode(_ name: String) -> mode_t {
    var status = stat()
    stat(path(name), &status)
    return status.st_mode & 0o7777
  }

  func cityNames(in database: String) throws -> [String] {
    try SalesStore(readingFrom: path(database)).cities().map(\.name)
  }

  static let hasStrace = FileManager.default.isExecutableFile(atPath: "/usr/bin/strace")

  /// Runs griddle under strace, killed with SIGKILL at the `count`th call of `syscall`.
  func griddleKilled(at syscall: String, count: Int, _ arguments: [String]) throws -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/strace")
    process.arguments =
      [
        "-f", "-o", "/dev/null", "-e", "trace=\(syscall)", "-e",
        "inject=\(syscall):signal=SIGKILL:when=\(count)", GriddleProcess.executable.path,
      ]
      + arguments
    process.currentDirectoryURL = directory
    process.environment = ["HOME": directory.path, "PATH": "/usr/bin:/bin"]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    return process.terminationStatus
  }

  // MARK: 1. Passwords

  /// Before: the new config's `database` was `../../postgresql:/user:PASSWORD@/db?host=…`, a
  /// relative file path holding the password, and the next query printed it with exit 66.
  @Test(.enabled(if: PostgresServerBinaries.testsEnabled))
  func aNewConfigKeepsAPostgresURIAsTheURIWithoutItsPassword() throws {
    let database = try TestPostgresServer.shared().makeDatabase()
    let secret = "S3cret-\(UInt32.random(in: 1000...9999))"
    let uri = database.uri.replacingOccurrences(of: "postgres@", with: "postgres:\(secret)@")
    let added = try griddle([
      "--database", uri, "add", "city", "Tokyo", "--time-zone", "Asia/Tokyo",
    ])
    #expect(added.status == 0, "\(added.standardError)")
    let config = try read("config/griddle.json")
    #expect(!config.contains(secret))
    #expect(config.contains("\"database\": \"\(database.uri)\""), "\(config)")
    #expect(added.standardError.contains("PGPASSWORD or ~/.pgpass"))
    #expect(!(added.standardOutput + added.standardError).contains(secret))
    let query = try griddle(["query", "cities"])
    #expect(query.status == 0, "\(query.standardError)")
    #expect(!(query.standardOutput + query.standardError).contains(secret))
  }

  /// A config that spells out a password is made readable by its owner only.
  @Test func aConfigHoldingAPasswordIsMadePrivateWhenAddRewritesIt() throws {
    try FileManager.default.createDirectory(
      atPath: path("config"), withIntermediateDirectories: true)
    try write(
      "{\n  \"database\": \"postgresql://u:hunter22@/nodb?host=/nonexistent-griddle-socket\"\n}\n",
      to: "config/griddle.json", mode: 0o644)
    let added = try griddle([
      "--database", "x.sqlite", "add", "city", "Tokyo", "--time-zone", "Asia/Tokyo",
    ])
    #expect(added.status == 0, "\(added.standardError)")
    #expect(mode("config/griddle.json") == 0o600)
    #expect(added.standardError.contains("readable by its owner only"))
    #expect(!(added.standardOutput + added.standardError).contains("hunter22"))
  }

  /// A server that cannot be reached: the message masks the password, and the config file made
  /// for the entry is removed again.
  @Test func aFailedAddToAServerNeverPrintsThePassword() throws {
    let result = try griddle([
      "--database", "postgresql://u:hunter22@/nodb?host=/nonexistent-griddle-socket", "add",
      "city", "Tokyo", "--time-zone", "Asia/Tokyo",
    ])
    #expect(result.status == 75, "\(result.standardError)")
    #expect(!(result.standardOutput + result.standardError).contains("hunter22"))
    #expect(!FileManager.default.fileExists(atPath: path("config/griddle.json")))
    #expect(!FileManager.default.fileExists(atPath: path("config")))
  }

  // MARK: 2. The lock-file pattern

  /// Before: killed at its first fsync, `add` left a 0644 full copy (`.dat.nosync…`) of a 0600
  /// config beside it. Now the only file beside it is the lock, created 0600 before any byte.
  @Test(.enabled(if: hasStrace)) func aKillAtTheFirstFsyncLeavesNoReadableCopy() throws {
    try write("{\n  \"database\": \"x.sqlite\"\n}\n", to: "cfg.json", mode: 0o600)
    let status = try griddleKilled(
      at: "fsync", count: 1,
      ["--config", "cfg.json", "add", "city", "Tokyo", "--time-zone", "Asia/Tokyo"])
    #expect(status == 137 || status == SIGKILL)  // strace dies of its tracee's signal
    #expect(try read("cfg.json") == "{\n  \"database\": \"x.sqlite\"\n}\n")
    #expect(mode("cfg.json") == 0o600)
    let others = try FileManager.default.contentsOfDirectory(atPath: directory.path)
      .filter { $0.hasPrefix("cfg.json") || $0.hasPrefix(".") }
    #expect(Set(others).isSubset(of: ["cfg.json", "cfg.json.lock"]), "\(others)")
    if others.contains("cfg.json.lock") { #expect(mode("cfg.json.lock") == 0o600) }
    // The lock left by the kill stops the next add with what to do, changing nothing.
    let next = try griddle([
      "--config", "cfg.json", "add", "city", "Tokyo", "--time-zone", "Asia/Tokyo",
    ])
    if others.contains("cfg.json.lock") {
      #expect(next.status == 73)
      #expect(next.standardError.contains("remove '\(path("cfg.json.lock"))'"))
      #expect(try read("cfg.json") == "{\n  \"database\": \"x.sqlite\"\n}\n")
    }
  }

  /// Every system call that gives a file its mode happens before the first byte is written,
  /// with the final mode: no window in which the config is readable by others.
  @Test(.enabled(if: hasStrace)) func theNewFileHasItsFinalModeBeforeItsFirstByte() throws {
    try write("{\n  \"database\": \"x.sqlite\"\n}\n", to: "cfg.json", mode: 0o600)
    let log = path("trace.log")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/strace")
    process.arguments = [
      "-f", "-o", log, "-e", "trace=open,openat,fchmod,chmod,fchmodat,write,rename,renameat",
      GriddleProcess.executable.path, "--config", "cfg.json", "add", "city", "Tokyo",
      "--time-zone", "Asia/Tokyo",
    ]
    process.currentDirectoryURL = directory
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    let lines = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n")
    let creation = lines.firstIndex { $0.contains("cfg.json.lock") && $0.contains("O_CREAT") }
    #expect(creation != nil)
    if let creation {
      #expect(lines[creation].contains("O_EXCL") && lines[creation].contains("0600"))
      // Nothing but the mode-setting fchmod between the creation and the first write.
      #expect(lines[creation].contains(path("cfg.json.lock")))
    }
    #expect(!lines.contains { $0.contains("chmod(") && !$0.contains("fchmod(") })
    #expect(mode("cfg.json") == 0o600)
    #expect(try read("cfg.json").contains("Tokyo"))
  }

  // MARK: 3. Symbolic links

  /// Before: the link was replaced by a regular file of mode 0777 and its target left as it was.
  @Test func aSymlinkedConfigKeepsItsLinkAndItsTargetIsUpdated() throws {
    try FileManager.default.createDirectory(
      atPath: path("dotfiles"), withIntermediateDirectories: true)
    try write("{\n  \"database\": \"x.sqlite\"\n}\n", to: "dotfiles/griddle.json", mode: 0o640)
    try FileManager.default.createSymbolicLink(
      atPath: path("cfg.json"), withDestinationPath: "dotfiles/griddle.json")
    let added = try griddle([
      "--config", "cfg.json", "add", "style", "Dosa", "--price", "8.00",
    ])
    #expect(added.status == 0, "\(added.standardError)")
    #expect(
      try FileManager.default.destinationOfSymbolicLink(atPath: path("cfg.json"))
        == "dotfiles/griddle.json")
    #expect(try read("dotfiles/griddle.json").contains("\"name\": \"Dosa\""))
    #expect(mode("dotfiles/griddle.json") == 0o640)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: path("dotfiles")) == ["griddle.json"])
  }

  /// A world-writable config is not copied as world-writable.
  @Test func theRewrittenConfigIsNeverWorldWritable() throws {
    try write("{\n  \"database\": \"x.sqlite\"\n}\n", to: "cfg.json", mode: 0o666)
    let added = try griddle(["--config", "cfg.json", "add", "style", "Dosa", "--price", "8"])
    #expect(added.status == 0, "\(added.standardError)")
    #expect(mode("cfg.json") == 0o664)
  }

  // MARK: 4. Nothing changes when add fails

  /// Before: a config the user may not write got exit 73, but the city was already in the
  /// database. Now the database is untouched too. (Root may write any file, so as root the
  /// command runs as `nobody`.)
  @Test func aReadOnlyConfigChangesNeitherTheFileNorTheDatabase() throws {
    chmod(directory.path, 0o777)
    try write(
      "{\n  \"database\": \"x.sqlite\",\n  \"cities\": [{\"name\": \"Tokyo\", \"timeZone\": \"Asia/Tokyo\"}]\n}\n",
      to: "cfg.json", mode: 0o444)
    let initialized = try griddle(["--config", "cfg.json", "init"])
    #expect(initialized.status == 0, "\(initialized.standardError)")
    for name in try FileManager.default.contentsOfDirectory(atPath: directory.path)
    where name.hasPrefix("x.sqlite") {
      chmod(path(name), 0o666)
    }
    let before = try read("cfg.json")
    let arguments = [
      "--config", path("cfg.json"), "add", "city", "Osaka", "--time-zone", "Asia/Tokyo",
    ]
    let result: GriddleProcess.Result
    if getuid() == 0 {
      result = try GriddleProcess.run(
        ["-u", "nobody", "--", GriddleProcess.executable.path] + arguments, in: directory,
        executable: URL(fileURLWithPath: "/usr/sbin/runuser"))
    } else {
      result = try griddle(arguments)
    }
    #expect(result.status == 73, "\(result.standardError)")
    #expect(result.standardError.contains("cannot write the config file"))
    #expect(try read("cfg.json") == before)
    #expect(try cityNames(in: "x.sqlite") == ["Tokyo"])
  }

  /// The database refuses the entry (the city exists there in another time zone): the config
  /// file is put back byte for byte.
  @Test func aDatabaseThatRefusesTheEntryLeavesTheConfigAsItWas() throws {
    try write(
      "{\n  \"database\": \"x.sqlite\",\n  \"cities\": [{\"name\": \"Osaka\", \"timeZone\": \"Asia/Tokyo\"}]\n}\n",
      to: "first.json")
    #expect(try griddle(["--config", "first.json", "init"]).status == 0)
    let original = "{\n  \"database\": \"x.sqlite\"\n}\n"
    try write(original, to: "cfg.json", mode: 0o600)
    let result = try griddle([
      "--config", "cfg.json", "add", "city", "Osaka", "--time-zone", "Europe/Paris",
    ])
    #expect(result.status != 0)
    #expect(try read("cfg.json") == original)
    #expect(mode("cfg.json") == 0o600)
    #expect(!FileManager.default.fileExists(atPath: path("cfg.json.lock")))
    // A new config file made for the entry is removed again.
    let fresh = try griddle([
      "--database", "x.sqlite", "add", "city", "Osaka", "--time-zone", "Europe/Paris",
    ])
    #expect(fresh.status != 0)
    #expect(!FileManager.default.fileExists(atPath: path("config/griddle.json")))
  }

  // MARK: 9. Arguments are checked before the file

  /// Before: exit 78 "bad configuration in cfg.json: not valid JSON at line 3…" and
  /// "cities[0].aliases[0]: 'Twice' is already used": the file was blamed for the argument.
  @Test func badArgumentsAreUsageErrorsNamingTheArgument() throws {
    let original = "{\n  \"database\": \"x.sqlite\"\n}\n"
    try write(original, to: "cfg.json")
    let cases: [([String], String)] = [
      (["city", "New\nYork", "--time-zone", "America/New_York"], "the name 'New\\nYork'"),
      (
        ["city", "Twice", "--time-zone", "Asia/Tokyo", "--alias", "Twice"],
        "--alias 'Twice' repeats the name"
      ),
      (
        ["city", "Tokyo", "--time-zone", "Asia/Tokyo", "--alias", "TYO", "--alias", "tyo"],
        "--alias 'tyo' repeats an earlier '--alias'"
      ),
      (["style", "Dosa", "--price", "8", "--alias", " "], "--alias must not be empty"),
      (
        ["style", "Dosa", "--price", "8", "--alias", "Do\u{1B}[2Jsa"],
        "--alias 'Do\\u{1B}[2Jsa' holds the control character U+001B"
      ),
    ]
    for (arguments, expected) in cases {
      let result = try griddle(["--config", "cfg.json", "add"] + arguments)
      #expect(result.status == 64, "\(arguments): \(result.standardError)")
      #expect(result.standardError.contains(expected), "\(result.standardError)")
      #expect(!result.standardError.contains("bad configuration"))
      #expect(try read("cfg.json") == original)
    }
  }

  // MARK: 11. Long names

  /// A name from the command line reaches a message cut, with its length.
  @Test func aHugeNameIsCutInAddsMessages() throws {
    let huge = String(repeating: "N", count: 100_000)
    try write(
      "{\n  \"database\": \"x.sqlite\",\n  \"cities\": [{\"name\": \"\(huge)\", \"timeZone\": \"Asia/Tokyo\"}]\n}\n",
      to: "cfg.json")
    let again = try griddle([
      "--config", "cfg.json", "add", "city", huge, "--time-zone", "Asia/Tokyo",
    ])
    #expect(again.status == 64)
    #expect(again.standardError.utf8.count < 1_000, "\(again.standardError.utf8.count) bytes")
    #expect(again.standardError.contains("(100,000 characters)"))
    for arguments in [
      ["city", "Osaka", "--time-zone", huge], ["style", "Dosa", "--price", huge],
    ] {
      let result = try griddle(["--config", "cfg.json", "add"] + arguments)
      #expect(result.status == 64)
      #expect(result.standardError.utf8.count < 1_000, "\(result.standardError.utf8.count) bytes")
      #expect(result.standardError.contains("(100,000 characters)"))
    }
  }
}

/// A mistyped URI (one slash) is taken for a file path; the messages that name it mask what
/// is written like a password (issue 23, item 1's siblings).
@Suite struct MistypedURITests {
  @Test func aPathWrittenLikeAURIWithAPasswordIsShownMasked() throws {
    let temporary = try TemporaryDirectory(prefix: "griddle-mistyped")
    let directory = temporary.url
    for (arguments, status) in [
      (["--database", "postgresql:/u:hunter22@/db", "query", "cities"], Int32(66)),
      (["--database", "postgresql:/u:hunter22@/db", "init"], 73),
      (["--database", "u:hunter22@db.sqlite", "init"], 0),
    ] {
      let result = try GriddleProcess.run(arguments, in: directory)
      #expect(result.status == status, "\(arguments): \(result.standardError)")
      #expect(!(result.standardOutput + result.standardError).contains("hunter22"), "\(arguments)")
      #expect((result.standardOutput + result.standardError).contains("u:***@"))
    }
  }
}
