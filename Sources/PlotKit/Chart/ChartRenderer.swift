/// The rendering pipeline: data → channels → scales → layout → marks → SVG.
///
/// Step 1 (data → channels) runs in the inlinable `Chart.svg`, which walks the content into
/// one columnar layer per mark type; everything after it happens here.
@usableFromInline
enum ChartRenderer {
  /// Renders collected content; without an `id`, derives one from a hash of the output.
  @usableFromInline
  static func render(
    collector: ChartContentCollector, configuration: ChartConfiguration, width: Double,
    height: Double, id: String?
  ) -> String {
    // A size that is not a positive number draws a 1-point chart (see CallerNumbers).
    let (outerWidth, outerHeight) = (CallerNumbers.positive(width), CallerNumbers.positive(height))
    // The chart's own frame and padding decide the size drawn, as `.frame(…).padding()` on a
    // SwiftUI chart would: the padding goes around the framed chart.
    let frame = configuration.frame
    let padding = frame.padding
    let (width, height) = frame.resolve(
      width: max(outerWidth - padding.leading - padding.trailing, 1),
      height: max(outerHeight - padding.top - padding.bottom, 1))
    if let id, !id.isEmpty {
      // Characters an id cannot hold become '_': the id still names one chart's elements.
      let safe = String(
        decoding: id.utf8.map { idCharacters.contains($0) ? $0 : UInt8(ascii: "_") },
        as: UTF8.self)
      return render(collector, configuration, width, height, safe)
    }
    let placeholder = "pkID0000000000000000"
    let draft = render(collector, configuration, width, height, placeholder)
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in draft.utf8 {
      hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    let digits = String(hash, radix: 16)
    let derived = "pk" + String(repeating: "0", count: 16 - digits.count) + digits
    return draft.replacingOccurrences(of: placeholder, with: derived)
  }

  private static let idCharacters = Set(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_".utf8)

  private static func render(
    _ collector: ChartContentCollector, _ configuration: ChartConfiguration, _ width: Double,
    _ height: Double, _ id: String
  ) -> String {
    let env = configuration.environment
    let padding = configuration.frame.padding
    // 1b. Function plots sample the x domain now that every other mark is collected.
    if !collector.functionSamplers.isEmpty {
      FunctionSampler.run(
        collector.functionSamplers,
        xDomain: FunctionSampler.xDomain(configuration.xDomain, layers: collector.layers),
        count: max(CallerNumbers.int(width / 2), 16))
    }
    let layers = collector.layers
    let styles = EncodedStyleScales.resolve(collector.styles, configuration: configuration)
    UnitBinning.floorDates(in: layers, calendar: env.calendar)

    // 2. Series scales, then transforms (orientation, stacking, dodging).
    let series = SeriesScales.make(layers: layers, styles: styles, configuration: configuration)
    let prepare = PrepareContext(styles: styles, series: series, environment: env)
    for layer in layers { layer.mark.prepare(layer, prepare) }

    // 3. Position scales from every channel feeding x or y.
    // A scrolling chart shows the window at its scroll position, as a still image would.
    let interaction = configuration.interaction
    let x = ScaleResolver.resolve(
      axis: .x, layers: layers, domain: configuration.xDomain, type: configuration.xScaleType,
      calendar: env.calendar)?
      .visibleWindow(length: interaction.xVisibleLength, position: interaction.xScrollPosition)
    let y = ScaleResolver.resolve(
      axis: .y, layers: layers, domain: configuration.yDomain, type: configuration.yScaleType,
      calendar: env.calendar)?
      .visibleWindow(length: interaction.yVisibleLength, position: interaction.yScrollPosition)

    // 4. Layout: legend, axes and plot area measured to fit.
    let legend = LegendBlock.make(
      legend: Legend.make(series: series, layers: layers, configuration: configuration),
      configuration: configuration)
    var input = ChartLayout.Input(
      width: width, height: height, x: x, y: y, configuration: configuration, legend: legend)
    var layout = ChartLayout.make(input)
    var context = RenderContext(layout: layout, styles: styles, series: series, environment: env)
    // Function plots follow their formula, and scrolled charts their data, past the plot.
    let clips =
      !collector.functionSamplers.isEmpty || interaction.xVisibleLength != nil
      || interaction.yVisibleLength != nil || configuration.plotArea.clipsMarks
      || configuration.plotArea.cornerRadius > 0
    // Marks are not clipped to the plot, so a point at the domain's edge must not be cut by
    // the chart's own edge either: the plot steps in once by what reached past it.
    if !clips, case let overhang = MarkOverhang.measure(layers, context), !overhang.isEmpty {
      input.overhang = overhang
      layout = ChartLayout.make(input)
      context = RenderContext(layout: layout, styles: styles, series: series, environment: env)
    }

    // 5. Marks and axes → SVG.
    var svg = SVGWriter(scheme: env.colorScheme, id: id)
    drawBackground(layout, configuration, into: &svg)
    drawLayerViews(configuration.backgrounds, layout, env, into: &svg)
    if let axis = layout.xAxis { AxisRenderer.drawGrid(axis, layout: layout, into: &svg) }
    if let axis = layout.yAxis { AxisRenderer.drawGrid(axis, layout: layout, into: &svg) }
    for axis in layout.extraAxes { AxisRenderer.drawGrid(axis, layout: layout, into: &svg) }
    drawRuns(
      collector, context, clip: clips ? configuration.plotArea.cornerRadius : nil, into: &svg)
    if let axis = layout.xAxis {
      AxisRenderer.drawLabels(axis, layout: layout, environment: env, into: &svg)
    }
    if let axis = layout.yAxis {
      AxisRenderer.drawLabels(axis, layout: layout, environment: env, into: &svg)
    }
    for axis in layout.extraAxes {
      AxisRenderer.drawLabels(axis, layout: layout, environment: env, into: &svg)
    }
    for title in layout.axisTitles {
      title.draw(along: layout.plot, environment: env, into: &svg)
    }
    if let border = configuration.plotArea.borderColor {
      let plot = layout.plot
      svg.write(
        "<rect x=\"\(n(plot.x))\" y=\"\(n(plot.y))\" width=\"\(n(plot.width))\" height=\"\(n(plot.height))\""
          + cornerAttribute(configuration.plotArea)
          + " fill=\"none\" stroke-width=\"\(n(configuration.plotArea.borderWidth))\""
          + svg.paint(stroke: border, className: "plot-border") + "/>")
    }
    AnnotationPlacer.draw(context.annotationRequests, layout: layout, environment: env, into: &svg)
    if let legend, let rect = layout.legend {
      legend.draw(in: rect, environment: env, into: &svg)
    }
    drawLayerViews(configuration.overlays, layout, env, into: &svg)

    // Assemble: the head needs the colours the body used.
    let description = ChartDescription.make(
      layers: layers, layout: layout, series: series, configuration: configuration)
    let title = configuration.title ?? description.title
    var out =
      "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" id=\"\(id)\" class=\"plotkit\""
    let outerWidth = layout.width + padding.leading + padding.trailing
    let outerHeight = layout.height + padding.top + padding.bottom
    out += " width=\"\(n(outerWidth))\" height=\"\(n(outerHeight))\""
    out += " viewBox=\"0 0 \(n(outerWidth)) \(n(outerHeight))\""
    out += " font-family=\"" + escapeXML(env.textMeasurer.fontFamily) + "\""
    out +=
      " role=\"graphics-document\" aria-labelledby=\"\(id)-title\" aria-describedby=\"\(id)-desc\">"
    out += "<title id=\"\(id)-title\">" + escapeXML(title) + "</title>"
    out +=
      "<desc id=\"\(id)-desc\">" + escapeXML(description.text(summary: configuration.summary))
      + "</desc>"
    if configuration.interactive || interaction.declaresSelection {
      out += InteractivityMetadata.element(
        id: id, layers: layers, context: context, interaction: interaction)
    }
    out += svg.styleElement()
    out += svg.definitions()
    if configuration.frame.hasPadding {
      out +=
        "<g transform=\"translate(\(n(padding.leading)) \(n(padding.top)))\">" + svg.body + "</g>"
    } else {
      out += svg.body
    }
    out += "</svg>\n"
    return out
  }

  /// Draws the marks in declaration order, one group per run of consecutive marks of a type;
  /// with a `clip` corner radius, inside the plot area rounded by it.
  private static func drawRuns(
    _ collector: ChartContentCollector, _ context: RenderContext, clip: Double?,
    into svg: inout SVGWriter
  ) {
    let clips = clip != nil
    if let clip {
      let plot = context.plot
      let clipID = svg.id + "-plot-clip"
      svg.write(
        "<clipPath id=\"\(clipID)\"><rect x=\"\(n(plot.x))\" y=\"\(n(plot.y))\" width=\"\(n(plot.width))\" height=\"\(n(plot.height))\""
          + (clip > 0 ? " rx=\"" + n(clip) + "\"" : "")
          + "/></clipPath><g clip-path=\"url(#\(clipID))\">"
      )
    }
    defer { if clips { svg.write("</g>") } }
    let pieces = MaskDrawing.pieces(
      zOrdered(drawOrder(collector.runs), context), context,
      hasMasks: collector.maskCount > 0 || context.styles.contains { $0.effect?.isVisible == true })
    var masksWritten = Set<Int32>()
    var effects: [MarkEffect] = []
    for piece in pieces where piece.maskContent < 0 {
      let (layer, rows) = (piece.layer, piece.rows)
      if piece.maskGroup >= 0 {
        if masksWritten.insert(piece.maskGroup).inserted {
          MaskDrawing.writeMask(piece.maskGroup, pieces: pieces, context: context, into: &svg)
        }
        svg.write("<g mask=\"url(#" + MaskDrawing.id(piece.maskGroup, in: svg) + ")\">")
      }
      defer { if piece.maskGroup >= 0 { svg.write("</g>") } }
      if let effect = piece.effect {
        let id = svg.id + "-effect" + String(effects.firstIndex(of: effect) ?? effects.count)
        if !effects.contains(effect) {
          effects.append(effect)
          svg.write(effect.filterElement(id: id, hex: svg.hexColor))
        }
        svg.write("<g filter=\"url(#" + id + ")\">")
      }
      defer { if piece.effect != nil { svg.write("</g>") } }
      layer.drawRows = rows
      svg.write("<g class=\"layer " + layer.mark.layerName + "\" role=\"graphics-object\"")
      // A run's first mark speaks for the run's offset (runs share their modifiers).
      if let offset = context.style(layer, rows.lowerBound).offset {
        svg.write(" transform=\"translate(\(n(offset.x)) \(n(offset.y)))\"")
      }
      svg.write(">")
      layer.mark.render(layer, context, into: &svg)
      svg.write("</g>")
    }
  }

  /// Runs sorted by their first mark's `zIndex`, declaration order among equals.
  static func zOrdered(_ runs: [(MarkLayer, Range<Int>)], _ context: RenderContext) -> [(
    MarkLayer, Range<Int>
  )] {
    let z = runs.map { context.style($0.0, $0.1.lowerBound).zIndex ?? 0 }
    guard z.contains(where: { $0 != 0 }) else { return runs }
    return runs.indices.sorted { (z[$0], $0) < (z[$1], $1) }.map { runs[$0] }
  }

  /// The row ranges to draw, in order. Layers drawn whole appear once, at their first run;
  /// runs of one layer that end up next to each other merge, so `ForEach { LineMark; PointMark }`
  /// draws the line, then all points in one group.
  /// - Complexity: O(runs).
  static func drawOrder(_ runs: [(layer: MarkLayer, start: Int)]) -> [(MarkLayer, Range<Int>)] {
    // Each run ends where the next run of its layer starts, found in one backward pass.
    var ends = [Int](repeating: 0, count: runs.count)
    var nextStart: [ObjectIdentifier: Int] = [:]
    for index in runs.indices.reversed() {
      let key = ObjectIdentifier(runs[index].layer)
      ends[index] = nextStart[key] ?? runs[index].layer.count
      nextStart[key] = runs[index].start
    }
    var order: [(MarkLayer, Range<Int>)] = []
    var drawnWhole = Set<ObjectIdentifier>()
    for (index, run) in runs.enumerated() {
      let layer = run.layer
      var rows = run.start..<ends[index]
      if !layer.mark.drawsRunsSeparately {
        guard drawnWhole.insert(ObjectIdentifier(layer)).inserted else { continue }
        rows = 0..<layer.count
      }
      guard !rows.isEmpty else { continue }
      if let last = order.last, last.0 === layer, last.1.upperBound == rows.lowerBound {
        order[order.count - 1].1 = last.1.lowerBound..<rows.upperBound
      } else {
        order.append((layer, rows))
      }
    }
    return order
  }

  private static func drawBackground(
    _ layout: ChartLayout, _ configuration: ChartConfiguration, into svg: inout SVGWriter
  ) {
    // The chart brings its own background so text contrast holds in either scheme (unless it
    // sits inside a view, whose background shows through).
    if configuration.drawsBackground {
      svg.write(
        "<rect width=\"\(n(layout.width))\" height=\"\(n(layout.height))\""
          + svg.paint(fill: .chartBackground, className: "background") + "/>")
    }
    if let background = configuration.plotArea.backgroundColor {
      let plot = layout.plot
      let area = configuration.plotArea
      var effects = ""
      if let shadow = area.shadow {
        let id = svg.id + "-plot-shadow"
        svg.write(MarkEffect(shadow: shadow).filterElement(id: id, hex: svg.hexColor))
        effects += " filter=\"url(#" + id + ")\""
      }
      if area.blendMode != .normal {
        effects += " style=\"mix-blend-mode:" + area.blendMode.rawValue + "\""
      }
      svg.write(
        "<rect x=\"\(n(plot.x))\" y=\"\(n(plot.y))\" width=\"\(n(plot.width))\" height=\"\(n(plot.height))\""
          + cornerAttribute(area) + effects
          + svg.paint(fill: background, className: "plot-background") + "/>")
    }
  }

  /// The `rx` of a plot area with rounded corners, or nothing.
  private static func cornerAttribute(_ area: PlotArea) -> String {
    area.cornerRadius > 0 ? " rx=\"" + n(area.cornerRadius) + "\"" : ""
  }
}
