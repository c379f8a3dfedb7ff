import SalesDomain

/// One record as the parser thread left it for the inserting thread.
struct ParsedRow {
  /// The physical line the record starts on.
  var line = 0
  /// Index into `ImportBatch.messages` of what is wrong with the row, or -1 when it is valid.
  var problem: Int32 = -1
  /// The city and style, as indexes into the import's reference data.
  var cityIndex: UInt16 = 0
  var styleIndex: UInt16 = 0
  /// The local date in the city's zone, as days since 1970-01-01.
  var localDay: Int32 = 0
  /// The local hour (0–23) in the city's zone.
  var localHour: UInt8 = 0
  /// Whether this is a refund line (else a sale line).
  var isRefund = false
  /// Whether the file gave `gross_cents` (else it was computed from the price).
  var grossGiven = false
  /// The order's line number (1 when the file has no `line` column).
  var lineNumber: Int64 = 1
  /// The instant, in milliseconds since 1970 (UTC).
  var orderedAtMilliseconds: Int64 = 0
  /// Signed quantity: positive on a sale, negative on a refund.
  var quantity: Int64 = 0
  /// The price per pancake in cents, or -1 when the row gives none.
  var unitPriceCents: Int64 = -1
  /// Gross and discount in cents (negative on a refund line).
  var grossCents: Int64 = 0
  var discountCents: Int64 = 0
  /// The index of the row's visit in its city's `VisitWindows` (found on the parser thread),
  /// `noVisit` when it falls outside every visit, `unknownVisit` when not looked up.
  var visit: Int32 = ParsedRow.unknownVisit

  /// A row outside every visit of its city.
  static let noVisit: Int32 = -1
  /// A row whose visit was not looked up (the fold then looks it up itself).
  static let unknownVisit = Int32.min
}

/// A few thousand records handed from the parser thread to the inserting thread.
///
/// Batches are recycled through a free list, so a steady import allocates nothing per row.
/// Each record's canonical fields (`OrderColumn` order) are copied into `bytes`, so the order id
/// can be bound without a `String` and a rejected row can be written out as it was.
final class ImportBatch: @unchecked Sendable {
  /// The records, valid or not, in file order.
  var rows: [ParsedRow] = []
  /// The canonical fields of every record, back to back.
  var bytes: [UInt8] = []
  /// The end offset in `bytes` of each record's fields: `OrderColumn.count` entries per row.
  var fieldEnds: [Int32] = []
  /// Problem messages referenced by `ParsedRow.problem`.
  var messages: [String] = []
  /// Bytes of the file read when the batch was handed over (for progress).
  var bytesRead: Int64 = 0

  /// The number of rows a batch holds before it is handed over.
  static let capacity = 8192

  init() {
    rows.reserveCapacity(Self.capacity)
    bytes.reserveCapacity(Self.capacity * 64)
    fieldEnds.reserveCapacity(Self.capacity * OrderColumn.count)
  }

  /// Empties the batch, keeping its storage.
  func removeAll() {
    rows.removeAll(keepingCapacity: true)
    bytes.removeAll(keepingCapacity: true)
    fieldEnds.removeAll(keepingCapacity: true)
    messages.removeAll(keepingCapacity: true)
  }

  /// The byte range of `column` in row `row`.
  @inline(__always)
  func range(of column: Int, inRow row: Int) -> Range<Int> {
    let slot = row * OrderColumn.count + column
    let start = slot == 0 ? 0 : Int(fieldEnds[slot - 1])
    return start..<Int(fieldEnds[slot])
  }

  /// The canonical fields of row `row` as read, byte for byte (for rejects; not the hot path).
  func fieldBytes(ofRow row: Int) -> [ArraySlice<UInt8>] {
    (0..<OrderColumn.count).map { bytes[range(of: $0, inRow: row)] }
  }
}
