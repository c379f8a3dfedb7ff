import Foundation
import Sales
import SalesDomain

/// `griddle add city|style|stop`: adds a city, a style or a stop to the config file and the
/// database.
enum AddCommand {
  static let command = Command(
    name: "add",
    abstract: "Add a city, a style or a stop to the config file and the database.",
    discussion:
      "Edits the config file in place, keeping its layout, after checking the new entry as the config is checked; creates the file named by --config, or config/griddle.json when no config file was found. Then adds the entry to the database.",
    subcommands: [city, style, stop])

  static let aliasSpec = ArgumentSpec.option(
    "alias", valueName: "name",
    help: "Another name a point of sale uses for it; repeat for several.", repeating: true)

  static let cityArguments: [ArgumentSpec] = [
    .positional("name", help: "The city's name, as reports show it."),
    .option(
      "time-zone", valueName: "zone",
      help: "Its IANA time zone, such as America/Los_Angeles (required)."),
    aliasSpec,
    .option(
      "business-day-starts-at", valueName: "HH:MM",
      help: "When its business day starts, local time (default 00:00, the calendar day)."),
  ]

  static let city = Command(
    name: "city",
    abstract: "Add a city with its time zone.",
    arguments: cityArguments,
    run: { values in
      let options = try CityOptions(values)
      let entry = options.entry
      try add(
        environment: try CommandEnvironment.resolve(values, allowingNewConfigFile: true),
        key: "cities", names: [entry.name] + entry.aliases, entryJSON: json(entry),
        described: "city \(shown(entry.name)) (\(entry.timeZone))")
    })

  static let styleArguments: [ArgumentSpec] = [
    .positional("name", help: "The style's name, as reports show it."),
    .option(
      "price", valueName: "amount",
      help: "Its menu price in the configured currency, such as 6.50 (required)."),
    aliasSpec,
  ]

  static let style = Command(
    name: "style",
    abstract: "Add a style with its menu price.",
    arguments: styleArguments,
    run: { values in
      let options = try StyleOptions(values)
      let entry = options.entry
      try add(
        environment: options.environment, key: "styles", names: [entry.name] + entry.aliases,
        entryJSON: json(entry), described: "style \(shown(entry.name))")
    })

  static let stopArguments: [ArgumentSpec] = [
    .positional("name", help: "The stop's name, as reports show it."),
    .option(
      "city", valueName: "name", help: "The configured city whose truck parks there (required)."),
    aliasSpec,
    .option(
      "fee-cents", valueName: "cents",
      help: "The flat fee of a visit in minor units of the currency, such as 5000 (default 0)."),
    .option(
      "fee-percent", valueName: "percent",
      help: "The share of a visit's net sales, such as 10 or 12.5 (default 0)."),
  ]

  static let stop = Command(
    name: "stop",
    abstract: "Add a stop of a city with the organiser's usual fee.",
    arguments: stopArguments,
    run: { values in
      let options = try StopOptions(values)
      let entry = options.entry
      try add(
        environment: options.environment, key: "stops", names: [entry.name] + entry.aliases,
        entryJSON: json(entry), described: "stop \(shown(entry.name)) (\(entry.city))")
    })

  /// Checks the name and the aliases as the config file checks them, before anything is read
  /// or written, so that a bad argument is blamed on the argument (64), not on the file:
  /// no control character, no empty alias, no name given twice.
  static func checkArguments(name: String, aliases: [String]) throws {
    let arguments = [("the name", name)] + aliases.map { ("--alias", $0) }
    var seen: [NameKey: String] = [:]
    for (argument, value) in arguments {
      if value.trimmingCharacters(in: .whitespaces).isEmpty {
        throw UsageError("\(argument) must not be empty")
      }
      if let control = value.unicodeScalars.first(where: isControlCharacter) {
        throw UsageError(
          "\(argument) \(quoted(value)) holds the control character \(unicodeName(control)), which a name may not hold",
          hint: "A name is one line of printable text; check the quoting of the argument.")
      }
      if let first = seen[NameKey(value)] {
        throw UsageError(
          "\(argument) \(quoted(value)) repeats \(first)",
          hint: "Give each name once: a name and its aliases must differ, ignoring case.")
      }
      seen[NameKey(value)] = argument == "the name" ? "the name" : "an earlier '--alias'"
    }
  }

