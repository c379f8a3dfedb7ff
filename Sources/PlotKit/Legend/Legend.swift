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
  /// The gradient bar of a continuous colour scale, drawn instead of entries.
  var ramp: Ramp?

  /// A continuous scale's legend: the title, the lowest value, the gradient, the highest value.
  struct Ramp {
    var gradient: Gradient
    var low: String
    var high: String

    static let length = 120.0
    static let gap = 6.0
  }

  static let swatch = 9.0
  static let swatchGap = 5.0
  static let entryGap = 16.0
  /// The default distance between the legend and the chart's axes or plot.
  static let defaultSpacing = 10.0

  static func make(series: SeriesScales, layers: [MarkLayer], configuration: ChartConfiguration)
    -> Legend?
  {
    guard configuration.legendVisibility != .hidden else { return nil }
    if let scale = series.continuous {
      let env = configuration.environment
      let ramp = Ramp(
        gradient: scale.gradient, low: env.formatNumber(scale.domain.lowerBound),
        high: env.formatNumber(scale.domain.upperBound))
      return Legend(title: scale.label, entries: [], ramp: ramp)
    }
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

  /// The block the legend needs when its rows may be `width` wide, or, with `columnHeight`,
  /// its entries stack in columns at most that tall; it is never wider than `width`, as a
  /// label too long for its row or column is cut with "…".
  func size(width: Double, columnHeight: Double?, environment: ChartEnvironment) -> (
    width: Double, height: Double
  ) {
    let measurer = environment.textMeasurer
    if let ramp {
      let texts = [title, ramp.low, ramp.high].filter { !$0.isEmpty }
      let textWidth = texts.reduce(0) {
        $0 + measurer.width(of: $1, fontSize: ChartFont.legend)
      }
      let gaps = (title.isEmpty ? 0 : Self.entryGap) + 2 * Ramp.gap
      return (textWidth + gaps + Ramp.length, lineHeight(environment))
    }
    let placed = arrange(width: width, columnHeight: columnHeight, environment)
    let right = placed.map { $0.x + $0.width }.max() ?? 0
    let bottom = placed.map(\.y).max() ?? 0
    return (right, bottom + lineHeight(environment))
  }

  /// Draws the entries in `rect`, which `size(width:columnHeight:environment:)` measured
  /// (`columned`: the entries stack in columns as tall as `rect`).
  func draw(
    in rect: Rect, columned: Bool, environment: ChartEnvironment, into svg: inout SVGWriter
  ) {
    let measurer = environment.textMeasurer
    let ascent = measurer.ascent(fontSize: ChartFont.legend)
    let descent = measurer.descent(fontSize: ChartFont.legend)
    if let ramp {
      return drawRamp(ramp, in: rect, environment: environment, into: &svg)
    }
    let label = title.isEmpty ? "Legend" : "Legend: " + title
    svg.write(
      "<g class=\"legend\" role=\"list\" aria-label=\"" + escapeXML(label) + "\" font-size=\""
        + n(ChartFont.legend) + "\">")
    let placed = arrange(
      width: rect.width, columnHeight: columned ? rect.height : nil, environment)
    for (entry, place) in zip(entries, placed) {
      let label = place.label
      let x = rect.x + place.x
      let baseline = rect.y + place.y + ascent
      let middle = baseline - (ascent - descent) / 2
      svg.write("<g role=\"listitem\">")
      if label != entry.label {
        // The cut label keeps its full name for screen readers and as a tooltip.
        svg.write("<title>" + escapeXML(entry.label) + "</title>")
      }
      let symbol = entry.symbol ?? .circle
      let size = Self.swatch * Self.swatch * (entry.symbol == nil ? Double.pi / 4 : 0.8)
      svg.write(
        "<path d=\"" + symbol.path(x: x + Self.swatch / 2, y: middle, size: size) + "\""
          + svg.paint(fill: entry.color) + " aria-hidden=\"true\"/>")
      svg.write(
        "<text x=\"" + n(x + Self.swatch + Self.swatchGap) + "\" y=\"" + n(baseline) + "\""
          + svg.paint(fill: .secondary) + ">" + escapeXML(label) + "</text></g>")
    }
    svg.write("</g>")
  }
}

