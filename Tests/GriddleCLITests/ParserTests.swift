import Sales
import SalesDomain
import Testing

@testable import GriddleCommandLine

/// A tree shaped like DESIGN.md's command line, small enough to write its help by hand.
private let root = Command(
  name: "griddle", abstract: "Sales analytics for a pancake food truck.",
  arguments: [
    .option("config", valueName: "file", help: "Read settings from this configuration file."),
    .option("database", valueName: "file", help: "Use this SQLite database."),
  ],
  subcommands: [
    Command(name: "init", abstract: "Create or upgrade the database.", run: { _ in }),
    Command(
      name: "import", abstract: "Import orders from CSV or JSON Lines files.",
      arguments: [
        .positional("file", help: "A CSV or JSON Lines file of orders.", repeating: true),
        .flag(
          "skip-invalid",
          help:
            "Store the valid rows and write the rejected ones, with their reason, "
            + "to the rejects file."
        ),
        .option("rejects", valueName: "file", help: "Where to write rejected rows."),
        .flag("dry-run", short: "n", help: "Check the files without storing anything."),
      ],
      run: { _ in }),
    Command(
      name: "query", abstract: "Print sales figures as a table, CSV or JSON.",
      subcommands: [
        Command(
          name: "daily", abstract: "Show quantity and revenue per day.",
          arguments: [
            .option("from", valueName: "date", help: "The first day to include."),
            .option("to", valueName: "date", help: "The last day to include."),
            .option(
              "city", valueName: "name", help: "Only this city; repeat for several.",
              repeating: true),
            .option("format", short: "f", valueName: "format", help: "Table, CSV or JSON."),
          ],
          run: { _ in }),
        Command(
          name: "styles", abstract: "Show the best-selling pancake styles.",
          discussion: "Styles are ranked by quantity sold,\nlargest first.\n\nTies go by name.",
          arguments: [.option("top", valueName: "n", help: "Show only the N best sellers.")],
          run: { _ in }),
      ]),
  ])

private let parser = CommandLineParser(root: root, version: "1.2.3")

/// Parses and expects a command to run; returns the command names and the values.
private func run(_ arguments: String...) throws -> (names: [String], values: ParsedValues) {
  guard case .run(let path, let values) = try parser.parse(arguments) else {
    Issue.record("Expected a command to run for \(arguments).")
    return ([], ParsedValues())
  }
  return (path.map(\.name), values)
}

/// Parses and expects help; returns its text.
private func help(_ arguments: String...) throws -> String {
  guard case .help(let text) = try parser.parse(arguments) else {
    Issue.record("Expected help for \(arguments).")
    return ""
  }
  return text
}

/// Parses and expects a usage error; returns it.
private func usageError(_ arguments: String...) -> UsageError? {
  do {
    let outcome = try parser.parse(arguments)
    Issue.record("Expected a usage error for \(arguments), got \(outcome).")
  } catch let error as UsageError {
    return error
  } catch {
    Issue.record("Expected a UsageError, got \(error).")
  }
  return nil
}

@Suite struct DispatchTests {
  @Test func dispatchesToSubcommands() throws {
    #expect(try run("init").names == ["griddle", "init"])
    #expect(try run("query", "daily").names == ["griddle", "query", "daily"])
    #expect(try run("query", "styles").values.commandPath == "griddle query styles")
  }

