/// The version `griddle --version` prints.
public let griddleVersion = "0.1.0"

/// Every command griddle understands, as one tree rooted at `griddle`.
public enum CommandTree {
  static let rootArguments: [ArgumentSpec] = [
    .option(
      "config", valueName: "file",
      help:
        "The config file to read (default: $GRIDDLE_CONFIG, else ./config/griddle.json, else ~/.config/griddle/griddle.json)."
    ),
    .option(
      "database", valueName: "file",
      help:
        "The SQLite database file, or a PostgreSQL URI (postgresql://…) or libpq keyword string (host=… dbname=…), to use (default from the config, or $GRIDDLE_DATABASE)."
    ),
    .option(
      "read-database", valueName: "uri",
      help:
        "Where query and report read instead, such as a PostgreSQL read replica (default from readDatabase in the config, or $GRIDDLE_READ_DATABASE); writing commands always use --database."
    ),
    .flag("quiet", short: "q", help: "Print no progress lines and no notices."),
    .flag(
      "verbose", short: "v",
      help: "Also print on stderr how long each stage took (no SQL, no data)."),
  ]

  /// The root command with its global options.
  public static let root: Command = Command(
    name: "griddle",
    abstract: "Sales analytics and charts for a pancake food truck.",
    discussion:
      "Imports point-of-sale exports into a SQLite database or onto a PostgreSQL server, answers queries as tables, Markdown, CSV, TSV, JSON or NDJSON, and writes nightly HTML dashboards.",
    arguments: rootArguments,
    subcommands: [
      InitCommand.command,
      ImportCommand.command,
      ImportsCommand.command,
      UndoCommand.command,
      QueryCommand.command,
      ReportCommand.command,
      DemoCommand.command,
      AddCommand.command,
      ScheduleCommand.command,
      CompletionsCommand.command,
      ManualCommand.command,
    ])
}
