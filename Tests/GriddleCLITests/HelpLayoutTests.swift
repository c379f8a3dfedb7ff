import Testing

@testable import GriddleCommandLine

// `helpText(for:)` gathers help as bytes in one buffer. These tests lay every command of the
// real tree out again the plain way (Strings, a greedy wrap written here, sections joined) and
// expect the same text.

/// Greedy wrap of `words` to 80 columns: the first line starts with `prefix`, the others with
/// `indent` spaces; words are separated by one space unless the line ends in one.
private func plainWrap(_ words: [String], prefix: String, indent: Int) -> String {
  var lines: [String] = []
  var line = prefix
  var hasContent = prefix.contains { $0 != " " }
  for word in words {
    let separator = line.isEmpty || line.hasSuffix(" ") ? "" : " "
    if hasContent && line.count + separator.count + word.count > 80 {
      lines.append(line)
      line = String(repeating: " ", count: indent) + word
    } else {
      line += separator + word
    }
    hasContent = true
  }
  return (lines + [line]).joined(separator: "\n")
}

private func words(_ text: String) -> [String] {
  text.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)
}

/// A row of a help list: the label from column 2, its sentence from column 26.
private func plainRow(_ label: String, _ help: String) -> String {
  let sentence = plainWrap(words(help), prefix: String(repeating: " ", count: 26), indent: 26)
  let labelColumns = 2 + label.count
  return labelColumns + 2 <= 26
    ? "  " + label + sentence.dropFirst(labelColumns) : "  " + label + "\n" + sentence
}

private func plainHelp(_ path: [Command]) -> String {
  let command = path[path.count - 1]
  var sections = [plainWrap(words(command.abstract), prefix: "OVERVIEW:", indent: 0)]
  if let discussion = command.discussion {
    let paragraphs = discussion.components(separatedBy: "\n\n").filter { !words($0).isEmpty }
    sections.append(
      paragraphs.map { plainWrap(words($0), prefix: "", indent: 0) }.joined(separator: "\n\n"))
  }
  var elements = command.arguments.map(\.usageElement)
  if !command.subcommands.isEmpty {
    elements.append(command.run == nil ? "<subcommand>" : "[<subcommand>]")
  }
  let head = "USAGE: " + path.map(\.name).joined(separator: " ")
  sections.append(
    plainWrap(elements, prefix: head, indent: head.count + 1 <= 40 ? head.count + 1 : 7))
  let positionals = command.arguments.filter(\.isPositional)
  if !positionals.isEmpty {
    sections.append(
      (["ARGUMENTS:"] + positionals.map { plainRow($0.label, $0.help) }).joined(separator: "\n"))
  }
  var options = path.reversed().flatMap { $0.arguments.filter { !$0.isPositional } }.map {
    plainRow($0.helpLabel, $0.help)
  }
  if path.count == 1 { options.append(plainRow("--version", "Show the version.")) }
  options.append(plainRow("-h, --help", "Show help information."))
  sections.append((["OPTIONS:"] + options).joined(separator: "\n"))
  if !command.subcommands.isEmpty {
    let rows = command.subcommands.map { plainRow($0.name, $0.abstract) }
    sections.append((["SUBCOMMANDS:"] + rows).joined(separator: "\n"))
    let words = ["griddle help"] + path.dropFirst().map(\.name)
    sections.append("  See '\(words.joined(separator: " ")) <subcommand>' for detailed help.")
  }
  return sections.joined(separator: "\n\n")
}

/// Every path from the root to a command of the tree.
private func allPaths(_ path: [Command]) -> [[Command]] {
  [path] + path[path.count - 1].subcommands.flatMap { allPaths(path + [$0]) }
}

nonisolated(unsafe) private var argumentListsMade = 0

private func countedArguments() -> [ArgumentSpec] {
  argumentListsMade += 1
  return [.flag("dry-run", help: "Check only.")]
}

/// Help as the bytes path lays it out against the plain layout, and lazy arguments.
@Suite struct HelpLayoutTests {
  @Test func everyCommandsHelpIsLaidOutAsWrittenPlainly() {
    let parser = CommandLineParser(root: CommandTree.root, version: griddleVersion)
    let paths = allPaths([CommandTree.root])
    #expect(paths.count > 20)
    for path in paths {
      #expect(parser.helpText(for: path) == plainHelp(path), "\(path.map(\.name))")
    }
  }

  @Test func aLabelTooWideForItsColumnPutsTheSentenceOnTheNextLine() {
    let wide = ArgumentSpec.option(
      "business-day-starts-at", valueName: "HH:MM", help: "When the business day starts.")
    let root = Command(name: "tool", abstract: "A tool.", arguments: [wide], run: { _ in })
    let text = CommandLineParser(root: root, version: "1").helpText(for: [root])
    #expect(
      text.contains(
        "\n  --business-day-starts-at <HH:MM>\n" + String(repeating: " ", count: 26)
          + "When the business day starts.\n"))
    #expect(text == plainHelp([root]))
  }

  @Test func aCommandMakesItsArgumentsOnlyWhenAskedFor() {
    let command = Command(name: "check", abstract: "Checks.", arguments: countedArguments())
    #expect(command.name == "check")
    #expect(argumentListsMade == 0)
    #expect(command.arguments.map(\.name) == ["dry-run"])
    #expect(argumentListsMade == 1)
    var changed = command
    changed.arguments = []
    #expect(changed.arguments.isEmpty && command.arguments.count == 1)
  }
}
