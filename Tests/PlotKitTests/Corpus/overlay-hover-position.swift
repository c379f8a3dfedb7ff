import PlotKit

// macOS-style hover with `onContinuousHover`, plus a dot drawn at a value with
// `position(for:)` in the plot's frame (iOS 17's optional `plotFrame`).
@MainActor
func corpusOverlayHoverPosition() -> String {
  let data = CorpusData.toys
  var hovered: String? = "Pyramid"
  return Chart(data) {
    BarMark(x: .value("Shape", $0.type), y: .value("Count", $0.count))
      .foregroundStyle(by: .value("Color", $0.color))
  }
  .chartOverlay { proxy in
    GeometryReader { geometry in
      Rectangle().fill(.clear).contentShape(Rectangle())
        .onContinuousHover { phase in
          switch phase {
          case .active(let location):
            if let plotFrame = proxy.plotFrame {
              let origin = geometry[plotFrame].origin
              hovered = proxy.value(atX: location.x - origin.x, as: String.self)
            }
          case .ended:
            hovered = nil
          }
        }
      if let hovered, let plotFrame = proxy.plotFrame,
        let point = proxy.position(for: (x: hovered, y: 4.0))
      {
        let frame = geometry[plotFrame]
        Circle()
          .fill(.orange)
          .frame(width: 12, height: 12)
          .position(x: frame.minX + point.x, y: frame.minY + point.y)
      }
    }
  }
  .svg(width: 400, height: 240, id: "corpus-overlay-hover-position")
}
