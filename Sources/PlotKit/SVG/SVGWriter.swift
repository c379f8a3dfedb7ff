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
        classes += (classes.isEmpty ? "f" : " f") + String(register(fill, stroke: false))
      }
    }
    if let stroke {
      attributes += " stroke=\"" + hex(stroke) + "\""
      if stroke.alpha < 1 { attributes += " stroke-opacity=\"" + n(stroke.alpha) + "\"" }
      if scheme == .automatic {
        classes += (classes.isEmpty ? "s" : " s") + String(register(stroke, stroke: true))
      }
    }
    if !classes.isEmpty { attributes += " class=\"" + classes + "\"" }
    return attributes
  }

  private func hex(_ color: Color) -> String {
    let rgb = scheme == .dark ? color.dark : color.light
    let digits = Array("0123456789abcdef")
    var text = "#"
    for shift in stride(from: 20, through: 0, by: -4) {
      text.append(digits[Int((rgb >> UInt32(shift)) & 0xF)])
    }
    return text
  }

  private mutating func register(_ color: Color, stroke: Bool) -> Int {
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
    }
    if stroke { usedAsStroke[index] = true } else { usedAsFill[index] = true }
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
    }
    return "<style>" + root + "{" + light + "}@media (prefers-color-scheme: dark){" + root + "{"
      + dark + "}}" + rules + "</style>"
  }

  private func hex(_ color: Color, dark: Bool) -> String {
    SVGWriter(scheme: dark ? .dark : .light, id: id, capacity: 0).hex(color)
  }
}
