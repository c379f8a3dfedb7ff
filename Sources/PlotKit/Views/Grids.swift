import Foundation

/// Rows of views, as SwiftUI's `Grid`: the cells of every `GridRow` share column widths (a
/// column is as wide as its widest cell), a row is as tall as its tallest cell, and a view
/// outside a `GridRow` spans the grid. `gridColumnAlignment` on a cell aligns its column.
public struct Grid: View {
  let node: ViewNode
  /// Rows `verticalSpacing` apart, cells `horizontalSpacing` apart.
  public init(
    alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil,
    verticalSpacing: CGFloat? = nil, @ViewBuilder content: () -> TupleView
  ) {
    let rows = content()._viewNode.flattened.map { child -> GridSpec.Row in
      if case .grid(let row) = child.kind, row.rows.count == 1, let only = row.rows.first,
        row.isGridRow
      {
        return only
      }
      return GridSpec.Row(cells: [child], alignment: nil, spans: true)
    }
    node = ViewNode(
      kind: .grid(
        GridSpec(
          rows: rows, alignment: alignment,
          horizontalSpacing: CallerNumbers.nonNegative(
            horizontalSpacing.map { Double($0) } ?? ViewLayout.defaultSpacing),
          verticalSpacing: CallerNumbers.nonNegative(
            verticalSpacing.map { Double($0) } ?? ViewLayout.defaultSpacing))))
  }
  /// The grid's layout tree.
  public var _viewNode: ViewNode { node }
}

/// One row of a `Grid`; on its own, a one-row grid.
public struct GridRow: View {
  let node: ViewNode
  /// The row's cells, aligned vertically.
  public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> TupleView) {
    var spec = GridSpec(
      rows: [GridSpec.Row(cells: content()._viewNode.flattened, alignment: alignment)],
      alignment: .center, horizontalSpacing: ViewLayout.defaultSpacing, verticalSpacing: 0)
    spec.isGridRow = true
    node = ViewNode(kind: .grid(spec))
  }
  /// The row's layout tree.
  public var _viewNode: ViewNode { node }
}

extension View {
  /// Aligns the cells of this cell's `Grid` column, as SwiftUI's `gridColumnAlignment`.
  public func gridColumnAlignment(_ guide: HorizontalAlignment) -> ViewNode {
    _viewNode.with(.gridColumnAlignment(guide))
  }
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
  let alignment: Alignment?

  /// A column of `size`, `spacing` from the next.
  public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
    self.size = size
    self.spacing = spacing.map { CallerNumbers.nonNegative(Double($0)) }
    self.alignment = alignment
  }

  /// What the item says about its column (or, in a `LazyHGrid`, its row).
  var column: GridColumn {
    switch size {
    case .fixed(let width):
      return GridColumn(
        fixedWidth: CallerNumbers.nonNegative(Double(width)), alignment: alignment?.horizontal)
    case .flexible(let minimum, let maximum), .adaptive(let minimum, let maximum):
      let low = CallerNumbers.nonNegative(Double(minimum))
      let high =
        Double(maximum) == .infinity ? .infinity : CallerNumbers.nonNegative(Double(maximum))
      return GridColumn(
        minimumWidth: low, maximumWidth: max(low, high), stretches: true,
        alignment: alignment?.horizontal)
    }
  }
}

/// Views filling rows of `columns.count` cells, as SwiftUI's `LazyVGrid`: columns line up
/// across rows, `.fixed` columns keep their width and `.flexible` ones share the width offered
/// (an `.adaptive` column counts as one flexible column: PlotKit lays out before it knows the
/// width).
public struct LazyVGrid: View {
  let node: ViewNode
  /// The content's views in rows of as many cells as there are columns.
  public init(
    columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: Set<Int> = [], @ViewBuilder content: () -> TupleView
  ) {
    let cells = content()._viewNode.flattened
    let perRow = max(columns.count, 1)
    let rows = stride(from: 0, to: cells.count, by: perRow).map { start in
      GridSpec.Row(cells: Array(cells[start..<min(start + perRow, cells.count)]), alignment: nil)
    }
    node = ViewNode(
      kind: .grid(
        GridSpec(
          rows: rows, alignment: Alignment(horizontal: alignment, vertical: .center),
          horizontalSpacing: columns.first?.spacing ?? ViewLayout.defaultSpacing,
          verticalSpacing: CallerNumbers.nonNegative(
            spacing.map { Double($0) } ?? ViewLayout.defaultSpacing),
          columns: columns.map(\.column))))
  }
  /// The grid's layout tree.
  public var _viewNode: ViewNode { node }
}

/// Views filling columns of `rows.count` cells, as SwiftUI's `LazyHGrid`: rows line up across
/// columns, each column as wide as its widest cell.
public struct LazyHGrid: View {
  let node: ViewNode
  /// The content's views in columns of as many cells as there are rows.
  public init(
    rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: Set<Int> = [], @ViewBuilder content: () -> TupleView
  ) {
    let cells = content()._viewNode.flattened
    let perColumn = max(rows.count, 1)
    // Cell i goes down column i / perColumn: row r holds cells r, r + perColumn, ….
    let gridRows = (0..<min(perColumn, cells.count)).map { r in
      GridSpec.Row(
        cells: Array(stride(from: r, to: cells.count, by: perColumn).map { cells[$0] }),
        alignment: nil)
    }
    node = ViewNode(
      kind: .grid(
        GridSpec(
          rows: gridRows, alignment: Alignment(horizontal: .center, vertical: alignment),
          horizontalSpacing: CallerNumbers.nonNegative(
            spacing.map { Double($0) } ?? ViewLayout.defaultSpacing),
          verticalSpacing: rows.first?.spacing ?? ViewLayout.defaultSpacing)))
  }
  /// The grid's layout tree.
  public var _viewNode: ViewNode { node }
}
