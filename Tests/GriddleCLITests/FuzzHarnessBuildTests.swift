import Foundation
import Testing

/// The fuzz harness is built outside SwiftPM (`scripts/fuzz.sh`, with libFuzzer), so a change to
/// a parser's API used to break it unnoticed until the CI's fuzz step (twice in one round).
/// This type-checks the harness with the same sources the script compiles it with.
@Suite struct FuzzHarnessBuildTests {
  static let swiftc: String? = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").map { "\($0)/swiftc" }.first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
  }()

  @Test(.enabled(if: swiftc != nil)) func theFuzzHarnessTypeChecks() throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = ["scripts/fuzz.sh", "--typecheck"]
    process.currentDirectoryURL = GriddleProcess.packageRoot
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let output = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(
      process.terminationStatus == 0,
      "scripts/fuzz.sh --typecheck failed:\n\(String(decoding: output, as: UTF8.self))")
  }
}