  @Test func missingSubcommandListsTheChoices() {
    let error = usageError("query")
    #expect(error?.message == "missing subcommand for 'griddle query'")
    #expect(
      error?.hint
        == "Usage: griddle query <subcommand>\nSubcommands: daily, styles.\n"
        + "See 'griddle query --help'.")
  }

  @Test func rootWithoutArgumentsIsAUsageError() {
    let error = usageError()
    #expect(error?.message == "missing command")
    #expect(
      error?.hint
        == "Usage: griddle [--config <file>] [--database <file>] <subcommand>\n"
        + "Commands: init, import, query.\nSee 'griddle --help'.")
    #expect(error?.exitStatus == .usage)
  }

  @Test func unknownCommandSuggestsTheClosest() {
    let error = usageError("qurey", "daily")
    #expect(error?.message == "unknown command 'qurey'")
    #expect(error?.hint == "Did you mean 'query'?\nSee 'griddle --help'.")

    let nested = usageError("query", "dayly")
    #expect(nested?.message == "unknown subcommand 'dayly' for 'griddle query'")
    #expect(nested?.hint == "Did you mean 'daily'?\nSee 'griddle query --help'.")
  }

  @Test func unknownCommandWithoutNearMatchOnlyPointsToHelp() {
    #expect(usageError("publish")?.hint == "See 'griddle --help'.")
  }
}

@Suite struct OptionTests {
  @Test func optionsTakeSeparateOrAttachedValues() throws {
    let values = try run(
      "query", "daily", "--from", "2024-05-01", "--to=2024-05-31", "-f", "csv"
    ).values
    #expect(values.value("from") == "2024-05-01")
    #expect(values.value("to") == "2024-05-31")
    #expect(values.value("format") == "csv")
    #expect(try run("query", "daily", "-fjson").values.value("format") == "json")
    #expect(try run("query", "daily", "-f=json").values.value("format") == "json")
    #expect(try run("query", "daily", "--to=").values.value("to") == "")
  }

  @Test func absentOptionsAreNil() throws {
    let values = try run("query", "daily").values
    #expect(values.value("from") == nil)
    #expect(values.values("city") == [])
    #expect(!values.flag("dry-run"))
  }

  @Test func repeatingOptionsKeepEveryValueInOrder() throws {
    let values = try run("query", "daily", "--city", "Tokyo", "--city=Lima", "--city", "Oslo")
      .values
    #expect(values.values("city") == ["Tokyo", "Lima", "Oslo"])
    #expect(values.value("city") == "Oslo")
  }

  @Test func aRepeatedSingleOptionKeepsTheLastValue() throws {
    let values = try run("query", "daily", "--from", "2024-01-01", "--from", "2024-02-01").values
    #expect(values.value("from") == "2024-02-01")
  }

  @Test func flagsAreSetByLongOrShortName() throws {
    let values = try run("import", "a.csv", "--skip-invalid", "-n").values
    #expect(values.flag("skip-invalid"))
    #expect(values.flag("dry-run"))
    #expect(!(try run("import", "a.csv").values.flag("dry-run")))
  }

  @Test func aFlagGivenAValueIsAnError() {
    let error = usageError("import", "a.csv", "--dry-run=yes")
    #expect(error?.message == "option '--dry-run' does not take a value, but was given 'yes'")
    #expect(error?.hint == "See 'griddle import --help'.")
  }

  @Test func globalOptionsAreAcceptedBeforeAndAfterTheSubcommand() throws {
    let before = try run("--database", "a.sqlite", "--config=c.json", "query", "daily").values
    #expect(before.value("database") == "a.sqlite")
    #expect(before.value("config") == "c.json")
    let after = try run("query", "daily", "--database", "b.sqlite").values
    #expect(after.value("database") == "b.sqlite")
    let between = try run("query", "--database=c.sqlite", "daily", "--from", "2024-01-01").values
    #expect(between.value("database") == "c.sqlite")
    #expect(between.value("from") == "2024-01-01")
    let both = try run("--database", "a.sqlite", "query", "daily", "--database", "b.sqlite")
    #expect(both.values.value("database") == "b.sqlite")
  }

