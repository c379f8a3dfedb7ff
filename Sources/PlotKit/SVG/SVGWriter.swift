/// Accumulates SVG markup and resolves colours for the chart's colour scheme.
///
/// In the automatic scheme every colour becomes a CSS custom property (`--pk-c0`) with the
/// light value also written as a presentation attribute, so renderers without CSS variables
/// (librsvg) still draw the light chart while browsers follow `prefers-color-scheme`.
struct SVGWriter {
  let scheme: ChartColorScheme
  let id: String
  private(set) var body = ""
  private var paintIndex: [UInt64: Int] = [:]
  private var paints: [Color] = []
  private var usedAsFill: [Bool] = []
  private var usedAsStroke: [Bool] = []
  private var usedAsStop: [Bool] = []
  /// `<linearGradient>` elements by their markup, so equal gradients share one id.
  private var gradientIndex: [String: Int] = [:]
  private var gradientDefinitions = ""
  /// Ids of centred gradients already written, by gradient and box (slices of one pie share
  /// one box, so its 72-wedge pattern is built once).
  var centeredIDs: [CenteredGradientKey: String] = [:]
  /// How many `<clipPath>` ids views have taken, so each is unique in the chart.
  private var clipCount = 0

  init(scheme: ChartColorScheme, id: String, capacity: Int = 8192) {
    self.scheme = scheme
    self.id = id
    body.reserveCapacity(capacity)
  }

  mutating func write(_ text: String) {
    body += text
  }

  /// `fill`/`stroke` attributes (and a class in the automatic scheme) for the given colours.
  /// `className` joins the colour classes so an element never carries two `class` attributes.
  mutating func paint(fill: Color? = nil, stroke: Color? = nil, className: String? = nil) -> String
  {
    var attributes = ""
    var classes = className ?? ""
    if let fill {
      attributes += " fill=\"" + hex(fill) + "\""
      if fill.alpha < 1 { attributes += " fill-opacity=\"" + n(fill.alpha) + "\"" }
      if scheme == .automatic {
        classes += (classes.isEmpty ? "f" : " f") + String(register(fill, usage: 0))
      }
    }
    if let stroke {
      attributes += " stroke=\"" + hex(stroke) + "\""
      if stroke.alpha < 1 { attributes += " stroke-opacity=\"" + n(stroke.alpha) + "\"" }
      if scheme == .automatic {
        classes += (classes.isEmpty ? "s" : " s") + String(register(stroke, usage: 1))
      }
    }
    if !classes.isEmpty { attributes += " class=\"" + classes + "\"" }
    return attributes
  }

  /// `fill`/`stroke` attributes for mark paints: colours as above, gradients as `url(#…)`.
  ///
  /// `space` is the rectangle a gradient's unit points refer to in user space (the plot, for
  /// lines and areas); without one they refer to the element's own bounding box. `box` is
  /// that bounding box when the caller knows it: radial and angular gradients need it to
  /// measure radii in points and to keep angles true on boxes that are not square.
  mutating func paint(
    fill: MarkPaint?, stroke: MarkPaint? = nil, space: Rect? = nil, box: Rect? = nil
  ) -> String {
    var attributes = ""
    var plain: (fill: Color?, stroke: Color?) = (nil, nil)
    if let fill {
      if case .color(let color) = fill.storage {
        plain.fill = color
      } else {
        attributes += " fill=\"url(#" + gradient(fill, space: space, box: box) + ")\""
      }
    }
    if let stroke {
      if case .color(let color) = stroke.storage {
        plain.stroke = color
      } else {
        attributes += " stroke=\"url(#" + gradient(stroke, space: space, box: box) + ")\""
      }
    }
    if plain.fill != nil || plain.stroke != nil {
      attributes += paint(fill: plain.fill, stroke: plain.stroke)
    }
    return attributes
  }

  /// The id of the gradient element for a gradient paint, written on first use.
  private mutating func gradient(_ paint: MarkPaint, space: Rect?, box: Rect?) -> String {
    if case .centered(let gradient) = paint.storage {
      return centered(gradient, box: space ?? box)
    }
    guard case .linear(let stops, let start, let end) = paint.storage else { return "" }
    var markup = ""
    if let space {
      markup +=
        " gradientUnits=\"userSpaceOnUse\" x1=\"" + n(space.x + start.x * space.width) + "\" y1=\""
        + n(space.y + start.y * space.height) + "\" x2=\"" + n(space.x + end.x * space.width)
        + "\" y2=\"" + n(space.y + end.y * space.height) + "\">"
    } else {
      markup +=
        " x1=\"" + n(start.x) + "\" y1=\"" + n(start.y) + "\" x2=\"" + n(end.x) + "\" y2=\""
        + n(end.y) + "\">"
    }
    markup += stopElements(stops)
    return definition(tag: "linearGradient", markup)
  }

