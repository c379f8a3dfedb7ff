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
    let here = LineContent(
      orderedAt: row.orderedAtMilliseconds, cityID: reference.cities[Int(row.cityIndex)].id,
      styleID: reference.styles[Int(row.styleIndex)].id, isRefund: row.isRefund,
      quantity: row.quantity, unitPriceCents: row.unitPriceCents, grossCents: row.grossCents,
      discountCents: row.discountCents,
      refundOf: String(decoding: view.field(.refundOf, of: index), as: UTF8.self),
      grossGiven: row.grossGiven)
    guard let difference = here.difference(fromStored: stored.content, reference: reference)
    else {
      summary.alreadyPresent += 1
      return
    }
    try importer.reject(
      ImportProblem(
        file: path, line: row.line,
        message: LineConflict.differentContent(
          line: row.lineNumber, orderID: String(decoding: view.id(index), as: UTF8.self),
          difference: difference)),
      fields: view.batch.fieldBytes(ofRow: index), in: &summary)
  }
}

extension ImportRun.StoredLine {
  /// What the conflict rule compares a row with.
  var content: LineContent {
    LineContent(
      orderedAt: orderedAtMilliseconds, cityID: cityID, styleID: styleID, isRefund: isRefund,
      quantity: quantity, unitPriceCents: unitPriceCents, grossCents: grossCents,
      discountCents: discountCents, refundOf: refundOf ?? "", grossGiven: true)
  }
}
