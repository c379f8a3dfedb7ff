import Foundation

/// How much a command says on stderr besides results and errors (`--quiet`, `--verbose`).
public enum Verbosity: Sendable {
  /// No progress lines and no notices.
  case quiet
  /// Progress on a terminal and notices.
  case normal
  /// Also the time each stage took, without SQL or data.
  case verbose

  /// The verbosity the global flags ask for; both at once is a usage error.
  static func from(_ values: ParsedValues) throws -> Verbosity {
    switch (values.flag("quiet"), values.flag("verbose")) {
    case (true, true):
      throw UsageError("'--quiet' and '--verbose' cannot be used together")
    case (true, false): return .quiet
    case (false, true): return .verbose
    case (false, false): return .normal
    }
  }
}

extension CommandEnvironment {
  /// Writes `griddle: note: …` to stderr unless `--quiet`.
  func notice(_ text: String) {
    guard verbosity != .quiet else { return }
    writeToStandardError("griddle: note: \(text)\n")
  }

  /// Runs `stage` and, under `--verbose`, prints how long it took as `griddle: NAME: 1.2 ms`.
  func timed<T>(_ name: String, _ stage: () throws -> T) rethrows -> T {
    guard verbosity == .verbose else { return try stage() }
    let start = DispatchTime.now().uptimeNanoseconds
    let result = try stage()
    let milliseconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
    writeToStandardError("griddle: \(name): \(String(format: "%.1f", milliseconds)) ms\n")
    return result
  }

  /// Whether output may be coloured: stderr is a terminal, `TERM` is not `dumb`, and
  /// `NO_COLOR` (https://no-color.org) is unset or empty. Griddle prints no colour today;
  /// anything that adds some must ask this first.
  public var usesColor: Bool {
    let environment = ProcessInfo.processInfo.environment
    return isStandardErrorTerminal && (environment["NO_COLOR"] ?? "").isEmpty
      && environment["TERM"] != "dumb"
  }
}
