/// What a mark's `prepare` step may look at.
struct PrepareContext {
  let styles: [MarkStyle]
  let series: SeriesScales
  let environment: ChartEnvironment
}

/// What a mark needs to draw: placed scales, the plot area and resolved styles.
final class RenderContext {
  let layout: ChartLayout
  let styles: [MarkStyle]
  let series: SeriesScales
  let environment: ChartEnvironment
  /// Fill or stroke paint per style index, opacity applied.
  let paints: [MarkPaint]
  /// One colour per style index standing for its paint (a gradient's last stop).
  let colors: [Color]
  /// Symbol per style index, when one is set or encoded.
  let symbols: [ChartSymbol?]
  /// Marks with annotations register their frames here; annotations are placed after all marks.
  var annotationRequests: [AnnotationRequest] = []

  init(
    layout: ChartLayout, styles: [MarkStyle], series: SeriesScales, environment: ChartEnvironment,
    repaint: ((MarkPaint) -> MarkPaint)? = nil
  ) {
    self.layout = layout
    self.styles = styles
    self.series = series
    self.environment = environment
    paints = styles.indices.map { index in
      let style = styles[index]
      let base =
        style.foreground ?? series.color(ofStyle: index).map(MarkPaint.color)
        ?? environment.defaultForeground ?? .color(.blue)
      let paint = base.opacity(style.opacity ?? 1)
      return repaint?(paint) ?? paint
    }
    colors = paints.map(\.representativeColor)
    symbols = styles.indices.map { index in
      styles[index].symbol ?? series.symbolKeyOfStyle[index].flatMap { series.symbols[$0] }
    }
  }

  var x: PositionScale? { layout.x }
  var y: PositionScale? { layout.y }
  var plot: Rect { layout.plot }

  @inline(__always)
  func style(_ layer: MarkLayer, _ row: Int) -> MarkStyle { styles[Int(layer.styleOfRow[row])] }

  @inline(__always)
  func color(_ layer: MarkLayer, _ row: Int) -> Color { colors[Int(layer.styleOfRow[row])] }

  @inline(__always)
  func paint(_ layer: MarkLayer, _ row: Int) -> MarkPaint { paints[Int(layer.styleOfRow[row])] }

  /// The rectangle a row's gradient spans: the plot area when its style asks, else the mark.
  func styleSpace(_ layer: MarkLayer, _ row: Int) -> Rect? {
    style(layer, row).alignsStylesWithPlotArea ? plot : nil
  }

  /// The accessible text of a row: its custom label and value, or "Field: value" pairs.
  func accessibleText(_ layer: MarkLayer, _ row: Int) -> String {
    let style = self.style(layer, row)
    var parts: [String] = []
    if let label = style.accessibilityLabel {
      parts.append(label)
    } else if let series = style.foregroundBy ?? style.symbolBy {
      parts.append(series.label + ": " + environment.describe(series.value, unit: series.unit))
    }
    if let value = style.accessibilityValue {
      parts.append(value)
    } else {
      // Stacking copies the value's label into start/end columns; say each field once.
      var said = Set<String>()
      for column in layer.columns where !column.isEmpty && !column.values[row].isNaN {
        if style.accessibilityLabel != nil, column.kind == .nominal { continue }
        let label = column.label ?? column.spec.name
        guard let value = column.plotValue(row), said.insert(label).inserted else { continue }
        parts.append(label + ": " + environment.describe(value, unit: column.unit))
      }
    }
    return parts.joined(separator: ", ")
  }

  /// Writes a mark's `<title>` (its accessible name and hover text) and closes the element.
  func closeMark(_ tag: String, _ layer: MarkLayer, _ row: Int, into svg: inout SVGWriter) {
    if style(layer, row).accessibilityHidden {
      svg.write("/>")
      return
    }
    svg.write(
      " role=\"graphics-symbol\"><title>" + escapeXML(accessibleText(layer, row)) + "</title></"
        + tag + ">")
  }

  /// Registers a row's frame so its annotations can be placed once every mark is drawn.
  func annotate(_ layer: MarkLayer, _ row: Int, frame: Rect, vertical: Bool) {
    let style = self.style(layer, row)
    guard !style.annotations.isEmpty else { return }
    for annotation in style.annotations {
      annotationRequests.append(
        AnnotationRequest(annotation: annotation, frame: frame, verticalMark: vertical))
    }
  }
}

/// An annotation waiting to be placed next to its mark's frame.
struct AnnotationRequest {
  var annotation: Annotation
  var frame: Rect
  /// Whether the mark grows vertically (vertical bars), which decides `.automatic` placement.
  var verticalMark: Bool
}
