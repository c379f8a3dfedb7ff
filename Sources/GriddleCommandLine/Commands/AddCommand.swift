import Foundation
import Sales
import SalesDomain

/// `griddle add city|style`: adds a city or a style to the config file and the database.
enum AddCommand {
  static let command = Command(
    name: "add",
    abstract: "Add a city or a style to the config file and the database.",
    discussion:
      "Edits the config file in place, keeping its layout, after checking the new entry as the config is checked; creates the file named by --config, or config/griddle.json when no config file was found. Then adds the entry to the database.",
    subcommands: [city, style])

  static let aliasSpec = ArgumentSpec.option(
    "alias", valueName: "name",
    help: "Another name a point of sale uses for it; repeat for several.", repeating: true)

  static let city = Command(
    name: "city",
    abstract: "Add a city with its time zone.",
    arguments: [
      .positional("name", help: "The city's name, as reports show it."),
      .option(
        "time-zone", valueName: "zone",
        help: "Its IANA time zone, such as America/Los_Angeles (required)."),
      aliasSpec,
    ],
    run: { values in
      guard let zone = values.value("time-zone") else {
        throw UsageError(
          "missing '--time-zone <zone>'", hint: "Give the city's IANA time zone, e.g. Asia/Tokyo.")
      }
      guard TimeZone(identifier: zone) != nil else {
        throw UsageError(
          "unknown time zone '\(zone)' for '--time-zone <zone>'",
          hint: Configuration.closestTimeZone(to: zone).map { "Did you mean '\($0)'?" }
            ?? "Use an IANA name like 'America/Los_Angeles' or 'Asia/Tokyo'.")
      }
      let entry = Configuration.CitySetting(
        name: try name(values), timeZone: zone, aliases: values.values("alias"))
      try add(
        values, key: "cities", names: [entry.name] + entry.aliases, entryJSON: json(entry),
        described: "city \(entry.name) (\(zone))")
    })

  static let style = Command(
    name: "style",
    abstract: "Add a style with its menu price.",
    arguments: [
      .positional("name", help: "The style's name, as reports show it."),
      .option(
        "price", valueName: "amount",
        help: "Its menu price in the configured currency, such as 6.50 (required)."),
      aliasSpec,
    ],
    run: { values in
      guard let priceText = values.value("price") else {
        throw UsageError("missing '--price <amount>'", hint: "Give the menu price, e.g. 6.50.")
      }
      let environment = try CommandEnvironment.resolve(values, allowingNewConfigFile: true)
      let cents = try MoneyArgument.minorUnits(
        priceText, option: "--price <amount>", currency: environment.configuration.currency)
      let entry = Configuration.StyleSetting(
        name: try name(values), priceCents: cents, aliases: values.values("alias"))
      try add(
        values, key: "styles", names: [entry.name] + entry.aliases, entryJSON: json(entry),
        described: "style \(entry.name)")
    })

  private static func name(_ values: ParsedValues) throws -> String {
    let name = (values.positional("name") ?? "").trimmingCharacters(in: .whitespaces)
    guard !name.isEmpty else { throw UsageError("the name must not be empty") }
    return name
  }

  /// Checks the entry against the current config, writes the database, then the file.
  private static func add(
    _ values: ParsedValues, key: String, names: [String], entryJSON: String, described: String
  ) throws {
    let environment = try CommandEnvironment.resolve(values, allowingNewConfigFile: true)
    let current = environment.configuration
    let file = current.sourceFile ?? "config/griddle.json"
    let taken =
      key == "cities"
      ? current.cities.map { [$0.name] + $0.aliases }
      : current.styles.map { [$0.name] + $0.aliases }
    for name in names {
      if let owner = taken.first(where: { $0.contains { NameKey($0) == NameKey(name) } }) {
        throw UsageError(
          "'\(name)' is already in \(file), as \(NameKey(owner[0]) == NameKey(name) ? "the name" : "a name or alias") of '\(owner[0])'",
          hint: "Each name and alias may be used once; edit \(file) to change an entry.")
      }
    }
    let path = Configuration.absolutePath(file, in: FileManager.default.currentDirectoryPath)
    // A UTF-16 file (Notepad's "Unicode") is edited as UTF-8 and written back as UTF-8.
    let existing = FileManager.default.contents(atPath: path).map {
      Array(Configuration.utf8($0))
    }
    // A new file keeps using the database this command uses, relative to the new file.
    let database = relativePath(
      Configuration.absolutePath(current.database, in: FileManager.default.currentDirectoryPath),
      from: (path as NSString).deletingLastPathComponent)
    var editor = ConfigFileEditor(
      text: existing
        ?? Array("{\n  \"database\": \(UnknownNamesHint.jsonString(database))\n}\n".utf8))
    do {
      try editor.append(entryJSON, toArray: key)
    } catch {
      throw ConfigurationError(file: file, detail: "not valid JSON at \(error.description)")
    }
    // The edited text must pass the same checks as any config file.
    var updated = try Configuration(jsonData: Data(editor.text), file: file)
    updated.database = current.database
    updated.reportsDirectory = current.reportsDirectory
    _ = try CommandEnvironment(
      configuration: updated, isStandardOutputTerminal: false, isStandardErrorTerminal: false,
      verbosity: environment.verbosity
    ).openStore()
    do {
      try FileManager.default.createDirectory(
        atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      // Written beside and renamed over, so a crash never leaves half a config; the new file
      // keeps the old one's permissions (a config may be private to its owner).
      let permissions = try? FileManager.default.attributesOfItem(atPath: path)[.posixPermissions]
      try Data(editor.text).write(to: URL(fileURLWithPath: path), options: .atomic)
      if let permissions {
        try FileManager.default.setAttributes([.posixPermissions: permissions], ofItemAtPath: path)
      }
    } catch {
      throw CommandFailure(
        exitStatus: .cannotCreate,
        message: "cannot write the config file '\(file)': \(error.localizedDescription)")
    }
    writeToStandardOutput(
      "Added \(described) to \(file)\(existing == nil ? " (a new file)" : "") and to the database \(SalesStores.displayName(Configuration.absolutePath(current.database, in: FileManager.default.currentDirectoryPath))).\n"
    )
  }

  /// `target` relative to the folder `base` (both absolute): `../griddle.sqlite`.
  static func relativePath(_ target: String, from base: String) -> String {
    let targetParts = target.split(separator: "/")
    let baseParts = base.split(separator: "/")
    var common = 0
    while common < min(targetParts.count, baseParts.count),
      targetParts[common] == baseParts[common]
    {
      common += 1
    }
    let ups = Array(repeating: "..", count: baseParts.count - common)
    return (ups + targetParts[common...].map(String.init)).joined(separator: "/")
  }

  /// One `cities` entry as a line of JSON, aliases only when there are some.
  static func json(_ city: Configuration.CitySetting) -> String {
    "{ \"name\": \(UnknownNamesHint.jsonString(city.name)), \"timeZone\": \(UnknownNamesHint.jsonString(city.timeZone))"
      + aliasesJSON(city.aliases) + " }"
  }

  /// One `styles` entry as a line of JSON.
  static func json(_ style: Configuration.StyleSetting) -> String {
    "{ \"name\": \(UnknownNamesHint.jsonString(style.name))"
      + (style.priceCents.map { ", \"priceCents\": \($0)" } ?? "") + aliasesJSON(style.aliases)
      + " }"
  }

  private static func aliasesJSON(_ aliases: [String]) -> String {
    aliases.isEmpty
      ? ""
      : ", \"aliases\": [" + aliases.map(UnknownNamesHint.jsonString).joined(separator: ", ") + "]"
  }
}
