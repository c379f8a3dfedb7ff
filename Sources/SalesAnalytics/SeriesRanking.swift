/// Keeps a chart with many series legible: the largest few by name, the rest as one group.
public struct SeriesRanking: Hashable, Sendable {
  /// The names shown on their own, largest first.
  public let shown: [String]
  /// The names folded into "Other", largest first (empty when every series is shown).
  public let folded: [String]

  /// Ranks `totals` (name → size) largest first, ties by name. With at most `limit` names
  /// every one is shown; with more, the largest `limit - 1` are shown and the rest folded,
  /// so a chart never carries more than `limit` series including "Other".
  public init(_ totals: [(name: String, total: Double)], limit: Int) {
    precondition(limit >= 2, "room for one series and Other")
    let ranked = totals.sorted { ($0.total, $1.name) > ($1.total, $0.name) }.map(\.name)
    if ranked.count <= limit {
      shown = ranked
      folded = []
    } else {
      shown = Array(ranked.prefix(limit - 1))
      folded = Array(ranked.dropFirst(limit - 1))
    }
  }

  /// Whether `name` is shown on its own.
  public func isShown(_ name: String) -> Bool { shown.contains(name) }
}
