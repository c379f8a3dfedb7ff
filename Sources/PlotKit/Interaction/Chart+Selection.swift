import Foundation

/// What a chart declares about selection and scrolling; a still image reads the current
/// values, and a page script (see `PlotKitInteractivity`) uses the declared axes.
struct ChartInteraction {
  /// The axes whose selection the chart binds (`chartXSelection`, `chartYSelection`…).
  var selectsX = false
  var selectsY = false
  var selectsAngle = false
  /// Whether the selection is a range (`chartXSelection(range:)`).
  var selectsRange = false
  /// The axes the chart scrolls along.
  var scrollableAxes: Axis.Set = []
  /// How much of the x or y domain is visible at once (data units; seconds for dates).
  var xVisibleLength: Double?
  var yVisibleLength: Double?
  /// The scroll position: the value at the leading (x) or bottom (y) edge.
  var xScrollPosition: PlotValue?
  var yScrollPosition: PlotValue?

  /// Whether the chart asks for a live selection.
  var declaresSelection: Bool { selectsX || selectsY || selectsAngle }
}

extension Chart {
  private func interacting(_ change: (inout ChartInteraction) -> Void) -> Chart {
    var copy = self
    change(&copy.configuration.interaction)
    return copy
  }

  /// Binds the x value under the pointer; the still image shows the binding's current value
  /// only through marks the content draws for it.
  public func chartXSelection<P: Plottable>(value: Binding<P?>) -> Chart {
    interacting { $0.selectsX = true }
  }

  /// Binds the x range dragged out by the pointer.
  public func chartXSelection<P: Plottable>(range: Binding<ClosedRange<P>?>) -> Chart {
    interacting {
      $0.selectsX = true
      $0.selectsRange = true
    }
  }

  /// Binds the y value under the pointer.
  public func chartYSelection<P: Plottable>(value: Binding<P?>) -> Chart {
    interacting { $0.selectsY = true }
  }

  /// Binds the y range dragged out by the pointer.
  public func chartYSelection<P: Plottable>(range: Binding<ClosedRange<P>?>) -> Chart {
    interacting {
      $0.selectsY = true
      $0.selectsRange = true
    }
  }

  /// Binds the angle value (the sector) under the pointer in a pie or donut chart.
  public func chartAngleSelection<P: Plottable>(value: Binding<P?>) -> Chart {
    interacting { $0.selectsAngle = true }
  }

  /// Lets the chart scroll along `axes`; the still image shows the visible window.
  public func chartScrollableAxes(_ axes: Axis.Set) -> Chart {
    interacting { $0.scrollableAxes = axes }
  }

  /// Shows `length` of the x domain at once (seconds for dates), from the scroll position.
  public func chartXVisibleDomain<P: Plottable & Numeric>(length: P) -> Chart {
    let length = Self.number(length.plotValue)
    return interacting { $0.xVisibleLength = length }
  }

  /// Shows `length` of the y domain at once.
  public func chartYVisibleDomain<P: Plottable & Numeric>(length: P) -> Chart {
    let length = Self.number(length.plotValue)
    return interacting { $0.yVisibleLength = length }
  }

  /// Scrolls so the x value bound to `x` is at the leading edge.
  public func chartScrollPosition<P: Plottable>(x: Binding<P>) -> Chart {
    let value = x.wrappedValue.plotValue
    return interacting { $0.xScrollPosition = value }
  }

  /// Scrolls so the y value bound to `y` is at the bottom edge.
  public func chartScrollPosition<P: Plottable>(y: Binding<P>) -> Chart {
    let value = y.wrappedValue.plotValue
    return interacting { $0.yScrollPosition = value }
  }

  /// Starts scrolled so `initialX` is at the leading edge.
  public func chartScrollPosition<P: Plottable>(initialX: P) -> Chart {
    let value = initialX.plotValue
    return interacting { $0.xScrollPosition = value }
  }

  /// Starts scrolled so `initialY` is at the bottom edge.
  public func chartScrollPosition<P: Plottable>(initialY: P) -> Chart {
    let value = initialY.plotValue
    return interacting { $0.yScrollPosition = value }
  }

  /// How scrolling settles; accepted for source compatibility (a still image does not scroll).
  public func chartScrollTargetBehavior<B: ChartScrollTargetBehavior>(_ behavior: B) -> Chart {
    self
  }

  private static func number(_ value: PlotValue) -> Double? {
    if case .number(let number) = value, number > 0, number.isFinite { return number }
    return nil
  }
}

extension PositionScale {
  /// The window a scrolling chart shows: `length` from `position` (or the domain's start).
  /// On categories, `length` counts bands: the window holds that many (a fraction rounded up),
  /// from the category at `position` or the first.
  func visibleWindow(length: Double?, position: PlotValue?) -> PositionScale {
    guard let length else { return self }
    if kind == .band {
      var first = 0
      if case .category(let name) = position, let index = categoryIndex[name] { first = index }
      let count = max(CallerNumbers.int(length.rounded(.up)), 1)
      // A window past the last category slides back so it stays full, as scrolling stops there.
      first = max(min(first, categories.count - count), 0)
      guard count < categories.count else { return self }
      var scale = PositionScale(
        kind: .band, label: label, categories: Array(categories[first..<(first + count)]),
        nice: nice, calendar: calendar)
      scale.labels = labels
      scale.reversed = reversed
      return scale
    }
    var start = lo
    switch position {
    case .number(let number): start = number
    case .date(let date): start = date.timeIntervalSinceReferenceDate
    default: break
    }
    var scale = self
    scale.lo = start
    scale.hi = start + length
    scale.nice = false
    return scale
  }
}
