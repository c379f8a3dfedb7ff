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
    let (styles, series) = prepareLayers(collector, configuration, width: width)
    let (x, y) = positionScales(collector.layers, configuration)
    let measured = measure(
      collector, configuration, styles: styles, series: series, x: x, y: y, width: width,
      height: height)
    var svg = SVGWriter(scheme: configuration.environment.colorScheme, id: id)
    drawBody(collector, configuration, measured, into: &svg)
    return assemble(
      svg, id: id, layers: collector.layers, series: series, configuration, measured)
  }

  /// Steps 1b and 2: function plots sampled, styles encoded, dates floored to their units,
  /// series scales made, and each layer's transforms run (orientation, stacking, dodging).
  private static func prepareLayers(
    _ collector: ChartContentCollector, _ configuration: ChartConfiguration, width: Double
  ) -> (styles: [MarkStyle], series: SeriesScales) {
    let env = configuration.environment
    // Function plots sample the x domain now that every other mark is collected.
    if !collector.functionSamplers.isEmpty {
      FunctionSampler.run(
        collector.functionSamplers,
        xDomain: FunctionSampler.xDomain(configuration.xDomain, layers: collector.layers),
        count: max(CallerNumbers.int(width / 2), 16))
    }
    let layers = collector.layers
    let styles = EncodedStyleScales.resolve(collector.styles, configuration: configuration)
    UnitBinning.floorDates(in: layers, calendar: env.calendar)
    let series = SeriesScales.make(layers: layers, styles: styles, configuration: configuration)
    let prepare = PrepareContext(styles: styles, series: series, environment: env)
    for layer in layers { layer.mark.prepare(layer, prepare) }
    return (styles, series)
  }

  /// Step 3: the x and y scales from every channel feeding them; a scrolling chart shows the
  /// window at its scroll position, as a still image would.
  private static func positionScales(_ layers: [MarkLayer], _ configuration: ChartConfiguration)
    -> (x: PositionScale?, y: PositionScale?)
  {
    let calendar = configuration.environment.calendar
    let interaction = configuration.interaction
    let x = ScaleResolver.resolve(
      axis: .x, layers: layers, domain: configuration.xDomain, type: configuration.xScaleType,
      calendar: calendar)?
      .visibleWindow(length: interaction.xVisibleLength, position: interaction.xScrollPosition)
    let y = ScaleResolver.resolve(
      axis: .y, layers: layers, domain: configuration.yDomain, type: configuration.yScaleType,
      calendar: calendar)?
      .visibleWindow(length: interaction.yVisibleLength, position: interaction.yScrollPosition)
    return (x, y)
  }

  /// What step 4 measured: the layout, the context marks draw in, the legend, and the corner
  /// radius marks are clipped with (nil when they are not clipped).
  private struct Measured {
    var layout: ChartLayout
    var context: RenderContext
    var legend: LegendBlock?
    var clip: Double?
  }

  /// Step 4: legend, axes and plot area measured to fit.
  private static func measure(
    _ collector: ChartContentCollector, _ configuration: ChartConfiguration,
    styles: [MarkStyle], series: SeriesScales, x: PositionScale?, y: PositionScale?,
    width: Double, height: Double
  ) -> Measured {
    let env = configuration.environment
    let layers = collector.layers
    let interaction = configuration.interaction
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
    return Measured(
      layout: layout, context: context, legend: legend,
      clip: clips ? configuration.plotArea.cornerRadius : nil)
  }

  /// Step 5: backgrounds, grid, marks, axes, titles, border, annotations, legend, overlays.
  private static func drawBody(
    _ collector: ChartContentCollector, _ configuration: ChartConfiguration,
    _ measured: Measured, into svg: inout SVGWriter
  ) {
    let env = configuration.environment
    let layout = measured.layout
    drawBackground(layout, configuration, into: &svg)
    drawLayerViews(configuration.backgrounds, layout, env, into: &svg)
    if let axis = layout.xAxis { AxisRenderer.drawGrid(axis, layout: layout, into: &svg) }
    if let axis = layout.yAxis { AxisRenderer.drawGrid(axis, layout: layout, into: &svg) }
    for axis in layout.extraAxes { AxisRenderer.drawGrid(axis, layout: layout, into: &svg) }
    drawRuns(collector, measured.context, clip: measured.clip, into: &svg)
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
    AnnotationPlacer.draw(
      measured.context.annotationRequests, layout: layout, environment: env, into: &svg)
    if let legend = measured.legend, let rect = layout.legend {
      legend.draw(in: rect, environment: env, into: &svg)
    }
    drawLayerViews(configuration.overlays, layout, env, into: &svg)
  }

  /// The document around the body; the head needs the colours the body used.
  private static func assemble(
    _ svg: SVGWriter, id: String, layers: [MarkLayer], series: SeriesScales,
    _ configuration: ChartConfiguration, _ measured: Measured
  ) -> String {
    let env = configuration.environment
    let layout = measured.layout
    let padding = configuration.frame.padding
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
    let interaction = configuration.interaction
    if configuration.interactive || interaction.declaresSelection {
      out += InteractivityMetadata.element(
        id: id, layers: layers, context: measured.context, interaction: interaction)
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
}
