import Foundation

/// One axis value with the parts it draws, placed on screen.
struct AxisItem {
  var value: PlotValue
  var position: Double
  var grid: (color: Color?, stroke: StrokeStyle?)?
  var tick: (color: Color?, length: Double, stroke: StrokeStyle?)?
  var label: String?
  var labelColor: Color?
  var labelWidth: Double = 0
  /// The label's view and its measured height, when an `AxisValueLabel { … }` draws it.
  var labelView: ViewNode?
  var labelHeight: Double?
  var labelCentered = false
  var labelVisible = true
  /// Which of the axis's `AxisMarks` sets the item comes from: each set is thinned on its own.
  var set = 0
}

/// An axis ready to lay out and draw: where it sits, its preset and its items.
struct ResolvedAxis {
  var isX: Bool
  var position: AxisMarks.Position
  var preset: AxisMarks.Preset
  var items: [AxisItem]
  var scaleKind: PositionScale.Kind

  static let tickLength = 5.0
  static let labelGap = 4.0

  var hasLabels: Bool { items.contains { $0.label != nil } }
  var hasTicks: Bool { items.contains { $0.tick != nil } }
  var maxLabelWidth: Double { items.lazy.filter(\.labelVisible).map(\.labelWidth).max() ?? 0 }
  /// The tallest label drawn by a view, which may need more room than a line of text.
  var maxViewLabelHeight: Double? { items.lazy.compactMap(\.labelHeight).max() }

  /// Date labels start just after their tick, like Swift Charts; others are centred on it.
  var labelsLeadAligned: Bool { isX && scaleKind == .time }
}

/// Turns `AxisMarks` into placed axis items for a placed scale.
enum AxisResolver {
  static func resolve(
    marks: [AxisMarks], scale: PositionScale, isX: Bool, desiredTicks: Int,
    environment: ChartEnvironment
  ) -> ResolvedAxis {
    let marks = marks.isEmpty ? [AxisMarks()] : marks
    var edge = marks[0].position
    if edge == .automatic {
      edge = isX ? .bottom : (scale.kind == .band ? .leading : .trailing)
    }
    var items: [AxisItem] = []
    let measurer = environment.textMeasurer
    for (set, mark) in marks.enumerated() {
      let (values, timeStep, numberStep) = axisValues(
        mark.values, scale: scale, desired: desiredTicks)
      for (index, value) in values.enumerated() {
        guard let pixel = position(of: value, in: scale) else { continue }
        let parts =
          mark.content?(AxisValue(index: index, count: values.count, value: value))._parts
          ?? defaultParts(scale.kind, preset: mark.preset, stroke: mark.stroke)
        var item = AxisItem(value: value, position: pixel)
        item.set = set
        for part in parts {
          switch part.kind {
          case .gridLine(let color, let stroke): item.grid = (color, stroke)
          case .tick(let color, let length, let stroke):
            item.tick = (color, length ?? ResolvedAxis.tickLength, stroke)
          case .label(.view(let view, let centered), let color):
            item.labelCentered = centered
            let size = ViewLayout.size(view, .ideal, .axisLabel(environment, color: color))
            item.label = ""
            item.labelColor = color
            item.labelView = view
            item.labelWidth = size.width
            item.labelHeight = size.height
          case .label(.styled(let format, let font, let centered), let color):
            let text = label(value, format, timeStep: timeStep, numberStep: numberStep, environment)
            var view = Text(verbatim: text)
            if let font { view = view.font(font) }
            let size = ViewLayout.size(
              ViewNode(kind: .text(view)), .ideal, .axisLabel(environment, color: color))
            item.labelCentered = centered
            item.label = text
            item.labelColor = color
            item.labelView = ViewNode(kind: .text(view))
            item.labelWidth = size.width
            item.labelHeight = size.height
          case .label(let format, let color):
            let text = label(value, format, timeStep: timeStep, numberStep: numberStep, environment)
            if text.contains("\n") {
              // A label with line breaks is drawn as text lines, one under the other.
              let view = ViewNode(kind: .text(Text(verbatim: text)))
              let size = ViewLayout.size(view, .ideal, .axisLabel(environment, color: color))
              item.label = text
              item.labelColor = color
              item.labelView = view
              item.labelWidth = size.width
              item.labelHeight = size.height
              continue
            }
            item.label = text
            item.labelColor = color
            item.labelWidth = measurer.width(of: text, fontSize: ChartFont.axisLabel)
          }
        }
        items.append(item)
      }
    }
    return ResolvedAxis(
      isX: isX, position: edge, preset: marks[0].preset, items: items, scaleKind: scale.kind)
  }

