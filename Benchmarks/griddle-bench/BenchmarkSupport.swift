import Foundation

/// Runs a program to completion with its output discarded; returns its wall time in seconds
/// and its peak resident set in KiB, or throws when it does not exit with status 0.
///
/// Spawns and waits directly: Foundation's `Process.waitUntilExit` polls its run loop every
/// 50 ms on Linux, which would swamp a process that takes 15 ms.
func spawnAndWait(_ path: String, _ arguments: [String]) throws -> (seconds: Double, peakKiB: Int) {
  var actions = posix_spawn_file_actions_t()
  posix_spawn_file_actions_init(&actions)
  defer { posix_spawn_file_actions_destroy(&actions) }
  posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
  posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
  let argv = ([path] + arguments).map { strdup($0) } + [nil]
  defer { for argument in argv { free(argument) } }
  var pid = pid_t()
  var usage = rusage()
  var status: Int32 = 0
  let start = DispatchTime.now().uptimeNanoseconds
  let code = posix_spawn(&pid, path, &actions, nil, argv, environ)
  guard code == 0 else { throw BenchmarkError("cannot start \(path): error \(code)") }
  while wait4(pid, &status, 0, &usage) == -1 && errno == EINTR {}
  let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
  // A normal exit with status 0: the low 7 bits hold the signal, the next 8 the exit code.
  guard status & 0x7F == 0, (status >> 8) & 0xFF == 0 else {
    throw BenchmarkError("\(path) \(arguments.joined(separator: " ")) failed (status \(status))")
  }
  return (seconds, usage.ru_maxrss)
}

/// Runs a program to completion with output discarded (see `spawnAndWait`); throws when it fails.
func runProcessTimed(_ path: String, _ arguments: [String]) throws {
  _ = try spawnAndWait(path, arguments)
}

/// The median wall-clock time of `runs` runs of `body`, after one warm-up run.
func medianSeconds(runs: Int, _ body: () throws -> Void) rethrows -> Double {
  try body()
  var times: [Double] = []
  for _ in 0..<runs {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
  }
  return times.sorted()[times.count / 2]
}

/// The `griddle` binary built next to this benchmark.
func builtGriddlePath() throws -> String {
  let path = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    .appendingPathComponent("griddle").path
  guard FileManager.default.isExecutableFile(atPath: path) else {
    throw BenchmarkError("build the griddle binary first: swift build -c release --product griddle")
  }
  return path
}

/// A failed benchmark precondition.
struct BenchmarkError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}

/// The CPU time of every child this process has waited for. On a shared machine the wall
/// time mostly measures the wait for a core (measured on 2 cores at load 9: 4 s waiting per
/// 1 s running, for griddle and sqlite3 alike), so the CPU ratio is reported next to it.
func childrenCPUSeconds() -> Double {
  var usage = rusage()
  #if os(Linux)
    getrusage(RUSAGE_CHILDREN.rawValue, &usage)
  #else
    getrusage(RUSAGE_CHILDREN, &usage)
  #endif
  func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
  return seconds(usage.ru_utime) + seconds(usage.ru_stime)
}

/// Copies a database file (and its write-ahead log, if any) to `target`.
func copyDatabase(_ path: String, to target: String) throws {
  removeDatabase(target)
  for suffix in ["", "-wal"] where FileManager.default.fileExists(atPath: path + suffix) {
    try FileManager.default.copyItem(atPath: path + suffix, toPath: target + suffix)
  }
}

/// Removes a database file and its companions.
func removeDatabase(_ path: String) {
  for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
}
