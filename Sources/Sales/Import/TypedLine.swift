import SalesDomain

/// One order line as a reader found it, in typed values: what `RowValidator.check` takes and
/// the parser stores, with nothing written out as text and read back. Every reader yields it:
/// Griddle's own format (`GriddleLineReader`) as much as a point of sale's (a profile).
///
/// The buffers point into the reader's and are valid only until its next record.
struct TypedLine {
  /// The order's id and, on a refund, the refunded order's id (a profile's trimmed; the check
  /// trims them).
  var orderID = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
  var refundOf = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
  /// The city and style, as indexes into the reader's `ImportNames`; -1 for a Griddle row
  /// whose name matched nothing (then `cityText`/`styleText` hold it as written, maybe empty).
  var city = 0
  var style = 0
  var cityText = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
  var styleText = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
  /// The date and time written, in seconds as if the wall clock were UTC; with `isUTC` the
  /// instant is `seconds - utcOffsetSeconds`, else the wall clock is the city's.
  var seconds: Int64 = 0
  var isUTC = false
  var utcOffsetSeconds: Int64 = 0
  /// The fraction of a second, in whole milliseconds.
  var milliseconds: Int64 = 0
  /// The timestamp as written, for messages (empty for a profile's, written from `seconds`).
  var timestampText = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
  /// Signed quantity: negative on a refund.
  var quantity: Int64 = 0
  /// The order's line number.
  var lineNumber: Int64 = 1
  /// The price per pancake in cents given by the row, or -1 (the menu's price applies).
  var unitPrice: Int64 = -1
  /// The gross in minor units, when the row gave one (`hasGross`; else from the price).
  var gross: Int64 = 0
  var hasGross = false
  var discount: Int64 = 0
  var isRefund = false
  /// Columns whose text did not parse, with what is wrong, as the text has it.
  var fieldProblems = FieldProblems()
}

/// What is wrong with the columns of a row whose text did not parse, by column.
struct FieldProblems {
  /// One bit per `OrderColumn` index that has a problem.
  private(set) var columns: UInt16 = 0
  private var messages: [(column: OrderColumn, message: String)] = []

  /// Notes `message` for `column` (once per column).
  @inline(__always)
  mutating func add(_ column: OrderColumn, _ message: String) {
    columns |= 1 << column.index
    messages.append((column, message))
  }

  /// What is wrong with `column`, if anything.
  @inline(__always)
  subscript(_ column: OrderColumn) -> String? {
    // The bit keeps a valid row's lookups to one test.
    guard columns & (1 << column.index) != 0 else { return nil }
    return messages.first { $0.column == column }?.message
  }
}

/// A reader whose valid records come as `TypedLine`s; its `fields` are the record's text
/// (for the rejects file), made only when something reads them.
protocol TypedLineReader: RecordReader {
  /// The current record's line; meaningful only when `problem` is nil.
  var typedLine: TypedLine { get }
  /// The names `typedLine`'s city and style indexes point into.
  var names: ImportNames { get }
  /// Whether a valid row's text is wanted (for the rejects file, `--rejects`).
  var keepsRejectText: Bool { get }
}
