/// One option, flag or positional argument a command takes.
public struct ArgumentSpec: Sendable {
  /// How an argument is written and whether it takes a value.
  public enum Kind: Sendable, Equatable {
    /// `--name VALUE` or `--name=VALUE`; `valueName` is the placeholder shown in help.
    case option(valueName: String, repeating: Bool)
    /// `--name`, either present or absent.
    case flag
    /// A word that is not an option, matched by position.
    case positional(repeating: Bool, optional: Bool)
  }

  /// The name without dashes; also the key for reading the value from `ParsedValues`.
  public let name: String
  /// The one-letter alias, written `-n`.
  public let short: Character?
  /// A full sentence shown in help.
  public let help: String
  /// How the argument is written.
  public let kind: Kind
  /// The values it accepts, when they are a fixed list (`table`, `csv`, …); shell completions
  /// offer them. Empty means any value.
  public var choices: [String] = []

  private init(name: String, short: Character?, help: String, kind: Kind) {
    // Checked in debug builds (every test run builds the whole tree), as the parser checks the
    // tree: a release build skips them on every start (Unicode's character tables for every
    // option's name and help were a twentieth of `--help`'s instructions).
    assert(
      !name.isEmpty && !name.hasPrefix("-")
        && !name.contains(where: { $0.isWhitespace || $0 == "=" }),
      "Argument name '\(name)' must be non-empty, without leading dashes, spaces or '='.")
    assert(
      short.map { $0.isLetter } ?? true,
      "Short name '\(short.map(String.init) ?? "")' of '\(name)' must be a letter;"
        + " digits would clash with negative numbers.")
    assert(
      isFullSentence(help),
      "Help for '\(name)' must be a full sentence ending with a period: \"\(help)\".")
    self.name = name
    self.short = short
    self.help = help
    self.kind = kind
  }

  /// An option that takes a value: `--name VALUE`, `--name=VALUE` or `-n VALUE`.
  ///
  /// `valueName` is the lowercase placeholder shown in help, without angle brackets (`date`).
  /// Given more than once, a non-repeating option keeps its last value, so that a later flag
  /// can override an earlier one (as in shell aliases); a repeating one keeps every value.
  public static func option(
    _ name: String, short: Character? = nil, valueName: String, help: String,
    repeating: Bool = false, choices: [String] = []
  ) -> ArgumentSpec {
    var spec = ArgumentSpec(
      name: name, short: short, help: help,
      kind: .option(valueName: valueName, repeating: repeating))
    spec.choices = choices
    return spec
  }

  /// A flag that is either given or not: `--name` or `-n`.
  public static func flag(_ name: String, short: Character? = nil, help: String) -> ArgumentSpec {
    ArgumentSpec(name: name, short: short, help: help, kind: .flag)
  }

  /// A positional argument; a repeating one takes all remaining words and must come last.
  public static func positional(
    _ name: String, help: String, repeating: Bool = false, optional: Bool = false,
    choices: [String] = []
  ) -> ArgumentSpec {
    var spec = ArgumentSpec(
      name: name, short: nil, help: help,
      kind: .positional(repeating: repeating, optional: optional))
    spec.choices = choices
    return spec
  }
}

extension ArgumentSpec {
  /// Whether a shell should complete the value with file names (`<file>`, `<dir>`).
  var completesFiles: Bool {
    switch kind {
    case .option(let valueName, _): return ["file", "dir"].contains(valueName)
    case .positional: return choices.isEmpty && ["file", "files", "dir"].contains(name)
    case .flag: return false
    }
  }

  var isPositional: Bool {
    if case .positional = kind { return true }
    return false
  }

  var takesValue: Bool {
    if case .option = kind { return true }
    return false
  }

  var isRepeating: Bool {
    switch kind {
    case .option(_, let repeating), .positional(let repeating, _): return repeating
    case .flag: return false
    }
  }

  var isOptional: Bool {
    if case .positional(_, let optional) = kind { return optional }
    return true
  }

  /// How the argument is named in messages and in the help's left column: `--from <date>`,
  /// `--dry-run` or `<file>`.
  var label: String {
    switch kind {
    case .option(let valueName, _): return "--\(name) <\(valueName)>"
    case .flag: return "--\(name)"
    case .positional: return "<\(name)>"
    }
  }

  /// The label with the short alias in front, as help lists it: `-f, --format <format>`.
  var helpLabel: String {
    guard let short else { return label }
    return "-\(short), \(label)"
  }

  /// How the argument appears in a USAGE line: `[--city <name> ...]`, `<file> ...`.
  var usageElement: String {
    let repeated = isRepeating ? "\(label) ..." : label
    return isOptional ? "[\(repeated)]" : repeated
  }
}

/// Whether a help string reads as a sentence: starts with a capital letter or a symbol and
/// ends with a period (STYLE.md), so that help and messages look consistent.
func isFullSentence(_ text: String) -> Bool {
  let trimmed = text.trimmingWhitespace()
  guard let first = trimmed.first, let last = trimmed.last else { return false }
  return !first.isLowercase && last == "."
}

extension String {
  func trimmingWhitespace() -> Substring {
    let start = firstIndex(where: { !$0.isWhitespace }) ?? endIndex
    let end = lastIndex(where: { !$0.isWhitespace }).map(index(after:)) ?? start
    return self[start..<end]
  }
}
