import Foundation
import PlotKit

// Source: jordibruin/Swift-Charts-Examples, Swift Charts Examples/Charts/PointCharts/VectorField.swift
// A vector field: each point drawn with a custom ChartSymbolShape (an arrow built as a Path).
private struct GridPoint: Identifiable {
  let x: Double
  let y: Double
  var id: String { "\(x),\(y)" }
  func angle(degreeOffset: Double) -> Double { atan2(y - 10, x - 10) + degreeOffset * .pi / 180 }
  func angleColor(hueOffset: Double) -> Color {
    Color(
      hue: (angle(degreeOffset: 0) / (2 * .pi) + 0.5 + hueOffset / 360).truncatingRemainder(
        dividingBy: 1),
      saturation: 0.8, brightness: 0.8)
  }
}
private struct Grid {
  let points: [GridPoint]
  init(numRows: Int, numCols: Int) {
    points = (0..<numRows).flatMap { r in
      (0..<numCols).map { GridPoint(x: Double($0), y: Double(r)) }
    }
  }
}

private struct Arrow: ChartSymbolShape {
  let angle: CGFloat
  let size: CGFloat

  func path(in rect: CGRect) -> Path {
    let w = rect.width * size * 0.05 + 0.6
    var path = Path()
    path.move(to: CGPoint(x: 0, y: 1))
    path.addLine(to: CGPoint(x: -0.2, y: -0.5))
    path.addLine(to: CGPoint(x: 0.2, y: -0.5))
    path.closeSubpath()
    return path.applying(.init(rotationAngle: angle))
      .applying(.init(scaleX: w, y: w))
      .applying(.init(translationX: rect.midX, y: rect.midY))
  }

  var perceptualUnitRect: CGRect {
    return CGRect(x: 0, y: 0, width: 1, height: 1)
  }
}

@MainActor
func corpusJordibruinVectorField() -> String {
  let grid = Grid(numRows: 20, numCols: 20)
  let chart = Chart(grid.points) { point in
    PointMark(
      x: .value("x", point.x),
      y: .value("y", point.y)
    )
    .symbol(Arrow(angle: CGFloat(point.angle(degreeOffset: 0)), size: 50))
    .foregroundStyle(point.angleColor(hueOffset: 0))
    .opacity(0.7)
  }
  .chartXAxis(.hidden)
  .chartYAxis(.hidden)
  .aspectRatio(contentMode: .fit)
  return chart.svg(width: 400, height: 400, id: "corpus-jordibruin-vector-field")
}