  static func defaultParts(
    _ kind: PositionScale.Kind, preset: AxisMarks.Preset, stroke: StrokeStyle? = nil
  ) -> [AxisPart] {
    switch kind {
    case .linear: return [.gridLine(color: nil, stroke: stroke), .label(.automatic, color: nil)]
    case .time:
      return [
        .gridLine(color: nil, stroke: stroke), .tick(color: nil, length: nil, stroke: stroke),
        .label(.automatic, color: nil),
      ]
    case .band: return [.label(.automatic, color: nil)]
    }
  }

  static func position(of value: PlotValue, in scale: PositionScale) -> Double? {
    let pixel: Double
    switch value {
    case .number(let v): pixel = scale.map(v)
    case .date(let d): pixel = scale.map(d.timeIntervalSinceReferenceDate)
    case .category(let c):
      guard let (a, b) = scale.band(c) else { return nil }
      pixel = (a + b) / 2
    }
    let (lo, hi) = scale.pixelExtent
    return pixel >= lo - 0.5 && pixel <= hi + 0.5 ? pixel : nil
  }

  static func axisValues(_ values: AxisMarkValues, scale: PositionScale, desired: Int) -> (
    [PlotValue], TimeStep?, Double?
  ) {
    switch values.storage {
    case .explicit(let list): return (list, nil, nil)
    case .numberStride(let step):
      return (
        NiceTicks.ticks(lo: scale.lo, hi: scale.hi, step: step).map { .number($0) }, nil, step
      )
    case .dateStride(let step):
      // Calendar strides mark dates only: on a category or number axis there are none.
      guard scale.kind == .time else { return ([], nil, nil) }
      let ticks = TimeTicks.ticks(lo: scale.lo, hi: scale.hi, step: step, calendar: scale.calendar)
      return (ticks.map { .date(Date(timeIntervalSinceReferenceDate: $0)) }, step, nil)
    case .automaticWithMinimum(let count, let minimum):
      let (values, time, step) = axisValues(
        AxisMarkValues(storage: .automatic(desiredCount: count)), scale: scale, desired: desired)
      guard let step, step < minimum, scale.kind == .linear else { return (values, time, step) }
      return axisValues(.stride(by: minimum), scale: scale, desired: desired)
    case .automatic(let count):
      switch scale.kind {
      case .band: return (scale.categories.map { .category($0) }, nil, nil)
      case .linear where scale.transform == .log:
        return (ScaleTransform.logTicks(lo: scale.lo, hi: scale.hi).map { .number($0) }, nil, nil)
      case .linear:
        let step =
          count.map { NiceTicks.step(span: scale.hi - scale.lo, desiredCount: $0) } ?? scale.step
          ?? NiceTicks.step(span: scale.hi - scale.lo, desiredCount: desired)
        return (
          NiceTicks.ticks(lo: scale.lo, hi: scale.hi, step: step).map { .number($0) }, nil, step
        )
      case .time:
        let step = TimeTicks.step(lo: scale.lo, hi: scale.hi, desiredCount: count ?? desired)
        let ticks = TimeTicks.ticks(
          lo: scale.lo, hi: scale.hi, step: step, calendar: scale.calendar)
        return (ticks.map { .date(Date(timeIntervalSinceReferenceDate: $0)) }, step, nil)
      }
    }
  }

  static func label(
    _ value: PlotValue, _ format: AxisLabelFormat, timeStep: TimeStep?, numberStep: Double?,
    _ environment: ChartEnvironment
  ) -> String {
    switch (format, value) {
    case (.text(let text), _): return text
    case (.formatted(let format), .number(let v)): return format(v, environment)
    case (.anyStyle(let format), _):
      return format(value)
        ?? label(value, .automatic, timeStep: timeStep, numberStep: numberStep, environment)
    case (.styled(let inner, _, _), _):
      return label(value, inner, timeStep: timeStep, numberStep: numberStep, environment)
    case (.date(let style), .date(let date)): return environment.localized(style).format(date)
    case (.number(let style), .number(let v)): return style.locale(environment.locale).format(v)
    case (.percent(let style), .number(let v)): return style.locale(environment.locale).format(v)
    case (_, .number(let v)):
      return environment.formatNumber(
        v, fractionDigits: numberStep.map(NiceTicks.fractionDigits) ?? (v == v.rounded() ? 0 : 2))
    case (_, .date(let date)):
      let step = timeStep ?? TimeStep(component: .day, count: 1)
      return TimeTicks.format(for: step, environment: environment).format(date)
    case (_, .category(let name)): return name
    }
  }
}
