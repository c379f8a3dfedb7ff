import Foundation
import Sales
import SalesDomain

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
      let database = environment.configuration.database
      let isServer = SalesStores.isServer(database)
      let path =
        isServer
        ? environment.databaseDisplayName
        : Configuration.absolutePath(database, in: FileManager.default.currentDirectoryPath)
      let existed = !isServer && FileManager.default.fileExists(atPath: path)
      let store = try environment.openStore(rebuildingBusinessDays: true)
      var rebuilt = try environment.rebuildChangedBusinessDays(in: store)
      if try store.rebuildClearedVisitFigures(
        graceMinutes: environment.configuration.scheduleGraceMinutes)
      {
        rebuilt.append("Rebuilt the figures of every scheduled visit from the stored lines")
      }
      let cities = try store.cities().count
      let styles = try store.styles().count
      let applied = store.appliedMigrations
      // A server database exists before init; it is new to Griddle when every migration ran.
      let created =
        SalesStores.isServer(database)
        ? applied.count == store.bundledMigrationCount : !existed
      let verb =
        created
        ? "Created database"
        : applied.isEmpty
          ? "Database is up to date"
          : "Upgraded database (\(applied.map(\.name).joined(separator: ", ")))"
      // The absolute path (for a server, the URI with its password masked), so that a cron
      // job or another shell can be pointed at the same database.
      writeToStandardOutput(
        "\(verb): \(maskingCredentials(path)) (\(cities) cities, \(styles) styles, \(try store.orderCount()) orders)\n"
      )
      for line in rebuilt { writeToStandardOutput(line + "\n") }
    })
}
