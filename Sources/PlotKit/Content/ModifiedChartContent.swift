/// Content with a modifier applied to every mark inside it.
public struct ModifiedChartContent<Content: ChartContent>: ChartContent {
  let content: Content
  let modify: (inout MarkStyle) -> Void

  /// Collects the content under the modified style.
  public func _collect(into collector: ChartContentCollector) {
    collector.withStyle(modify) { content._collect(into: collector) }
  }
}

extension ChartContent {
  func modified(_ modify: @escaping (inout MarkStyle) -> Void) -> ModifiedChartContent<Self> {
    ModifiedChartContent(content: self, modify: modify)
  }

  /// Fills or strokes the marks with a colour.
  public func foregroundStyle(_ color: Color) -> ModifiedChartContent<Self> {
    modified { $0.foreground = .color(color) }
  }

  /// Fills or strokes the marks with a style: a gradient, `.secondary`, `.tint`…
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> ModifiedChartContent<Self> {
    let paint = style._paint
    return modified { $0.foreground = paint }
  }

  /// Multiplies the marks' opacity.
  public func opacity(_ opacity: Double) -> ModifiedChartContent<Self> {
    let opacity = CallerNumbers.unit(opacity)
    return modified { $0.opacity = ($0.opacity ?? 1) * opacity }
  }

  /// Strokes lines and rules with this style.
  public func lineStyle(_ style: StrokeStyle) -> ModifiedChartContent<Self> {
    modified { $0.lineStyle = style }
  }

  /// Rounds the corners of bars and rectangles.
  public func cornerRadius(_ radius: Double) -> ModifiedChartContent<Self> {
    let radius = CallerNumbers.nonNegative(radius)
    return modified { $0.cornerRadius = radius }
  }

  /// Draws points (and the points of lines) with this symbol.
  public func symbol(_ symbol: ChartSymbol) -> ModifiedChartContent<Self> {
    modified { $0.symbol = symbol }
  }

  /// Sets the area of symbols in square points.
  public func symbolSize(_ size: Double) -> ModifiedChartContent<Self> {
    let size = CallerNumbers.nonNegative(size)
    return modified { $0.symbolSize = size }
  }

  /// Sets the symbols' size as a width and height in points (their area is the product).
  public func symbolSize(_ size: CGSize) -> ModifiedChartContent<Self> {
    let area = CallerNumbers.nonNegative(
      CallerNumbers.nonNegative(Double(size.width)) * CallerNumbers.nonNegative(Double(size.height))
    )
    return modified { $0.symbolSize = area }
  }

  /// Sets how lines and areas pass through their points.
  public func interpolationMethod(_ method: InterpolationMethod) -> ModifiedChartContent<Self> {
    modified { $0.interpolation = method }
  }

  /// Replaces the spoken label of each mark.
  public func accessibilityLabel(_ label: String) -> ModifiedChartContent<Self> {
    modified { $0.accessibilityLabel = label }
  }

  /// Replaces the spoken value of each mark.
  public func accessibilityValue(_ value: String) -> ModifiedChartContent<Self> {
    modified { $0.accessibilityValue = value }
  }

  /// Hides the marks from assistive technology, for decoration.
  public func accessibilityHidden(_ hidden: Bool) -> ModifiedChartContent<Self> {
    modified { $0.accessibilityHidden = hidden }
  }
}
