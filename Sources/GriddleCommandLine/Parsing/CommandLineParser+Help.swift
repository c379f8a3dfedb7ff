// Help follows swift-argument-parser's layout (OVERVIEW, USAGE, ARGUMENTS, OPTIONS,
// SUBCOMMANDS) so that it looks familiar to anyone who has used a Swift command-line tool.
//
// `griddle --help` is measured against a bare program's start-up (issue 22), so help is
// gathered as bytes in one buffer: a String per section, row, label and usage element, joined
// afterwards, was a third of its instructions above that program's.
extension CommandLineParser {
  /// The column where help sentences start in ARGUMENTS, OPTIONS and SUBCOMMANDS.
  private static let helpColumn = 26

  /// The full help text for the last command of `path` (from the root), without a trailing
  /// newline.
  ///
  /// OPTIONS lists the command's own options, then those inherited from its ancestors (such
  /// as the root's `--config`), then `--version` (root only) and `-h, --help`. The USAGE line
  /// shows only the command's own arguments, as git and cargo do, to stay readable.
  public func helpText(for path: [Command]) -> String {
    precondition(path.first?.name == root.name, "A help path starts at the root command.")
    let command = path[path.count - 1]
    let arguments = command.arguments
    let subcommands = command.subcommands
    var text: [UInt8] = []
    text.reserveCapacity(4096)
    TextWrapping.appendWrapped(text: command.abstract, prefix: "OVERVIEW:", to: &text)
    if let discussion = command.discussion {
      text.append(ascii: "\n\n")
      TextWrapping.appendParagraphs(discussion, to: &text)
    }
    text.append(ascii: "\n\n")
    appendUsageLine(
      for: path, arguments: arguments, subcommands: subcommands, prefix: "USAGE:", to: &text)
    if arguments.contains(where: \.isPositional) {
      text.append(ascii: "\n\nARGUMENTS:")
      for spec in arguments where spec.isPositional {
        appendRow(label: { spec.appendLabel(to: &$0) }, help: spec.help, to: &text)
      }
    }
    text.append(ascii: "\n\nOPTIONS:")
    for ancestor in path.reversed() {
      for spec in ancestor.arguments where !spec.isPositional {
        appendRow(label: { spec.appendHelpLabel(to: &$0) }, help: spec.help, to: &text)
      }
    }
    if path.count == 1 {
      appendRow(label: { $0.append(ascii: "--version") }, help: "Show the version.", to: &text)
    }
    appendRow(label: { $0.append(ascii: "-h, --help") }, help: "Show help information.", to: &text)
    if !subcommands.isEmpty {
      text.append(ascii: "\n\nSUBCOMMANDS:")
      for subcommand in subcommands {
        appendRow(label: { $0.append(subcommand.name) }, help: subcommand.abstract, to: &text)
      }
      text.append(ascii: "\n\n  See '")
      text.append(root.name)
      text.append(ascii: " help")
      for ancestor in path.dropFirst() {
        text.append(ascii: " ")
        text.append(ancestor.name)
      }
      text.append(ascii: " <subcommand>' for detailed help.")
    }
    return String(decoding: text, as: UTF8.self)
  }

  /// `Usage: griddle import <file> ... [--dry-run]`, wrapped under the first argument.
  func usageLine(for path: [Command], prefix: String = "Usage:") -> String {
    let command = path[path.count - 1]
    var text: [UInt8] = []
    appendUsageLine(
      for: path, arguments: command.arguments, subcommands: command.subcommands, prefix: prefix,
      to: &text)
    return String(decoding: text, as: UTF8.self)
  }

