/// Places annotation text next to its mark so it stays inside the chart and never covers
/// another annotation: it shifts along the mark's side, then flips to the opposite side, then
/// moves inside the mark, keeping the first candidate that fits.
enum AnnotationPlacer {
  struct Placed {
    var text: String
    var box: Rect
    var font: Font
    var color: Color
    /// Content that is more than one plain text, drawn by the view renderer in `box`.
    var view: ViewNode?
  }

  static func draw(
    _ requests: [AnnotationRequest], layout: ChartLayout, environment: ChartEnvironment,
    into svg: inout SVGWriter
  ) {
    guard !requests.isEmpty else { return }
    let placed = place(
      requests, bounds: Rect(x: 0, y: 0, width: layout.width, height: layout.height),
      plot: layout.plot, labelBands: labelBands(layout), environment)
    let ascent = environment.textMeasurer.ascent(fontSize: 1)
    svg.write("<g class=\"annotations\">")
    for item in placed {
      if let view = item.view {
        ViewRenderer.draw(view, in: item.box, .annotation(environment), into: &svg)
        continue
      }
      svg.write(
        "<text x=\"" + n(item.box.x) + "\" y=\"" + n(item.box.y + ascent * item.font.size)
          + "\" font-size=\""
          + n(item.font.size) + "\"")
      if let weight = item.font.weight.svgValue { svg.write(" font-weight=\"" + weight + "\"") }
      svg.write(svg.paint(fill: item.color) + ">" + escapeXML(item.text) + "</text>")
    }
    svg.write("</g>")
  }

  /// The strips beside the plot where axis labels are drawn: an annotation placed
  /// automatically keeps off them (it would hide the values it is read against).
  static func labelBands(_ layout: ChartLayout) -> [Rect] {
    let plot = layout.plot
    var bands: [Rect] = []
    for axis in [layout.xAxis, layout.yAxis].compactMap({ $0 }) + layout.extraAxes
    where axis.hasLabels {
      switch axis.position {
      case .top: bands.append(Rect(x: 0, y: 0, width: layout.width, height: plot.minY))
      case .leading: bands.append(Rect(x: 0, y: 0, width: plot.minX, height: layout.height))
      case .trailing:
        bands.append(
          Rect(x: plot.maxX, y: 0, width: layout.width - plot.maxX, height: layout.height))
      default:
        bands.append(
          Rect(x: 0, y: plot.maxY, width: layout.width, height: layout.height - plot.maxY))
      }
    }
    return bands
  }

