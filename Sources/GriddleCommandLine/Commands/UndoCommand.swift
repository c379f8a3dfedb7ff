import Foundation
import Reports
import Sales
import SalesDomain

/// `griddle undo [--dry-run] ID`: takes an import back (issue 25).
enum UndoCommand {
  static let arguments: [ArgumentSpec] = [
    .positional("id", help: "The import's id, as 'griddle imports' lists it."),
    .flag("dry-run", help: "Print what would change, without writing."),
  ]

  static let command = Command(
    name: "undo",
    abstract: "Take an import back: remove the lines it stored and put back what it restated.",
    discussion: """
      Removes the lines import ID stored, puts back the lines it replaced or removed (an \
      'import --restate'), corrects every roll-up, and records the undo in the ledger \
      ('griddle imports'), all in one transaction. It is refused when a later import restated \
      or added to the same orders (undo that one first), for an undo, for an import undone \
      already, and for import 0 (the lines stored before the ledger). --dry-run prints what \
      would change without writing.
      """,
    arguments: arguments,
    run: { values in try run(values) })

  private static func run(_ values: ParsedValues) throws {
    let text = values.value("id") ?? ""
    guard let id = Int64(text), id >= 0 else {
      throw UsageError(
        "invalid value '\(text)' for '<id>': expected an import id (0 or more)",
        hint: "See 'griddle imports' for the ids.")
    }
    let dryRun = values.flag("dry-run")
    let environment = try CommandEnvironment.resolve(values)
    let store = try environment.openStore()
    let outcome: UndoOutcome
    do {
      outcome = try store.undoImport(id: id, dryRun: dryRun, at: Date())
    } catch let refusal as UndoRefusal {
      if case .notFound = refusal {
        throw CommandFailure(
          exitStatus: .usage, message: refusal.description,
          hint: "See 'griddle imports' for the ids.")
      }
      throw CommandFailure(exitStatus: .dataError, message: refusal.description)
    }
    let money = ReportFormatter(
      locale: environment.locale, currencyCode: environment.configuration.currency)
    writeToStandardOutput(
      escapingControlCharacters(describe(outcome, dryRun: dryRun, money: money)))
  }

  /// `import 2 undone (undo 3): 1 line removed, 2 lines put back, 1 order` and the days.
  static func describe(_ outcome: UndoOutcome, dryRun: Bool, money: ReportFormatter) -> String {
    func lines(_ count: Int) -> String { "\(formatCount(count)) line\(count == 1 ? "" : "s")" }
    let counts =
      "\(lines(outcome.linesRemoved)) removed, \(lines(outcome.linesRestored)) put back, \(formatCount(outcome.orders)) order\(outcome.orders == 1 ? "" : "s")"
    let head =
      dryRun
      ? "undoing import \(outcome.undoneID) would change: \(counts) (nothing written)"
      : "import \(outcome.undoneID) undone (import \(outcome.undoID) in the ledger): \(counts)"
    return head + "\n" + RestatementReport.days(outcome.days, money: money)
  }
}