  /// The `<stop>` elements of a gradient.
  mutating func stopElements(_ stops: [Gradient.Stop]) -> String {
    var markup = ""
    for (index, stop) in stops.enumerated() {
      // A transparent stop takes its neighbour's colour, so fading out does not pass through
      // grey (SVG interpolates colour and opacity separately).
      var color = stop.color
      if color.alpha == 0 {
        let neighbour = index > 0 ? stops[index - 1] : stops.count > 1 ? stops[1] : stop
        color = neighbour.color.opacity(0)
      }
      markup += "<stop offset=\"" + n(stop.location) + "\" stop-color=\"" + hex(color) + "\""
      if color.alpha < 1 { markup += " stop-opacity=\"" + n(color.alpha) + "\"" }
      if scheme == .automatic { markup += " class=\"t" + String(register(color, usage: 2)) + "\"" }
      markup += "/>"
    }
    return markup
  }

  /// The id of a definition (gradient or pattern) with this markup, written on first use as
  /// `<tag id="…"` + markup + `</tag>`.
  mutating func definition(tag: String, _ markup: String) -> String {
    let key = tag + markup
    if let existing = gradientIndex[key] { return id + "-g" + String(existing) }
    let index = gradientIndex.count
    gradientIndex[key] = index
    let name = id + "-g" + String(index)
    gradientDefinitions += "<" + tag + " id=\"" + name + "\"" + markup + "</" + tag + ">"
    return name
  }

  /// A fresh id for a view's `<clipPath>`, unique within the chart.
  mutating func nextClipID() -> String {
    clipCount += 1
    return id + "-clip" + String(clipCount)
  }

  /// The `<defs>` element holding the gradients the body refers to ("" when there are none).
  func definitions() -> String {
    gradientDefinitions.isEmpty ? "" : "<defs>" + gradientDefinitions + "</defs>"
  }

  /// A colour as `#rrggbb` in the writer's scheme, for attributes `paint` does not write.
  func hexColor(_ color: Color) -> String { hex(color) }

  private func hex(_ color: Color) -> String {
    let rgb = scheme == .dark ? color.dark : color.light
    let digits = Array("0123456789abcdef")
    var text = "#"
    for shift in stride(from: 20, through: 0, by: -4) {
      text.append(digits[Int((rgb >> UInt32(shift)) & 0xF)])
    }
    return text
  }

  /// The colour's custom-property index, noting its use: 0 fill, 1 stroke, 2 gradient stop.
  private mutating func register(_ color: Color, usage: Int) -> Int {
    let key = UInt64(color.light) << 32 | UInt64(color.dark)
    let index: Int
    if let existing = paintIndex[key] {
      index = existing
    } else {
      index = paints.count
      paintIndex[key] = index
      paints.append(color)
      usedAsFill.append(false)
      usedAsStroke.append(false)
      usedAsStop.append(false)
    }
    switch usage {
    case 0: usedAsFill[index] = true
    case 1: usedAsStroke[index] = true
    default: usedAsStop[index] = true
    }
    return index
  }

  /// The `<style>` element: custom properties per scheme and the class rules that use them.
  func styleElement() -> String {
    guard scheme == .automatic, !paints.isEmpty else { return "" }
    let root = "#" + id
    var light = ""
    var dark = ""
    var rules = ""
    for (index, color) in paints.enumerated() {
      let name = "--pk-c" + String(index)
      light += name + ":" + hex(color, dark: false) + ";"
      dark += name + ":" + hex(color, dark: true) + ";"
      if usedAsFill[index] { rules += root + " .f\(index){fill:var(\(name))}" }
      if usedAsStroke[index] { rules += root + " .s\(index){stroke:var(\(name))}" }
      if usedAsStop[index] { rules += root + " .t\(index){stop-color:var(\(name))}" }
    }
    return "<style>" + root + "{" + light + "}@media (prefers-color-scheme: dark){" + root + "{"
      + dark + "}}" + rules + "</style>"
  }

  private func hex(_ color: Color, dark: Bool) -> String {
    SVGWriter(scheme: dark ? .dark : .light, id: id, capacity: 0).hex(color)
  }
}