  /// Checks the entry (its arguments already checked) against the current config, writes the
  /// config file (beside it, then renamed over it), then the database; when the database cannot
  /// be written, the config file is put back as it was, so that a failed command changes nothing.
  private static func add(
    environment: CommandEnvironment, key: String, names: [String], entryJSON: String,
    described: String
  ) throws {
    let current = environment.configuration
    let file = current.sourceFile ?? "config/griddle.json"
    let taken =
      switch key {
      case "cities": current.cities.map { [$0.name] + $0.aliases }
      case "styles": current.styles.map { [$0.name] + $0.aliases }
      default: current.stops.map { [$0.name] + $0.aliases }
      }
    for name in names {
      if let owner = taken.first(where: { $0.contains { NameKey($0) == NameKey(name) } }) {
        throw UsageError(
          "\(quoted(name)) is already in \(file), as \(NameKey(owner[0]) == NameKey(name) ? "the name" : "a name or alias") of \(quoted(owner[0]))",
          hint: "Each name and alias may be used once; edit \(file) to change an entry.")
      }
    }
    if taken.count >= Configuration.maximumNames {
      throw CommandFailure(
        exitStatus: .config,
        message:
          "\(file) has \(groupedDigits(Int64(taken.count))) \(key) already, the most an import can tell apart (\(groupedDigits(Int64(Configuration.maximumNames))))"
      )
    }
    let workingDirectory = FileManager.default.currentDirectoryPath
    let path = Configuration.absolutePath(file, in: workingDirectory)
    let original = FileManager.default.contents(atPath: path)
    // A UTF-16 file (Notepad's "Unicode") is edited as UTF-8 and written back as UTF-8.
    let existing = original.map { Array(Configuration.utf8($0)) }
    let newFileDatabase = databaseForNewFile(current.database, configFile: path)
    var editor = ConfigFileEditor(
      text: existing
        ?? Array(
          "{\n  \"database\": \(UnknownNamesHint.jsonString(newFileDatabase.value))\n}\n".utf8))
    do {
      try editor.append(entryJSON, toArray: key)
    } catch {
      throw ConfigurationError(file: file, detail: "not valid JSON at \(error.description)")
    }
    // The edited text must pass the same checks as any config file.
    var updated = try Configuration(jsonData: Data(editor.text), file: file)
    // A config that spells out a database password is kept from other users' eyes.
    let holdsPassword = SalesStores.copyableName(updated.database).omitsPassword
    updated.database = current.database
    updated.reportsDirectory = current.reportsDirectory

    let cannotWrite = { (reason: String) in
      CommandFailure(
        exitStatus: .cannotCreate, message: "cannot write the config file '\(file)': \(reason)",
        hint: "Nothing was changed: neither the config file nor the database.")
    }
    let folder = URL(fileURLWithPath: ConfigFileWriter.target(of: path))
      .deletingLastPathComponent().path
    let createsFolder = !FileManager.default.fileExists(atPath: folder)
    let oldMode = ConfigFileWriter.permissions(of: path)
    var mode = oldMode ?? 0o644
    if holdsPassword { mode &= ~0o077 }
    do {
      try ConfigFileWriter.checkWritable(path)
      if createsFolder {
        try FileManager.default.createDirectory(
          atPath: folder, withIntermediateDirectories: true)
      }
      try ConfigFileWriter.write(editor.text, to: path, mode: mode)
    } catch let error as ConfigFileWriter.Failure {
      if createsFolder { rmdir(folder) }
      throw cannotWrite(error.description)
    } catch {
      throw cannotWrite(error.localizedDescription)
    }
    do {
      _ = try CommandEnvironment(
        configuration: updated, isStandardOutputTerminal: false, isStandardErrorTerminal: false,
        verbosity: environment.verbosity
      ).openStore()
    } catch {
      // Put the config file back: the database refused the entry, so neither has it.
      if let original {
        try? ConfigFileWriter.write(Array(original), to: path, mode: oldMode ?? mode)
      } else {
        unlink(ConfigFileWriter.target(of: path))
        if createsFolder { rmdir(folder) }
      }
      throw error
    }
    if existing == nil, newFileDatabase.leftOutPassword {
      environment.notice(
        "the password in the database connection string is not written to \(file); libpq takes it from PGPASSWORD or ~/.pgpass"
      )
    }
    if holdsPassword, let oldMode, oldMode & 0o077 != 0 {
      environment.notice(
        "\(file) holds a database password, so it is now readable by its owner only (mode \(String(mode, radix: 8)))"
      )
    }
    writeToStandardOutput(
      "Added \(described) to \(file)\(existing == nil ? " (a new file)" : "") and to the database \(maskingCredentials(SalesStores.displayName(Configuration.absolutePath(current.database, in: workingDirectory)))).\n"
    )
  }