  /// Appends the usage line of the last command of `path`, whose `arguments` and
  /// `subcommands` are given, to `text`.
  private func appendUsageLine(
    for path: [Command], arguments: [ArgumentSpec], subcommands: [Command], prefix: String,
    to text: inout [UInt8]
  ) {
    var head: [UInt8] = []
    head.append(prefix)
    for command in path {
      head.append(ascii: " ")
      head.append(command.name)
    }
    let headColumns = head.withUnsafeBufferPointer { TextWrapping.columns(of: $0) }
    // Align continuation lines under the first argument unless that leaves too little room.
    let indent = headColumns + 1 <= TextWrapping.width / 2 ? headColumns + 1 : prefix.count + 1
    var lines = head.withUnsafeBufferPointer {
      LineLayout(prefix: $0, indent: indent, width: TextWrapping.width, into: &text)
    }
    var element: [UInt8] = []
    for spec in arguments {
      element.removeAll(keepingCapacity: true)
      spec.appendUsageElement(to: &element)
      element.withUnsafeBufferPointer { lines.add($0, to: &text) }
    }
    if !subcommands.isEmpty {
      element.removeAll(keepingCapacity: true)
      let run = path[path.count - 1].run
      element.append(ascii: run == nil ? "<subcommand>" : "[<subcommand>]")
      element.withUnsafeBufferPointer { lines.add($0, to: &text) }
    }
  }

  /// Appends one entry of a help list on a line of its own: the label `appendLabel` writes,
  /// then the sentence from `helpColumn` on; when the label is too wide, the sentence starts
  /// on the next line.
  private func appendRow(
    label appendLabel: (inout [UInt8]) -> Void, help: String, to text: inout [UInt8]
  ) {
    text.append(ascii: "\n  ")
    let labelStart = text.count - 2
    appendLabel(&text)
    let labelColumns = text.withUnsafeBufferPointer {
      TextWrapping.columns(of: UnsafeBufferPointer(rebasing: $0[labelStart...]))
    }
    if labelColumns + 2 <= Self.helpColumn {
      // The label stands in the sentence's indentation.
      TextWrapping.appendSpaces(Self.helpColumn - labelColumns, to: &text)
    } else {
      text.append(0x0A)
      TextWrapping.appendSpaces(Self.helpColumn, to: &text)
    }
    var lines = LineLayout(continuingAt: Self.helpColumn, indent: Self.helpColumn)
    var help = help
    help.withUTF8 { TextWrapping.forEachWord(in: $0) { lines.add($0, to: &text) } }
  }
}

extension ArgumentSpec {
  /// Appends `label` (`--from <date>`, `--dry-run`, `<file>`) to `text`.
  fileprivate func appendLabel(to text: inout [UInt8]) {
    switch kind {
    case .option(let valueName, _):
      text.append(ascii: "--")
      text.append(name)
      text.append(ascii: " <")
      text.append(valueName)
      text.append(ascii: ">")
    case .flag:
      text.append(ascii: "--")
      text.append(name)
    case .positional:
      text.append(ascii: "<")
      text.append(name)
      text.append(ascii: ">")
    }
  }

  /// Appends `helpLabel` (`-f, --format <format>`) to `text`.
  fileprivate func appendHelpLabel(to text: inout [UInt8]) {
    if let short {
      text.append(ascii: "-")
      text.append(contentsOf: short.utf8)
      text.append(ascii: ", ")
    }
    appendLabel(to: &text)
  }

  /// Appends `usageElement` (`[--city <name> ...]`, `<file> ...`) to `text`.
  fileprivate func appendUsageElement(to text: inout [UInt8]) {
    if isOptional { text.append(ascii: "[") }
    appendLabel(to: &text)
    if isRepeating { text.append(ascii: " ...") }
    if isOptional { text.append(ascii: "]") }
  }
}

extension [UInt8] {
  /// Appends the bytes of a literal.
  fileprivate mutating func append(ascii literal: StaticString) {
    append(
      contentsOf: UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
  }

  /// Appends the UTF-8 bytes of `string`.
  fileprivate mutating func append(_ string: String) {
    var string = string
    string.withUTF8 { append(contentsOf: $0) }
  }
}
