import Foundation
import Testing

/// Byte-for-byte SVG snapshots in `__Snapshots__`; `PLOTKIT_RECORD=1` re-records them.
enum Snapshot {
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("__Snapshots__", isDirectory: true)

  static var recording: Bool { ProcessInfo.processInfo.environment["PLOTKIT_RECORD"] == "1" }

  /// Compares `svg` with the stored snapshot `name.svg`; a missing snapshot is a failure.
  static func assertMatches(
    _ svg: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let url = directory.appendingPathComponent(name + ".svg")
    if recording {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try Data(svg.utf8).write(to: url)
      return
    }
    guard let stored = try? String(contentsOf: url, encoding: .utf8) else {
      Issue.record(
        "missing snapshot \(name).svg; run with PLOTKIT_RECORD=1 and look at it first",
        sourceLocation: sourceLocation)
      return
    }
    if stored != svg {
      let a = Array(stored.utf8)
      let b = Array(svg.utf8)
      let first = (0..<min(a.count, b.count)).first { a[$0] != b[$0] } ?? min(a.count, b.count)
      let context = String(
        decoding: b[max(0, first - 60)..<min(b.count, first + 60)], as: UTF8.self)
      Issue.record(
        "snapshot \(name).svg differs at byte \(first): …\(context)…",
        sourceLocation: sourceLocation)
    }
  }
}

/// Runs `xmllint --noout` on SVG text; nil when xmllint is not installed.
enum XMLLint {
  static let path: String? = [
    "/usr/bin/xmllint", "/usr/local/bin/xmllint", "/opt/homebrew/bin/xmllint",
  ]
  .first { FileManager.default.isExecutableFile(atPath: $0) }

  /// The linter's complaints ("" when well-formed), or nil when xmllint is missing.
  static func problems(_ svg: String) throws -> String? {
    guard let path else { return nil }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = ["--noout", "-"]
    let input = Pipe()
    let errors = Pipe()
    process.standardInput = input
    process.standardError = errors
    try process.run()
    input.fileHandleForWriting.write(Data(svg.utf8))
    try input.fileHandleForWriting.close()
    let output = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let text = String(decoding: output, as: UTF8.self)
    return process.terminationStatus == 0
      ? text : (text.isEmpty ? "exit \(process.terminationStatus)" : text)
  }
}
