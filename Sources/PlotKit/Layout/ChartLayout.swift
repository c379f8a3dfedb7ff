/// Where the plot area, axes and legend go: measured so nothing overlaps inside the chart size.
struct ChartLayout {
  var width: Double
  var height: Double
  var plot: Rect
  var x: PositionScale?
  var y: PositionScale?
  var xAxis: ResolvedAxis?
  var yAxis: ResolvedAxis?
  var legend: Rect?
  /// Axis titles (`chartXAxisLabel`, `chartYAxisLabel`) and the bands they take.
  var axisTitles: [PlacedAxisTitle] = []
  /// Axes on the opposite edge from `xAxis`/`yAxis`, from `AxisMarks(position:)` asking for it.
  var extraAxes: [ResolvedAxis] = []

  struct Input {
    var width: Double
    var height: Double
    var x: PositionScale?
    var y: PositionScale?
    var configuration: ChartConfiguration
    var legend: LegendBlock?
    /// Room for point symbols that would reach past the chart's edges (see `MarkOverhang`).
    var overhang = MarkOverhang()
  }

  static func make(_ input: Input) -> ChartLayout {
    let config = input.configuration
    let env = config.environment
    let measurer = env.textMeasurer
    let lineHeight =
      measurer.ascent(fontSize: ChartFont.axisLabel)
      + measurer.descent(fontSize: ChartFont.axisLabel)
    var top = 0.0
    var bottom = input.height
    var left = 0.0
    var right = input.width
    var legendRect: Rect?
    var sideLegend: (rect: Rect, alignment: Alignment)?
    // The horizontal extent left for axes and labels once a side legend took its column.
    var minX = 0.0
    var maxX = input.width
    if let legend = input.legend, let side = legend.placement.side {
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
    var titles = placeAxisTitles(
      config, yIsBand: input.y?.kind == .band, top: &top, bottom: &bottom, left: &left,
      right: &right)

    let showX = input.x != nil && config.xAxisVisibility != .hidden
    let showY = input.y != nil && config.yAxisVisibility != .hidden
    // AxisMarks asking for the other edge (a leading set beside a trailing one) form a second axis.
    let xMarks = splitByEdge(config.xAxis, isX: true, band: input.x?.kind == .band)
    let yMarks = splitByEdge(config.yAxis, isX: false, band: input.y?.kind == .band)
    var extraAxes: [ResolvedAxis] = []

    // A provisional x axis tells how tall the x axis band is before the plot width is known.
    var xBand = 0.0
    var xAtTop = false
    if showX, let x = input.x {
      let provisional = AxisResolver.resolve(
        marks: xMarks.primary, scale: x.placed(from: 0, to: input.width, desiredTicks: 5),
        isX: true,
        desiredTicks: 5, environment: env)
      xAtTop = provisional.position == .top
      let tick = provisional.items.compactMap { $0.tick?.length }.max() ?? 0
      var gap = ResolvedAxis.labelGap
      if tick == 0, showY { gap = max(gap, lineHeight / 2 + 1) }
      let labelHeight = max(lineHeight, provisional.maxViewLabelHeight ?? 0)
      xBand = provisional.hasLabels ? tick + gap + labelHeight : tick
      if xAtTop { top += xBand } else { bottom -= xBand }
      let otherBand = otherXBand(xMarks.other, scale: x, lineHeight: lineHeight, env)
      if xAtTop { bottom -= otherBand } else { top += otherBand }
    }
    // Y labels are centred on their values, so the extreme ones stick out by half a line;
    // extended and inset labels sit above their line, so the top one needs a whole line.
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
    var plotHeight = max(bottom - top, 10)
    var height = input.height
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

    let y = input.y.map { scale -> PositionScale in
      let desired = max(2, CallerNumbers.int(plotHeight / 60))
      let (a, b) = scale.kind == .band ? (top, bottom) : (bottom, top)
      let (from, to) = config.yRange?.resolve(start: a, end: b) ?? (a, b)
      return scale.placed(from: from, to: to, desiredTicks: desired)
    }
    var yAxis: ResolvedAxis?
    if showY, let scale = y {
      var axis = AxisResolver.resolve(
        marks: yMarks.primary, scale: scale, isX: false,
        desiredTicks: max(2, CallerNumbers.int(plotHeight / 60)),
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
    left += input.overhang.leading
    right -= input.overhang.trailing
    if let fixed = config.plotArea.fixedWidth {
      right = left + fixed
    }
    inset(config, left: &left, right: &right)
    fitWidth(config, plotHeight: plotHeight, left: &left, right: &right)

    // Place x twice at most: centred labels at the ends may need the plot to step inwards.
    var x: PositionScale?
    var xAxis: ResolvedAxis?
    var width = input.width
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
        marks: xMarks.primary, scale: placed, isX: true, desiredTicks: desired, environment: env)
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
    let plot = Rect(x: left, y: top, width: max(right - left, 10), height: plotHeight)
    if let (placed, alignment) = sideLegend {
      var rect = placed
      // Side legends align along the plot's height.
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
    if showX, let scale = x,
      var other = otherAxis(xMarks.other, scale: scale, isX: true, plotHeight: plotHeight, env)
    {
      thinHorizontal(&other, from: minX, to: width - (input.width - maxX), plotEnd: right)
      extraAxes.append(other)
    }
    var layout = ChartLayout(
      width: width, height: height, plot: plot, x: x, y: y, xAxis: xAxis, yAxis: yAxis,
      legend: legendRect)
    layout.axisTitles = titles
    layout.extraAxes = extraAxes
    return layout
  }

  /// The legend's distance from the chart's left and right edges.
  static let legendMargin = 4.0

  /// Labels closer than this to the chart's outer edge would touch or clip there.
  static let edgeMargin = 4.0

  static func thinHorizontal(
    _ axis: inout ResolvedAxis, from minX: Double, to maxX: Double, plotEnd: Double
  ) {
    let lead = axis.labelsLeadAligned
    for index in axis.items.indices where axis.items[index].label != nil {
      let item = axis.items[index]
      let x0 = lead ? item.position + 2 : item.position - item.labelWidth / 2
      // A date label names the period after its tick, so none is drawn at the plot's end.
      let pastEnd = lead && item.position >= plotEnd - 1
      if pastEnd || x0 < minX - 0.5 || x0 + item.labelWidth > maxX + 0.5 {
        axis.items[index].labelVisible = false
      }
    }
    thin(&axis) { item in
      let x0 = lead ? item.position + 2 : item.position - item.labelWidth / 2
      return (x0, x0 + item.labelWidth)
    }
  }

  static func thinVertical(_ axis: inout ResolvedAxis, lineHeight: Double) {
    thin(&axis) {
      let half = ($0.labelHeight ?? lineHeight) / 2
      return ($0.position - half, $0.position + half)
    }
  }

  /// Each `AxisMarks` set keeps every k-th of its labels, the smallest k whose labels leave
  /// room between them; a later set then gives way where its labels would cover an earlier
  /// set's (its own rhythm is not thinned for labels of other sets).
  private static func thin(_ axis: inout ResolvedAxis, extent: (AxisItem) -> (Double, Double)) {
    let sets = Set(axis.items.map(\.set)).sorted()
    var kept: [(Double, Double)] = []
    for set in sets {
      let labelled = axis.items.indices.filter {
        axis.items[$0].set == set && axis.items[$0].label != nil && axis.items[$0].labelVisible
      }
      let ordered = labelled.sorted { axis.items[$0].position < axis.items[$1].position }
      let k = LabelThinning.stride(ordered.map { extent(axis.items[$0]) }, gap: 4)
      for (rank, index) in ordered.enumerated() where rank % k != 0 {
        axis.items[index].labelVisible = false
      }
      var keptNow: [(Double, Double)] = []
      for index in ordered where axis.items[index].labelVisible {
        let (a, b) = extent(axis.items[index])
        if kept.contains(where: { a < $0.1 + 4 && b > $0.0 - 4 }) {
          axis.items[index].labelVisible = false
        } else {
          keptNow.append((a, b))
        }
      }
      kept += keptNow
    }
  }
}
