extension Chart {
  private func withScales(_ change: (inout ChartConfiguration) -> Void) -> Chart {
    var copy = self
    change(&copy.configuration)
    return copy
  }

  /// Sets the x scale's type: `.log`, `.squareRoot`, `.symmetricLog`, `.linear`.
  public func chartXScale(type: ScaleType) -> Chart {
    withScales { $0.xScaleType = type }
  }

  /// Sets the y scale's type: `.log`, `.squareRoot`, `.symmetricLog`, `.linear`.
  public func chartYScale(type: ScaleType) -> Chart {
    withScales { $0.yScaleType = type }
  }

  /// Sets the x scale's domain and type, e.g. `chartXScale(domain: 1...1000, type: .log)`.
  public func chartXScale<V: Plottable & Comparable>(domain: ClosedRange<V>, type: ScaleType)
    -> Chart
  {
    chartXScale(domain: domain).chartXScale(type: type)
  }

  /// Sets the y scale's domain and type, e.g. `chartYScale(domain: 1...1000, type: .log)`.
  public func chartYScale<V: Plottable & Comparable>(domain: ClosedRange<V>, type: ScaleType)
    -> Chart
  {
    chartYScale(domain: domain).chartYScale(type: type)
  }

  /// Sets how the x scale infers its domain, and its type.
  public func chartXScale(domain: ScaleDomain, type: ScaleType) -> Chart {
    chartXScale(domain: domain).chartXScale(type: type)
  }

  /// Sets how the y scale infers its domain, and its type.
  public func chartYScale(domain: ScaleDomain, type: ScaleType) -> Chart {
    chartYScale(domain: domain).chartYScale(type: type)
  }
}
