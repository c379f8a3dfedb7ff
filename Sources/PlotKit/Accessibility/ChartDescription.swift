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
      fields.append(scale.label)
      sentences.append(name + " axis: " + axisSentence(scale, env))
    }
    if !series.colorDomain.isEmpty {
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
        title += " of " + quantitative[0].label + " by " + other[0].label
      } else {
        title += " of " + plotted[1] + " against " + plotted[0]
      }
    }
    return ChartDescription(title: title, sentences: sentences)
  }

  private static func axisSentence(_ scale: PositionScale, _ env: ChartEnvironment) -> String {
    let name = scale.label.isEmpty ? "" : scale.label + ", "
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
      return name + "from " + env.describe(.date(.init(timeIntervalSinceReferenceDate: scale.lo)))
        + " to " + env.describe(.date(.init(timeIntervalSinceReferenceDate: scale.hi))) + "."
    }
  }
}
