// Mistakes in the command tree are the programmer's, so they stop the program at startup
// (STYLE.md: programmer mistakes are preconditions) instead of surfacing as odd parses.
extension CommandLineParser {
  /// Names the parser itself answers to; a command may not declare them.
  private static let reservedNames: Set<String> = ["help", "version"]
  private static let reservedShortNames: Set<Character> = ["h"]

  static func validate(_ command: Command, inheritedOptions: [ArgumentSpec]) {
    let names = command.arguments.map(\.name) + inheritedOptions.map(\.name)
    precondition(
      Set(names).count == names.count,
      "'\(command.name)' declares an argument name twice, or one an ancestor already has: \(names)."
    )
    let shorts = (command.options + inheritedOptions).compactMap(\.short)
    precondition(
      Set(shorts).count == shorts.count,
      "'\(command.name)' declares a short name twice, or one an ancestor already has: \(shorts).")
    precondition(
      reservedNames.isDisjoint(with: command.options.map(\.name))
        && reservedShortNames.isDisjoint(with: shorts),
      "'\(command.name)' declares '--help', '--version' or '-h', which the parser provides.")
    precondition(
      command.run != nil || !command.subcommands.isEmpty,
      "'\(command.name)' has neither a run closure nor subcommands.")
    precondition(
      command.subcommands.isEmpty || command.positionals.isEmpty,
      "'\(command.name)' has both subcommands and positional arguments; words would be ambiguous."
    )
    let positionals = command.positionals
    for (index, spec) in positionals.enumerated() {
      let isLast = index == positionals.count - 1
      precondition(
        !spec.isRepeating || isLast,
        "Repeating positional '\(spec.name)' of '\(command.name)' must be the last one.")
      precondition(
        !spec.isOptional || isLast || positionals[index + 1].isOptional,
        "Optional positional '\(spec.name)' of '\(command.name)' is followed by a required one.")
    }
    let subcommandNames = command.subcommands.map(\.name)
    precondition(
      Set(subcommandNames).count == subcommandNames.count,
      "'\(command.name)' has two subcommands with the same name: \(subcommandNames).")
    for subcommand in command.subcommands {
      validate(subcommand, inheritedOptions: inheritedOptions + command.options)
    }
  }
}
