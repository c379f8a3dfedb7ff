import Foundation

/// A grid's rows, laid out so its columns line up across rows (`Grid`, `LazyVGrid`,
/// `LazyHGrid`): a column is as wide as its widest cell, a row as tall as its tallest.
struct GridSpec {
  /// One row: its cells, or one view that spans the grid (a `Grid` child outside a `GridRow`).
  struct Row {
    var cells: [ViewNode]
    var alignment: VerticalAlignment?
    var spans = false
  }

  var rows: [Row]
  /// Where cells sit in their column and row unless a column or row says otherwise.
  var alignment: Alignment
  var horizontalSpacing: Double
  var verticalSpacing: Double
  /// Per column, from lazy grids' items: a fixed width, whether the column shares leftover
  /// width (`.flexible`, `.adaptive`) and its alignment.
  var columns: [GridColumn] = []
  /// A lone `GridRow`, which an enclosing `Grid` takes as one of its rows.
  var isGridRow = false
}

/// What a lazy grid's `GridItem` says about one column.
struct GridColumn {
  var fixedWidth: Double?
  var minimumWidth = 0.0
  var maximumWidth = Double.infinity
  var stretches = false
  var alignment: HorizontalAlignment?
}

/// Measures and draws grids (see `GridSpec`).
enum GridLayout {
  /// The grid's column widths, row heights, cell sizes and size for an offer.
  struct Measured {
    var columnWidths: [Double]
    var rowHeights: [Double]
    var cellSizes: [[ViewSize]]
    var columnsWidth: Double
    var size: ViewSize
  }

  static func measure(_ spec: GridSpec, _ p: Proposal, _ env: ViewEnvironment) -> Measured {
    let columnCount = max(
      spec.rows.filter { !$0.spans }.map(\.cells.count).max() ?? 0, spec.columns.count)
    var widths = [Double](repeating: 0, count: columnCount)
    var heights = [Double](repeating: 0, count: spec.rows.count)
    var spanWidth = 0.0
    let sizes = spec.rows.map { row in
      row.cells.map { ViewLayout.size($0, .ideal, env) }
    }
    for (r, row) in spec.rows.enumerated() {
      for (c, s) in sizes[r].enumerated() {
        heights[r] = max(heights[r], s.height)
        if row.spans {
          spanWidth = max(spanWidth, s.width)
        } else {
          widths[c] = max(widths[c], s.width)
        }
      }
    }
    for (c, column) in spec.columns.enumerated() where c < columnCount {
      if let fixed = column.fixedWidth { widths[c] = fixed }
      if column.stretches { widths[c] = max(widths[c], column.minimumWidth) }
    }
    let gaps = spec.horizontalSpacing * Double(max(columnCount - 1, 0))
    var columnsWidth = widths.reduce(0, +) + gaps
    // Flexible columns divide the width offered equally, within their bounds, as SwiftUI's do.
    let stretching = spec.columns.indices.filter { $0 < columnCount && spec.columns[$0].stretches }
    if let offered = p.width, !stretching.isEmpty {
      let stretches = Set(stretching)
      var remaining =
        offered - gaps
        - widths.indices.filter { !stretches.contains($0) }.reduce(0) { $0 + widths[$1] }
      var open = stretching
      while !open.isEmpty {
        let share = max(remaining, 0) / Double(open.count)
        let bounded = Set(
          open.filter {
            share < spec.columns[$0].minimumWidth || share > spec.columns[$0].maximumWidth
          })
        if bounded.isEmpty {
          for c in open { widths[c] = share }
          break
        }
        for c in bounded {
          widths[c] = min(max(share, spec.columns[c].minimumWidth), spec.columns[c].maximumWidth)
          remaining -= widths[c]
        }
        open.removeAll { bounded.contains($0) }
      }
      columnsWidth = widths.reduce(0, +) + gaps
    }
    let height =
      heights.reduce(0, +) + spec.verticalSpacing * Double(max(spec.rows.count - 1, 0))
    return Measured(
      columnWidths: widths, rowHeights: heights, cellSizes: sizes, columnsWidth: columnsWidth,
      size: ViewSize(width: max(columnsWidth, spanWidth), height: height))
  }

  /// Draws the grid in `rect`: each cell in its column's width and its row's height, placed
  /// by the column's alignment (`gridColumnAlignment`, a lazy grid item's) and the row's.
  static func draw(
    _ spec: GridSpec, in rect: Rect, _ env: ViewEnvironment, into svg: inout SVGWriter
  ) {
    let m = measure(spec, Proposal(width: rect.width, height: rect.height), env)
    let alignments = columnAlignments(spec, count: m.columnWidths.count)
    let (left, _) = spec.alignment.offset(of: (m.columnsWidth, 0), in: (rect.width, 0))
    var y = rect.y
    for (r, row) in spec.rows.enumerated() {
      if r > 0 { y += spec.verticalSpacing }
      let h = m.rowHeights[r]
      var x = rect.x + (row.spans ? 0 : left)
      for (c, cell) in row.cells.enumerated() {
        let w = row.spans ? rect.width : m.columnWidths[c]
        var s = m.cellSizes[r][c]
        if ViewLayout.isFlexible(cell, vertical: false)
          || ViewLayout.isFlexible(cell, vertical: true)
        {
          s = ViewLayout.size(cell, Proposal(width: w, height: h), env)
        }
        let alignment = Alignment(
          horizontal: row.spans ? spec.alignment.horizontal : alignments[c],
          vertical: row.alignment ?? spec.alignment.vertical)
        let (dx, dy) = alignment.offset(of: (s.width, s.height), in: (w, h))
        ViewRenderer.draw(
          cell, in: Rect(x: x + dx, y: y + dy, width: s.width, height: s.height), env, into: &svg)
        x += w + spec.horizontalSpacing
      }
      y += h
    }
  }

  /// Each column's alignment: a lazy grid item's, else the first `gridColumnAlignment` a cell of
  /// the column carries, else the grid's.
  static func columnAlignments(_ spec: GridSpec, count: Int) -> [HorizontalAlignment] {
    (0..<count).map { c in
      if spec.columns.indices.contains(c), let alignment = spec.columns[c].alignment {
        return alignment
      }
      for row in spec.rows where !row.spans && row.cells.indices.contains(c) {
        if let alignment = row.cells[c].gridColumnAlignment { return alignment }
      }
      return spec.alignment.horizontal
    }
  }
}

extension ViewNode {
  /// The alignment `gridColumnAlignment` gave this cell, looking through its other modifiers.
  var gridColumnAlignment: HorizontalAlignment? {
    var node = self
    while case .modified(let child, let modifier) = node.kind {
      if case .gridColumnAlignment(let alignment) = modifier { return alignment }
      node = child
    }
    return nil
  }
}
