import Foundation
import PackagePlugin

/// Turns the package's `migrations/*.sql` files into Swift source at build time, so the binary
/// carries its schema with it while `migrations/` stays the single source of truth.
@main
struct EmbedMigrations: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let directory = context.package.directoryURL.appending(path: "migrations")
    // `migrations/*.sql` are SQLite's (`embeddedMigrationFiles`); each other dialect has a
    // folder (`migrations/postgresql/*.sql` becomes `embeddedPostgresqlMigrationFiles`).
    var sets = [(directory, "embeddedMigrationFiles", "EmbeddedMigrations.swift")]
    for dialect in subdirectories(of: directory) {
      let capitalized = dialect.prefix(1).uppercased() + dialect.dropFirst()
      sets.append(
        (
          directory.appending(path: dialect), "embedded\(capitalized)MigrationFiles",
          "EmbeddedMigrations+\(capitalized).swift"
        ))
    }
    return try sets.map { folder, variable, fileName in
      let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
      let inputs = names.filter { $0.hasSuffix(".sql") }.sorted().map {
        folder.appending(path: $0)
      }
      let output = context.pluginWorkDirectoryURL.appending(path: fileName)
      return .buildCommand(
        displayName: "Embedding \(inputs.count) migrations as \(variable)",
        executable: try context.tool(named: "MigrationEmbedder").url,
        arguments: ["--variable", variable, output.path] + inputs.map(\.path),
        inputFiles: inputs,
        outputFiles: [output]
      )
    }
  }

  private func subdirectories(of directory: URL) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.filter { name in
      var isDirectory: ObjCBool = false
      return FileManager.default.fileExists(
        atPath: directory.appending(path: name).path, isDirectory: &isDirectory)
        && isDirectory.boolValue
    }.sorted()
  }
}
