import SalesDomain

/// Rows whose key (order id, line) is already stored: counted as present, or rejected as a
/// conflict.
extension ImportRun {
  /// A row whose key is already stored: the same line again, or a conflict.
  ///
  /// Re-importing a file takes this path for every row, so the stored line is compared as
  /// integers; strings are made only for a conflict.
  mutating func compareWithStored(
    _ row: ParsedRow, stored: StoredLine, view: BatchView, index: Int,
    reference: ImportReferenceData, _ summary: inout FileImportSummary
  ) throws {
    corrections.removedRows.append(Int32(index))
    guard
      let difference = describeDifference(
        stored: stored, row: row, refundOf: view.field(.refundOf, of: index),
        reference: reference)
    else {
      summary.alreadyPresent += 1
      return
    }
    let orderID = displayedValue(String(decoding: view.id(index), as: UTF8.self))
    try importer.reject(
      ImportProblem(
        file: path, line: row.line,
        message:
          "line \(row.lineNumber) of order_id '\(orderID)' is already stored with different content (\(difference))"
      ),
      fields: view.batch.fieldBytes(ofRow: index), in: &summary)
  }

  /// The first column in which `row` differs from the stored order, for the message; nil
  /// when they are the same order.
  private func describeDifference(
    stored: StoredLine, row: ParsedRow, refundOf: UnsafeBufferPointer<UInt8>,
    reference: ImportReferenceData
  ) -> String? {
    if stored.orderedAtMilliseconds != row.orderedAtMilliseconds {
      return
        "ordered_at \(formatInstant(stored.orderedAtMilliseconds)) stored, \(formatInstant(row.orderedAtMilliseconds)) here"
    }
    let city = reference.cities[Int(row.cityIndex)]
    if stored.cityID != city.id {
      let storedName =
        reference.cities.first { $0.id == stored.cityID }?.name ?? "#\(stored.cityID)"
      return "city \(storedName) stored, \(city.name) here"
    }
    let style = reference.styles[Int(row.styleIndex)]
    if stored.styleID != style.id {
      let storedName =
        reference.styles.first { $0.id == stored.styleID }?.name ?? "#\(stored.styleID)"
      return "style \(storedName) stored, \(style.name) here"
    }
    if stored.isRefund != row.isRefund {
      return
        "kind \(stored.isRefund ? "refund" : "sale") stored, \(row.isRefund ? "refund" : "sale") here"
    }
    if stored.quantity != row.quantity {
      return "quantity \(stored.quantity) stored, \(row.quantity) here"
    }
    if stored.unitPriceCents != row.unitPriceCents {
      func show(_ value: Int64) -> String { value < 0 ? "none" : String(value) }
      return
        "unit_price_cents \(show(stored.unitPriceCents)) stored, \(show(row.unitPriceCents)) here"
    }
    // A first-release file gives no gross: its price (above) is what it said, and the gross
    // computed from a menu price that changed since must not turn a re-import into a conflict.
    if row.grossGiven && stored.grossCents != row.grossCents {
      return "gross_cents \(stored.grossCents) stored, \(row.grossCents) here"
    }
    if stored.discountCents != row.discountCents {
      return "discount_cents \(stored.discountCents) stored, \(row.discountCents) here"
    }
    let here = String(decoding: refundOf, as: UTF8.self)
    if (stored.refundOf ?? "") != here {
      return "refund_of '\(stored.refundOf ?? "")' stored, '\(here)' here"
    }
    return nil
  }
}

/// `YYYY-MM-DDTHH:MM:SS[.mmm]Z` for messages.
func formatInstant(_ milliseconds: Int64) -> String {
  let seconds = milliseconds >= 0 ? milliseconds / 1000 : (milliseconds - 999) / 1000
  let fraction = milliseconds - seconds * 1000
  let day = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
  let time = seconds - day * 86_400
  let date = LocalDate(dayNumber: Int(day))
  var text =
    "\(date)T\(LocalDate.pad(Int(time / 3600), 2)):\(LocalDate.pad(Int(time / 60 % 60), 2)):\(LocalDate.pad(Int(time % 60), 2))"
  if fraction != 0 { text += "." + LocalDate.pad(Int(fraction), 3) }
  return text + "Z"
}
