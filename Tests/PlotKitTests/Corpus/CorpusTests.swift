import Foundation
import Testing

/// Every snippet of the compile corpus (real Swift Charts code, kept verbatim) renders to a
/// well-formed SVG with marks in it. Snippets that do not compile yet wait in Tests/PlotKitCorpus.
@Suite struct CorpusTests {
  /// Main-actor isolated, as a SwiftUI app's chart code is: snippets may be `@MainActor`.
  static let snippets: [(String, @MainActor @Sendable () -> String)] = [
    ("bar-basic", corpusBarBasic),
    ("bar-stacked-color", corpusBarStackedColor),
    ("line-points-series", corpusLinePointsSeries),
    ("rule-average-over-bars", corpusRuleAverageOverBars),
    ("plot-line-and-points", corpusPlotLineAndPoints),
    ("area-gradient-fade", corpusAreaGradientFade),
    ("area-gradient-stops", corpusAreaGradientStops),
    ("bar-color-gradient", corpusBarColorGradient),
    ("bar-linear-gradient-static", corpusBarLinearGradientStatic),
    ("bar-secondary-style", corpusBarSecondaryStyle),
    ("heatmap-numeric-color", corpusHeatmapNumericColor),
    ("heatmap-gradient-range", corpusHeatmapGradientRange),
    ("heatmap-domain-range", corpusHeatmapDomainRange),
    ("scatter-hsb-colors", corpusScatterHSBColors),
    ("bar-one-dimensional", corpusBarOneDimensional),
    ("annotation-vstack", corpusAnnotationVStack),
    ("axis-value-label-view", corpusAxisValueLabelView),
    ("overlay-proxy", corpusOverlayProxy),
    ("symbol-view", corpusSymbolView),
    ("lollipop-chart-background", corpusLollipopChartBackground),
    ("overlay-drag-rule", corpusOverlayDragRule),
    ("axis-label-two-texts", corpusAxisLabelTwoTexts),
    ("overlay-hover-position", corpusOverlayHoverPosition),
    ("annotation-capsule-label", corpusAnnotationCapsuleLabel),
    ("point-symbol-view", corpusPointSymbolView),
    ("annotation-label-rotated", corpusAnnotationLabelRotated),
    ("line-plot-function", corpusLinePlotFunction),
    ("line-plot-vectorized", corpusLinePlotVectorized),
    ("area-plot-between-functions", corpusAreaPlotBetweenFunctions),
    ("line-plot-sin-cos-styled", corpusLinePlotSinCosStyled),
    ("area-stacked-normalized", corpusAreaStackedNormalized),
    ("bar-scrollable-week", corpusBarScrollableWeek),
    ("line-selection-rule", corpusLineSelectionRule),
    ("donut-angle-selection", corpusDonutAngleSelection),
    ("line-log-scale", corpusLineLogScale),
    ("bar-reversed-axis-labels", corpusBarReversedAxisLabels),
    ("legend-bottom-centered-donut", corpusLegendBottomCenteredDonut),
    ("legend-custom-content", corpusLegendCustomContent),
    ("legend-overlay-trailing", corpusLegendOverlayTrailing),
    ("scale-range-plot-dimension", corpusScaleRangePlotDimension),
    ("grouped-bars-position-span", corpusGroupedBarsPositionSpan),
    ("annotation-popover-overflow", corpusAnnotationPopoverOverflow),
    ("pie-rounded-legend-trailing", corpusPieRoundedLegendTrailing),
    ("bar-radial-gradient", corpusBarRadialGradient),
    ("donut-angular-gradient", corpusDonutAngularGradient),
    ("annotation-top-trailing", corpusAnnotationTopTrailing),
    ("app-accent-frame-padding", corpusAppAccentFramePadding),
    ("axis-label-specifier", corpusAxisLabelSpecifier),
    ("bar-system-color-centered", corpusBarSystemColorCentered),
    ("scatter-axis-titles", corpusScatterAxisTitles),
    ("line-dashed-grid-ticks", corpusLineDashedGridTicks),
    ("progress-bar-rounded-plot", corpusProgressBarRoundedPlot),
    ("axis-label-font-style", corpusAxisLabelFontStyle),
    ("area-band-axis-label-view", corpusAreaBandAxisLabelView),
    ("weekly-bars-rounded-font", corpusWeeklyBarsRoundedFont),
    ("workout-minutes-scale", corpusWorkoutMinutesScale),
    ("bubble-symbol-size", corpusBubbleSymbolSize),
    ("bar-value-labels-spacing", corpusBarValueLabelsSpacing),
    ("goal-rule-highlight-band", corpusGoalRuleHighlightBand),
    ("weekly-labels-compact-values", corpusWeeklyLabelsCompactValues),
    ("gradient-bars-clip-shape", corpusGradientBarsClipShape),
    ("line-style-by-series", corpusLineStyleBySeries),
    ("area-unstacked-collision", corpusAreaUnstackedCollision),
    ("scatter-material-plot", corpusScatterMaterialPlot),
    ("impact-labels-aspect-ratio", corpusImpactLabelsAspectRatio),
    ("card-background-view", corpusCardBackgroundView),
    ("area-plot-band", corpusAreaPlotBand),
    ("area-weather-band", corpusAreaWeatherBand),
    ("axis-month-stride", corpusAxisMonthStride),
    ("bar-accessibility", corpusBarAccessibility),
    ("bar-decimal-budget", corpusBarDecimalBudget),
    ("bar-plot-stacked", corpusBarPlotStacked),
    ("donut-sector-inset", corpusDonutSectorInset),
    ("gantt-closed-range", corpusGanttClosedRange),
    ("heatmap-hour-ranges", corpusHeatmapHourRanges),
    ("histogram-date-bins", corpusHistogramDateBins),
    ("histogram-number-bins", corpusHistogramNumberBins),
    ("histogram-thresholds", corpusHistogramThresholds),
    ("line-dashed-forecast", corpusLineDashedForecast),
    ("line-float-values", corpusLineFloatValues),
    ("line-plot-series-styled", corpusLinePlotSeriesStyled),
    ("plot-style-background", corpusPlotStyleBackground),
    ("point-plot-keypath-styles", corpusPointPlotKeypathStyles),
    ("rectangle-plot-heatmap", corpusRectanglePlotHeatmap),
    ("rule-annotated-target", corpusRuleAnnotatedTarget),
    ("scrolling-daily-sales", corpusScrollingDailySales),
    ("fanyu-brushing-range", corpusFanyuBrushingRange),
    ("fanyu-candle-bars", corpusFanyuCandleBars),
    ("fanyu-contributions-grid", corpusFanyuContributionsGrid),
    ("fanyu-heartbeat-cardinal", corpusFanyuHeartbeatCardinal),
    ("fanyu-pyramid-bars", corpusFanyuPyramidBars),
    ("fanyu-range-area-line", corpusFanyuRangeAreaLine),
    ("fanyu-timesheet-capsules", corpusFanyuTimesheetCapsules),
    ("designcode-series-symbols", corpusDesignCodeSeriesSymbols),
    ("itsuki-bar-clip-capsule", corpusItsukiBarClipCapsule),
    ("jhokit-astro-style", corpusJhokitAstroStyle),
    ("jordibruin-threshold-bars", corpusJordibruinThresholdBars),
    ("montblanc-axis-stride", corpusMontBlancAxisStride),
    ("montblanc-bar-series-stacking", corpusMontBlancBarSeriesStacking),
    ("montblanc-line-style-series", corpusMontBlancLineStyleSeries),
    ("montblanc-sector-fixed-radius", corpusMontBlancSectorFixedRadius),
    ("nilcoalescing-penguin-2d-bins", corpusNilCoalescingPenguin2DBins),
    ("yamamoto-axis-label-font", corpusYamamotoAxisLabelFont),
    ("yamamoto-bar-axis-values", corpusYamamotoBarAxisValues),
    ("yamamoto-symbol-view-scale", corpusYamamotoSymbolViewScale),
    ("kwshakshi-average-lines", corpusKwShakshiAverageLines),
    ("kwshakshi-heatmap-top-axis", corpusKwShakshiHeatmapTopAxis),
    ("mvolkmann-heart-symbols", corpusMvolkmannHeartSymbols),
    ("eduardo-stacked-emissions", corpusEduardoStackedEmissions),
    ("dvrzan-weight-goal-area", corpusDvrzanWeightGoalArea),
    ("maxout-body-mass", corpusMaxOutBodyMass),
    ("kiwee-weight-scroll", corpusKiweeWeightScroll),
    ("appledocs-pollen-rules", corpusAppleDocsPollenRules),
    ("jordibruin-heart-rate-range", corpusJordibruinHeartRateRange),
    ("montblanc-gridline-conditional", corpusMontBlancGridlineConditional),
    ("montblanc-annotation-overlay-alignment", corpusMontBlancAnnotationOverlayAlignment),
    ("wwdc24-limit-sampling-domain", corpusWWDC24LimitSamplingDomain),
    ("wwdc24-multiple-function-plots", corpusWWDC24MultipleFunctionPlots),
    ("wwdc24-nan-no-value", corpusWWDC24NaNNoValue),
    ("wwdc24-parametric-heart", corpusWWDC24ParametricHeart),
    ("jordibruin-uv-index-mask", corpusJordibruinUVIndexMask),
    ("nilcoalescing-uv-dimming", corpusNilCoalescingUVDimming),
    ("montblanc-annotation-overflow", corpusMontBlancAnnotationOverflow),
    ("mvolkmann-donut-winner", corpusMvolkmannDonutWinner),
    ("cooparr-steps-selection", corpusCooparrStepsSelection),
    ("itsuki-bar-shadow-offset", corpusItsukiBarShadowOffset),
    ("williamweng-overlay-tap", corpusWilliamWengOverlayTap),
    ("jordibruin-vector-field", corpusJordibruinVectorField),
    ("ram4ik-line-symbol-foreach-modifiers", corpusRam4ikLineSymbolForEachModifiers),
    ("ram4ik-candles-rectangles", corpusRam4ikCandlesRectangles),
    ("ram4ik-plot-area-border", corpusRam4ikPlotAreaBorder),
    ("montblanc-axis-currency-extended", corpusMontBlancAxisCurrencyExtended),
    ("localized-legend-dictionary", corpusLocalizedLegendDictionary),
    ("environment-color-scheme", corpusEnvironmentColorScheme),
    ("axis-content-property", corpusAxisContentProperty),
    ("glucose-range-bands", corpusGlucoseRangeBands),
    ("finance-axis-format-styles", corpusFinanceAxisFormatStyles),
    ("grid-legend-card", corpusGridLegendCard),
    ("symbol-scale-bindable", corpusSymbolScaleBindable),
    ("grid-columns-legend", corpusGridColumnsLegend),
    ("mainactor-observable-annotation", corpusMainActorObservableAnnotation),
    ("mainactor-chart-content-body", corpusMainActorChartContentBody),
    ("mainactor-observable-weather-view", corpusMainActorObservableWeatherView),
  ]

