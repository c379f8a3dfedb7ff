import Sales
import SalesDomain

extension CommandLineParser {
  func unknownSubcommand(_ word: String, path: [Command]) -> UsageError {
    let names = path[path.count - 1].subcommands.map(\.name)
    let message =
      path.count == 1
      ? "unknown command '\(word)'"
      : "unknown subcommand '\(word)' for '\(path.commandPath)'"
    let suggestion = closestMatch(to: word, among: names).map { "Did you mean '\($0)'?" }
    return UsageError(message, hint: lines(suggestion, seeHelp(path)))
  }

  func unknownOption(_ typed: String, path: [Command]) -> UsageError {
    var candidates = path.availableOptions.map { "--\($0.name)" } + ["--help"]
    if path.count == 1 { candidates.append("--version") }
    // Compare long names only; a one-letter typo among short names is rarely meaningful.
    let suggestion =
      typed.hasPrefix("--")
      ? closestMatch(to: typed, among: candidates).map { "Did you mean '\($0)'?" } : nil
    return UsageError("unknown option '\(typed)'", hint: lines(suggestion, seeHelp(path)))
  }

  func missingSubcommand(path: [Command]) -> UsageError {
    let command = path[path.count - 1]
    let names = command.subcommands.map(\.name).joined(separator: ", ")
    if path.count == 1 {
      return UsageError(
        "missing command",
        hint: lines(usageLine(for: path), "Commands: \(names).", seeHelp(path)))
    }
    return UsageError(
      "missing subcommand for '\(path.commandPath)'",
      hint: lines(usageLine(for: path), "Subcommands: \(names).", seeHelp(path)))
  }

  func seeHelp(_ path: [Command]) -> String {
    "See '\(path.commandPath) --help'."
  }

  private func lines(_ lines: String?...) -> String {
    lines.compactMap { $0 }.joined(separator: "\n")
  }
}
