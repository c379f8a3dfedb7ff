/// The chart's generated title and description: chart type, what each axis shows with its
/// bounds, and the series, so a screen-reader user learns the chart's structure first.
struct ChartDescription {
  var title: String
  var sentences: [String]

  func text(summary: String?) -> String {
    ((summary.map { [$0] } ?? []) + sentences).joined(separator: " ")
  }

  static func make(
    layers: [MarkLayer], layout: ChartLayout, series: SeriesScales,
    configuration: ChartConfiguration
  ) -> ChartDescription {
    let env = configuration.environment
    let kinds = layers.filter { $0.count > 0 }.map { $0.mark.layerName }
    let type: String
    switch kinds.count {
    case 0: type = "Empty chart"
    case 1: type = kinds[0].prefix(1).uppercased() + kinds[0].dropFirst() + " chart"
    default:
      type =
        "Chart of " + kinds.dropLast().joined(separator: ", ") + " and " + kinds.last! + " marks"
    }
    var sentences = [type + "."]
    var fields: [String] = []
    for (name, scale) in [("X", layout.x), ("Y", layout.y)] {
      guard let scale else { continue }
      fields.append(fieldNames(scale))
      sentences.append(name + " axis: " + axisSentence(scale, env))
    }
    if let scale = series.continuous {
      sentences.append(
        scale.label + ": coloured from " + env.formatNumber(scale.domain.lowerBound) + " to "
          + env.formatNumber(scale.domain.upperBound) + ".")
    } else if !series.colorDomain.isEmpty {
      sentences.append(
        (series.colorLabel ?? "Series") + ": " + series.colorDomain.joined(separator: ", ") + ".")
    } else if !series.symbolDomain.isEmpty {
      sentences.append(
        (series.symbolLabel ?? "Series") + ": " + series.symbolDomain.joined(separator: ", ") + ".")
    }
    let plotted = fields.filter { !$0.isEmpty }
    var title = type
    if plotted.count == 2 {
      let quantitative = [layout.x, layout.y].compactMap { $0 }.filter { $0.kind == .linear }
      let other = [layout.x, layout.y].compactMap { $0 }.filter { $0.kind != .linear }
      if quantitative.count == 1, other.count == 1 {
        title += " of " + fieldNames(quantitative[0]) + " by " + fieldNames(other[0])
      } else {
        title += " of " + plotted[1] + " against " + plotted[0]
      }
    }
    return ChartDescription(title: title, sentences: sentences)
  }

  /// "Sales", or "Daily Min, Daily Max and Daily Average" when several fields share the axis.
  private static func fieldNames(_ scale: PositionScale) -> String {
    let labels = scale.labels.isEmpty ? [scale.label] : scale.labels
    guard labels.count > 1 else { return labels.first ?? "" }
    return labels.dropLast().joined(separator: ", ") + " and " + labels.last!
  }

  private static func axisSentence(_ scale: PositionScale, _ env: ChartEnvironment) -> String {
    let names = fieldNames(scale)
    let name = names.isEmpty ? "" : names + ", "
    switch scale.kind {
    case .band:
      let count = scale.categories.count
      let list =
        count <= 12
        ? scale.categories.joined(separator: ", ")
        : scale.categories.prefix(3).joined(separator: ", ") + " … " + scale.categories.last!
      return name + "\(count) categor\(count == 1 ? "y" : "ies"): " + list + "."
    case .linear:
      return name + "from " + env.formatNumber(scale.lo) + " to " + env.formatNumber(scale.hi) + "."
    case .time:
      // Interval data ends where its last interval starts ("to June 2022", not "to July 1").
      let last = scale.lastStart ?? scale.hi
      return name + "from "
        + env.describe(.date(.init(timeIntervalSinceReferenceDate: scale.lo)), unit: scale.unit)
        + " to "
        + env.describe(.date(.init(timeIntervalSinceReferenceDate: last)), unit: scale.unit) + "."
    }
  }
}
