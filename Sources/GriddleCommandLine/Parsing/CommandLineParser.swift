/// The result of parsing a command line.
public enum ParseOutcome: Sendable {
  /// Run the last command of `path` (from the root; its `run` is non-nil) with `values`.
  case run(path: [Command], values: ParsedValues)
  /// Full help text for the command asked about; print it to stdout and exit 0.
  case help(String)
  /// The version line, `griddle VERSION`; print it to stdout and exit 0.
  case version(String)
  /// `help --man`: print the manual page to stdout and exit 0.
  case manual
}

/// Parses arguments against a command tree and renders help.
public struct CommandLineParser: Sendable {
  /// The top of the command tree; its name is the program name.
  public let root: Command
  /// The version `--version` reports.
  public let version: String

  /// Creates a parser, checking the tree for mistakes such as two options with the same name.
  public init(root: Command, version: String) {
    // A debug build (every test run) checks the tree; a release build, whose tree the tests
    // checked, skips the walk on every start (it was a twentieth of `--help`'s instructions).
    #if DEBUG
      Self.validate(root, inheritedOptions: [])
    #endif
    self.root = root
    self.version = version
  }

  /// Parses arguments (without argv[0]) into the command to run, or a request for help or
  /// the version.
  ///
  /// `--help` or `-h` anywhere before `--` wins over every other mistake on the line, because
  /// someone asking for help should get it. Options given more than once keep their last
  /// value (see `ParsedValues.value(_:)`).
  ///
  /// - Throws: `UsageError` for anything the tree does not accept.
  public func parse(_ arguments: [String]) throws -> ParseOutcome {
    if asksForHelp(arguments) {
      return .help(helpText(for: try helpPath(from: [root], arguments: arguments[...])))
    }
    var path = [root]
    var values = ParsedValues(commandPath: root.name)
    var words: [String] = []
    var remaining = arguments[...]
    var optionsEnded = false
    while let argument = remaining.popFirst() {
      if !optionsEnded && isOptionLike(argument) {
        if argument == "--" {
          optionsEnded = true
        } else if argument == "--version" && path.count == 1 {
          return .version("\(root.name) \(version)")
        } else {
          try consumeOption(argument, remaining: &remaining, path: path, into: &values)
        }
        continue
      }
      let current = path[path.count - 1]
      if current.subcommands.isEmpty {
        words.append(argument)
      } else if argument == "help" && current.treatsHelpAsCommand {
        if path.count == 1 && remaining.contains("--man") { return .manual }
        return .help(helpText(for: try helpPath(from: path, arguments: remaining)))
      } else if let subcommand = current.subcommand(named: argument) {
        path.append(subcommand)
      } else {
        throw unknownSubcommand(argument, path: path)
      }
    }
    guard path[path.count - 1].run != nil else { throw missingSubcommand(path: path) }
    values.commandPath = path.commandPath
    try assign(words, to: path, into: &values)
    return .run(path: path, values: values)
  }

  /// Whether `-h`/`--help` appears before `--`.
  private func asksForHelp(_ arguments: [String]) -> Bool {
    for argument in arguments {
      if argument == "--" { return false }
      if argument == "-h" || argument == "--help" || argument.hasPrefix("--help=") { return true }
    }
    return false
  }

  /// The deepest command the words name, skipping options and their values; this is the
  /// command whose help `--help` or `griddle help …` shows.
  private func helpPath(from start: [Command], arguments: ArraySlice<String>) throws -> [Command] {
    var path = start
    var remaining = arguments
    while let argument = remaining.popFirst() {
      if argument == "--" { break }
      if isOptionLike(argument) {
        // Skip an option's separate value so that `--city daily` is not read as a command.
        if let spec = lookUp(argument, path: path), spec.takesValue,
          let next = remaining.first, !isOptionLike(next)
        {
          remaining.removeFirst()
        }
        continue
      }
      let current = path[path.count - 1]
      if current.subcommands.isEmpty { break }
      if argument == "help" && current.treatsHelpAsCommand { continue }
      guard let subcommand = current.subcommand(named: argument) else {
        throw unknownSubcommand(argument, path: path)
      }
      path.append(subcommand)
    }
    return path
  }

