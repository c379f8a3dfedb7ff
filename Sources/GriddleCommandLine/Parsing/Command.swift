/// A command in the tree: `griddle query daily` is root → query → daily.
public struct Command: Sendable {
  /// The word that selects the command; for the root, the program name.
  public var name: String
  /// One sentence saying what the command does, shown in help and in the parent's list.
  public var abstract: String
  /// Longer help text shown after the overview; paragraphs are separated by blank lines.
  public var discussion: String?
  /// The options, flags and positional arguments the command itself declares.
  ///
  /// Options declared here are also accepted after any subcommand of this one.
  public var arguments: [ArgumentSpec] {
    get { makeArguments() }
    set {
      let arguments = newValue
      makeArguments = { arguments }
    }
  }
  /// Makes `arguments` when they are asked for: `griddle --help` lists the subcommands by name
  /// and abstract only, and built every one's options (their choices, their help) to do it.
  /// The commands pass a `static let`, so each list is made once.
  private var makeArguments: @Sendable () -> [ArgumentSpec]
  /// The commands one level below this one.
  public var subcommands: [Command] {
    get { makeSubcommands() }
    set {
      let commands = newValue
      makeSubcommands = { commands }
    }
  }
  /// Makes `subcommands` when they are asked for: a start reads only the branch of the tree
  /// it runs (`griddle --help` built every command's options, 0.19M of its 2.7M instructions).
  /// The commands are `static let`s, so each is made once.
  private var makeSubcommands: @Sendable () -> [Command]
  /// What to do when this command is the one invoked; nil for a pure group like `query`.
  /// On the main actor, where `main.swift` runs and PlotKit renders the report's charts.
  public var run: (@MainActor @Sendable (ParsedValues) throws -> Void)?

  /// Creates a command; the parser checks the whole tree for conflicts when it is built.
  public init(
    name: String, abstract: String, discussion: String? = nil,
    arguments: @autoclosure @escaping @Sendable () -> [ArgumentSpec] = [],
    subcommands: @autoclosure @escaping @Sendable () -> [Command] = [],
    run: (@MainActor @Sendable (ParsedValues) throws -> Void)? = nil
  ) {
    // Checked in debug builds, with the rest of the tree (see `ArgumentSpec`).
    assert(
      isFullSentence(abstract),
      "Abstract of '\(name)' must be a full sentence ending with a period: \"\(abstract)\".")
    self.name = name
    self.abstract = abstract
    self.discussion = discussion
    makeArguments = arguments
    makeSubcommands = subcommands
    self.run = run
  }
}

extension Command {
  /// Options and flags, in declaration order.
  var options: [ArgumentSpec] { arguments.filter { !$0.isPositional } }

  /// Positional arguments, in the order they are matched.
  var positionals: [ArgumentSpec] { arguments.filter(\.isPositional) }

  func subcommand(named word: String) -> Command? {
    subcommands.first { $0.name == word }
  }

  /// Whether `help` as a word means "show help" rather than a real subcommand.
  var treatsHelpAsCommand: Bool {
    !subcommands.isEmpty && subcommand(named: "help") == nil
  }
}

extension [Command] {
  /// The words that invoke the last command: `griddle query daily`.
  var commandPath: String { map(\.name).joinedText(separator: " ") }

  /// Options and flags accepted at this point: the last command's own, then its ancestors'.
  var availableOptions: [ArgumentSpec] { reversed().flatMap(\.options) }
}
