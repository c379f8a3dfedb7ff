import Foundation

/// Runs `command` with its output (and errors) appended to `outputPath` and returns its exit
/// status, using `posix_spawn` and `waitpid` directly.
///
/// Not `Foundation.Process`: on Linux it learns that a child ended when a descriptor the
/// child inherited is closed, and `pg_ctl start` leaves the server running with every
/// inherited descriptor, so `waitUntilExit()` would wait for the server to stop. Here the
/// child gets only standard input, output and error; every other descriptor is closed.
func spawnAndWait(_ command: [String], outputPath: String) throws -> Int32 {
  var actions = posix_spawn_file_actions_t()
  posix_spawn_file_actions_init(&actions)
  defer { posix_spawn_file_actions_destroy(&actions) }
  posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
  posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_APPEND, 0o644)
  posix_spawn_file_actions_adddup2(&actions, 1, 2)
  closeInheritedDescriptors(&actions)
  let arguments = command.map { strdup($0) } + [nil]
  defer { for argument in arguments { free(argument) } }
  var processID: pid_t = 0
  let spawned = posix_spawn(&processID, command[0], &actions, nil, arguments, environ)
  guard spawned == 0 else {
    throw TestPostgresServer.StartError(
      message: "cannot run \(command[0]): \(String(cString: strerror(spawned)))")
  }
  var status: Int32 = 0
  while waitpid(processID, &status, 0) == -1 {
    guard errno == EINTR else {
      throw TestPostgresServer.StartError(message: "lost track of \(command[0])")
    }
  }
  // WIFEXITED / WEXITSTATUS are macros Swift does not import.
  return status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
}

/// Adds "close every descriptor from 3 up" to `actions`: glibc's
/// `posix_spawn_file_actions_addclosefrom_np` (2.34 and later, not imported into Swift since
/// it needs `_GNU_SOURCE`), else one close per descriptor open now.
private func closeInheritedDescriptors(_ actions: inout posix_spawn_file_actions_t) {
  typealias CloseFrom =
    @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32)
    -> Int32
  if let symbol = dlsym(
    UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np")
  {
    _ = unsafeBitCast(symbol, to: CloseFrom.self)(&actions, 3)
    return
  }
  let open = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
  for descriptor in open.compactMap(Int32.init) where descriptor > 2 {
    posix_spawn_file_actions_addclose(&actions, descriptor)
  }
}
