/// `griddle manual` (also `griddle help --man`): the man page, generated from the command tree.
enum ManualCommand {
  static let command = Command(
    name: "manual",
    abstract: "Print the manual page (roff) for man(1).",
    discussion:
      "Install it with: griddle manual > ~/.local/share/man/man1/griddle.1 (then 'man griddle'), or read it at once with: griddle manual | man -l -",
    run: { _ in writeToStandardOutput(text) })

  /// The page: the command tree, then what the help of single commands does not say.
  static var text: String {
    var page = ManPage(root: CommandTree.root, version: griddleVersion)
    page.sections = [
      (
        "Exit status",
        [
          "0 success, 64 usage error, 65 bad input data, 66 input file missing, 69 PostgreSQL client library (libpq) not installed, 70 internal error, 73 cannot write output, 75 database busy (try again), 78 bad configuration."
        ]
      ),
      (
        "Environment",
        [
          "GRIDDLE_CONFIG names the config file and GRIDDLE_DATABASE the database; flags beat them, and they beat the config file.",
          "XDG_CONFIG_HOME (default ~/.config) holds griddle/griddle.json, read when ./config/griddle.json does not exist.",
          "GRIDDLE_LIBPQ names the libpq shared library to load for a PostgreSQL database (default: libpq.so.5 on the loader's path).",
          "SOURCE_DATE_EPOCH fixes the generation time printed on reports. NO_COLOR is respected: Griddle prints no colour.",
        ]
      ),
      (
        "Files",
        [
          "config/griddle.json: the config file (database, reportsDirectory, locale, currency, reportTimeZone, cities, styles). Relative paths in it are relative to its folder."
        ]
      ),
    ]
    return page.render()
  }
}
