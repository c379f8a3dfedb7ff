import Foundation
import Sales

/// `griddle init`: creates or upgrades the database and loads the configured cities and styles.
enum InitCommand {
  static let command = Command(
    name: "init",
    abstract: "Create or upgrade the database and load the configured cities and styles.",
    discussion:
      "Applies the migrations this build carries, in order, each in its own transaction. Running it again changes nothing.",
    run: { values in
      let environment = try CommandEnvironment.resolve(values)
      environment.noteMissingConfigFile()
      let path = Configuration.absolutePath(
        environment.configuration.database, in: FileManager.default.currentDirectoryPath)
      let existed = FileManager.default.fileExists(atPath: path)
      let store = try environment.openStore()
      let cities = try store.cities().count
      let styles = try store.styles().count
      let verb =
        !existed
        ? "Created database"
        : store.appliedMigrations.isEmpty
          ? "Database is up to date"
          : "Upgraded database (\(store.appliedMigrations.map(\.name).joined(separator: ", ")))"
      // The absolute path, so that a cron job or another shell can be pointed at the same file.
      writeToStandardOutput(
        "\(verb): \(path) (\(cities) cities, \(styles) styles, \(try store.orderCount()) orders)\n"
      )
    })
}
