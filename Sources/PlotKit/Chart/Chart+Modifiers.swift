import Foundation

extension Chart {
  private func with(_ change: (inout ChartConfiguration) -> Void) -> Chart {
    var copy = self
    change(&copy.configuration)
    return copy
  }

  /// Sets the x scale's domain, e.g. `0...1000` or a date range.
  public func chartXScale<V: Plottable & Comparable>(domain: ClosedRange<V>) -> Chart {
    with {
      $0.xDomain = ScaleDomain(
        storage: .values(domain.lowerBound.plotValue, domain.upperBound.plotValue))
    }
  }

  /// Sets the y scale's domain, e.g. `0...200`.
  public func chartYScale<V: Plottable & Comparable>(domain: ClosedRange<V>) -> Chart {
    with {
      $0.yDomain = ScaleDomain(
        storage: .values(domain.lowerBound.plotValue, domain.upperBound.plotValue))
    }
  }

  /// Sets the x scale's categories and their order.
  public func chartXScale(domain: [String]) -> Chart {
    with { $0.xDomain = ScaleDomain(storage: .categories(domain)) }
  }

  /// Sets the y scale's categories and their order.
  public func chartYScale(domain: [String]) -> Chart {
    with { $0.yDomain = ScaleDomain(storage: .categories(domain)) }
  }

  /// Sets how the x scale infers its domain, e.g. `.automatic(includesZero: false)`.
  public func chartXScale(domain: ScaleDomain) -> Chart {
    with { $0.xDomain = domain }
  }

  /// Sets how the y scale infers its domain, e.g. `.automatic(includesZero: false)`.
  public func chartYScale(domain: ScaleDomain) -> Chart {
    with { $0.yDomain = domain }
  }

  /// Replaces the x axis with these axis marks.
  public func chartXAxis(@AxisContentBuilder content: () -> [AxisMarks]) -> Chart {
    let marks = content()
    return with {
      $0.xAxis = marks
      $0.xAxisVisibility = .visible
    }
  }

  /// Replaces the y axis with these axis marks.
  public func chartYAxis(@AxisContentBuilder content: () -> [AxisMarks]) -> Chart {
    let marks = content()
    return with {
      $0.yAxis = marks
      $0.yAxisVisibility = .visible
    }
  }

  /// Shows or hides the x axis.
  public func chartXAxis(_ visibility: Visibility) -> Chart {
    with { $0.xAxisVisibility = visibility }
  }

  /// Shows or hides the y axis.
  public func chartYAxis(_ visibility: Visibility) -> Chart {
    with { $0.yAxisVisibility = visibility }
  }

  /// Styles the plot area: `chartPlotStyle { $0.background(.pink.opacity(0.2)).border(.pink) }`.
  public func chartPlotStyle(_ style: (PlotArea) -> PlotArea) -> Chart {
    let area = style(configuration.plotArea)
    return with { $0.plotArea = area }
  }

  /// Renders with this locale (number and date formats); default `en_US`.
  public func chartLocale(_ locale: Locale) -> Chart {
    with { $0.environment.locale = locale }
  }

  /// Renders with this calendar and its time zone; default Gregorian in UTC.
  public func chartCalendar(_ calendar: Calendar) -> Chart {
    with { $0.environment.calendar = calendar }
  }

  /// Renders in this time zone, keeping the calendar.
  public func chartTimeZone(_ timeZone: TimeZone) -> Chart {
    with { $0.environment.calendar.timeZone = timeZone }
  }

  /// Renders for the automatic (CSS `prefers-color-scheme`), light or dark colour scheme.
  public func chartColorScheme(_ scheme: ChartColorScheme) -> Chart {
    with { $0.environment.colorScheme = scheme }
  }

  /// Sets any environment value, e.g. `.environment(\.locale, Locale(identifier: "de_DE"))`.
  public func environment<V>(_ keyPath: WritableKeyPath<ChartEnvironment, V>, _ value: V) -> Chart {
    with { $0.environment[keyPath: keyPath] = value }
  }

  /// The chart's title, written as the SVG `<title>` that assistive technology announces.
  public func chartTitle(_ title: String) -> Chart {
    with { $0.title = title }
  }

  /// A sentence stating the chart's main message, prepended to the generated `<desc>`.
  public func chartSummary(_ summary: String) -> Chart {
    with { $0.summary = summary }
  }
}