  /// Reads one option (and its value when it takes one) starting with `argument`.
  private func consumeOption(
    _ argument: String, remaining: inout ArraySlice<String>, path: [Command],
    into values: inout ParsedValues
  ) throws {
    if argument.hasPrefix("--") {
      let body = argument.dropFirst(2)
      let name = String(body.prefix { $0 != "=" })
      let inline = body.firstIndex(of: "=").map { String(body[body.index(after: $0)...]) }
      guard let spec = path.availableOptions.first(where: { $0.name == name }) else {
        throw unknownOption("--\(name)", path: path)
      }
      if spec.takesValue {
        let value = try inline ?? takeValue(for: spec, from: &remaining, path: path)
        values.append(value, for: spec)
      } else if let inline {
        throw UsageError(
          "option '\(spec.label)' does not take a value, but was given '\(inline)'",
          hint: seeHelp(path))
      } else {
        values.setFlag(spec)
      }
      return
    }
    // Short options: `-n VALUE`, `-nVALUE`, or a cluster of flags like `-qv`.
    var letters = argument.dropFirst()
    while let letter = letters.popFirst() {
      guard let spec = path.availableOptions.first(where: { $0.short == letter }) else {
        throw unknownOption("-\(letter)", path: path)
      }
      guard spec.takesValue else {
        values.setFlag(spec)
        continue
      }
      let attached = letters.first == "=" ? letters.dropFirst() : letters
      let value =
        attached.isEmpty ? try takeValue(for: spec, from: &remaining, path: path) : String(attached)
      values.append(value, for: spec)
      return
    }
  }

  /// The next argument as an option's value. One that starts with `-` is taken only when it
  /// is `-` itself (stdin/stdout by convention) or a negative number, so that a forgotten
  /// value does not swallow the next option.
  private func takeValue(
    for spec: ArgumentSpec, from remaining: inout ArraySlice<String>, path: [Command]
  ) throws -> String {
    guard let next = remaining.first, !isOptionLike(next) else {
      throw UsageError("missing value for '\(spec.label)'", hint: seeHelp(path))
    }
    remaining.removeFirst()
    return next
  }

  /// The option spec an argument names, if any; used only to skip values while finding help.
  private func lookUp(_ argument: String, path: [Command]) -> ArgumentSpec? {
    if argument.hasPrefix("--") {
      guard !argument.contains("=") else { return nil }
      return path.availableOptions.first { "--\($0.name)" == argument }
    }
    guard argument.count == 2, let letter = argument.last else { return nil }
    return path.availableOptions.first { $0.short == letter }
  }

  /// Matches the leftover words to the command's positional arguments, in order.
  private func assign(_ words: [String], to path: [Command], into values: inout ParsedValues)
    throws
  {
    var words = words[...]
    for spec in path[path.count - 1].positionals {
      let taken = spec.isRepeating ? Array(words) : Array(words.prefix(1))
      words.removeFirst(taken.count)
      if taken.isEmpty && !spec.isOptional {
        throw UsageError(
          "missing argument '\(spec.label)'", hint: "\(usageLine(for: path))\n\(seeHelp(path))")
      }
      for word in taken { values.append(word, for: spec) }
    }
    if let extra = words.first {
      throw UsageError("unexpected argument '\(extra)'", hint: seeHelp(path))
    }
  }
}

/// Whether an argument is read as an option rather than a word: it starts with `-`, but is
/// not `-` alone, not a negative number like `-5` or `-0.5`, and not a word that starts with
/// a dash and a digit like the relative date `-7d` (short options are letters).
func isOptionLike(_ argument: String) -> Bool {
  guard argument.hasPrefix("-"), argument.count > 1 else { return false }
  if let second = argument.dropFirst().first, second.isASCII, second.isNumber { return false }
  return !looksLikeNegativeNumber(argument)
}

func looksLikeNegativeNumber(_ argument: String) -> Bool {
  let digits = argument.dropFirst()
  guard argument.hasPrefix("-"), let first = digits.first, first.isASCII,
    first.isNumber || first == "."
  else { return false }
  return Double(argument) != nil
}
