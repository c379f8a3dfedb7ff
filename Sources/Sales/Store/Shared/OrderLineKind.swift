/// A stored line's kind (0 sale, 1 refund) as SQL both stores evaluate: SQLite stores no kind
/// column (migration 0017 keeps a line at 13 columns, its fast comparators' limit), and a
/// line's kind is its quantity's sign on both.
enum OrderLineKind {
  /// The kind of the `order_lines` row in scope, computed from its quantity.
  static let sql = "(CASE WHEN quantity < 0 THEN 1 ELSE 0 END)"
}
