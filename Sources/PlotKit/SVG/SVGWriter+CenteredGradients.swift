import Foundation

extension SVGWriter {
  /// The id of the definition drawing a radial, elliptical or angular gradient.
  ///
  /// `box` is the element's bounding box in user space when known; without it radii and
  /// wedges are laid out in the element's unit box (circles become ellipses, which is what an
  /// elliptical gradient wants and an approximation for the others).
  mutating func centered(_ gradient: CenteredGradient, box: Rect?) -> String {
    let key = CenteredGradientKey(
      gradient: gradient, box: box.map { [$0.x, $0.y, $0.width, $0.height] })
    if let id = centeredIDs[key] { return id }
    let id = makeCentered(gradient, box: box)
    centeredIDs[key] = id
    return id
  }

  private mutating func makeCentered(_ gradient: CenteredGradient, box: Rect?) -> String {
    switch gradient.shape {
    case .elliptical(let start, let end):
      return radial(
        gradient, start: start, end: end, units: nil, cx: gradient.center.x,
        cy: gradient.center.y)
    case .radial(let start, let end):
      guard let box else {
        // Unknown box: assume 100 points across, so radii keep their proportions.
        return radial(
          gradient, start: start / 100, end: end / 100, units: nil, cx: gradient.center.x,
          cy: gradient.center.y)
      }
      return radial(
        gradient, start: start, end: end, units: "userSpaceOnUse",
        cx: box.x + gradient.center.x * box.width, cy: box.y + gradient.center.y * box.height)
    case .angular(let start, let end):
      return angular(gradient, from: start, to: end, box: box)
    }
  }

  /// A `<radialGradient>`; the start radius is folded into the stop offsets (SVG 1.1 has no
  /// focal radius).
  private mutating func radial(
    _ gradient: CenteredGradient, start: Double, end: Double, units: String?, cx: Double,
    cy: Double
  ) -> String {
    let outer = max(end, start, 1e-6)
    let inner = min(start, end)
    let stops = gradient.stops.map {
      Gradient.Stop(color: $0.color, location: (inner + $0.location * (outer - inner)) / outer)
    }
    var markup = ""
    if let units { markup += " gradientUnits=\"" + units + "\"" }
    markup += " cx=\"" + n(cx) + "\" cy=\"" + n(cy) + "\" r=\"" + n(outer) + "\">"
    markup += stopElements(stops)
    return definition(tag: "radialGradient", markup)
  }

  /// Wedges making up an angular gradient, as a `<pattern>` over the element's box.
  private mutating func angular(
    _ gradient: CenteredGradient, from start: Double, to end: Double, box: Rect?
  ) -> String {
    let wedges = 72
    let turn = 2 * Double.pi
    let span = max(abs(end - start), 1e-9)
    let colours = Gradient(stops: gradient.stops)
    // In the unit box (no box known) the pattern's content is in bounding-box units.
    let frame = box ?? Rect(x: 0, y: 0, width: 1, height: 1)
    let cx = frame.x + gradient.center.x * frame.width
    let cy = frame.y + gradient.center.y * frame.height
    let radius = 2 * max(frame.width, frame.height)
    var markup =
      box == nil
      ? " patternContentUnits=\"objectBoundingBox\" width=\"1\" height=\"1\">"
      : " patternUnits=\"userSpaceOnUse\" x=\"" + n(frame.x) + "\" y=\"" + n(frame.y)
        + "\" width=\"" + n(frame.width) + "\" height=\"" + n(frame.height) + "\">"
    let step = turn / Double(wedges)
    for index in 0..<wedges {
      let a0 = start + Double(index) * step
      // Each wedge reaches a little into the next, hiding antialiased seams.
      let a1 = a0 + step * 1.15
      // How far the wedge's middle lies from the start, in the gradient's direction.
      let offset = Double(index) * step + step / 2
      var t = (end >= start ? offset : turn - offset) / span
      if t > 1 {
        // Between the end angle and the start: the nearer end's colour holds.
        let pastEnd = (t - 1) * span
        let beforeStart = turn - t * span
        t = pastEnd <= beforeStart ? 1 : 0
      }
      let point = { (angle: Double) in
        n(cx + cos(angle) * radius) + "," + n(cy + sin(angle) * radius)
      }
      markup +=
        "<path d=\"M" + n(cx) + "," + n(cy) + "L" + point(a0) + "L" + point(a1) + "Z\""
        + paint(fill: colours.color(at: t)) + "/>"
    }
    return definition(tag: "pattern", markup)
  }
}

/// A centred gradient with the box it was laid out in.
struct CenteredGradientKey: Hashable {
  var gradient: CenteredGradient
  var box: [Double]?
}
