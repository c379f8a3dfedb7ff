import Foundation

/// A Unix-socket relay between the `griddle` binary and the test PostgreSQL server that reads
/// the client's protocol messages and kills the client (SIGKILL) at its nth `COMMIT`: just
/// before the message reaches the server, or just after it did but before the client could
/// read the answer. The client connects to `host=` `directory`; everything else passes through
/// unchanged. A kill over the wire, not by counting syscalls: it hits the COMMIT whichever
/// thread or connection sends it.
final class PostgresCommitRelay: @unchecked Sendable {
  /// When, around the COMMIT, the client dies.
  enum Moment: String, CaseIterable {
    /// The server never sees the COMMIT.
    case beforeSending = "before sending COMMIT"
    /// The server has the COMMIT; the client never reads its answer.
    case afterSending = "after sending COMMIT"
  }

  /// The folder holding the relay's socket (`.s.PGSQL.5432`), for `host=`.
  let directory: URL
  private let serverSocket: String
  private let listener: Int32
  private let state = NSCondition()
  private var commits = 0
  private var statements: [String] = []
  private var target: (commit: Int, moment: Moment)?
  private var victim: pid_t = 0
  private var killed = false

  /// Listens beside nothing else in a fresh folder, relaying to the server socket in
  /// `serverDirectory`.
  init(serverDirectory: URL) throws {
    // In TMPDIR, unless that is too long for a socket's path (107 bytes).
    let temporary = FileManager.default.temporaryDirectory.path
    let parent = temporary.utf8.count <= 64 ? temporary : "/tmp"
    var template = Array("\(parent)/griddle-relay-XXXXXX".utf8CString)
    guard let made = mkdtemp(&template) else { throw RelayError("mkdtemp: \(errno)") }
    directory = URL(fileURLWithPath: String(cString: made))
    serverSocket = serverDirectory.appending(path: ".s.PGSQL.5432").path
    listener = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
    guard listener >= 0 else { throw RelayError("socket: \(errno)") }
    var address = try Self.address(directory.appending(path: ".s.PGSQL.5432").path)
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(listener, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
      }
    }
    guard bound == 0, listen(listener, 16) == 0 else { throw RelayError("bind: \(errno)") }
    let thread = Thread { [listener] in
      while true {
        let client = accept(listener, nil, nil)
        if client < 0 {
          if errno == EINTR { continue }
          return
        }
        Thread { self.relay(client) }.start()
      }
    }
    thread.start()
  }

  /// Stops accepting connections and removes the folder (the threads hold the relay, so
  /// releasing it is not enough).
  func stop() {
    shutdown(listener, Int32(SHUT_RDWR))
    close(listener)
    try? FileManager.default.removeItem(at: directory)
  }

  /// A connection URI for `database` through the relay.
  func uri(database: String) -> String {
    "postgresql://postgres@/\(database)?host=\(directory.path)"
  }

  /// What the relay saw of the last run.
  struct Record {
    /// COMMITs the client sent (the killed one included).
    let commits: Int
    /// Every statement text the client sent, in order (simple and extended protocol).
    let statements: [String]
    /// Whether the client was killed.
    let killed: Bool
  }

  /// Runs griddle with `arguments` in `directory` through the relay, killed at COMMIT number
  /// `commit` at `moment` (nil: never); waits for it to end.
  func run(
    _ arguments: [String], in directory: URL, killingAt commit: Int? = nil,
    _ moment: Moment = .beforeSending
  ) throws -> (record: Record, status: Int32, signalled: Bool) {
    state.lock()
    commits = 0
    statements = []
    killed = false
    victim = 0
    target = commit.map { ($0, moment) }
    state.unlock()
    let process = Process()
    process.executableURL = GriddleProcess.executable
    process.arguments = arguments
    process.currentDirectoryURL = directory
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    try process.run()
    state.lock()
    victim = process.processIdentifier
    state.broadcast()
    state.unlock()
    process.waitUntilExit()
    state.lock()
    defer { state.unlock() }
    target = nil
    return (
      Record(commits: commits, statements: statements, killed: killed), process.terminationStatus,
      process.terminationReason == .uncaughtSignal
    )
  }

  // MARK: Relaying one connection

  /// What to do with one client message.
  private enum Verdict {
    case forward, killBefore, killAfter
    /// An extended-protocol COMMIT runs at the Sync that follows its Parse: the client dies
    /// once that has gone through.
    case killAfterSync
  }

  /// Relays one client connection until either side closes or the client is killed.
  private func relay(_ client: Int32) {
    defer { close(client) }
    let server = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
    guard server >= 0 else { return }
    defer { close(server) }
    guard var address = try? Self.address(serverSocket) else { return }
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(server, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
      }
    }
    guard connected == 0 else { return }
    var pending: [UInt8] = []
    var startup = true
    var killsAtSync = false
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      var fds = [
        pollfd(fd: client, events: Int16(POLLIN), revents: 0),
        pollfd(fd: server, events: Int16(POLLIN), revents: 0),
      ]
      guard poll(&fds, 2, -1) >= 0 || errno == EINTR else { return }
      if fds[1].revents != 0 {
        let count = recv(server, &buffer, buffer.count, 0)
        guard count > 0, Self.send(client, buffer[0..<count]) else { return }
      }
      if fds[0].revents != 0 {
        let count = recv(client, &buffer, buffer.count, 0)
        guard count > 0 else { return }
        pending += buffer[0..<count]
        while let length = Self.messageLength(pending, startup: startup), pending.count >= length {
          let message = Array(pending[0..<length])
          pending.removeFirst(length)
          let untyped = startup
          if startup {
            // An SSL or GSS encryption request is answered with one byte, and the startup
            // message follows, untyped too.
            let code = message.count >= 8 ? Self.int32(message, at: 4) : 0
            startup = code == 80_877_103 || code == 80_877_104
          }
          if killsAtSync && message.first == UInt8(ascii: "S") {
            if Self.send(server, message[...]) { killVictim() }
            return
          }
          switch verdict(on: message, startup: untyped) {
          case .forward:
            guard Self.send(server, message[...]) else { return }
          case .killBefore:
            killVictim()
            return
          case .killAfter:
            guard Self.send(server, message[...]) else { return }
            killVictim()
            return
          case .killAfterSync:
            guard Self.send(server, message[...]) else { return }
            killsAtSync = true
          }
        }
      }
    }
  }

  /// Records a statement the client sends and decides whether this is the COMMIT to die at.
  private func verdict(on message: [UInt8], startup: Bool) -> Verdict {
    guard !startup, let type = message.first else { return .forward }
    let text: String
    switch type {
    case UInt8(ascii: "Q"):
      text = Self.cString(message, at: 5)
    case UInt8(ascii: "P"):
      // Parse: the statement's name, then its text.
      let name = Self.cString(message, at: 5)
      text = Self.cString(message, at: 5 + name.utf8.count + 1)
    default:
      return .forward
    }
    state.lock()
    defer { state.unlock() }
    statements.append(text)
    // A COMMIT prepared once and executed again by Bind alone would not be seen; griddle
    // prepares none (the test's list of statements shows every COMMIT).
    guard Self.words(text).contains(where: Self.ends) else { return .forward }
    commits += 1
    guard let target, target.commit == commits else { return .forward }
    if target.moment == .beforeSending { return .killBefore }
    return type == UInt8(ascii: "Q") ? .killAfter : .killAfterSync
  }

  /// The statements of a simple query's text (split at semicolons; the relay's clients send
  /// none inside literals), each as its upper-cased words.
  static func words(_ text: String) -> [[Substring]] {
    text.uppercased().split(separator: ";").map {
      $0.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" })
    }.filter { !$0.isEmpty }
  }

  /// Whether a statement ends a transaction by committing it (`COMMIT`, `END`, their forms
  /// with `WORK` or `AND CHAIN`).
  static func ends(_ statement: [Substring]) -> Bool {
    statement.first == "COMMIT" || statement.first == "END"
  }

  /// Kills the client, waiting for its process id if the relay saw its COMMIT first.
  private func killVictim() {
    state.lock()
    defer { state.unlock() }
    while victim == 0 { state.wait() }
    kill(victim, SIGKILL)
    killed = true
  }

  // MARK: Wire format

  /// The length of the first complete-or-not message in `bytes`, or nil before its header.
  private static func messageLength(_ bytes: [UInt8], startup: Bool) -> Int? {
    if startup { return bytes.count >= 4 ? Int(int32(bytes, at: 0)) : nil }
    return bytes.count >= 5 ? 1 + Int(int32(bytes, at: 1)) : nil
  }

  private static func int32(_ bytes: [UInt8], at offset: Int) -> UInt32 {
    bytes[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) }
  }

  private static func cString(_ bytes: [UInt8], at offset: Int) -> String {
    guard offset < bytes.count else { return "" }
    let end = bytes[offset...].firstIndex(of: 0) ?? bytes.count
    return String(decoding: bytes[offset..<end], as: UTF8.self)
  }

  /// Writes all of `bytes`; false when the peer is gone (never SIGPIPE).
  private static func send(_ socket: Int32, _ bytes: ArraySlice<UInt8>) -> Bool {
    var offset = bytes.startIndex
    while offset < bytes.endIndex {
      let written = bytes[offset...].withUnsafeBytes {
        Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
      }
      if written < 0 && errno == EINTR { continue }
      guard written > 0 else { return false }
      offset += written
    }
    return true
  }

  private static func address(_ path: String) throws -> sockaddr_un {
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    let bytes = Array(path.utf8)
    guard bytes.count < MemoryLayout.size(ofValue: address.sun_path) else {
      throw RelayError("socket path too long: \(path)")
    }
    withUnsafeMutableBytes(of: &address.sun_path) { raw in
      raw.copyBytes(from: bytes)
      raw[bytes.count] = 0
    }
    return address
  }

  struct RelayError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
  }
}
