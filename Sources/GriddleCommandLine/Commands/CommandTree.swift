/// The version `griddle --version` prints.
public let griddleVersion = "0.1.0"

/// Every command griddle understands, as one tree rooted at `griddle`.
public enum CommandTree {
  /// The root command with its global options.
  public static let root = Command(
    name: "griddle",
    abstract: "Sales analytics and charts for a pancake food truck.",
    discussion:
      "Imports point-of-sale exports into a SQLite database, answers queries as tables, CSV or JSON, and writes nightly HTML dashboards.",
    arguments: [
      .option(
        "config", valueName: "file",
        help: "The config file to read (default: ./config/griddle.json, or $GRIDDLE_CONFIG)."),
      .option(
        "database", valueName: "file",
        help:
          "The SQLite database file, or a PostgreSQL URI (postgresql://…), to use (default from the config, or $GRIDDLE_DATABASE)."
      ),
    ],
    subcommands: [
      InitCommand.command,
      ImportCommand.command,
      QueryCommand.command,
      ReportCommand.command,
      DemoCommand.command,
    ])
}
