import Foundation

/// How a position scale chooses the values it spans, set with `chartXScale(domain:)`.
public struct ScaleDomain: Sendable {
  enum Storage: Sendable {
    case automatic(includesZero: Bool?)
    case values(PlotValue, PlotValue)
    case categories([String])
  }
  let storage: Storage
  /// Whether the scale runs backwards (larger values at the bottom or leading edge).
  var reversed = false

  /// Inferred from the data; numbers include zero.
  public static let automatic = ScaleDomain(storage: .automatic(includesZero: nil))

  /// Inferred from the data; `includesZero: false` fits the domain to the data alone,
  /// `reversed: true` runs the scale backwards.
  public static func automatic(includesZero: Bool? = nil, reversed: Bool? = nil) -> ScaleDomain {
    ScaleDomain(storage: .automatic(includesZero: includesZero), reversed: reversed ?? false)
  }
}

/// Builds the x or y scale from every column that feeds it.
enum ScaleResolver {
  static func resolve(
    axis: ChannelAxis, layers: [MarkLayer], domain: ScaleDomain, type: ScaleType = .automatic,
    calendar: Calendar
  ) -> PositionScale? {
    guard var scale = resolveDomain(axis: axis, layers: layers, domain: domain, calendar: calendar)
    else { return nil }
    scale.reversed = domain.reversed
    guard scale.kind == .linear, type.transform != .identity else { return scale }
    scale.transform = type.transform
    if type.transform == .log, case .automatic = domain.storage {
      // Zero has no logarithm: fit the positive data instead of including zero.
      var positive = Double.infinity
      for layer in layers {
        for column in layer.columns
        where column.spec.axis == axis && column.kind == .quantitative && column.feedsScale {
          for value in column.values where value > 0 { positive = min(positive, value) }
        }
      }
      scale.lo = positive.isFinite ? positive : 1
    }
    return scale
  }

  private static func resolveDomain(
    axis: ChannelAxis, layers: [MarkLayer], domain: ScaleDomain, calendar: Calendar
  ) -> PositionScale? {
    let columns = layers.flatMap {
      $0.columns.filter { $0.spec.axis == axis && !$0.isEmpty && $0.feedsScale }
    }
    guard let first = columns.first, let kind = first.kind else {
      if case .values(.number(let lo), .number(let hi)) = domain.storage {
        return PositionScale(
          kind: .linear, label: "", lo: lo, hi: hi, nice: false, calendar: calendar)
      }
      return nil
    }
    if columns.contains(where: { $0.kind != kind }) {
      dropValues(unlike: kind, axis: axis, layers: layers)
      return resolveDomain(axis: axis, layers: layers, domain: domain, calendar: calendar)
    }
    let label = first.label ?? ""
    var labels: [String] = []
    for column in columns {
      if let name = column.label, !name.isEmpty, !labels.contains(name) { labels.append(name) }
    }
    var scale = build(
      columns, kind: kind, label: label, axis: axis, domain: domain, calendar: calendar)
    scale.labels = labels
    if kind == .temporal, let unit = columns.first(where: { $0.unit != nil })?.unit {
      scale.unit = unit
      scale.lastStart = columns.filter { $0.unit != nil }.flatMap(\.values).filter { !$0.isNaN }
        .max()
    }
    return scale
  }

  /// Marks whose values on `axis` are of another kind than the first mark's (numbers on an axis
  /// of categories) have no position on its scale: their values read as missing, so they are
  /// not drawn, where Swift Charts would refuse the chart.
  private static func dropValues(unlike kind: ValueKind, axis: ChannelAxis, layers: [MarkLayer]) {
    for layer in layers {
      for index in layer.columns.indices {
        let column = layer.columns[index]
        guard column.spec.axis == axis, let other = column.kind, other != kind else { continue }
        var replaced = Column(spec: column.spec)
        replaced.kind = kind
        replaced.label = column.label
        replaced.values = Array(repeating: .nan, count: column.values.count)
        layer.columns[index] = replaced
      }
    }
  }

  private static func build(
    _ columns: [Column], kind: ValueKind, label: String, axis: ChannelAxis, domain: ScaleDomain,
    calendar: Calendar
  ) -> PositionScale {
    switch kind {
    case .nominal:
      var seen = Set<String>()
      var categories: [String] = []
      if case .categories(let explicit) = domain.storage {
        categories = explicit
      } else {
        for column in columns {
          for name in column.categories where seen.insert(name).inserted {
            categories.append(name)
          }
        }
      }
      return PositionScale(
        kind: .band, label: label, categories: categories, nice: false, calendar: calendar)
    case .quantitative, .temporal:
      var lo = Double.infinity
      var hi = -Double.infinity
      for column in columns {
        let extent = ColumnExtent.of(column.values)
        lo = min(lo, extent.lo)
        var columnHi = extent.hi
        if let unit = column.unit, columnHi.isFinite,
          let end = calendar.date(
            byAdding: unit, value: 1, to: Date(timeIntervalSinceReferenceDate: columnHi))
        {
          columnHi = end.timeIntervalSinceReferenceDate
        }
        hi = max(hi, columnHi)
      }
      if !lo.isFinite {
        lo = 0
        hi = 1
      }
      let scaleKind: PositionScale.Kind = kind == .temporal ? .time : .linear
      switch domain.storage {
      case .values(let a, let b):
        // A bound that is no finite number (a category, an infinity) is the data's.
        let (low, high) = (number(a), number(b))
        return PositionScale(
          kind: scaleKind, label: label, lo: low.isFinite ? low : lo, hi: high.isFinite ? high : hi,
          nice: false, calendar: calendar)
      case .automatic(let includesZero):
        if kind == .quantitative, includesZero ?? true {
          lo = min(lo, 0)
          hi = max(hi, 0)
        }
        return PositionScale(
          kind: scaleKind, label: label, lo: lo, hi: hi, nice: kind == .quantitative,
          calendar: calendar)
      case .categories:
        // Categories say nothing about a numeric axis: its domain is inferred.
        return PositionScale(
          kind: scaleKind, label: label, lo: lo, hi: hi, nice: kind == .quantitative,
          calendar: calendar)
      }
    }
  }

  private static func number(_ value: PlotValue) -> Double {
    switch value {
    case .number(let n): return n
    case .date(let d): return d.timeIntervalSinceReferenceDate
    case .category: return .nan
    }
  }
}
