/// The non-positional scales: series names to colours (`foregroundStyle(by:)`) and to symbols (`symbol(by:)`).
struct SeriesScales {
  var colorLabel: String?
  var colorDomain: [String] = []
  var colors: [String: Color] = [:]
  var symbolLabel: String?
  var symbolDomain: [String] = []
  var symbols: [String: ChartSymbol] = [:]
  /// Series names per style index (nil when the style encodes none), so rows need no formatting.
  var colorKeyOfStyle: [String?] = []
  /// Set when `foregroundStyle(by:)` encodes numbers: colours come from a gradient, not a palette.
  var continuous: ContinuousColorScale?
  /// The encoded colour per style index, when the style encodes one.
  var colorOfStyle: [Color?] = []
  var symbolKeyOfStyle: [String?] = []

  static func make(
    layers: [MarkLayer], styles: [MarkStyle], configuration: ChartConfiguration
  ) -> SeriesScales {
    let env = configuration.environment
    var scales = SeriesScales()
    scales.colorKeyOfStyle = styles.map { style in
      style.foregroundBy.map { env.describe($0.value, unit: $0.unit) }
    }
    scales.symbolKeyOfStyle = styles.map { style in
      style.symbolBy.map { env.describe($0.value, unit: $0.unit) }
    }
    if let scale = continuousScale(styles: styles, configuration: configuration) {
      scales.continuous = scale
      scales.colorLabel = scale.label
      scales.colorOfStyle = styles.map { style in
        guard case .number(let value)? = style.foregroundBy?.value else { return nil }
        return scale.color(value)
      }
    }
    // Domains follow the order in which rows first use each series.
    var seenColor = Set<String>()
    var seenSymbol = Set<String>()
    for layer in layers.sorted(by: { $0.order < $1.order }) {
      var last: Int32 = -1
      for style in layer.styleOfRow where style != last {
        last = style
        if scales.continuous == nil, let key = scales.colorKeyOfStyle[Int(style)],
          seenColor.insert(key).inserted
        {
          scales.colorDomain.append(key)
          scales.colorLabel = scales.colorLabel ?? styles[Int(style)].foregroundBy?.label
        }
        if let key = scales.symbolKeyOfStyle[Int(style)], seenSymbol.insert(key).inserted {
          scales.symbolDomain.append(key)
          scales.symbolLabel = scales.symbolLabel ?? styles[Int(style)].symbolBy?.label
        }
      }
    }
    if let range = configuration.foregroundStyleRange, configuration.foregroundStyleScale == nil {
      for (name, color) in zip(scales.colorDomain, range) { scales.colors[name] = color }
    }
    if scales.continuous == nil, configuration.foregroundStyleScale == nil,
      let gradient = configuration.foregroundStyleGradient
    {
      // A gradient as the range of categories is sampled evenly, first series at its start
      // and last at its end, as Swift Charts does.
      let last = Double(max(scales.colorDomain.count - 1, 1))
      for (index, name) in scales.colorDomain.enumerated() {
        scales.colors[name] = gradient.color(at: Double(index) / last)
      }
    }
    if let custom = configuration.foregroundStyleScale {
      // Custom mappings also fix the legend order, like Swift Charts.
      let ordered = custom.map(\.0)
      scales.colorDomain = ordered + scales.colorDomain.filter { !ordered.contains($0) }
      for (name, color) in custom { scales.colors[name] = color }
    }
    if let mapping = configuration.foregroundStyleMapping {
      for name in scales.colorDomain where scales.colors[name] == nil {
        scales.colors[name] = mapping(name)
      }
    }
    for (index, name) in scales.colorDomain.enumerated() where scales.colors[name] == nil {
      scales.colors[name] = Palette.series[index % Palette.series.count]
    }
    if scales.continuous == nil {
      scales.colorOfStyle = scales.colorKeyOfStyle.map { $0.flatMap { scales.colors[$0] } }
    }
    if let custom = configuration.symbolScale {
      let ordered = custom.map(\.0)
      scales.symbolDomain = ordered + scales.symbolDomain.filter { !ordered.contains($0) }
      for (name, symbol) in custom { scales.symbols[name] = symbol }
    }
    let symbolRange = configuration.symbolRange.flatMap { $0.isEmpty ? nil : $0 } ?? Palette.symbols
    for (index, name) in scales.symbolDomain.enumerated() where scales.symbols[name] == nil {
      scales.symbols[name] = symbolRange[index % symbolRange.count]
    }
    return scales
  }

  /// The colour of a style's encoded value, if it encodes one.
  func color(ofStyle index: Int) -> Color? { colorOfStyle[index] }

  /// A continuous scale when every colour-encoded value is a number (or a gradient range was
  /// given), from the data's extent or the chart's domain.
  private static func continuousScale(styles: [MarkStyle], configuration: ChartConfiguration)
    -> ContinuousColorScale?
  {
    var lo = Double.infinity
    var hi = -Double.infinity
    var label: String?
    for style in styles {
      guard let by = style.foregroundBy else { continue }
      guard case .number(let value) = by.value else { return nil }
      if value.isFinite {
        lo = min(lo, value)
        hi = max(hi, value)
      }
      label = label ?? by.label
    }
    guard let label, configuration.foregroundStyleScale == nil else { return nil }
    let domain = configuration.foregroundStyleDomain ?? (lo <= hi ? lo...hi : 0...1)
    return ContinuousColorScale(
      label: label, domain: domain,
      gradient: configuration.foregroundStyleGradient ?? ContinuousColorScale.defaultGradient)
  }
}
