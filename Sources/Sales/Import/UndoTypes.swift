import SalesDomain

/// What `griddle undo ID` did (or, on a dry run, would do).
public struct UndoOutcome: Equatable, Sendable {
  /// The import taken back.
  public var undoneID: Int64
  /// The undo's own id in the ledger (the one it would have on a dry run).
  public var undoID: Int64
  /// Lines the import stored that were removed.
  public var linesRemoved: Int
  /// Lines it had replaced or removed (a restatement) that were put back.
  public var linesRestored: Int
  /// Orders whose lines changed.
  public var orders: Int
  /// How net sales moved per (local day, city), by day then city.
  public var days: [RestatedDay]
}

/// Why an import cannot be undone.
public enum UndoRefusal: Error, Equatable, CustomStringConvertible {
  /// No import has this id.
  case notFound(id: Int64)
  /// Import 0: the lines stored before the ledger.
  case beforeLedger
  /// The id is an undo itself.
  case isUndo(id: Int64)
  /// It was undone already.
  case alreadyUndone(id: Int64, by: Int64)
  /// A later import restated or stored lines of the same orders.
  case laterImport(id: Int64, later: Int64)

  public var description: String {
    switch self {
    case .notFound(let id): "no import has id \(id)"
    case .beforeLedger:
      "import 0 holds the lines stored before the ledger and cannot be undone"
    case .isUndo(let id): "import \(id) is an undo; import the file again to redo what it took back"
    case .alreadyUndone(let id, let by): "import \(id) was undone already (by import \(by))"
    case .laterImport(let id, let later):
      "import \(later) restated or added to orders of import \(id); undo import \(later) first"
    }
  }
}