  static func place(
    _ requests: [AnnotationRequest], bounds: Rect, plot: Rect? = nil, labelBands: [Rect] = [],
    _ environment: ChartEnvironment
  ) -> [Placed] {
    let measurer = environment.textMeasurer
    var placed: [Placed] = []
    var seen: [RepeatKey] = []
    for request in requests {
      let annotation = request.resolvedAnnotation
      let plain = annotation.text
      let text = plain?.resolve(environment) ?? ""
      let font =
        plain?.resolvedFont(fallback: Font.system(size: ChartFont.annotation))
        ?? Font.system(size: ChartFont.annotation)
      let size: (Double, Double)
      if plain != nil {
        size = (
          measurer.width(of: text, fontSize: font.size, weight: font.weight),
          measurer.ascent(fontSize: font.size) + measurer.descent(fontSize: font.size)
        )
      } else {
        let measured = ViewLayout.size(annotation.content, .ideal, .annotation(environment))
        size = (measured.width, measured.height)
      }
      // A mark declared once per data element (a rule inside `Chart(data) { … }`) annotates the
      // same spot every time; Swift Charts draws those copies on top of each other, so one is
      // drawn here instead of a pile of displaced copies.
      let key = RepeatKey(
        frame: request.frame, position: annotation.position, alignment: annotation.alignment,
        spacing: annotation.spacing, width: size.0, height: size.1, text: plain == nil ? nil : text)
      if seen.contains(key) { continue }
      seen.append(key)
      var position = annotation.position
      // Only a position PlotKit chooses keeps off the axis labels; one asked for by name goes
      // where it was asked to, as in Swift Charts.
      let bands = position == .automatic ? labelBands : []
      if position == .automatic { position = request.verticalMark ? .top : .trailing }
      if let overflow = annotation.overflow, !overflow.isAutomatic {
        // An explicit resolution keeps the asked-for side and only slides into its boundary.
        let box =
          frame(
            for: position, alignment: annotation.alignment, size: size,
            spacing: annotation.spacing, around: request.frame)
          ?? Rect(
            x: request.frame.midX - size.0 / 2, y: request.frame.midY - size.1 / 2,
            width: size.0, height: size.1)
        placed.append(
          Placed(
            text: text, box: overflow.resolve(box, chart: bounds, plot: plot ?? bounds),
            font: font, color: plain?.color ?? .annotationText,
            view: plain == nil ? annotation.content : nil))
        continue
      }
      var best: (Rect, Double, AnnotationPosition)?
      for candidate in [position, opposite(position), .overlay] {
        // An automatic label that falls back inside its mark sits at the mark's end, where it
        // would have stood outside (the top of a bar).
        var alignment = annotation.alignment
        if annotation.position == .automatic, candidate == .overlay {
          alignment = request.verticalMark ? .top : .trailing
        }
        guard
          var box = frame(
            for: candidate, alignment: alignment, size: size,
            spacing: annotation.spacing, around: request.frame)
        else { continue }
        box = shiftInside(box, bounds: bounds, plot: plot, along: candidate)
        box = avoid(box, placed.map(\.box), along: candidate, bounds: bounds)
        let cost =
          outside(box, bounds) * 1000 + placed.reduce(0) { $0 + overlap(box, $1.box) }
          + bands.reduce(0) { $0 + overlap(box, $1) * 10 }
        // Later candidates must be clearly better; float noise must not flip a label.
        if best == nil || cost < best!.1 - 0.01 { best = (box, cost, candidate) }
        if cost < 0.01 { break }
      }
      // An overlay asked for by name is drawn even when it is larger than its mark, as Swift
      // Charts does (a callout in a thin donut ring); only the automatic fallback needs a fit.
      if best == nil, position == .overlay,
        let box = frame(
          for: .overlay, alignment: annotation.alignment, size: size,
          spacing: annotation.spacing, around: request.frame, requireFit: false)
      {
        best = (box, 0, .overlay)
      }
      guard let (box, _, chosen) = best else { continue }
      let color =
        plain?.color
        ?? (chosen == .overlay && position != .overlay ? .white : .annotationText)
      placed.append(
        Placed(
          text: text, box: box, font: font, color: color,
          view: plain == nil ? annotation.content : nil))
    }
    return placed
  }

  static func opposite(_ position: AnnotationPosition) -> AnnotationPosition {
    switch position {
    case .top: return .bottom
    case .bottom: return .top
    case .leading: return .trailing
    case .trailing: return .leading
    case .topLeading: return .bottomTrailing
    case .topTrailing: return .bottomLeading
    case .bottomLeading: return .topTrailing
    case .bottomTrailing: return .topLeading
    case .overlay, .automatic: return position
    }
  }

