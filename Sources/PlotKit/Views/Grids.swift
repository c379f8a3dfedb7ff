import Foundation

/// Rows of views, as SwiftUI's `Grid`: each `GridRow` is laid out as a row, the rows one under
/// another. Columns line up when their cells are alike (as in legends); PlotKit does not widen
/// a column to the widest cell of other rows.
public struct Grid: View {
  let node: ViewNode
  /// Rows `verticalSpacing` apart, cells `horizontalSpacing` apart.
  public init(
    alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil,
    verticalSpacing: CGFloat? = nil, @ViewBuilder content: () -> TupleView
  ) {
    let rows = content()._viewNode.flattened.map { row -> ViewNode in
      guard case .stack(.horizontal, let rowAlignment, _, let cells) = row.kind else { return row }
      return ViewNode(
        kind: .stack(
          .horizontal, rowAlignment, spacing: horizontalSpacing.map { Double($0) }, cells))
    }
    node = ViewNode(
      kind: .stack(
        .vertical, Alignment(horizontal: alignment.horizontal, vertical: .center),
        spacing: verticalSpacing.map { Double($0) }, rows))
  }
  /// The grid's layout tree.
  public var _viewNode: ViewNode { node }
}

/// One row of a `Grid`.
public struct GridRow: View {
  let node: ViewNode
  /// The row's cells, aligned vertically.
  public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> TupleView) {
    node = ViewNode(
      kind: .stack(
        .horizontal, Alignment(horizontal: .center, vertical: alignment ?? .center),
        spacing: nil, content()._viewNode.flattened))
  }
  /// The row's layout tree.
  public var _viewNode: ViewNode { node }
}

/// A column of a lazy grid, as SwiftUI's `GridItem`.
public struct GridItem: Sendable {
  /// How wide the column is.
  public enum Size: Sendable {
    /// Exactly this wide.
    case fixed(CGFloat)
    /// Sharing the room, within bounds.
    case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
    /// As many columns as fit, within bounds.
    case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
  }
  let size: Size
  let spacing: Double?

  /// A column of `size`, `spacing` from the next.
  public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
    self.size = size
    self.spacing = spacing.map { CallerNumbers.nonNegative(Double($0)) }
  }
}

/// Views filling rows of `columns.count` cells, as SwiftUI's `LazyVGrid` (an `.adaptive`
/// column counts as one: PlotKit lays out before it knows the width).
public struct LazyVGrid: View {
  let node: ViewNode
  /// The content's views in rows of as many cells as there are columns.
  public init(
    columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: Set<Int> = [], @ViewBuilder content: () -> TupleView
  ) {
    let cells = content()._viewNode.flattened
    let perRow = max(columns.count, 1)
    let rows = stride(from: 0, to: cells.count, by: perRow).map { start -> ViewNode in
      ViewNode(
        kind: .stack(
          .horizontal, .center, spacing: columns.first?.spacing,
          Array(cells[start..<min(start + perRow, cells.count)])))
    }
    node = ViewNode(
      kind: .stack(
        .vertical, Alignment(horizontal: alignment, vertical: .center),
        spacing: spacing.map { Double($0) }, rows))
  }
  /// The grid's layout tree.
  public var _viewNode: ViewNode { node }
}

/// Views filling columns of `rows.count` cells, as SwiftUI's `LazyHGrid`.
public struct LazyHGrid: View {
  let node: ViewNode
  /// The content's views in columns of as many cells as there are rows.
  public init(
    rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: Set<Int> = [], @ViewBuilder content: () -> TupleView
  ) {
    let cells = content()._viewNode.flattened
    let perColumn = max(rows.count, 1)
    let columns = stride(from: 0, to: cells.count, by: perColumn).map { start -> ViewNode in
      ViewNode(
        kind: .stack(
          .vertical, .center, spacing: rows.first?.spacing,
          Array(cells[start..<min(start + perColumn, cells.count)])))
    }
    node = ViewNode(
      kind: .stack(
        .horizontal, Alignment(horizontal: .center, vertical: alignment),
        spacing: spacing.map { Double($0) }, columns))
  }
  /// The grid's layout tree.
  public var _viewNode: ViewNode { node }
}
