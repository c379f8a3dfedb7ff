import Foundation

/// Points added to a mark's ends on screen, as Swift Charts' `offset(x:yStart:yEnd:)`:
/// "start" is the top (or leading) end, so `offset(yStart: -10)` lifts a rule's top 10 points
/// above the plot, up to a popover annotated at its top.
struct EdgeOffset {
  var x = 0.0
  var y = 0.0
  var xStart = 0.0
  var xEnd = 0.0
  var yStart = 0.0
  var yEnd = 0.0

  func apply(_ x0: Double, _ x1: Double, _ y0: Double, _ y1: Double) -> (
    Double, Double, Double, Double
  ) {
    let (left, right) = (min(x0, x1), max(x0, x1))
    let (top, bottom) = (min(y0, y1), max(y0, y1))
    return (left + x + xStart, right + x + xEnd, top + y + yStart, bottom + y + yEnd)
  }
}

extension ChartContent {
  /// Moves a rule sideways by `x` and its top and bottom ends by `yStart` and `yEnd` points.
  public func offset(x: CGFloat = 0, yStart: CGFloat = 0, yEnd: CGFloat = 0)
    -> ModifiedChartContent<Self>
  {
    modified {
      $0.edgeOffset = EdgeOffset(x: Double(x), yStart: Double(yStart), yEnd: Double(yEnd))
    }
  }

  /// Moves a rule's leading and trailing ends by `xStart` and `xEnd`, and it by `y` points.
  public func offset(xStart: CGFloat = 0, xEnd: CGFloat = 0, y: CGFloat = 0)
    -> ModifiedChartContent<Self>
  {
    modified {
      $0.edgeOffset = EdgeOffset(y: Double(y), xStart: Double(xStart), xEnd: Double(xEnd))
    }
  }
}
