import Foundation

/// Which position scale a channel feeds.
enum ChannelAxis: Sendable {
  case x, y, none
}

/// A named input of a mark type, such as a bar's `yStart`.
struct ChannelSpec: Sendable {
  let name: String
  let axis: ChannelAxis
}

/// The encoded values of one channel for every row of a layer (the "channels" pipeline stage).
///
/// Values are stored as `Double`: numbers as is, dates as seconds since the reference date,
/// categories as an index into `categories`. Missing values are NaN. Keeping rows this small
/// is what lets a million-point line render in well under 100 ms.
struct Column {
  let spec: ChannelSpec
  var label: String?
  var kind: ValueKind?
  var unit: Calendar.Component?
  var values: [Double] = []
  var categories: [String] = []
  var categoryIndex: [String: Int] = [:]
  /// False when a transform replaced what the column means on screen (a normalized stack's
  /// raw values): it still labels marks but no longer widens its position scale.
  var feedsScale = true

  init(spec: ChannelSpec) {
    self.spec = spec
  }

  var isEmpty: Bool { kind == nil }

  mutating func append(_ channel: ChannelValue?) {
    guard let channel else {
      values.append(.nan)
      return
    }
    let newKind = ValueKind(channel.value)
    if let kind {
      // A value of another kind than the channel's first (a number among categories) has no
      // place on its scale: the row reads as missing there and is not drawn.
      guard kind == newKind else {
        values.append(.nan)
        return
      }
    } else {
      kind = newKind
      label = channel.label
      unit = channel.unit
    }
    switch channel.value {
    // Infinities have no position: they read as missing, as NaN does.
    case .number(let number): values.append(number.isFinite ? number : .nan)
    case .date(let date):
      let seconds = date.timeIntervalSinceReferenceDate
      values.append(seconds.isFinite ? seconds : .nan)
    case .category(let name):
      if let index = categoryIndex[name] {
        values.append(Double(index))
      } else {
        categoryIndex[name] = categories.count
        values.append(Double(categories.count))
        categories.append(name)
      }
    }
  }

  /// Overwrites a row with a number, used by transforms such as stacking.
  mutating func set(_ row: Int, _ number: Double) {
    if kind == nil {
      kind = .quantitative
      values = Array(repeating: .nan, count: max(values.count, row + 1))
    }
    values[row] = number.isFinite ? number : .nan
  }

  /// The row's value as the chart's users wrote it, for labels and accessibility.
  func plotValue(_ row: Int) -> PlotValue? {
    guard let kind, row < values.count else { return nil }
    let v = values[row]
    guard !v.isNaN else { return nil }
    switch kind {
    case .quantitative: return .number(v)
    case .temporal: return .date(Date(timeIntervalSinceReferenceDate: v))
    case .nominal: return .category(categories[Int(v)])
    }
  }
}

/// The direction bars and areas grow in.
enum Orientation: Sendable {
  case vertical, horizontal
}

/// All marks of one type in a chart, stored column by column.
final class MarkLayer {
  let mark: any MarkRenderer.Type
  /// Position of the first mark of this type in the content, which sets drawing order.
  let order: Int
  var columns: [Column]
  /// Index into the collector's styles for each row.
  var styleOfRow: [Int32] = []
  /// Set by the mark's `prepare` step.
  var orientation: Orientation = .vertical
  /// Set by the dodge transform when marks use `position(by:)`.
  var dodge: Dodge?
  /// How the layer's marks stack; the last non-standard method a mark asked for wins.
  var stacking = MarkStackingMethod.standard
  /// Axes on which some mark was given a range value (`.value("Bin", a..<b)`), see `BarMark`.
  var rangeValueAxes: Set<ChannelAxis> = []
  /// Set by the stack transform when some position holds more than one mark.
  var stacked = false
  /// The rows the current `render` call draws: one run of the content, in declaration order.
  var drawRows: Range<Int> = 0..<0
  /// Whether `drawRows` picks part of a layer drawn whole (lines and areas split by masks).
  var drawsSubset: Bool { !drawRows.isEmpty && drawRows != 0..<count }

