import Foundation
import PostgresStorage

/// A throwaway PostgreSQL server for the tests of one process: `initdb` into a temporary
/// directory, then `pg_ctl start` listening only on a Unix socket in that directory (no TCP
/// port, so parallel test runs never collide), stopped when the process exits.
///
/// `initdb` refuses to run as root, so under root (CI) the server runs as the unprivileged
/// `postgres` user the Debian package creates, and owns the directory. Durability is off
/// (`fsync`, `synchronous_commit`, `full_page_writes`): a test server needs no crash safety
/// from the disk, only from the server process (the kill -9 tests kill a client, not it).
public final class TestPostgresServer: Sendable {
  /// Why the server could not start.
  public struct StartError: Error, CustomStringConvertible {
    /// What went wrong, with the server's log when there is one.
    public let message: String
    public var description: String { message }
  }

  /// The temporary directory holding the data directory, the log and the socket.
  public let directory: URL
  /// The user the server programs run as (`postgres` under root), nil for the current one.
  let runAsUser: String?
  private let counter = DatabaseCounter()
  /// Whether releasing the server stops it (a dedicated server; the shared one lives as long
  /// as the process).
  private let stopsWhenReleased: Bool

  /// The server of this process, started on first use.
  public static func shared() throws -> TestPostgresServer { try sharedResult.get() }

  private static let sharedResult: Result<TestPostgresServer, any Error> = Result {
    try TestPostgresServer()
  }

  /// A server of the caller's own, stopped when released: for tests that watch the whole
  /// cluster's WAL (a standby's lag), which the writes of tests running beside them on the
  /// shared server would move.
  public static func dedicated() throws -> TestPostgresServer {
    try TestPostgresServer(stopsWhenReleased: true)
  }