  /// The `database` of a new config file: the same database this command uses, a file path
  /// relative to the new file's folder, or a PostgreSQL connection string as written, minus its
  /// password (libpq finds it in `PGPASSWORD` or `~/.pgpass`).
  static func databaseForNewFile(_ database: String, configFile: String) -> (
    value: String, leftOutPassword: Bool
  ) {
    if SalesStores.isServer(database) {
      let copyable = SalesStores.copyableName(database)
      return (copyable.name, copyable.omitsPassword)
    }
    let absolute = Configuration.absolutePath(
      database, in: FileManager.default.currentDirectoryPath)
    return (
      relativePath(
        absolute, from: URL(fileURLWithPath: configFile).deletingLastPathComponent().path),
      false
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

  /// One `cities` entry as a line of JSON, aliases and the business-day start only when set.
  static func json(_ city: Configuration.CitySetting) -> String {
    "{ \"name\": \(UnknownNamesHint.jsonString(city.name)), \"timeZone\": \(UnknownNamesHint.jsonString(city.timeZone))"
      + aliasesJSON(city.aliases)
      + (city.businessDayStartsAt == .midnight
        ? "" : ", \"businessDayStartsAt\": \"\(city.businessDayStartsAt)\"") + " }"
  }

  /// One `styles` entry as a line of JSON.
  static func json(_ style: Configuration.StyleSetting) -> String {
    "{ \"name\": \(UnknownNamesHint.jsonString(style.name))"
      + (style.priceCents.map { ", \"priceCents\": \($0)" } ?? "") + aliasesJSON(style.aliases)
      + " }"
  }

  /// One `stops` entry as a line of JSON, the fee only when there is one.
  static func json(_ stop: Configuration.StopSetting) -> String {
    var parts: [String] = []
    if stop.fee.flatCents != 0 { parts.append("\"flatCents\": \(stop.fee.flatCents)") }
    if stop.fee.percentHundredths != 0 { parts.append("\"percent\": \(stop.fee.percentText)") }
    return
      "{ \"name\": \(UnknownNamesHint.jsonString(stop.name)), \"city\": \(UnknownNamesHint.jsonString(stop.city))"
      + aliasesJSON(stop.aliases)
      + (parts.isEmpty ? "" : ", \"fee\": { " + parts.joined(separator: ", ") + " }") + " }"
  }

  private static func aliasesJSON(_ aliases: [String]) -> String {
    aliases.isEmpty
      ? ""
      : ", \"aliases\": [" + aliases.map(UnknownNamesHint.jsonString).joined(separator: ", ") + "]"
  }
}
