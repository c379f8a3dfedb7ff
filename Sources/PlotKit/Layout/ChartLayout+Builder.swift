extension ChartLayout {
  /// The layout being measured: the edges of the room left for the plot, and what is placed.
  /// Each step of `make` is one method, in the order they must run.
  struct Builder {
    let input: Input
    let config: ChartConfiguration
    let env: ChartEnvironment
    let lineHeight: Double
    var top = 0.0
    var bottom: Double
    var left = 0.0
    var right: Double
    var legendRect: Rect?
    var sideLegend: (rect: Rect, alignment: Alignment)?
    /// The horizontal extent left for axes and labels once a side legend took its column.
    var minX = 0.0
    var maxX: Double
    var titles: [PlacedAxisTitle] = []
    let showX: Bool
    let showY: Bool
    /// AxisMarks asking for the other edge (a leading set beside a trailing one) form a second axis.
    let xMarks: (primary: [AxisMarks], other: [AxisMarks])
    let yMarks: (primary: [AxisMarks], other: [AxisMarks])
    var extraAxes: [ResolvedAxis] = []
    var xAtTop = false
    var plotHeight = 0.0
    var height: Double
    var width: Double
    var x: PositionScale?
    var y: PositionScale?
    var xAxis: ResolvedAxis?
    var yAxis: ResolvedAxis?
    var plot = Rect(x: 0, y: 0, width: 0, height: 0)

    init(_ input: Input) {
      self.input = input
      config = input.configuration
      env = config.environment
      let measurer = env.textMeasurer
      lineHeight =
        measurer.ascent(fontSize: ChartFont.axisLabel)
        + measurer.descent(fontSize: ChartFont.axisLabel)
      bottom = input.height
      right = input.width
      maxX = input.width
      height = input.height
      width = input.width
      showX = input.x != nil && config.xAxisVisibility != .hidden
      showY = input.y != nil && config.yAxisVisibility != .hidden
      xMarks = splitByEdge(config.xAxis, isX: true, band: input.x?.kind == .band)
      yMarks = splitByEdge(config.yAxis, isX: false, band: input.y?.kind == .band)
    }

    /// A legend above or below takes a band across the chart; one beside it a column.
    mutating func placeEdgeLegend() {
      guard let legend = input.legend, let side = legend.placement.side else { return }
      let alignment = legend.placement.resolvedAlignment
      let spacing = legend.placement.resolvedSpacing
      switch side {
      case .top, .bottom:
        // The legend's band keeps clear of the chart's edges, where glyphs would touch.
        let band = input.width - 2 * legendMargin
        let size = legend.size(
          width: band, height: input.height, vertical: false, environment: env)
        let (dx, _) = alignment.offset(of: (size.width, 0), in: (band, 0))
        let atTop = side == .top
        // A top legend keeps a little room above its glyphs, too.
        let topInset = legendMargin / 2
        legendRect = Rect(
          x: legendMargin + dx, y: atTop ? topInset : input.height - size.height,
          width: size.width, height: size.height)
        if atTop {
          top += topInset + size.height + spacing
        } else {
          bottom -= size.height + spacing
        }
      case .leading, .trailing:
        // A side legend may take up to a third of the chart's width.
        let size = legend.size(
          width: input.width / 3, height: input.height, vertical: true, environment: env)
        let x = side == .leading ? legendMargin : input.width - size.width - legendMargin
        sideLegend = (Rect(x: x, y: 0, width: size.width, height: size.height), alignment)
        if side == .leading {
          left += legendMargin + size.width + spacing
          minX = left
        } else {
          right -= legendMargin + size.width + spacing
          maxX = right
        }
      }
    }

    /// `chartXAxisLabel`/`chartYAxisLabel` take bands at their edges.
    mutating func placeAxisTitles() {
      titles = ChartLayout.placeAxisTitles(
        config, yIsBand: input.y?.kind == .band, top: &top, bottom: &bottom, left: &left,
        right: &right)
    }

    /// A provisional x axis tells how tall the x axis band is before the plot width is known.
    mutating func reserveXAxisBand() {
      guard showX, let x = input.x else { return }
      let provisional = AxisResolver.resolve(
        marks: xMarks.primary, scale: x.placed(from: 0, to: input.width, desiredTicks: 5),
        isX: true,
        desiredTicks: 5, environment: env)
      xAtTop = provisional.position == .top
      let tick = provisional.items.compactMap { $0.tick?.length }.max() ?? 0
      var gap = ResolvedAxis.labelGap
      if tick == 0, showY { gap = max(gap, lineHeight / 2 + 1) }
      let labelHeight = max(lineHeight, provisional.maxViewLabelHeight ?? 0)
      let xBand = provisional.hasLabels ? tick + gap + labelHeight : tick
      if xAtTop { top += xBand } else { bottom -= xBand }
      let otherBand = otherXBand(xMarks.other, scale: x, lineHeight: lineHeight, env)
      if xAtTop { bottom -= otherBand } else { top += otherBand }
    }

    /// Y labels are centred on their values, so the extreme ones stick out by half a line;
    /// extended and inset labels sit above their line, so the top one needs a whole line.
    mutating func reserveHalfLabelOverhangs() {
      let labelsAboveLines =
        config.yAxis.first.map { $0.preset == .extended || $0.preset == .inset } ?? false
      if showY {
        if !xAtTop || !showX {
          top += (labelsAboveLines ? lineHeight + 3 : lineHeight / 2).rounded(.up)
        }
        if xAtTop || !showX { bottom -= (lineHeight / 2).rounded(.up) }
      } else if !showX {
        top += 1
        bottom -= 1
      }
      top += input.overhang.top
      bottom -= input.overhang.bottom
    }

    /// The plot's height: what is left, or the plot style's fixed height (the chart grows or
    /// shrinks around it), then its insets and aspect ratio.
    mutating func settlePlotHeight() {
      plotHeight = max(bottom - top, 10)
      if let fixed = config.plotArea.fixedHeight {
        height += fixed - plotHeight
        bottom += fixed - plotHeight
        if var rect = legendRect, rect.y > top {
          rect.y += fixed - plotHeight
          legendRect = rect
        }
        for index in titles.indices where titles[index].edge == .bottom {
          titles[index].bandStart += fixed - plotHeight
        }
        plotHeight = fixed
      }
      inset(config, top: &top, bottom: &bottom, plotHeight: &plotHeight)
      fitHeight(
        config, showY: showY, left: left, right: right, top: &top, bottom: &bottom,
        plotHeight: &plotHeight)
    }

    /// The y scale placed along the plot's height, and its axis's label column (and a second
    /// axis's on the other edge) taken from the width.
    mutating func placeYAxis() {
      let desiredTicks = max(2, CallerNumbers.int(plotHeight / 60))
      y = input.y.map { scale -> PositionScale in
        let (a, b) = scale.kind == .band ? (top, bottom) : (bottom, top)
        let (from, to) = config.yRange?.resolve(start: a, end: b) ?? (a, b)
        return scale.placed(from: from, to: to, desiredTicks: desiredTicks)
      }
      guard showY, let scale = y else { return }
      var axis = AxisResolver.resolve(
        marks: yMarks.primary, scale: scale, isX: false, desiredTicks: desiredTicks,
        environment: env)
      thinVertical(&axis, lineHeight: lineHeight)
      // Ticks sit between the plot and the labels, so the column holds them too.
      let tickBand = axis.items.compactMap { $0.tick?.length }.max() ?? 0
      let column =
        axis.preset == .inset || !axis.hasLabels
        ? tickBand : axis.maxLabelWidth + ResolvedAxis.labelGap + edgeMargin + tickBand
      if axis.position == .leading { left += column } else { right -= column }
      yAxis = axis
      if var other = otherAxis(yMarks.other, scale: scale, isX: false, plotHeight: plotHeight, env)
      {
        thinVertical(&other, lineHeight: lineHeight)
        let otherColumn = yAxisColumn(other)
        if other.position == .leading { left += otherColumn } else { right -= otherColumn }
        extraAxes.append(other)
      }
    }

    /// The room left across: symbols' overhangs, a fixed width, insets and aspect ratio.
    mutating func settlePlotWidth() {
      left += input.overhang.leading
      right -= input.overhang.trailing
      if let fixed = config.plotArea.fixedWidth {
        right = left + fixed
      }
      inset(config, left: &left, right: &right)
      fitWidth(config, plotHeight: plotHeight, left: &left, right: &right)
    }

    /// Places x twice at most: centred labels at the ends may need the plot to step inwards.
    mutating func placeXAxis() {
      for _ in 0..<2 {
        guard let scale = input.x else { break }
        let plotWidth = max(right - left, 10)
        let desired = max(2, CallerNumbers.int(plotWidth / (scale.kind == .time ? 90 : 80)))
        let (from, to) =
          config.xRange?.resolve(start: left, end: left + plotWidth) ?? (left, left + plotWidth)
        let placed = scale.placed(from: from, to: to, desiredTicks: desired)
        x = placed
        guard showX else { break }
        var axis = AxisResolver.resolve(
          marks: xMarks.primary, scale: placed, isX: true, desiredTicks: desired,
          environment: env)
        xAxis = axis
        if axis.labelsLeadAligned || config.plotArea.fixedWidth != nil { break }
        let visible = axis.items.filter { $0.label != nil }
        let lo = visible.map { $0.position - $0.labelWidth / 2 }.min() ?? 0
        let hi = visible.map { $0.position + $0.labelWidth / 2 }.max() ?? 0
        // A margin keeps glyph edges off the chart's edge, where they would touch or clip.
        let overLeft = max(0, minX + edgeMargin - lo)
        let overRight = max(0, hi - maxX + edgeMargin)
        if overLeft < 0.5 && overRight < 0.5 { break }
        left += overLeft.rounded(.up)
        right -= overRight.rounded(.up)
        axis.items.removeAll()
      }
    }

    /// A fixed plot width makes the chart as wide as it needs; then the x labels are thinned
    /// and the plot's rectangle is known.
    mutating func fixPlotWidth() {
      if let fixed = config.plotArea.fixedWidth {
        width = input.width + (left + fixed - right)
        for index in titles.indices where titles[index].edge == .trailing {
          titles[index].bandStart += left + fixed - right
        }
        right = left + fixed
      }
      if var axis = xAxis {
        thinHorizontal(&axis, from: minX, to: width - (input.width - maxX), plotEnd: right)
        xAxis = axis
      }
      plot = Rect(x: left, y: top, width: max(right - left, 10), height: plotHeight)
    }

    /// A side legend aligns along the plot's height; an overlay legend sits inside the plot.
    mutating func placeLegendBesidePlot() {
      if let (placed, alignment) = sideLegend {
        var rect = placed
        let (_, dy) = alignment.offset(of: (0, rect.height), in: (0, plot.height))
        // A legend in columns as tall as the chart keeps its last row inside the chart, too.
        rect.y = max(0, min(plot.y + dy, height - rect.height))
        if rect.x > plot.maxX { rect.x = width - rect.width - legendMargin }
        legendRect = rect
      }
      if let legend = input.legend, legend.placement.side == nil {
        // An overlay legend sits inside the plot, inset from its edges.
        let inset = 8.0
        let size = legend.size(
          width: max(plot.width - 2 * inset, 10), height: plot.height, vertical: false,
          environment: env)
        let (dx, dy) = legend.placement.resolvedAlignment.offset(
          of: (size.width, size.height),
          in: (plot.width - 2 * inset, plot.height - 2 * inset))
        legendRect = Rect(
          x: plot.x + inset + dx, y: plot.y + inset + dy, width: size.width, height: size.height)
      }
    }

    /// A second x axis on the other edge, from AxisMarks asking for it.
    mutating func placeOtherXAxis() {
      guard showX, let scale = x,
        var other = otherAxis(xMarks.other, scale: scale, isX: true, plotHeight: plotHeight, env)
      else { return }
      thinHorizontal(&other, from: minX, to: width - (input.width - maxX), plotEnd: right)
      extraAxes.append(other)
    }

    /// The measured layout.
    func layout() -> ChartLayout {
      var layout = ChartLayout(
        width: width, height: height, plot: plot, x: x, y: y, xAxis: xAxis, yAxis: yAxis,
        legend: legendRect)
      layout.axisTitles = titles
      layout.extraAxes = extraAxes
      return layout
    }
  }
}
