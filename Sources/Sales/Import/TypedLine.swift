import SalesDomain

/// One order line as a profile's reader found it, in typed values: what `RowValidator.check`
/// takes and the parser stores, with nothing written out as text and read back.
///
/// The ids point into the reader's buffers and are valid only until its next record.
struct TypedLine {
  /// The order's id and, on a refund, the refunded order's id, trimmed.
  var orderID = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
  var refundOf = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
  /// The city and style, as indexes into the reader's `ImportNames`.
  var city = 0
  var style = 0
  /// The date and time: a UTC instant when `isUTC`, else the city's wall clock, in seconds.
  var seconds: Int64 = 0
  var isUTC = false
  /// Signed quantity: negative on a refund.
  var quantity: Int64 = 0
  /// The order's line number.
  var lineNumber: Int64 = 1
  /// The gross in minor units, when the row gave one (`hasGross`; else from the menu price).
  var gross: Int64 = 0
  var hasGross = false
  var discount: Int64 = 0
  var isRefund = false
}

/// A reader whose valid records come as `TypedLine`s (a profile's translation); its `fields`
/// are Griddle's columns written from the line, made only when something reads them.
protocol TypedLineReader: RecordReader {
  /// The current record's line; meaningful only when `problem` is nil.
  var typedLine: TypedLine { get }
  /// The names `typedLine`'s city and style indexes point into.
  var names: ImportNames { get }
  /// Whether a valid row's text is wanted (for the rejects file, `--rejects`).
  var keepsRejectText: Bool { get }
}
