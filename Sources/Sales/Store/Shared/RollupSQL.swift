import SalesDomain

/// `column IN (…)` for `ids`: integers from the database, so written into the statement
/// safely, once each and sorted, so that each filter shape is one statement text in a cache.
func idList(_ column: String, _ ids: [Int64]) -> String {
  "\(column) IN (\(Set(ids).sorted().map(String.init).joined(separator: ",")))"
}

extension StoreRow {
  /// The six figures of a roll-up row (quantity, gross, discount, refund, net, tickets), from
  /// column `column` on.
  func figures(from column: Int) -> SalesFigures {
    SalesFigures(
      quantity: Int(int64(column)), grossCents: Int(int64(column + 1)),
      discountCents: Int(int64(column + 2)), refundCents: Int(int64(column + 3)),
      netCents: Int(int64(column + 4)), tickets: Int(int64(column + 5)))
  }
}