  @Test func aSubcommandsOptionIsUnknownBeforeTheSubcommand() {
    #expect(
      usageError("--from", "2024-01-01", "query", "daily")?.message
        == "unknown option '--from'")
  }

  @Test func unknownOptionSuggestsTheClosest() {
    let error = usageError("query", "daily", "--form", "2024-01-01")
    #expect(error?.message == "unknown option '--form'")
    #expect(error?.hint == "Did you mean '--from'?\nSee 'griddle query daily --help'.")
    #expect(
      usageError("query", "daily", "--datbase=x")?.hint?.hasPrefix(
        "Did you mean '--database'?") == true)
    #expect(usageError("query", "daily", "--zzz")?.hint == "See 'griddle query daily --help'.")
    #expect(usageError("query", "daily", "-x")?.message == "unknown option '-x'")
  }

  @Test func missingValueIsAnError() {
    let atEnd = usageError("query", "daily", "--from")
    #expect(atEnd?.message == "missing value for '--from <date>'")
    #expect(atEnd?.hint == "See 'griddle query daily --help'.")
    // A forgotten value must not swallow the next option.
    #expect(
      usageError("query", "daily", "--from", "--to", "x")?.message
        == "missing value for '--from <date>'")
    #expect(usageError("query", "daily", "-f")?.message == "missing value for '--format <format>'")
  }

  @Test func valuesStartingWithADashNeedEqualsOrMustBeNumbers() throws {
    #expect(try run("query", "styles", "--top", "-3").values.value("top") == "-3")
    #expect(try run("query", "styles", "--top", "-0.5").values.value("top") == "-0.5")
    #expect(try run("query", "daily", "--from=-weird").values.value("from") == "-weird")
    #expect(try run("import", "a.csv", "--rejects", "-").values.value("rejects") == "-")
  }

  @Test func integerParsesOrNamesTheBadValue() throws {
    #expect(try run("query", "styles", "--top", "5").values.integer("top") == 5)
    #expect(try run("query", "styles").values.integer("top") == nil)
    let values = try run("query", "styles", "--top", "five").values
    #expect(
      throws: UsageError(
        "invalid value 'five' for '--top <n>': expected an integer",
        hint: "See 'griddle query styles --help'.")
    ) {
      try values.integer("top")
    }
  }
}

@Suite struct PositionalTests {
  /// A root that runs by itself, with one required, one optional positional.
  private let copy = CommandLineParser(
    root: Command(
      name: "copy", abstract: "Copy a file.",
      arguments: [
        .positional("source", help: "The file to copy."),
        .positional("destination", help: "Where to copy it.", optional: true),
      ],
      run: { _ in }),
    version: "1")

  @Test func repeatingPositionalTakesEveryWord() throws {
    let values = try run("import", "a.csv", "--dry-run", "b.jsonl", "c.csv").values
    #expect(values.values("file") == ["a.csv", "b.jsonl", "c.csv"])
    #expect(values.positional("file") == "a.csv")
  }

  @Test func missingRequiredPositionalShowsUsage() {
    let error = usageError("import", "--dry-run")
    #expect(error?.message == "missing argument '<file>'")
    #expect(
      error?.hint
        == "Usage: griddle import <file> ... [--skip-invalid] [--rejects <file>] [--dry-run]\n"
        + "See 'griddle import --help'.")
  }

  @Test func optionalPositionalMayBeLeftOut() throws {
    guard case .run(_, let one) = try copy.parse(["a"]) else { throw UsageError("no run") }
    #expect(one.positional("source") == "a")
    #expect(one.positional("destination") == nil)
    guard case .run(_, let two) = try copy.parse(["a", "b"]) else { throw UsageError("no run") }
    #expect(two.positional("destination") == "b")
  }

  @Test func extraPositionalIsAnError() {
    #expect(throws: UsageError("unexpected argument 'c'", hint: "See 'copy --help'.")) {
      try copy.parse(["a", "b", "c"])
    }
    #expect(usageError("init", "now")?.message == "unexpected argument 'now'")
  }

  @Test func negativeNumberIsAPositionalWord() throws {
    guard case .run(_, let values) = try copy.parse(["-5"]) else { throw UsageError("no run") }
    #expect(values.positional("source") == "-5")
  }

  @Test func doubleDashEndsOptions() throws {
    let values = try run("import", "--dry-run", "--", "--weird.csv", "-h", "--", "-").values
    #expect(values.values("file") == ["--weird.csv", "-h", "--", "-"])
    #expect(values.flag("dry-run"))
    #expect(try run("import", "-", "--skip-invalid").values.values("file") == ["-"])
  }
}

