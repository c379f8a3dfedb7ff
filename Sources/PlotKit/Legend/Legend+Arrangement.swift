/// Where each legend entry goes: rows that wrap when full, as Swift Charts lays out a legend
/// above or below the plot, or columns beside it; a label too long for its row or column is
/// cut with "…".
extension Legend {
  /// One entry as placed: its origin within the legend, its drawn label and its width.
  struct PlacedEntry {
    var x: Double
    var y: Double
    var label: String
    var width: Double
  }

  func lineHeight(_ environment: ChartEnvironment) -> Double {
    let m = environment.textMeasurer
    return (m.ascent(fontSize: ChartFont.legend) + m.descent(fontSize: ChartFont.legend) + 4)
      .rounded(.up)
  }

  /// Rows at most `width` wide; with `columnHeight`, columns at most that tall instead, as
  /// many side by side as the entries need, sharing `width`.
  func arrange(width: Double, columnHeight: Double?, _ environment: ChartEnvironment)
    -> [PlacedEntry]
  {
    guard let columnHeight else { return rows(width: width, environment) }
    let line = lineHeight(environment)
    // Measured and drawn heights are whole lines, so both ends count the same rows.
    let perColumn = max(1, CallerNumbers.int((columnHeight + 0.5) / line))
    let columns = max(1, (entries.count + perColumn - 1) / perColumn)
    let room = (width - Double(columns - 1) * Self.entryGap) / Double(columns)
    let sized = sizedLabels(room: room, environment)
    // Columns are as wide as the widest entry, so a legend drawn in the width it measured
    // cuts its labels exactly as it measured them.
    let columnWidth = sized.map(\.width).max() ?? 0
    return sized.enumerated().map { index, entry in
      PlacedEntry(
        x: Double(index / perColumn) * (columnWidth + Self.entryGap),
        y: Double(index % perColumn) * line, label: entry.label, width: entry.width)
    }
  }

  /// Entries left to right, wrapping to the next row when the row is full.
  private func rows(width: Double, _ environment: ChartEnvironment) -> [PlacedEntry] {
    let line = lineHeight(environment)
    var x = 0.0
    var y = 0.0
    var placed: [PlacedEntry] = []
    for entry in sizedLabels(room: width, environment) {
      if x > 0, x + entry.width > width {
        x = 0
        y += line
      }
      placed.append(PlacedEntry(x: x, y: y, label: entry.label, width: entry.width))
      x += entry.width + Self.entryGap
    }
    return placed
  }

  /// Each label as drawn in an entry at most `room` wide (swatch included), and that width.
  private func sizedLabels(room: Double, _ environment: ChartEnvironment) -> [(
    label: String, width: Double
  )] {
    let measurer = environment.textMeasurer
    let textRoom = max(0, room - Self.swatch - Self.swatchGap)
    return entries.map {
      let label = measurer.truncated($0.label, toWidth: textRoom, fontSize: ChartFont.legend)
      return (
        label,
        Self.swatch + Self.swatchGap
          + measurer.width(of: label, fontSize: ChartFont.legend)
      )
    }
  }
}
