// Help follows swift-argument-parser's layout (OVERVIEW, USAGE, ARGUMENTS, OPTIONS,
// SUBCOMMANDS) so that it looks familiar to anyone who has used a Swift command-line tool.
extension CommandLineParser {
  /// The column where help sentences start in ARGUMENTS, OPTIONS and SUBCOMMANDS.
  private static let helpColumn = 26
  private static let rowIndent = "  "
  /// `helpColumn` spaces, the prefix of a row's sentence.
  private static let helpColumnSpaces = TextWrapping.spaces(helpColumn)

  /// The full help text for the last command of `path` (from the root), without a trailing
  /// newline.
  ///
  /// OPTIONS lists the command's own options, then those inherited from its ancestors (such
  /// as the root's `--config`), then `--version` (root only) and `-h, --help`. The USAGE line
  /// shows only the command's own arguments, as git and cargo do, to stay readable.
  public func helpText(for path: [Command]) -> String {
    precondition(path.first?.name == root.name, "A help path starts at the root command.")
    let command = path[path.count - 1]
    var sections = [
      TextWrapping.wrap(text: command.abstract, prefix: "OVERVIEW:")
    ]
    if let discussion = command.discussion {
      sections.append(TextWrapping.wrapParagraphs(discussion))
    }
    sections.append(usageLine(for: path, prefix: "USAGE:"))
    if !command.positionals.isEmpty {
      let rows = command.positionals.map { row($0.label, $0.help) }
      sections.append((["ARGUMENTS:"] + rows).joinedText(separator: "\n"))
    }
    var optionRows = path.availableOptions.map { row($0.helpLabel, $0.help) }
    if path.count == 1 { optionRows.append(row("--version", "Show the version.")) }
    optionRows.append(row("-h, --help", "Show help information."))
    sections.append((["OPTIONS:"] + optionRows).joinedText(separator: "\n"))
    if !command.subcommands.isEmpty {
      let rows = command.subcommands.map { row($0.name, $0.abstract) }
      sections.append((["SUBCOMMANDS:"] + rows).joinedText(separator: "\n"))
      let helpPath = (["\(root.name) help"] + path.dropFirst().map(\.name)).joinedText(
        separator: " ")
      sections.append("\(Self.rowIndent)See '\(helpPath) <subcommand>' for detailed help.")
    }
    return sections.joinedText(separator: "\n\n")
  }

  /// `Usage: griddle import <file> ... [--dry-run]`, wrapped under the first argument.
  func usageLine(for path: [Command], prefix: String = "Usage:") -> String {
    let command = path[path.count - 1]
    var elements = command.arguments.map(\.usageElement)
    if !command.subcommands.isEmpty {
      elements.append(command.run == nil ? "<subcommand>" : "[<subcommand>]")
    }
    let head = "\(prefix) \(path.commandPath)"
    // Align continuation lines under the first argument unless that leaves too little room.
    let indent = head.count + 1 <= TextWrapping.width / 2 ? head.count + 1 : prefix.count + 1
    return TextWrapping.wrap(elements, prefix: head, indent: indent)
  }

  /// One entry of a help list: the label, then the sentence from `helpColumn` on; when the
  /// label is too wide, the sentence starts on the next line.
  private func row(_ label: String, _ help: String) -> String {
    // Gathered as bytes: `--help` makes a row per option and subcommand.
    let labelColumns = Self.rowIndent.count + label.count
    var row = Array(Self.rowIndent.utf8)
    row.append(contentsOf: label.utf8)
    let sentence = TextWrapping.wrappedBytes(
      text: help, prefix: Self.helpColumnSpaces, indent: Self.helpColumn)
    if labelColumns + 2 <= Self.helpColumn {
      // The sentence starts with `helpColumn` spaces: the label takes the place of its first.
      row.append(contentsOf: sentence[labelColumns...])
    } else {
      row.append(0x0A)
      row.append(contentsOf: sentence)
    }
    return String(decoding: row, as: UTF8.self)
  }
}