  private init(stopsWhenReleased: Bool = false) throws {
    self.stopsWhenReleased = stopsWhenReleased
    Self.removeAbandonedServers()
    runAsUser = getuid() == 0 ? "postgres" : nil
    directory = try Self.makeServerDirectory(owner: runAsUser)
    try run(
      "initdb",
      ["-D", dataDirectory, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--locale=C", "-N"])
    let settings = [
      "listen_addresses=''", "unix_socket_directories='\(directory.path)'", "fsync=off",
      "synchronous_commit=off", "full_page_writes=off", "max_connections=100",
      // Sized like a modest deployment (the defaults are for a machine of 2005): enough
      // buffers that a bulk load does not write back pages it has just dirtied, WAL room so
      // that a 10M-line import is not cut by forced checkpoints. The benchmark's `psql \copy`
      // baseline runs on the same server.
      stopsWhenReleased ? "shared_buffers=128MB" : "shared_buffers=1GB", "wal_buffers=64MB",
      "max_wal_size=8GB", "checkpoint_timeout=30min",
    ]
    try run(
      "pg_ctl",
      [
        "start", "-w", "-t", "60", "-D", dataDirectory, "-l", directory.appending(path: "log").path,
        "-o", settings.map { "-c \($0)" }.joined(separator: " "),
      ])
    atexit { TestPostgresServer.stopSharedServer() }
  }

  deinit { if stopsWhenReleased { stop() } }

  var dataDirectory: String { directory.appending(path: "data").path }

  /// A connection URI for `database` as the superuser `postgres`, over the socket.
  public func uri(database: String = "postgres") -> String {
    "postgresql://postgres@/\(database)?host=\(directory.path)"
  }

  /// Creates an empty database with a fresh name; it is dropped when the value is released.
  public func makeDatabase() throws -> TestPostgresDatabase {
    let name = "griddle_test_\(getpid())_\(counter.next())"
    let admin = try PostgresConnection(uri())
    try admin.executeScript("CREATE DATABASE \(name)")
    return TestPostgresDatabase(server: self, name: name)
  }

  func drop(database name: String) {
    guard let admin = try? PostgresConnection(uri()) else { return }
    try? admin.executeScript("DROP DATABASE IF EXISTS \(name) WITH (FORCE)")
  }

  // MARK: Running the server programs

  /// Runs a server program (as `postgres` under root) and waits; throws with its output and
  /// the server log when it fails.
  func run(_ program: String, _ arguments: [String]) throws {
    try Self.run(program, arguments, as: runAsUser, in: directory)
  }

  /// Runs a server program as `user` (nil: the current one) with its output and the log of the
  /// server in `directory` kept there; throws with both when it fails.
  static func run(_ program: String, _ arguments: [String], as user: String?, in directory: URL)
    throws
  {
    let executable = try PostgresServerBinaries.program(program).path
    let command = user.map { ["/usr/sbin/runuser", "-u", $0, "--", executable] } ?? [executable]
    let outputPath = directory.appending(path: "\(program).out").path
    let status = try spawnAndWait(command + arguments, outputPath: outputPath)
    guard status == 0 else {
      let text = (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
      let log = (try? String(contentsOf: directory.appending(path: "log"), encoding: .utf8)) ?? ""
      throw StartError(message: "\(program) failed with status \(status):\n\(text)\n\(log)")
    }
  }

  /// A fresh temporary folder for a server (owned by `user` when given), with the
  /// `owner.pid` that lets a later process remove it if this one dies.
  static func makeServerDirectory(owner user: String?) throws -> URL {
    var template = Array("\(directoryPrefix)XXXXXX".utf8CString)
    guard let made = mkdtemp(&template) else {
      throw StartError(message: "cannot create a temporary directory for PostgreSQL")
    }
    let directory = URL(fileURLWithPath: String(cString: made))
    try Data("\(getpid())\n".utf8).write(to: directory.appending(path: "owner.pid"))
    if let user {
      guard let entry = getpwnam(user) else {
        throw StartError(
          message:
            "running as root, and there is no '\(user)' user to run the server as (the Debian postgresql package creates it)"
        )
      }
      guard chown(directory.path, entry.pointee.pw_uid, entry.pointee.pw_gid) == 0 else {
        throw StartError(message: "cannot give \(directory.path) to the \(user) user")
      }
    }
    return directory
  }

  /// In the temporary directory (`TMPDIR`), where a run given a folder of its own (such as
  /// scripts/check-test-tmp.sh) looks for what the tests left; under root only when the
  /// `postgres` user can reach it (every folder on the way searchable by others), else in /tmp.
  private static let directoryPrefix: String = {
    let temporary = FileManager.default.temporaryDirectory.standardizedFileURL.path
    return (getuid() != 0 || othersCanSearch(temporary) ? temporary : "/tmp") + "/griddle-pg-"
  }()

  /// Whether a user who owns none of `path` and its parents may pass through all of them.
  private static func othersCanSearch(_ path: String) -> Bool {
    var folder = URL(fileURLWithPath: path)
    while true {
      var info = stat()
      guard stat(folder.path, &info) == 0, info.st_mode & S_IXOTH != 0 else { return false }
      if folder.path == "/" { return true }
      folder.deleteLastPathComponent()
    }
  }

  private static func stopSharedServer() {
    guard case .success(let server) = sharedResult else { return }
    server.stop()
  }

  /// Stops the server at once (no checkpoint: its data is thrown away) and removes its folder.
  func stop() {
    _ = try? run("pg_ctl", ["stop", "-w", "-m", "immediate", "-D", dataDirectory])
    try? FileManager.default.removeItem(at: directory)
  }

  /// Stops servers left by test processes that died without exiting normally (a crash, a
  /// kill), recognized by the `owner.pid` of a process that no longer exists.
  private static func removeAbandonedServers() {
    let temporary = URL(fileURLWithPath: (directoryPrefix as NSString).deletingLastPathComponent)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? []
    for name in names where name.hasPrefix("griddle-pg-") {
      let folder = temporary.appending(path: name)
      guard
        let text = try? String(contentsOf: folder.appending(path: "owner.pid"), encoding: .utf8),
        let owner = Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)),
        kill(owner, 0) != 0, errno == ESRCH
      else { continue }
      // Only a process whose command line names this very data directory is signalled, so
      // a reused process id never hits an unrelated process.
      let data = folder.appending(path: "data").path
      if let pidText = try? String(
        contentsOf: folder.appending(path: "data/postmaster.pid"), encoding: .utf8),
        let line = pidText.split(separator: "\n").first, let postmaster = Int32(line),
        let commandLine = try? Data(
          contentsOf: URL(fileURLWithPath: "/proc/\(postmaster)/cmdline")),
        String(decoding: commandLine, as: UTF8.self).contains(data)
      {
        kill(postmaster, SIGQUIT)
      }
      try? FileManager.default.removeItem(at: folder)
    }
  }
}

/// A database on the test server, dropped when released.
public final class TestPostgresDatabase: Sendable {
  /// The server it lives on.
  public let server: TestPostgresServer
  /// Its name.
  public let name: String

  init(server: TestPostgresServer, name: String) {
    self.server = server
    self.name = name
  }

  /// Its connection URI.
  public var uri: String { server.uri(database: name) }

  deinit { server.drop(database: name) }
}

/// Hands out distinct numbers to concurrent tests.
final class DatabaseCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var value = 0

  func next() -> Int {
    lock.withLock {
      value += 1
      return value
    }
  }
}