  /// The text box for a position and alignment around a mark's frame.
  static func frame(
    for position: AnnotationPosition, alignment: Alignment, size: (Double, Double),
    spacing: Double, around mark: Rect, requireFit: Bool = true
  ) -> Rect? {
    let (w, h) = size
    func alignedX() -> Double {
      switch alignment.horizontal {
      case .leading: return mark.minX
      case .trailing: return mark.maxX - w
      case .center: return mark.midX - w / 2
      }
    }
    func alignedY() -> Double {
      switch alignment.vertical {
      case .top, .firstTextBaseline: return mark.minY
      case .bottom, .lastTextBaseline: return mark.maxY - h
      case .center: return mark.midY - h / 2
      }
    }
    switch position {
    case .top: return Rect(x: alignedX(), y: mark.minY - spacing - h, width: w, height: h)
    case .bottom: return Rect(x: alignedX(), y: mark.maxY + spacing, width: w, height: h)
    case .leading: return Rect(x: mark.minX - spacing - w, y: alignedY(), width: w, height: h)
    case .trailing: return Rect(x: mark.maxX + spacing, y: alignedY(), width: w, height: h)
    case .topLeading:
      return Rect(x: mark.minX - spacing - w, y: mark.minY - spacing - h, width: w, height: h)
    case .topTrailing:
      return Rect(x: mark.maxX + spacing, y: mark.minY - spacing - h, width: w, height: h)
    case .bottomLeading:
      return Rect(x: mark.minX - spacing - w, y: mark.maxY + spacing, width: w, height: h)
    case .bottomTrailing:
      return Rect(x: mark.maxX + spacing, y: mark.maxY + spacing, width: w, height: h)
    case .overlay, .automatic:
      guard
        !requireFit
          || (w <= mark.width + 0.5 || mark.width < 2)
            && (h <= mark.height + 0.5 || mark.height < 2)
      else { return nil }
      var x = mark.midX - w / 2
      if alignment.horizontal == .leading { x = mark.minX + spacing }
      if alignment.horizontal == .trailing { x = mark.maxX - spacing - w }
      var y = mark.midY - h / 2
      if alignment.vertical == .top { y = mark.minY + spacing }
      if alignment.vertical == .bottom { y = mark.maxY - spacing - h }
      return Rect(x: x, y: y, width: w, height: h)
    }
  }

  /// Slides a box back inside the chart along its mark's side (never away from the mark); a box
  /// above or below its mark that fits the plot's width slides inside the plot's width, off
  /// the axis labels beside it.
  static func shiftInside(
    _ box: Rect, bounds: Rect, plot: Rect? = nil, along position: AnnotationPosition
  ) -> Rect {
    var box = box
    let corner = [.topLeading, .topTrailing, .bottomLeading, .bottomTrailing].contains(position)
    let alongX = position == .top || position == .bottom || position == .overlay || corner
    if corner { box.y = min(max(box.y, bounds.minY), bounds.maxY - box.height) }
    if alongX {
      let across = plot.flatMap { box.width <= $0.width ? $0 : nil } ?? bounds
      box.x = min(max(box.x, across.minX), across.maxX - box.width)
    } else {
      box.y = min(max(box.y, bounds.minY), bounds.maxY - box.height)
    }
    return box
  }

  /// Moves a box further out from its mark until it clears the annotations already placed.
  static func avoid(_ box: Rect, _ others: [Rect], along position: AnnotationPosition, bounds: Rect)
    -> Rect
  {
    var box = box
    for _ in 0..<4 {
      guard let hit = others.first(where: { $0.intersects(box) }) else { return box }
      switch position {
      case .top: box.y = hit.minY - box.height - 1
      case .bottom: box.y = hit.maxY + 1
      case .leading: box.x = hit.minX - box.width - 2
      case .trailing: box.x = hit.maxX + 2
      case .topLeading, .topTrailing: box.y = hit.minY - box.height - 1
      case .bottomLeading, .bottomTrailing: box.y = hit.maxY + 1
      case .overlay, .automatic: return box
      }
    }
    return box
  }

  static func overlap(_ a: Rect, _ b: Rect) -> Double {
    let w = min(a.maxX, b.maxX) - max(a.minX, b.minX)
    let h = min(a.maxY, b.maxY) - max(a.minY, b.minY)
    return w > 0.01 && h > 0.01 ? w * h : 0
  }

  static func outside(_ box: Rect, _ bounds: Rect) -> Double {
    guard !bounds.contains(box) else { return 0 }
    return box.width * box.height - overlap(box, bounds) + 1
  }

  /// What makes two annotation requests the same drawing.
  struct RepeatKey: Equatable {
    var frame: Rect
    var position: AnnotationPosition
    var alignment: Alignment
    var spacing: Double
    var width: Double
    var height: Double
    var text: String?
  }
}