extension Legend {
  /// "Tickets 0 ▬▬▬ 39" on one line: the title, the low value, the gradient bar, the high value.
  private func drawRamp(
    _ ramp: Ramp, in rect: Rect, environment: ChartEnvironment, into svg: inout SVGWriter
  ) {
    let measurer = environment.textMeasurer
    let size = ChartFont.legend
    let ascent = measurer.ascent(fontSize: size)
    let descent = measurer.descent(fontSize: size)
    let baseline = rect.y + ascent
    let middle = baseline - (ascent - descent) / 2
    var x = rect.x
    let label = "Legend: \(title), colour scale from \(ramp.low) to \(ramp.high)"
    svg.write(
      "<g role=\"img\" aria-label=\"" + escapeXML(label) + "\" font-size=\"" + n(size) + "\""
        // One class attribute: the dark-mode class of the text colour joins "legend".
        + svg.paint(fill: .secondary, className: "legend") + ">")
    for (index, text) in [title, ramp.low, "", ramp.high].enumerated() {
      if index == 2 {
        // The bar draws the gradient left to right, lowest value first.
        let bar = Rect(x: x, y: middle - Self.swatch / 2, width: Ramp.length, height: Self.swatch)
        let paint = LinearGradient(
          gradient: ramp.gradient, startPoint: .leading, endPoint: .trailing)
        svg.write(
          MarkGeometry.rect(bar, cornerRadius: 2) + svg.paint(fill: paint._paint)
            + " aria-hidden=\"true\"/>")
        x += Ramp.length + Ramp.gap
        continue
      }
      guard !text.isEmpty else { continue }
      svg.write(
        "<text x=\"" + n(x) + "\" y=\"" + n(baseline) + "\" aria-hidden=\"true\">" + escapeXML(text)
          + "</text>")
      x += measurer.width(of: text, fontSize: size) + (index == 0 ? Self.entryGap : Ramp.gap)
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

  /// Assigns colours to series by name; the order also orders the legend.
  public func chartForegroundStyleScale(_ mapping: KeyValuePairs<String, Color>) -> Chart {
    var copy = self
    copy.configuration.foregroundStyleScale = mapping.map { ($0.key, $0.value) }
    return copy
  }

  /// Colours series in order of appearance with these colours.
  public func chartForegroundStyleScale(range: [Color]) -> Chart {
    var copy = self
    copy.configuration.foregroundStyleRange = range
    return copy
  }

  /// Assigns colours to the series of `domain`, in order; the domain also orders the legend.
  public func chartForegroundStyleScale(domain: [String], range: [Color]) -> Chart {
    var copy = self
    copy.configuration.foregroundStyleScale = Array(zip(domain, range))
    return copy
  }

  /// Maps numeric `foregroundStyle(by:)` values onto this gradient, lowest value at its start.
  public func chartForegroundStyleScale(range: Gradient) -> Chart {
    var copy = self
    copy.configuration.foregroundStyleGradient = range
    return copy
  }

  /// Maps numeric values from `domain` onto this gradient; values outside it are clamped.
  public func chartForegroundStyleScale<V: Plottable & BinaryInteger>(
    domain: ClosedRange<V>, range: Gradient
  ) -> Chart {
    continuousColorScale(Double(domain.lowerBound)...Double(domain.upperBound), range)
  }

  /// Maps numeric values from `domain` onto this gradient; values outside it are clamped.
  public func chartForegroundStyleScale<V: Plottable & BinaryFloatingPoint>(
    domain: ClosedRange<V>, range: Gradient
  ) -> Chart {
    continuousColorScale(Double(domain.lowerBound)...Double(domain.upperBound), range)
  }

  private func continuousColorScale(_ domain: ClosedRange<Double>, _ gradient: Gradient) -> Chart {
    var copy = self
    copy.configuration.foregroundStyleDomain = domain
    copy.configuration.foregroundStyleGradient = gradient
    return copy
  }

  /// Assigns symbols to series by name.
  public func chartSymbolScale(_ mapping: KeyValuePairs<String, ChartSymbol>) -> Chart {
    var copy = self
    copy.configuration.symbolScale = mapping.map { ($0.key, $0.value) }
    return copy
  }
}
