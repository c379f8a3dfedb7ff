import Foundation

/// Runs the real, built `griddle` binary in a child process and captures what it prints.
struct GriddleProcess {
  struct Result {
    let status: Int32
    let standardOutput: String
    let standardError: String
  }

  /// The package root (three levels up from this file).
  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The `griddle` executable built next to the test bundle.
  static var executable: URL {
    let besideTests = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appending(path: "griddle")
    if FileManager.default.isExecutableFile(atPath: besideTests.path) { return besideTests }
    return packageRoot.appending(path: ".build/debug/griddle")
  }

  /// Runs griddle (or `executable`, such as `runuser` in front of it) with `arguments` in
  /// `directory`, with `environment` added to a clean one.
  static func run(
    _ arguments: [String], in directory: URL, environment: [String: String] = [:],
    input: Data? = nil, executable: URL? = nil
  ) throws -> Result {
    let process = Process()
    process.executableURL = executable ?? Self.executable
    process.arguments = arguments
    process.currentDirectoryURL = directory
    var base = [
      "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
      "HOME": directory.path,
    ]
    base.merge(environment) { $1 }
    process.environment = base
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    let inputPipe = input.map { _ in Pipe() }
    process.standardInput = inputPipe ?? FileHandle.nullDevice
    try process.run()
    if let input, let inputPipe {
      // Written on its own thread, so a child that writes before it reads never deadlocks.
      let writer = Thread {
        inputPipe.fileHandleForWriting.write(input)
        try? inputPipe.fileHandleForWriting.close()
      }
      writer.start()
    }
    // Read both pipes before waiting, so a chatty child never blocks on a full pipe.
    let errorData = LockedData()
    let errorReader = Thread { errorData.set(error.fileHandleForReading.readDataToEndOfFile()) }
    errorReader.start()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    while !errorData.isSet { usleep(1000) }
    return Result(
      status: process.terminationStatus,
      standardOutput: String(decoding: outputData, as: UTF8.self),
      standardError: String(decoding: errorData.value, as: UTF8.self))
  }
}

/// A data buffer filled by another thread.
final class LockedData: @unchecked Sendable {
  private let lock = NSLock()
  private var data: Data?
  func set(_ new: Data) { lock.withLock { data = new } }
  var isSet: Bool { lock.withLock { data != nil } }
  var value: Data { lock.withLock { data ?? Data() } }
}
