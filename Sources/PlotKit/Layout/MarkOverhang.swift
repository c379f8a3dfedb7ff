/// How far point symbols reach past the chart's own edges once the plot is placed.
///
/// Swift Charts does not clip marks to the plot area, so a point at the domain's edge hangs
/// half outside the plot; in SwiftUI it then draws over the view's surroundings, but an SVG
/// cuts everything outside its view box. The layout steps the plot in by this much instead,
/// so the symbol shows whole and still centred on its value.
struct MarkOverhang: Equatable {
  var top = 0.0
  var leading = 0.0
  var bottom = 0.0
  var trailing = 0.0

  var isEmpty: Bool { max(top, leading, bottom, trailing) < 0.5 }

  /// The symbols' reach past `0...width` and `0...height`, rounded up to whole points.
  static func measure(_ layers: [MarkLayer], _ context: RenderContext) -> MarkOverhang {
    var overhang = MarkOverhang()
    guard let x = context.x, let y = context.y else { return overhang }
    let layout = context.layout
    for layer in layers where layer.mark == PointMark.self {
      // Every row: draw ranges are only chosen while drawing.
      for row in 0..<layer.count {
        guard let px = x.position(layer.columns[PointChannel.x], row),
          let py = y.position(layer.columns[PointChannel.y], row)
        else { continue }
        let style = context.style(layer, row)
        // A symbol view is annotated as a 10-point square; a drawn symbol's area is its size.
        let r = style.symbolView != nil ? 5 : ((style.symbolSize ?? 40) / Double.pi).squareRoot()
        overhang.leading = max(overhang.leading, r - px)
        overhang.trailing = max(overhang.trailing, px + r - layout.width)
        overhang.top = max(overhang.top, r - py)
        overhang.bottom = max(overhang.bottom, py + r - layout.height)
      }
    }
    // A point of room beyond the symbol keeps its antialiased rim off the edge.
    func room(_ value: Double) -> Double { value > 0 ? (value + 1).rounded(.up) : 0 }
    return MarkOverhang(
      top: room(overhang.top), leading: room(overhang.leading), bottom: room(overhang.bottom),
      trailing: room(overhang.trailing))
  }
}
