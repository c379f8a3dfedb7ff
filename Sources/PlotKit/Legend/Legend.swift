/// The legend for `foregroundStyle(by:)` and `symbol(by:)` encodings.
///
/// When colour and symbol encode the same field, one entry shows both, so the chart never
/// relies on colour alone.
struct Legend {
  struct Entry {
    var label: String
    var color: Color
    var symbol: ChartSymbol?
  }

  var title: String
  var entries: [Entry]

  static let swatch = 9.0
  static let swatchGap = 5.0
  static let entryGap = 16.0
  static let topPadding = 10.0

  static func make(series: SeriesScales, layers: [MarkLayer], configuration: ChartConfiguration)
    -> Legend?
  {
    guard configuration.legendVisibility != .hidden else { return nil }
    var entries: [Entry] = []
    var titles: [String] = []
    let merged =
      series.colorLabel != nil && series.colorLabel == series.symbolLabel
      && Set(series.colorDomain) == Set(series.symbolDomain)
    if !series.colorDomain.isEmpty {
      titles.append(series.colorLabel ?? "")
      for name in series.colorDomain {
        entries.append(
          Entry(
            label: name, color: series.colors[name] ?? .blue,
            symbol: merged ? series.symbols[name] : nil))
      }
    }
    if !merged, !series.symbolDomain.isEmpty {
      titles.append(series.symbolLabel ?? "")
      for name in series.symbolDomain {
        entries.append(Entry(label: name, color: .secondary, symbol: series.symbols[name]))
      }
    }
    guard !entries.isEmpty else { return nil }
    return Legend(title: titles.filter { !$0.isEmpty }.joined(separator: ", "), entries: entries)
  }

  private func entryWidths(_ environment: ChartEnvironment) -> [Double] {
    entries.map {
      Self.swatch + Self.swatchGap
        + environment.textMeasurer.width(of: $0.label, fontSize: ChartFont.legend)
    }
  }

  private func lineHeight(_ environment: ChartEnvironment) -> Double {
    let m = environment.textMeasurer
    return (m.ascent(fontSize: ChartFont.legend) + m.descent(fontSize: ChartFont.legend) + 4)
      .rounded(.up)
  }

  /// Entries flow left to right and wrap; returns each entry's origin within the legend.
  private func flow(width: Double, _ environment: ChartEnvironment) -> [(Double, Double)] {
    var x = 0.0
    var y = Self.topPadding
    var origins: [(Double, Double)] = []
    let line = lineHeight(environment)
    for entryWidth in entryWidths(environment) {
      if x > 0, x + entryWidth > width {
        x = 0
        y += line
      }
      origins.append((x, y))
      x += entryWidth + Self.entryGap
    }
    return origins
  }

  func size(width: Double, environment: ChartEnvironment) -> (width: Double, height: Double) {
    let origins = flow(width: width, environment)
    return (width, (origins.last?.1 ?? 0) + lineHeight(environment))
  }

  func draw(in rect: Rect, environment: ChartEnvironment, into svg: inout SVGWriter) {
    let measurer = environment.textMeasurer
    let ascent = measurer.ascent(fontSize: ChartFont.legend)
    let descent = measurer.descent(fontSize: ChartFont.legend)
    let label = title.isEmpty ? "Legend" : "Legend: " + title
    svg.write(
      "<g class=\"legend\" role=\"list\" aria-label=\"" + escapeXML(label) + "\" font-size=\""
        + n(ChartFont.legend) + "\">")
    for (entry, origin) in zip(entries, flow(width: rect.width, environment)) {
      let x = rect.x + origin.0
      let baseline = rect.y + origin.1 + ascent
      let middle = baseline - (ascent - descent) / 2
      svg.write("<g role=\"listitem\">")
      let symbol = entry.symbol ?? .circle
      let size = Self.swatch * Self.swatch * (entry.symbol == nil ? Double.pi / 4 : 0.8)
      svg.write(
        "<path d=\"" + symbol.path(x: x + Self.swatch / 2, y: middle, size: size) + "\""
          + svg.paint(fill: entry.color) + " aria-hidden=\"true\"/>")
      svg.write(
        "<text x=\"" + n(x + Self.swatch + Self.swatchGap) + "\" y=\"" + n(baseline) + "\""
          + svg.paint(fill: .secondary) + ">" + escapeXML(entry.label) + "</text></g>")
    }
    svg.write("</g>")
  }
}

extension Chart {
  /// Shows or hides the legend.
  public func chartLegend(_ visibility: Visibility) -> Chart {
    var copy = self
    copy.configuration.legendVisibility = visibility
    return copy
  }

  /// Places the legend above or below the plot area.
  public func chartLegend(position: LegendPosition) -> Chart {
    var copy = self
    copy.configuration.legendPosition = position
    return copy
  }

  /// Assigns colours to series by name; the order also orders the legend.
  public func chartForegroundStyleScale(_ mapping: KeyValuePairs<String, Color>) -> Chart {
    var copy = self
    copy.configuration.foregroundStyleScale = mapping.map { ($0.key, $0.value) }
    return copy
  }

  /// Assigns symbols to series by name.
  public func chartSymbolScale(_ mapping: KeyValuePairs<String, ChartSymbol>) -> Chart {
    var copy = self
    copy.configuration.symbolScale = mapping.map { ($0.key, $0.value) }
    return copy
  }
}
