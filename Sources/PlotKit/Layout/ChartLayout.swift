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

  /// Measures the chart in steps, each taking room from the edges for what it places: the
  /// legend, axis titles, the x axis's band, the y axis's column, then the x axis once the
  /// plot's width is known, and the legends that sit along or inside the plot.
  static func make(_ input: Input) -> ChartLayout {
    var builder = Builder(input)
    builder.placeEdgeLegend()
    builder.placeAxisTitles()
    builder.reserveXAxisBand()
    builder.reserveHalfLabelOverhangs()
    builder.settlePlotHeight()
    builder.placeYAxis()
    builder.settlePlotWidth()
    builder.placeXAxis()
    builder.fixPlotWidth()
    builder.placeLegendBesidePlot()
    builder.placeOtherXAxis()
    return builder.layout()
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
