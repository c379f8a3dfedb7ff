/// An error that knows the exit status and message the CLI should report.
public protocol CommandLineError: Error {
  /// The status the process exits with.
  var exitStatus: ExitStatus { get }
  /// One line describing the problem, without the `griddle: error:` prefix.
  var message: String { get }
  /// Optional extra lines, such as "Did you mean 'import'?" or "See 'griddle query --help'.".
  var hint: String? { get }
}

/// A usage mistake (unknown command or option, missing value, bad value); exit status 64.
public struct UsageError: CommandLineError, Equatable, CustomStringConvertible {
  /// One line describing the mistake, quoting what the user typed.
  public let message: String
  /// Extra lines that help to fix the mistake.
  public let hint: String?

  /// Creates a usage error with a message and an optional hint.
  public init(_ message: String, hint: String? = nil) {
    self.message = message
    self.hint = hint
  }

  /// Always `.usage`.
  public var exitStatus: ExitStatus { .usage }

  /// The message, so that `print(error)` reads well in tests and logs.
  public var description: String { message }
}

/// The text to write to stderr for an error: `griddle: error: <message>`, then the hint lines.
///
/// `commandPath` is the invocation the error belongs to, like `griddle query daily`; its first
/// word is the program name in the prefix. Usage errors whose hint does not already point to
/// help (those a command throws itself, say for a bad `--format`) get a
/// `See '<commandPath> --help'.` line, so every usage error ends the same way.
/// The result has no trailing newline.
public func renderError(_ error: any CommandLineError, commandPath: String) -> String {
  let program = commandPath.split(separator: " ").first.map(String.init) ?? "griddle"
  var lines = ["\(program): error: \(error.message)"]
  if let hint = error.hint, !hint.isEmpty {
    lines.append(hint)
  }
  if error.exitStatus == .usage, !(error.hint ?? "").contains("--help'") {
    lines.append("See '\(commandPath) --help'.")
  }
  return lines.joined(separator: "\n")
}
