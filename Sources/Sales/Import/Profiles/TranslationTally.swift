import SalesDomain

/// What a translated file would store, counted as its rows are handed on (for `--dry-run`).
struct TranslationTally: Sendable {
  var lines = 0
  var refundLines = 0
  /// Hashes of the orders with at least one sale line.
  var ticketHashes: Set<UInt64> = []
  var netByCity: [Int: Int64] = [:]
  var netByStyle: [Int: Int64] = [:]
  var firstDay: Int64?
  var lastDay: Int64?

  mutating func add(
    order: UnsafeBufferPointer<UInt8>, city: Int, style: Int, localDay: Int64, net: Int64,
    isRefund: Bool
  ) {
    lines += 1
    if isRefund { refundLines += 1 } else { ticketHashes.insert(LinePositions.hash(order)) }
    netByCity[city, default: 0] += net
    netByStyle[style, default: 0] += net
    firstDay = min(firstDay ?? localDay, localDay)
    lastDay = max(lastDay ?? localDay, localDay)
  }
}

/// What a profile translation found in a file, by name (the summary `--dry-run` prints).
public struct TranslationSummary: Equatable, Sendable {
  /// The profile used.
  public var profile: String
  /// Lines that would be stored (sale and refund lines).
  public var lines = 0
  /// Distinct tickets with at least one sale line.
  public var tickets = 0
  /// Refund lines.
  public var refundLines = 0
  /// Rows left out by the profile's rules, with the reason, in rule order.
  public var excluded: [ExcludedRows] = []
  /// Net sales in minor units per city, by name.
  public var netByCity: [NamedAmount] = []
  /// Net sales in minor units per style, by name.
  public var netByStyle: [NamedAmount] = []
  /// The first local date of the lines, when there are any.
  public var firstDate: LocalDate?
  /// The last local date of the lines, when there are any.
  public var lastDate: LocalDate?

  /// Creates an empty summary for `profile`.
  public init(profile: String) { self.profile = profile }

  /// Rows excluded for one reason.
  public struct ExcludedRows: Equatable, Sendable {
    /// Why (`voided`).
    public var reason: String
    /// How many rows.
    public var rows: Int
  }

  /// A named amount of money in minor units.
  public struct NamedAmount: Equatable, Sendable {
    /// The city or style.
    public var name: String
    /// Net sales in minor units.
    public var amount: Int64
  }
}
