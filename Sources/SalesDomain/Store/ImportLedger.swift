/// One row of the import ledger: an import that stored something, with what it did.
public struct ImportRecord: Equatable, Sendable {
  /// What kind of change to the stored sales the row records.
  public enum Kind: String, Sendable {
    /// A file imported.
    case fileImport = "import"
    /// Every line stored before the ledger existed (id 0); it cannot be undone.
    case beforeLedger = "before-ledger"
    /// An import taken back.
    case undo
  }

  /// The import's id: 0 for the lines stored before the ledger, then 1, 2, … in order.
  public var id: Int64
  /// What kind of change it was.
  public var kind: Kind
  /// When it was committed, in milliseconds since 1970-01-01 UTC; nil before the ledger.
  public var importedAtMilliseconds: Int64?
  /// The file as it was named to the importer (`-` for standard input).
  public var fileName: String?
  /// The file's size in bytes.
  public var fileSize: Int64?
  /// The SHA-256 of the file's bytes, 64 lowercase hexadecimal digits.
  public var sha256: String?
  /// The profile that read the file (`griddle`, `square`, `toast` or a configured one).
  public var profile: String?
  /// Lines newly stored.
  public var linesStored: Int
  /// Lines of the file already stored with the same content.
  public var linesAlreadyPresent: Int
  /// Stored lines replaced by the file's version (a restatement).
  public var linesRestated: Int
  /// Stored lines removed (a restatement or an undo).
  public var linesRemoved: Int
  /// Rows rejected (with `--skip-invalid`).
  public var rowsRejected: Int
  /// Rows the profile's rules left out (voids, gift cards).
  public var rowsExcluded: Int
  /// The first and last local day of the lines it stored.
  public var firstDate: LocalDate?
  public var lastDate: LocalDate?
  /// The names of the cities whose figures it changed, sorted.
  public var cities: [String]

  /// Creates a record.
  public init(
    id: Int64, kind: Kind, importedAtMilliseconds: Int64? = nil, fileName: String? = nil,
    fileSize: Int64? = nil, sha256: String? = nil, profile: String? = nil, linesStored: Int = 0,
    linesAlreadyPresent: Int = 0, linesRestated: Int = 0, linesRemoved: Int = 0,
    rowsRejected: Int = 0, rowsExcluded: Int = 0, firstDate: LocalDate? = nil,
    lastDate: LocalDate? = nil, cities: [String] = []
  ) {
    self.id = id
    self.kind = kind
    self.importedAtMilliseconds = importedAtMilliseconds
    self.fileName = fileName
    self.fileSize = fileSize
    self.sha256 = sha256
    self.profile = profile
    self.linesStored = linesStored
    self.linesAlreadyPresent = linesAlreadyPresent
    self.linesRestated = linesRestated
    self.linesRemoved = linesRemoved
    self.rowsRejected = rowsRejected
    self.rowsExcluded = rowsExcluded
    self.firstDate = firstDate
    self.lastDate = lastDate
    self.cities = cities
  }
}

/// One (local day, city) an import changed: its figures just before and just after it.
public struct ImportDayChange: Equatable, Sendable {
  /// The local day.
  public var date: LocalDate
  /// The city's name.
  public var city: String
  /// Net sales in cents, before and after.
  public var netCentsBefore: Int
  public var netCentsAfter: Int
  /// Tickets, before and after.
  public var ticketsBefore: Int
  public var ticketsAfter: Int
  /// Quantity (pancakes), before and after.
  public var quantityBefore: Int
  public var quantityAfter: Int

  /// Creates a change.
  public init(
    date: LocalDate, city: String, netCentsBefore: Int, netCentsAfter: Int, ticketsBefore: Int,
    ticketsAfter: Int, quantityBefore: Int, quantityAfter: Int
  ) {
    self.date = date
    self.city = city
    self.netCentsBefore = netCentsBefore
    self.netCentsAfter = netCentsAfter
    self.ticketsBefore = ticketsBefore
    self.ticketsAfter = ticketsAfter
    self.quantityBefore = quantityBefore
    self.quantityAfter = quantityAfter
  }
}

/// The import ledger as a store reads it back.
public protocol ImportLedgerReading {
  /// Every import in the ledger, newest first.
  func imports() throws -> [ImportRecord]
  /// One import, or nil when no import has that id.
  func importRecord(id: Int64) throws -> ImportRecord?
  /// The (local day, city)s one import changed, by day then city name.
  func importDayChanges(id: Int64) throws -> [ImportDayChange]
}