@Suite struct HelpTests {
  @Test func smallCommandHelpInFull() throws {
    let expected = """
      OVERVIEW: Create or upgrade the database.

      USAGE: griddle init

      OPTIONS:
        --config <file>         Read settings from this configuration file.
        --database <file>       Use this SQLite database.
        -h, --help              Show help information.
      """
    #expect(try help("init", "--help") == expected)
  }

  @Test func commandWithArgumentsHelpInFull() throws {
    // The USAGE line is exactly 80 columns, and the --skip-invalid help wraps at column 80.
    let expected = """
      OVERVIEW: Import orders from CSV or JSON Lines files.

      USAGE: griddle import <file> ... [--skip-invalid] [--rejects <file>] [--dry-run]

      ARGUMENTS:
        <file>                  A CSV or JSON Lines file of orders.

      OPTIONS:
        --skip-invalid          Store the valid rows and write the rejected ones, with
                                their reason, to the rejects file.
        --rejects <file>        Where to write rejected rows.
        -n, --dry-run           Check the files without storing anything.
        --config <file>         Read settings from this configuration file.
        --database <file>       Use this SQLite database.
        -h, --help              Show help information.
      """
    #expect(try help("import", "-h") == expected)
  }

  @Test func commandGroupHelpInFull() throws {
    let expected = """
      OVERVIEW: Print sales figures as a table, CSV or JSON.

      USAGE: griddle query <subcommand>

      OPTIONS:
        --config <file>         Read settings from this configuration file.
        --database <file>       Use this SQLite database.
        -h, --help              Show help information.

      SUBCOMMANDS:
        daily                   Show quantity and revenue per day.
        styles                  Show the best-selling pancake styles.

        See 'griddle help query <subcommand>' for detailed help.
      """
    #expect(try help("query", "--help") == expected)
    #expect(try help("help", "query") == expected)
  }

  @Test func rootHelpListsCommandsAndVersion() throws {
    let text = try help("--help")
    #expect(text.hasPrefix("OVERVIEW: Sales analytics for a pancake food truck.\n\n"))
    #expect(text.contains("\nUSAGE: griddle [--config <file>] [--database <file>] <subcommand>\n"))
    #expect(text.contains("\n  --version               Show the version.\n"))
    #expect(
      text.contains("\n  import                  Import orders from CSV or JSON Lines files.\n"))
    #expect(text.hasSuffix("\n\n  See 'griddle help <subcommand>' for detailed help."))
    #expect(try help("-h") == text)
    #expect(try help("help") == text)
  }

  @Test func helpAtEveryLevelNamesTheDeepestCommand() throws {
    let daily = try help("query", "daily", "--help")
    #expect(daily.hasPrefix("OVERVIEW: Show quantity and revenue per day.\n"))
    #expect(
      daily.contains(
        "USAGE: griddle query daily [--from <date>] [--to <date>] [--city <name> ...]\n"
          + "                           [--format <format>]\n"))
    #expect(try help("help", "query", "daily") == daily)
    #expect(try help("query", "daily", "-h") == daily)
    #expect(try help("--help", "query", "daily") == daily)
    #expect(try help("--database", "x", "query", "-h", "daily") == daily)
    // Help wins over mistakes elsewhere on the line, and option values are not commands.
    #expect(try help("query", "daily", "--bogus", "--city", "styles", "--help") == daily)
    #expect(try help("query", "--help", "daily", "--from") == daily)
  }

  @Test func discussionFollowsTheOverview() throws {
    let text = try help("query", "styles", "--help")
    #expect(
      text.hasPrefix(
        "OVERVIEW: Show the best-selling pancake styles.\n\n"
          + "Styles are ranked by quantity sold, largest first.\n\nTies go by name.\n\n"
          + "USAGE: griddle query styles [--top <n>]\n"))
  }

  @Test func helpForAnUnknownCommandSuggestsTheClosest() {
    #expect(usageError("help", "qery")?.hint == "Did you mean 'query'?\nSee 'griddle --help'.")
    #expect(
      usageError("query", "dialy", "--help")?.message
        == "unknown subcommand 'dialy' for 'griddle query'")
  }

  @Test func longLabelsPutTheHelpOnTheNextLine() {
    let tool = CommandLineParser(
      root: Command(
        name: "tool", abstract: "Do a thing.",
        arguments: [
          .option("a-rather-long-option", valueName: "value", help: "Set the value.")
        ],
        run: { _ in }),
      version: "1")
    #expect(
      tool.helpText(for: [tool.root]).contains(
        "\n  --a-rather-long-option <value>\n                          Set the value.\n"))
  }

  @Test func versionIsAnsweredAtTheRootOnly() throws {
    guard case .version(let text) = try parser.parse(["--version"]) else {
      Issue.record("Expected the version.")
      return
    }
    #expect(text == "griddle 1.2.3")
    #expect(usageError("query", "daily", "--version")?.message == "unknown option '--version'")
  }
}