  init(mark: any MarkRenderer.Type, order: Int) {
    self.mark = mark
    self.order = order
    self.columns = mark.channels.map { Column(spec: $0) }
  }

  var count: Int { styleOfRow.count }

  /// True while some never-used column holds fewer values than the layer has rows: bulk
  /// appends leave such columns empty instead of writing a missing value per row.
  private var hasShortColumns = false

  /// Appends one row; `fill` gets the columns once, so a row costs one exclusive access.
  @inline(__always)
  func appendRow(style: Int32, _ fill: (inout [Column]) -> Void) {
    if hasShortColumns { padShortColumns() }
    fill(&columns)
    styleOfRow.append(style)
  }

  /// Fills columns left empty by bulk appends with missing values, before rows that may set them.
  private func padShortColumns() {
    for index in columns.indices where columns[index].values.count < count {
      columns[index].values.append(
        contentsOf: repeatElement(.nan, count: count - columns[index].values.count))
    }
    hasShortColumns = false
  }

  /// Reserves room for `rows` more rows, from the size of the `ForEach` being walked.
  func reserve(_ rows: Int) {
    for index in columns.indices { columns[index].values.reserveCapacity(rows) }
    styleOfRow.reserveCapacity(rows)
  }

  /// Appends `values.count` rows at once from whole numeric columns (vectorized plots); other
  /// columns get missing values. False, adding nothing, when a column already holds
  /// non-numeric values.
  func appendNumbers(_ numbers: [(column: Int, label: String, values: [Double])], style: Int32)
    -> Bool
  {
    guard let count = numbers.first?.values.count else { return true }
    guard numbers.allSatisfy({ $0.values.count == count }) else { return false }
    for entry in numbers where columns[entry.column].kind.map({ $0 != .quantitative }) ?? false {
      return false
    }
    if hasShortColumns { padShortColumns() }
    let filled = Set(numbers.map(\.column))
    for entry in numbers {
      if columns[entry.column].kind == nil {
        columns[entry.column].kind = .quantitative
        columns[entry.column].label = entry.label
      }
      if columns[entry.column].values.isEmpty {
        columns[entry.column].values = entry.values  // the common case: no copy
      } else {
        columns[entry.column].values.append(contentsOf: entry.values)
      }
    }
    for index in columns.indices where !filled.contains(index) {
      // A column no row has used stays empty (it reads as missing everywhere); a million-row
      // plot saves writing 8 MB of NaN per unused channel.
      if columns[index].isEmpty && columns[index].values.isEmpty {
        hasShortColumns = true
      } else {
        columns[index].values.append(contentsOf: repeatElement(.nan, count: count))
      }
    }
    styleOfRow.append(contentsOf: repeatElement(style, count: count))
    return true
  }

  func column(_ name: String) -> Column? {
    columns.first { $0.spec.name == name }
  }
}

/// What a mark type must provide: its channels, how it transforms its data, how it draws.
///
/// Each mark implements this in its own file, so adding a mark touches no central switch.
protocol MarkRenderer {
  /// The name used for the SVG layer's class and in descriptions ("bar", "line").
  static var layerName: String { get }
  /// The channels rows of this mark carry, in column order.
  static var channels: [ChannelSpec] { get }
  /// Normalises the layer before scales are built (orientation, stacking, dodging).
  static func prepare(_ layer: MarkLayer, _ context: PrepareContext)
  /// Draws the layer's `drawRows` (all rows when `drawsRunsSeparately` is false).
  static func render(_ layer: MarkLayer, _ context: RenderContext, into svg: inout SVGWriter)
  /// Whether each run of this mark is drawn at its place in the content; lines and areas
  /// join rows into series across runs, so they draw whole at their first run.
  static var drawsRunsSeparately: Bool { get }
}

extension MarkRenderer {
  static func prepare(_ layer: MarkLayer, _ context: PrepareContext) {}
  static var drawsRunsSeparately: Bool { true }
}
