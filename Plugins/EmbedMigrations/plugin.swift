import Foundation
import PackagePlugin

/// Turns the package's `migrations/*.sql` files into Swift source at build time, so the binary
/// carries its schema with it while `migrations/` stays the single source of truth.
@main
struct EmbedMigrations: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let directory = context.package.directoryURL.appending(path: "migrations")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    let inputs = names.filter { $0.hasSuffix(".sql") }.sorted().map {
      directory.appending(path: $0)
    }
    let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedMigrations.swift")
    return [
      .buildCommand(
        displayName: "Embedding \(inputs.count) migrations",
        executable: try context.tool(named: "MigrationEmbedder").url,
        arguments: [output.path] + inputs.map(\.path),
        inputFiles: inputs,
        outputFiles: [output]
      )
    ]
  }
}
