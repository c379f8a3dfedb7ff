import Reports

/// `griddle query …`: the sales series as a table, CSV or JSON.
enum QueryCommand {
  static let command = Command(
    name: "query",
    abstract: "Print sales series as a table, Markdown, CSV, TSV, JSON or NDJSON.",
    discussion: """
      Every figure uses the local calendar day of the city that sold it. A date counts as an operating day when a selected city sold something or was recorded open; daily minimum, maximum and average are over operating days only.

      Output is an aligned table when standard output is a terminal and CSV otherwise (a pipe or a file), so redirected output is stable and locale-free; choose with --format.
      """,
    subcommands: [
      QueryDailyCommand.command, QueryMonthlyCommand.command, QueryStylesCommand.command,
      QueryCitiesCommand.command, QueryWeekdaysCommand.command, QueryHoursCommand.command,
      QueryStopsCommand.command, QueryForecastCommand.command,
    ])
}