  /// Snippets that render from async code off the main actor (servers, tools).
  static let asyncSnippets: [(String, @Sendable () async -> String)] = [
    ("server-render-async", corpusServerRenderAsync)
  ]

  /// The snippets of app code written for part 4's API families, byte for byte as looked at.
  static let snapshotted = [
    "localized-legend-dictionary", "environment-color-scheme", "axis-content-property",
    "glucose-range-bands", "finance-axis-format-styles", "grid-legend-card",
    "symbol-scale-bindable", "grid-columns-legend",
  ]

  @MainActor @Test(arguments: snapshotted)
  func matchesSnapshot(name: String) throws {
    let render = try #require(Self.snippets.first { $0.0 == name }?.1)
    try Snapshot.assertMatches(render(), named: "corpus-" + name)
  }

  @MainActor @Test(arguments: snippets.map(\.0))
  func rendersWellFormedSVGWithMarks(name: String) throws {
    let render = try #require(Self.snippets.first { $0.0 == name }?.1)
    try check(render(), name: name)
  }

  @Test(arguments: asyncSnippets.map(\.0))
  func asyncSnippetRendersWellFormedSVGWithMarks(name: String) async throws {
    let render = try #require(Self.asyncSnippets.first { $0.0 == name }?.1)
    try check(await render(), name: name)
  }

  func check(_ svg: String, name: String) throws {
    #expect(svg.contains("role=\"graphics-symbol\""), "\(name) drew no marks")
    // PLOTKIT_CORPUS_OUT=dir writes each snippet's SVG there, to look at as a PNG.
    if let directory = ProcessInfo.processInfo.environment["PLOTKIT_CORPUS_OUT"] {
      try svg.write(toFile: directory + "/" + name + ".svg", atomically: true, encoding: .utf8)
    }
    guard let problems = try XMLLint.problems(svg) else { return }
    #expect(problems == "", "xmllint: \(problems)")
  }

  @Test func everyCorpusFileIsListed() throws {
    let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
      .filter { $0.hasSuffix(".swift") && !$0.hasPrefix("CorpusData") && $0 != "CorpusTests.swift" }
    #expect(
      Set(files.map { String($0.dropLast(6)) })
        == Set(Self.snippets.map(\.0) + Self.asyncSnippets.map(\.0)))
  }
}
