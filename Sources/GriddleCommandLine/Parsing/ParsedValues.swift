/// The values given for one invocation, by argument name (without dashes).
public struct ParsedValues: Sendable {
  /// The words that invoked the command, like `griddle query daily`; used in messages.
  public internal(set) var commandPath: String
  private var strings: [String: [String]]
  private var flags: Set<String>
  /// How each argument is written (`--top <n>`, `<file>`), so value errors name it as help does.
  private var labels: [String: String]

  /// Creates values directly, for testing a command's `run` without parsing a command line.
  public init(
    commandPath: String = "griddle", values: [String: [String]] = [:], flags: Set<String> = []
  ) {
    self.commandPath = commandPath
    self.strings = values
    self.flags = flags
    self.labels = [:]
  }

  /// The last value given for an option (the last one wins), or a positional's value.
  public func value(_ name: String) -> String? {
    strings[name]?.last
  }

  /// Every value of a repeating option in the order given, or a repeating positional's words.
  public func values(_ name: String) -> [String] {
    strings[name] ?? []
  }

  /// Whether a flag was given.
  public func flag(_ name: String) -> Bool {
    flags.contains(name)
  }

  /// The word given for a positional argument.
  public func positional(_ name: String) -> String? {
    strings[name]?.first
  }

  /// The value of an option as an integer; nil when absent.
  ///
  /// - Throws: `UsageError` naming the option and the bad value when it is not an integer.
  public func integer(_ name: String) throws -> Int? {
    guard let text = value(name) else { return nil }
    guard let number = Int(text) else {
      throw UsageError(
        "invalid value '\(text)' for '\(labels[name] ?? "--\(name)")': expected an integer",
        hint: "See '\(commandPath) --help'.")
    }
    return number
  }
}

extension ParsedValues {
  mutating func append(_ value: String, for spec: ArgumentSpec) {
    strings[spec.name, default: []].append(value)
    labels[spec.name] = spec.label
  }

  mutating func setFlag(_ spec: ArgumentSpec) {
    flags.insert(spec.name)
  }
}
