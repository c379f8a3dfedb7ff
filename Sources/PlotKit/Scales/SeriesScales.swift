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
    // Domains follow the order in which rows first use each series.
    var seenColor = Set<String>()
    var seenSymbol = Set<String>()
    for layer in layers.sorted(by: { $0.order < $1.order }) {
      var last: Int32 = -1
      for style in layer.styleOfRow where style != last {
        last = style
        if let key = scales.colorKeyOfStyle[Int(style)], seenColor.insert(key).inserted {
          scales.colorDomain.append(key)
          scales.colorLabel = scales.colorLabel ?? styles[Int(style)].foregroundBy?.label
        }
        if let key = scales.symbolKeyOfStyle[Int(style)], seenSymbol.insert(key).inserted {
          scales.symbolDomain.append(key)
          scales.symbolLabel = scales.symbolLabel ?? styles[Int(style)].symbolBy?.label
        }
      }
    }
    if let custom = configuration.foregroundStyleScale {
      // Custom mappings also fix the legend order, like Swift Charts.
      let ordered = custom.map(\.0)
      scales.colorDomain = ordered + scales.colorDomain.filter { !ordered.contains($0) }
      for (name, color) in custom { scales.colors[name] = color }
    }
    for (index, name) in scales.colorDomain.enumerated() where scales.colors[name] == nil {
      scales.colors[name] = Palette.series[index % Palette.series.count]
    }
    if let custom = configuration.symbolScale {
      let ordered = custom.map(\.0)
      scales.symbolDomain = ordered + scales.symbolDomain.filter { !ordered.contains($0) }
      for (name, symbol) in custom { scales.symbols[name] = symbol }
    }
    for (index, name) in scales.symbolDomain.enumerated() where scales.symbols[name] == nil {
      scales.symbols[name] = Palette.symbols[index % Palette.symbols.count]
    }
    return scales
  }
}
