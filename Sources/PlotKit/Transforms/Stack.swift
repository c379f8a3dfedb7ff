/// Stacking: bars or areas sharing a position pile up, ordered by series; negatives go down.
///
/// A transform in the Observable Plot sense: it only rewrites the layer's start/end columns,
/// so marks draw stacked and unstacked data the same way.
enum Stack {
  /// A stack: one position, in one dodge slot.
  struct Key: Hashable {
    var position: UInt64
    var slot: Int
  }

  /// Column indices the transform reads and writes.
  struct Channels {
    var value: Int
    var start: Int
    var end: Int
    var position: Int

    /// The columns of a mark's value, start, end and position channels.
    init<C: MarkChannel>(value: C, start: C, end: C, position: C) {
      (self.value, self.start, self.end) = (value.rawValue, start.rawValue, end.rawValue)
      self.position = position.rawValue
    }
  }

  static func apply(_ layer: MarkLayer, _ channels: Channels, _ context: PrepareContext) {
    let count = layer.count
    guard count > 0, !layer.columns[channels.value].isEmpty else { return }
    let values = layer.columns[channels.value].values
    let starts = layer.columns[channels.start].values
    let positions = layer.columns[channels.position].values
    let hasStart = !layer.columns[channels.start].isEmpty
    let seriesIndex = seriesOrder(layer, context)
    let dodge = layer.dodge

    // Rows that carry a single value and no explicit start are stacked.
    var rows = (0..<count).filter { !values[$0].isNaN && !(hasStart && !starts[$0].isNaN) }
    if seriesIndex != nil {
      rows.sort { (seriesIndex![$0], $0) < (seriesIndex![$1], $1) }
    }
    var positive: [Key: Double] = [:]
    var negative: [Key: Double] = [:]
    let method = layer.stacking.kind
    let strictlyIncreasing =
      (method == .standard || method == .unstacked) && seriesIndex == nil
      && zip(rows, rows.dropFirst()).allSatisfy { positions[$0] < positions[$1] }
    var startColumn = layer.columns[channels.start]
    var endColumn = layer.columns[channels.end]
    for row in rows {
      let value = values[row]
      var base = 0.0
      if !strictlyIncreasing && method != .unstacked {
        let key = Key(
          position: positions[row].bitPattern,
          slot: dodge.map { Int($0.slotOfStyle[Int(layer.styleOfRow[row])]) } ?? 0)
        if value >= 0 {
          base = positive[key, default: 0]
          positive[key] = base + value
        } else {
          base = negative[key, default: 0]
          negative[key] = base + value
        }
      }
      startColumn.set(row, base)
      endColumn.set(row, base + value)
    }
    if method == .normalized || method == .center {
      rescale(rows, positions, layer, method, positive, negative, &startColumn, &endColumn)
      layer.columns[channels.value].feedsScale = false
    }
    if startColumn.label == nil { startColumn.label = layer.columns[channels.value].label }
    if endColumn.label == nil { endColumn.label = layer.columns[channels.value].label }
    layer.columns[channels.start] = startColumn
    layer.columns[channels.end] = endColumn
    layer.stacked =
      !strictlyIncreasing && method != .unstacked
      && (positive.values.count + negative.values.count) < rows.count
  }

  /// Scales each position's stack to 0…1 (`.normalized`) or centres it on zero (`.center`).
  private static func rescale(
    _ rows: [Int], _ positions: [Double], _ layer: MarkLayer, _ method: MarkStackingMethod.Kind,
    _ positive: [Key: Double], _ negative: [Key: Double], _ start: inout Column,
    _ end: inout Column
  ) {
    for row in rows {
      let key = Key(
        position: positions[row].bitPattern,
        slot: layer.dodge.map { Int($0.slotOfStyle[Int(layer.styleOfRow[row])]) } ?? 0)
      let top = positive[key, default: 0]
      let bottom = negative[key, default: 0]
      let total = top - bottom
      guard total > 0 else { continue }
      let (a, b) = (start.values[row], end.values[row])
      if method == .normalized {
        // Negatives sit below the positives, so the whole stack spans 0…1.
        start.set(row, (a - bottom) / total)
        end.set(row, (b - bottom) / total)
      } else {
        start.set(row, a - (top + bottom) / 2)
        end.set(row, b - (top + bottom) / 2)
      }
    }
  }

  /// Each row's series rank in the colour domain, or nil when the layer has no series.
  private static func seriesOrder(_ layer: MarkLayer, _ context: PrepareContext) -> [Int]? {
    let keys = context.series.colorKeyOfStyle
    guard layer.styleOfRow.contains(where: { keys[Int($0)] != nil }) else { return nil }
    let rank = Dictionary(
      context.series.colorDomain.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
    return layer.styleOfRow.map { style in keys[Int(style)].flatMap { rank[$0] } ?? -1 }
  }
}
