/// The one rule that turns lines into money figures (DESIGN: Domain semantics), in Swift
/// only: every store sums what it computes and never re-derives it in SQL.
///
/// A sale line adds its gross and discount; a refund line (negative quantity, negated money)
/// adds the amount it gave back to `refund`; every line adds its net (gross − discount) and
/// units. Tickets are decided by the caller, who knows which lines of the order are stored.
/// Figures one set of lines adds to one roll-up group.
package struct RollupAmounts {
  /// No figures.
  @inlinable package init() {}

  package var quantity: Int64 = 0
  package var grossCents: Int64 = 0
  package var discountCents: Int64 = 0
  package var refundCents: Int64 = 0
  package var netCents: Int64 = 0
  package var tickets: Int64 = 0

  /// Adds one line's money and units (tickets are decided by the caller, who knows which
  /// lines of the order are already stored).
  @inlinable
  package mutating func addLine(
    isRefund: Bool, quantity: Int64, grossCents: Int64, discountCents: Int64
  ) {
    self.quantity += quantity
    if isRefund {
      refundCents += discountCents - grossCents
    } else {
      self.grossCents += grossCents
      self.discountCents += discountCents
    }
    netCents += grossCents - discountCents
  }

  /// Adds `other`.
  @inlinable
  package mutating func add(_ other: RollupAmounts) {
    quantity += other.quantity
    grossCents += other.grossCents
    discountCents += other.discountCents
    refundCents += other.refundCents
    netCents += other.netCents
    tickets += other.tickets
  }

  /// Subtracts `other` (rows counted but not stored).
  @inlinable
  package mutating func subtract(_ other: RollupAmounts) {
    quantity -= other.quantity
    grossCents -= other.grossCents
    discountCents -= other.discountCents
    refundCents -= other.refundCents
    netCents -= other.netCents
    tickets -= other.tickets
  }

  @inlinable
  package var isZero: Bool {
    quantity == 0 && grossCents == 0 && discountCents == 0 && refundCents == 0 && netCents == 0
      && tickets == 0
  }
}
