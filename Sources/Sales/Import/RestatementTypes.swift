import SalesDomain

/// What `import --restate` changed in the orders a file names.
public struct RestatementOutcome: Equatable, Sendable {
  /// Orders whose stored version the file's replaced (a line changed or removed).
  public var orders = 0
  /// Stored lines the file no longer has (or now excludes): removed.
  public var linesRemoved = 0
  /// Stored lines the file has with other content: changed.
  public var linesChanged = 0
  /// How net sales moved per (local day, city), by day then city.
  public var days: [RestatedDay] = []
}

/// A (local day, city) whose figures a restatement or an undo moved.
public struct RestatedDay: Equatable, Sendable {
  public var date: LocalDate
  public var city: String
  public var netCentsBefore: Int64
  public var netCentsAfter: Int64
}
