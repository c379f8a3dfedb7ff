import Foundation

/// Content drawn through a mask made of other chart content (`mask(content:)`).
public struct MaskedChartContent<Content: ChartContent, Mask: ChartContent>: ChartContent {
  let content: Content
  let mask: Mask

  /// Collects the content, then the mask's marks marked as mask content, each in runs of
  /// their own so drawing can wrap them.
  public func _collect(into collector: ChartContentCollector) {
    let group = collector.maskCount
    collector.maskCount += 1
    collector.breakRun()
    collector.withStyle({ $0.maskGroup = group }, { content._collect(into: collector) })
    collector.breakRun()
    let asMask: (inout MarkStyle) -> Void = {
      $0.maskContent = group
      $0.maskGroup = -1
      $0.accessibilityHidden = true
    }
    collector.withStyle(asMask, { mask._collect(into: collector) })
    collector.breakRun()
  }
}

extension ChartContent {
  /// Masks the marks with the alpha of other chart content: where the mask's marks are
  /// opaque the marks show, where they are transparent or absent they do not. The mask's
  /// marks use the chart's scales and are drawn into an SVG `<mask>`, white at their opacity.
  ///
  /// Lines and areas are drawn a whole layer at a time, so a mask on them applies only when
  /// every line (or area) in the chart carries the same mask.
  public func mask<M: ChartContent>(@ChartContentBuilder content: () -> M) -> MaskedChartContent<
    Self, M
  > {
    MaskedChartContent(content: self, mask: content())
  }
}

/// Draws runs of marks with their masks: splits runs where the mask state changes, skips the
/// mask's own marks, and writes each mask once, before the first marks drawn through it.
struct MaskDrawing {
  /// A piece of a run: the rows share one mask state.
  struct Piece {
    var layer: MarkLayer
    var rows: Range<Int>
    var maskGroup: Int32
    var maskContent: Int32
    /// The blur or shadow the piece is drawn with.
    var effect: MarkEffect? = nil
  }

  /// Splits runs where rows change mask state (see `mask(content:)`) or effect (`blur`, `shadow`).
  static func pieces(
    _ runs: [(MarkLayer, Range<Int>)], _ context: RenderContext, hasMasks: Bool
  ) -> [Piece] {
    var pieces: [Piece] = []
    for (layer, rows) in runs {
      guard !rows.isEmpty else { continue }
      // Without masks every run is one piece (no per-row look-ups on large charts).
      // Lines and areas draw whole series: their piece covers the layer, and with masks the
      // layer splits where the mask state changes, each series drawn with its first row's piece.
      let rows = layer.mark.drawsRunsSeparately ? rows : 0..<layer.count
      if !hasMasks {
        pieces.append(Piece(layer: layer, rows: rows, maskGroup: -1, maskContent: -1))
        continue
      }
      var start = rows.lowerBound
      var state = state(layer, start, context)
      for row in rows.dropFirst() {
        let next = Self.state(layer, row, context)
        if next != state {
          pieces.append(
            Piece(
              layer: layer, rows: start..<row, maskGroup: state.0, maskContent: state.1,
              effect: state.2))
          (start, state) = (row, next)
        }
      }
      pieces.append(
        Piece(
          layer: layer, rows: start..<rows.upperBound, maskGroup: state.0, maskContent: state.1,
          effect: state.2)
      )
    }
    return pieces
  }

  private static func state(_ layer: MarkLayer, _ row: Int, _ context: RenderContext) -> (
    Int32, Int32, MarkEffect?
  ) {
    let style = context.style(layer, row)
    return (style.maskGroup, style.maskContent, style.effect.flatMap { $0.isVisible ? $0 : nil })
  }

  /// A context whose paints are white at their own opacity: a luminance mask then lets the
  /// marks show exactly as much as the mask content's alpha.
  static func maskContext(_ context: RenderContext) -> RenderContext {
    RenderContext(
      layout: context.layout, styles: context.styles, series: context.series,
      environment: context.environment, repaint: white)
  }

  private static func white(_ paint: MarkPaint) -> MarkPaint {
    func whiten(_ color: Color) -> Color {
      Color(light: 0xFFFFFF, dark: 0xFFFFFF, alpha: color.alpha)
    }
    switch paint.storage {
    case .color(let color): return .color(whiten(color))
    case .linear(let stops, let start, let end):
      return MarkPaint(
        storage: .linear(
          stops: stops.map { Gradient.Stop(color: whiten($0.color), location: $0.location) },
          start: start, end: end))
    case .centered(var gradient):
      gradient.stops = gradient.stops.map {
        Gradient.Stop(color: whiten($0.color), location: $0.location)
      }
      return MarkPaint(storage: .centered(gradient))
    }
  }

  /// The id of mask `group`.
  static func id(_ group: Int32, in svg: SVGWriter) -> String {
    svg.id + "-mask" + String(group)
  }

  /// Writes the `<mask>` element of `group` from the mask content's pieces.
  static func writeMask(
    _ group: Int32, pieces: [Piece], context: RenderContext, into svg: inout SVGWriter
  ) {
    let layout = context.layout
    svg.write(
      "<mask id=\"" + id(group, in: svg)
        + "\" maskUnits=\"userSpaceOnUse\" x=\"0\" y=\"0\" width=\""
        + n(layout.width) + "\" height=\"" + n(layout.height) + "\">")
    let white = maskContext(context)
    for piece in pieces where piece.maskContent == group {
      piece.layer.drawRows = piece.rows
      svg.write("<g>")
      piece.layer.mark.render(piece.layer, white, into: &svg)
      svg.write("</g>")
    }
    svg.write("</mask>")
  }
}
