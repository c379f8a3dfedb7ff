import Foundation
import PostgresStorage

/// A hot standby of a `TestPostgresServer`, streaming from it: `pg_basebackup -R` of the
/// running primary into a temporary directory, started on a socket of its own (a second
/// server, as a fleet's read replica is); stopped and removed when released.
///
/// It replays what the primary commits within milliseconds; `pauseReplay()` holds it back
/// to make a lagging replica.
public final class TestPostgresStandby: Sendable {
  /// The primary it follows.
  public let primary: TestPostgresServer
  /// The temporary directory holding its data directory, log and socket.
  public let directory: URL

  /// Copies `primary` and starts the copy as its standby; returns once it accepts reads.
  public init(following primary: TestPostgresServer) throws {
    self.primary = primary
    directory = try TestPostgresServer.makeServerDirectory(owner: primary.runAsUser)
    let data = directory.appending(path: "data").path
    try run(
      "pg_basebackup",
      [
        "-D", data, "-R", "-X", "stream", "-c", "fast", "-h", primary.directory.path, "-U",
        "postgres",
      ])
    // The primary's own settings but its socket and a smaller buffer pool (a standby needs at
    // least the primary's max_connections).
    let settings = [
      "listen_addresses=''", "unix_socket_directories='\(directory.path)'", "fsync=off",
      "full_page_writes=off", "max_connections=100", "shared_buffers=128MB", "hot_standby=on",
    ]
    try run(
      "pg_ctl",
      [
        "start", "-w", "-t", "60", "-D", data, "-l", directory.appending(path: "log").path, "-o",
        settings.map { "-c \($0)" }.joined(separator: " "),
      ])
  }

  private func run(_ program: String, _ arguments: [String]) throws {
    try TestPostgresServer.run(program, arguments, as: primary.runAsUser, in: directory)
  }

  /// A connection URI for `database` on the standby, as the superuser `postgres`.
  public func uri(database: String) -> String {
    "postgresql://postgres@/\(database)?host=\(directory.path)"
  }

  /// Stops applying the primary's changes (it keeps receiving them) until `resumeReplay()`.
  public func pauseReplay() throws {
    let connection = try PostgresConnection(uri(database: "postgres"))
    try connection.executeScript("SELECT pg_wal_replay_pause()")
    for _ in 0..<500 {
      let state = try connection.query("SELECT pg_get_wal_replay_pause_state()") { $0.string(0) }
      if state.first == "paused" { return }
      usleep(10_000)
    }
    throw TestPostgresServer.StartError(message: "the standby did not pause its replay")
  }

  /// Applies the primary's changes again and waits until it has applied all written so far.
  public func resumeReplay() throws {
    let connection = try PostgresConnection(uri(database: "postgres"))
    try connection.executeScript("SELECT pg_wal_replay_resume()")
    try waitUntilCaughtUp()
  }

  /// Waits (up to a minute) until the standby has applied everything the primary has
  /// committed. The test server commits asynchronously, so a last commit may not be flushed
  /// (and sent) yet: one synchronous commit flushes everything before it.
  public func waitUntilCaughtUp() throws {
    let primaryConnection = try PostgresConnection(primary.uri())
    try primaryConnection.executeScript(
      "BEGIN; SET LOCAL synchronous_commit = on; SELECT txid_current(); COMMIT")
    let target = try primaryConnection.query("SELECT pg_current_wal_flush_lsn()::text") {
      $0.string(0)
    }
    let connection = try PostgresConnection(uri(database: "postgres"))
    for _ in 0..<6_000 {
      if try connection.query(
        "SELECT pg_last_wal_replay_lsn() >= $1::text::pg_lsn", [target[0]],
        {
          $0.bool(0)
        }) == [true]
      {
        return
      }
      usleep(10_000)
    }
    throw TestPostgresServer.StartError(message: "the standby did not catch up within a minute")
  }

  deinit {
    let data = directory.appending(path: "data").path
    try? run("pg_ctl", ["stop", "-w", "-m", "immediate", "-D", data])
    try? FileManager.default.removeItem(at: directory)
  }
}
