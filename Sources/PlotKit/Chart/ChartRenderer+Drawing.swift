/// The drawing steps of the render: marks in their runs, the plot background and views.
extension ChartRenderer {
  /// Draws the marks in declaration order, one group per run of consecutive marks of a type;
  /// with a `clip` corner radius, inside the plot area rounded by it.
  static func drawRuns(
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

  static func drawBackground(
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
  static func cornerAttribute(_ area: PlotArea) -> String {
    area.cornerRadius > 0 ? " rx=\"" + n(area.cornerRadius) + "\"" : ""
  }
}