@Suite struct ErrorRenderingTests {
  @Test func rendersMessageThenHint() {
    let error = UsageError(
      "unknown option '--form'", hint: "Did you mean '--from'?\nSee 'griddle query daily --help'.")
    #expect(
      renderError(error, commandPath: "griddle query daily") == """
        griddle: error: unknown option '--form'
        Did you mean '--from'?
        See 'griddle query daily --help'.
        """)
  }

  @Test func usageErrorsWithoutAHelpPointerGetOne() {
    let error = UsageError("unknown format 'xml'", hint: "Use table, csv or json.")
    #expect(
      renderError(error, commandPath: "griddle query daily") == """
        griddle: error: unknown format 'xml'
        Use table, csv or json.
        See 'griddle query daily --help'.
        """)
  }

  @Test func otherErrorsGetNoHelpPointer() {
    struct MissingFile: CommandLineError {
      var exitStatus: GriddleCommandLine.ExitStatus { .noInput }
      var message: String { "cannot open 'orders.csv': no such file" }
      var hint: String? { nil }
    }
    #expect(
      renderError(MissingFile(), commandPath: "griddle import")
        == "griddle: error: cannot open 'orders.csv': no such file")
  }
}

@Suite struct SuggestionTests {
  @Test func editDistanceCountsASwapAsOneEdit() {
    #expect(editDistance(Array("query"), Array("qurey")) == 1)
    #expect(editDistance(Array("from"), Array("form")) == 1)
    #expect(editDistance(Array("import"), Array("imprt")) == 1)
    #expect(editDistance(Array("kitten"), Array("sitting")) == 3)
    #expect(editDistance(Array(""), Array("abc")) == 3)
    #expect(editDistance(Array("same"), Array("same")) == 0)
  }

  @Test func closestMatchHasALengthDependentThreshold() {
    #expect(closestMatch(to: "Query", among: ["init", "query"]) == "query")
    #expect(closestMatch(to: "x", among: ["init", "import"]) == nil)
    #expect(closestMatch(to: "--skip-invalde", among: ["--skip-invalid"]) == "--skip-invalid")
    #expect(closestMatch(to: "qxxry", among: ["query"]) == nil)
  }
}

@Suite struct SpecCheckTests {
  @Test func helpMustBeASentence() async {
    await #expect(processExitsWith: .failure) {
      _ = ArgumentSpec.flag("verbose", help: "print more")
    }
  }

  @Test func optionNamesMustNotClashWithAncestors() async {
    await #expect(processExitsWith: .failure) {
      _ = CommandLineParser(
        root: Command(
          name: "tool", abstract: "Do a thing.",
          arguments: [.flag("quiet", help: "Print less.")],
          subcommands: [
            Command(
              name: "sub", abstract: "Do less.",
              arguments: [.flag("quiet", help: "Print nothing.")], run: { _ in })
          ]),
        version: "1")
    }
  }
}
