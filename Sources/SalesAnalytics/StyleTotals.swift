import SalesDomain

/// What one pancake style sold over a period.
public struct StyleTotal: Hashable, Sendable {
  /// The style's name.
  public let style: String
  /// Pancakes sold.
  public let quantity: Int
  /// Revenue in cents.
  public let revenueCents: Int

  /// Creates a style total.
  public init(style: String, quantity: Int, revenueCents: Int) {
    self.style = style
    self.quantity = quantity
    self.revenueCents = revenueCents
  }
}

extension SalesAnalytics {
  /// Every style on the menu (or the filter's styles) over `range`, largest first, ties by
  /// name; `top` keeps only the first `top`.
  ///
  /// Styles that sold nothing are listed with zero, so a quiet style is visible, not missing.
  public func styleTotals(in range: DateRange, filter: SalesFilter = .all, top: Int? = nil)
    throws -> [StyleTotal]
  {
    precondition(top.map { $0 >= 0 } ?? true, "top must not be negative")
    var sums: [Int64: (quantity: Int, revenue: Int)] = [:]
    for row in try store.styleFigures(filter.selection(range)) {
      sums[row.styleID] = (row.figures.quantity, row.figures.netCents)
    }
    let styles = filter.styles.isEmpty ? try store.styles() : filter.styles
    var seen = Set<Int64>()
    let totals = styles.filter { seen.insert($0.id).inserted }.map { style in
      StyleTotal(
        style: style.name, quantity: sums[style.id]?.quantity ?? 0,
        revenueCents: sums[style.id]?.revenue ?? 0)
    }.sorted { a, b in
      a.quantity != b.quantity ? a.quantity > b.quantity : Self.nameOrder(a.style, b.style)
    }
    return top.map { Array(totals.prefix($0)) } ?? totals
  }
}
