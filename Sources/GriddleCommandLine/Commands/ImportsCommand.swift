import Foundation
import Reports
import SalesDomain

/// `griddle imports`: the import ledger, newest first; `griddle imports show ID`: one import's
/// figures per (local day, city).
enum ImportsCommand {
  static let arguments: [ArgumentSpec] = QueryOptions.outputSpecs

  static let command = Command(
    name: "imports",
    abstract: "List every import that stored anything, newest first.",
    discussion: """
      Each import has an id, when it was committed (UTC), the file's name, size and SHA-256, the profile that read it, the lines it stored and found already present, the rows rejected and excluded, the local dates of the lines it stored and the cities it touched. Lines stored before the database had the ledger are import 0, "before-ledger".

      'griddle imports show ID' prints, for each local day and city the import changed, net sales, tickets and quantity just before and just after it (in a table or Markdown, after a line about the import).

      Output is an aligned table when standard output is a terminal and CSV otherwise; choose with --format, as for 'griddle query'.
      """,
    arguments: arguments,
    subcommands: [showCommand],
    run: { values in
      let output = try LedgerOutput(values)
      try output.write(SalesTables.imports(try output.store.imports()))
    })

  static let showArguments: [ArgumentSpec] = [
    .positional("id", help: "The import's id, as 'griddle imports' lists it.")
  ]

  static let showCommand = Command(
    name: "show",
    abstract: "Print one import's figures per local day and city, before and after it.",
    arguments: showArguments,
    run: { values in
      let output = try LedgerOutput(values)
      let text = values.value("id") ?? ""
      guard let id = Int64(text), id >= 0 else {
        throw UsageError(
          "invalid value '\(text)' for '<id>': expected an import id (0 or more)",
          hint: "See 'griddle imports' for the ids.")
      }
      guard let record = try output.store.importRecord(id: id) else {
        throw CommandFailure(
          exitStatus: .usage, message: "no import has id \(id)",
          hint: "See 'griddle imports' for the ids.")
      }
      if output.format == .table || output.format == .markdown {
        writeToStandardOutput(describe(record) + "\n\n")
      }
      try output.write(SalesTables.importDays(try output.store.importDayChanges(id: id)))
    })

  /// One line about an import, for the table formats.
  static func describe(_ record: ImportRecord) -> String {
    if record.kind == .undo {
      return
        "Import \(record.id): \(record.fileName ?? "an undo"), \(formatCount(record.linesRemoved)) lines removed, \(formatCount(record.linesStored)) put back."
    }
    guard record.kind == .fileImport else {
      return
        "Import \(record.id): the \(formatCount(record.linesStored)) lines stored before the ledger."
    }
    let instant = record.importedAtMilliseconds.map {
      " at " + SalesTables.utcInstant(milliseconds: $0)
    }
    return
      "Import \(record.id)\(instant ?? ""): \(record.fileName ?? "?") (\(record.profile ?? "?")), \(formatCount(record.linesStored)) lines stored, \(formatCount(record.linesAlreadyPresent)) already present."
  }
}

/// The output options of the ledger's commands, resolved.
struct LedgerOutput {
  let environment: CommandEnvironment
  let store: any SalesDataStore
  let format: OutputFormat
  let fields: [String]?

  init(_ values: ParsedValues) throws {
    let chosen = try QueryOptions.chosenFormat(values)
    fields = try values.value("fields").map(QueryOptions.fieldList)
    environment = try CommandEnvironment.resolve(values)
    format = chosen ?? .standard(isTerminal: environment.isStandardOutputTerminal)
    store = try environment.openStoreForReading()
  }

  /// Prints `table` in the chosen format, with only the chosen fields.
  func write(_ table: OutputTable) throws {
    var table = table
    if let fields {
      do {
        table = try table.selecting(fields: fields)
      } catch {
        throw UsageError(
          "invalid field '\(error.field)' for '--fields <list>': it \(error.isRepeated ? "is given twice" : "is not a column of this command")",
          hint: "Valid fields: \(error.validFields.joined(separator: ", ")).")
      }
    }
    writeToStandardOutput(
      table.rendered(
        as: format, locale: environment.locale, currencyCode: environment.configuration.currency))
  }
}
