import PostgresStorage

extension BinaryCopyWriter {
  /// Row `index` of `view` as `order_lines`' columns from `order_id` to `refund_of`, each in
  /// its exact type (migration 0008): one encoding for the direct route's copy and the staging
  /// table's, which adds columns of its own around it.
  @inline(__always)
  mutating func appendLine(
    _ view: ImportRun.BatchView, _ index: Int, cityIDs: [Int32], styleIDs: [Int32]
  ) {
    let row = view.rows[index]
    append(text: view.id(index))
    append(int32: Int32(truncatingIfNeeded: row.lineNumber))
    append(int64: row.orderedAtMilliseconds)
    append(int32: row.localDay)
    append(int16: Int16(row.localHour))
    append(int32: cityIDs[Int(row.cityIndex)])
    append(int32: styleIDs[Int(row.styleIndex)])
    append(int16: row.isRefund ? 1 : 0)
    // The validator keeps a quantity within 32 bits.
    append(int32: Int32(truncatingIfNeeded: row.quantity))
    if row.unitPriceCents >= 0 { append(int64: row.unitPriceCents) } else { appendNull() }
    append(int64: row.grossCents)
    append(int64: row.discountCents)
    let refundOf = view.field(.refundOf, of: index)
    if refundOf.isEmpty { appendNull() } else { append(text: refundOf) }
  }
}
