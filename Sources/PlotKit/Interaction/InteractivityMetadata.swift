import Foundation

/// What a page script needs to make a chart live, written into the SVG as one JSON
/// `<metadata>` block: each position scale's type, domain and range, the plot frame, and each
/// mark's values with its pixel position and spoken text. The still image ignores it.
enum InteractivityMetadata {
  /// At most this many marks per chart are listed, so a large chart stays small.
  static let markLimit = 2_000

  static func element(
    id: String, layers: [MarkLayer], context: RenderContext, interaction: ChartInteraction
  ) -> String {
    let layout = context.layout
    var json = "{\"version\":1"
    json += ",\"selection\":\"" + (interaction.selectsY && !interaction.selectsX ? "y" : "x") + "\""
    json +=
      ",\"plot\":[\(n(layout.plot.x)),\(n(layout.plot.y)),\(n(layout.plot.width)),\(n(layout.plot.height))]"
    if let x = layout.x { json += ",\"x\":" + scale(x) }
    if let y = layout.y { json += ",\"y\":" + scale(y) }
    json += ",\"marks\":[" + marks(layers, context).joined(separator: ",") + "]}"
    return "<metadata id=\"\(id)-interactivity\" class=\"plotkit-interactivity\">"
      + escapeXML(json) + "</metadata>"
  }

  /// `{"type":"time","label":"Day","domain":[…],"range":[…]}`; time domains in ms since 1970.
  private static func scale(_ scale: PositionScale) -> String {
    let type: String
    var domain: String
    switch scale.kind {
    case .linear:
      type = "linear"
      domain = "[\(n(scale.lo)),\(n(scale.hi))]"
    case .time:
      type = "time"
      domain = "[\(n(milliseconds(scale.lo))),\(n(milliseconds(scale.hi)))]"
    case .band:
      type = "band"
      domain = "[" + scale.categories.map(quoted).joined(separator: ",") + "]"
    }
    return "{\"type\":\"\(type)\",\"label\":" + quoted(scale.label) + ",\"domain\":" + domain
      + ",\"range\":[\(n(scale.start)),\(n(scale.end))]}"
  }

  /// One `[px, py, "text"]` per mark with an x and a y position, in row order.
  private static func marks(_ layers: [MarkLayer], _ context: RenderContext) -> [String] {
    guard let x = context.x, let y = context.y else { return [] }
    var out: [String] = []
    for layer in layers {
      guard let xIndex = layer.columns.firstIndex(where: { $0.spec.name == "x" }),
        let yIndex = layer.columns.firstIndex(where: { $0.spec.name == "y" })
      else { continue }
      // Stacked marks sit at their stack's end, not at their raw value.
      let yEnd = layer.columns.firstIndex { $0.spec.name == "yEnd" && !$0.isEmpty }
      for row in 0..<layer.count where out.count < markLimit {
        guard let px = x.position(layer.columns[xIndex], row) else { continue }
        var py = y.position(layer.columns[yIndex], row)
        if let yEnd, !layer.columns[yEnd].values[row].isNaN {
          py = y.map(layer.columns[yEnd].values[row])
        }
        guard let py, px.isFinite, py.isFinite else { continue }
        let text = context.accessibleText(layer, row)
        out.append("[\(n(px)),\(n(py)),\(quoted(text))]")
      }
    }
    return out
  }

  private static func milliseconds(_ secondsSinceReferenceDate: Double) -> Double {
    (secondsSinceReferenceDate + Date.timeIntervalBetween1970AndReferenceDate) * 1000
  }

  /// A JSON string literal.
  private static func quoted(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      default:
        if scalar.value < 0x20 {
          out += String(format: "\\u%04x", scalar.value)
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }
}
